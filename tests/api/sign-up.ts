import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { codeIn, outboxFiles, waitForMail } from "../support/outbox";
import type { TestPortal } from "./harness";

/**
 * Signs a customer up as a person would: the sign-up, the code from the mail in the outbox, the
 * confirmation (which logs in). Answers what login answers: `{ token, userInfo }`.
 */
export async function signUp(
  t: TestPortal,
  input: { account: string; password: string; nickname: string; company?: string } & Record<string, unknown>,
  init: { headers?: Record<string, string>; peer?: string } = {},
): Promise<{ token: string; userInfo: { id: number; nickname: string; account: string } }> {
  const before = outboxFiles(t.outboxDir);
  const registered = await t.call(P.register, input, init);
  if (registered.json.code !== "000000") throw new Error(`sign-up answered ${registered.json.code} ${registered.json.message}`);
  const mail = await waitForMail(t.outboxDir, (m) => m.to.includes(input.account), 10_000, before);
  const confirmed = await t.call(P.signUpConfirm, { account: input.account, code: codeIn(mail) }, init);
  if (confirmed.json.code !== "000000") throw new Error(`confirmation answered ${confirmed.json.code} ${confirmed.json.message}`);
  return confirmed.json.data;
}
