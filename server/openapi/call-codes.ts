import { RESULT_CODES, type ResultCodeName } from "../../schemas/codes";
import type { CallInfo } from "../http/call-registry";

/**
 * Every call can answer these: success, a body its schema refuses, a body too large, a browser's
 * cross-site request (refused before the call runs, decision 052), a failure of ours.
 */
const COMMON: readonly ResultCodeName[] = ["ok", "invalidInput", "payloadTooLarge", "forbidden", "serverError"];

/**
 * The result codes a call can answer: the common ones, those its access brings (no session →
 * notLoggedIn; a staff role or its second factor missing → forbidden) and those its registration
 * declares (notFound, conflict, rateLimited…), in the order of the code table.
 */
export function codesOf(call: Pick<CallInfo, "access" | "codes">): ResultCodeName[] {
  const codes = new Set<ResultCodeName>([...COMMON, ...(call.codes ?? [])]);
  if (call.access !== "public") codes.add("notLoggedIn");
  return (Object.keys(RESULT_CODES) as ResultCodeName[]).filter((name) => codes.has(name));
}
