import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../logger";

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Content-Language, e.g. zh-CN. */
  language: string;
  /** Names the .eml file in the outbox. */
  id: number;
}

/** Hands one message to SMTP, or writes it to the outbox folder; throws when it was not accepted. */
export interface MailTransport {
  readonly kind: "smtp" | "outbox";
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

const message = (mail: OutgoingMail) => ({
  from: mail.from,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  headers: { "Content-Language": mail.language },
});

/**
 * SMTP_URL (`smtp://user:pass@host:587`): STARTTLS is required unless the URL says `?requireTLS=false`
 * (nodemailer reads options from the query, e.g. `tls.rejectUnauthorized=false` for a self-signed
 * test server); `smtps://` is TLS from the first byte. docs/decisions/150-mail.md.
 */
export function smtpTransport(url: string): MailTransport {
  const parsed = new URL(url);
  if (parsed.protocol === "smtp:" && !parsed.searchParams.has("requireTLS")) parsed.searchParams.set("requireTLS", "true");
  if (!parsed.searchParams.has("connectionTimeout")) parsed.searchParams.set("connectionTimeout", "20000");
  const transporter = nodemailer.createTransport(parsed.toString());
  return {
    kind: "smtp",
    async send(mail) {
      await transporter.sendMail(message(mail));
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP_URL: each message becomes an .eml file in `dir` (open it with any mail program), and a log line. */
export function outboxTransport(dir: string, logger: Logger): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    kind: "outbox",
    async send(mail) {
      const info = await builder.sendMail(message(mail));
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(dir, `${stamp}-${mail.id}.eml`);
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      logger.info({ to: mail.to, subject: mail.subject, file }, "mail written to the outbox (SMTP_URL not set)");
    },
    close() {},
  };
}
