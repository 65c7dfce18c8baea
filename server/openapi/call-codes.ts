import type { ResultCodeName } from "../../schemas/codes";
import type { CallInfo } from "../http/call-registry";

/** Every call can answer these: success, a body its schema refuses, a body too large, a failure of ours. */
const COMMON: readonly ResultCodeName[] = ["ok", "invalidInput", "payloadTooLarge", "serverError"];

/**
 * The result codes a call can answer, as far as the registry knows: the common ones and those its
 * access brings (no session → notLoggedIn; a staff role or its second factor missing → forbidden).
 * Record-level codes (notFound, conflict, rateLimited) depend on the call's service and are described
 * in the document's code table.
 */
export function codesOf(call: Pick<CallInfo, "access">): ResultCodeName[] {
  const codes = [...COMMON];
  if (call.access !== "public") codes.push("notLoggedIn");
  if (typeof call.access !== "string") codes.push("forbidden");
  return codes;
}
