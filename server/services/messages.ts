import type { Kysely } from "kysely";
import type { Lang } from "../../schemas/lang";
import { MESSAGE_RATE_LIMIT, type MessageSubmitRequest } from "../../schemas/message";
import type { Database } from "../db/types";
import { enforceRateLimits } from "./rate-limit";

const HOUR_MS = 60 * 60 * 1000;

/**
 * Stores a leave-a-message submission. Limited per address; a filled honeypot is answered like a
 * success (so bots learn nothing) and stored nowhere. Returns whether the message was stored.
 */
export async function submitMessage(
  db: Kysely<Database>,
  input: MessageSubmitRequest,
  meta: { lang: Lang; clientAddress: string },
): Promise<boolean> {
  await enforceRateLimits(db, [{ key: `message:ip:${meta.clientAddress}`, limit: MESSAGE_RATE_LIMIT.perHour, windowMs: HOUR_MS }]);
  if (input.website.trim() !== "") return false;
  await db
    .insertInto("contactMessage")
    .values({
      name: input.name,
      phone: input.phone,
      email: input.email,
      company: input.company,
      message: input.message,
      lang: meta.lang,
      clientAddress: meta.clientAddress,
      createdAt: new Date().toISOString(),
    })
    .execute();
  return true;
}
