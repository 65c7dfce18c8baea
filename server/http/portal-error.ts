import type { ResultCodeName } from "../../schemas/codes";

/** Thrown by services; the envelope layer turns it into `{code, message, data}`. */
export class PortalError extends Error {
  constructor(
    readonly codeName: Exclude<ResultCodeName, "ok">,
    /** Already translated; when absent the code's own translated message is used. */
    readonly detail?: string,
    readonly data: unknown = null,
  ) {
    super(detail ?? codeName);
  }
}
