import { useEffect } from "react";
import { installCommonPasswordCheck } from "../../schemas/common-passwords";

/**
 * Loads the common-password check (zxcvbn-ts and its lists, a chunk of its own) when a form that
 * sets a password opens, so the form refuses `Password1!` as the portal does, without a round trip.
 */
export function useCommonPasswordCheck(): void {
  useEffect(() => {
    void import("../../schemas/common-password-check").then(
      (m) => installCommonPasswordCheck(m.commonPasswordCheck),
      () => {
        // Not loaded (offline, a new deployment): the portal still refuses a common password.
      },
    );
  }, []);
}
