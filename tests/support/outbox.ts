import fs from "node:fs";
import path from "node:path";
import { type ParsedMail, simpleParser } from "mailparser";

export interface ReadMail {
  file: string;
  parsed: ParsedMail;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Every .eml in an outbox folder, oldest first, parsed as a mail program would. */
export async function readOutbox(dir: string): Promise<ReadMail[]> {
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".eml"))
    .sort();
  return Promise.all(
    files.map(async (f) => {
      const parsed = await simpleParser(fs.readFileSync(path.join(dir, f)));
      const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(", ") : (parsed.to?.text ?? "");
      return { file: f, parsed, to, subject: parsed.subject ?? "", text: parsed.text ?? "", html: parsed.html || "" };
    }),
  );
}

/** The outbox's files now: give them to `waitForMail` to wait for a mail written after this moment. */
export function outboxFiles(dir: string): Set<string> {
  return new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : []);
}

/**
 * Waits (polling) until the outbox holds a mail matching `match`, not among `before` (a mail sent a
 * moment earlier has the same second in its Date header, and the runner writes the new one later);
 * the newest match.
 */
export async function waitForMail(
  dir: string,
  match: (m: ReadMail) => boolean,
  timeoutMs = 10_000,
  before: ReadonlySet<string> = new Set(),
): Promise<ReadMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readOutbox(dir)).filter((m) => !before.has(m.file) && match(m));
    if (found.length > 0) return found[found.length - 1] as ReadMail;
    if (Date.now() > until) throw new Error(`no mail matching in ${dir} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The 6-digit code a mail carries. */
export function codeIn(mail: ReadMail): string {
  // Six digits standing alone: not part of an address such as zhao.123456@example.com.
  const code = /(?<![\w.@-])([0-9]{6})(?![\w.@-])/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in mail "${mail.subject}"`);
  return code;
}
