import type { Lang } from "../../schemas/lang";
import { HTML_LANG } from "../../schemas/lang";
import type { MailKind } from "../../schemas/mail";
import { mailT } from "../i18n";

/** What each kind of mail says; the inspection mails name the customer, the sample and its number. */
export interface MailData {
  /** The confirmation of a sample request: where to send the sample and how to pack it (site settings, at submission). */
  sampleSubmitted: { name: string; no: string; sample: string; shipTo: string; packing: string };
  sampleReceived: { name: string; no: string; sample: string };
  testingStarted: { name: string; no: string; sample: string };
  reportIssued: { name: string; no: string; sample: string };
  sampleRejected: { name: string; no: string; sample: string; reason: string };
  passwordReset: { account: string; code: string };
  verifyEmail: { account: string; code: string };
  accountExists: { account: string };
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** The site as a mail names it: its name in the recipient's language and its public origin. */
export interface MailSite {
  name: string;
  url: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch);

/** A mail's parts before formatting: paragraphs, an emphasised code, a call to action, the opt-out line. */
interface Parts {
  subject: string;
  greeting: string;
  paragraphs: string[];
  code?: string;
  codeLine?: string;
  action: { label: string; url: string };
  manageLink?: string;
}

/** What a mail's texts can name (`{{no}}`): the site and the mail's data (a type, not an interface: i18next's options need its index signature). */
type MailVars = {
  site: string;
  siteUrl: string;
  name?: string;
  no?: string;
  sample?: string;
  reason?: string;
  account?: string;
  code?: string;
};

function parts<K extends MailKind>(kind: K, lang: Lang, data: MailData[K], site: MailSite): Parts {
  const t = mailT(lang);
  const vars: MailVars = { site: site.name, siteUrl: site.url, ...data };
  const greeting = "name" in data && data.name ? t("greeting", vars) : t("greetingNoName");
  const link = (path: string) => `${site.url}${path}`;
  switch (kind) {
    case "sampleSubmitted": {
      const d = data as MailData["sampleSubmitted"];
      return {
        subject: t("sampleSubmitted.subject", vars),
        greeting,
        paragraphs: [
          t("sampleSubmitted.body", vars),
          ...(d.shipTo ? [`${t("sampleSubmitted.shipToLabel")}\n${d.shipTo}`] : []),
          ...(d.packing ? [`${t("sampleSubmitted.packingLabel")}\n${d.packing}`] : []),
          t("sampleSubmitted.next", vars),
        ],
        action: { label: t("sampleSubmitted.action"), url: link("/user/") },
      };
    }
    case "sampleReceived":
    case "testingStarted":
    case "reportIssued": {
      // The three share one shape.
      const k = kind as "sampleReceived" | "testingStarted" | "reportIssued";
      return {
        subject: t(`${k}.subject`, vars),
        greeting,
        paragraphs: [t(`${k}.body`, vars), t(`${k}.next`, vars)],
        action: { label: t(`${k}.action`), url: link(kind === "reportIssued" ? "/user/?tab=detectedCompleted" : "/user/") },
        manageLink: link("/user/?tab=editorialMaterial"),
      };
    }
    case "sampleRejected": {
      return {
        subject: t("sampleRejected.subject", vars),
        greeting,
        paragraphs: [t("sampleRejected.body", vars), t("sampleRejected.reason", vars), t("sampleRejected.next")],
        action: { label: t("sampleRejected.action"), url: link("/user/") },
        manageLink: link("/user/?tab=editorialMaterial"),
      };
    }
    case "passwordReset":
    case "verifyEmail": {
      const k = kind as "passwordReset" | "verifyEmail";
      return {
        subject: t(`${k}.subject`),
        greeting,
        paragraphs: [t(`${k}.body`, vars), t(`${k}.validity`), t(`${k}.ignore`)],
        code: vars.code,
        codeLine: t(`${k}.code`, vars),
        action: { label: t(`${k}.action`), url: link(kind === "passwordReset" ? "/login/?forgot=1" : "/sampleTesting/") },
      };
    }
    default: {
      return {
        subject: t("accountExists.subject"),
        greeting,
        paragraphs: [t("accountExists.body", vars), t("accountExists.advice")],
        action: { label: t("accountExists.action"), url: link("/login/") },
      };
    }
  }
}

/** Plain text and HTML of one mail in the recipient's language, with the site's name and links from SITE_URL. */
export function renderMail<K extends MailKind>(kind: K, lang: Lang, data: MailData[K], site: MailSite): RenderedMail {
  const t = mailT(lang);
  const p = parts(kind, lang, data, site);
  const signature = t("signature", { site: site.name });
  const automatic = t("automatic", { site: site.name, siteUrl: site.url });
  const manage = p.manageLink ? t("manage", { link: p.manageLink }) : null;

  const text = [
    p.greeting,
    p.paragraphs[0],
    p.codeLine,
    ...p.paragraphs.slice(1),
    `${p.action.label}: ${p.action.url}`,
    signature,
    "--",
    automatic,
    manage,
  ]
    .filter((s): s is string => !!s)
    .join("\n\n");

  const para = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s).replace(/\n/g, "<br>")}</p>`;
  const html = `<!doctype html>
<html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(p.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f4f4;font-family:Arial,'PingFang SC','Microsoft YaHei',sans-serif;color:#1f1f1f;font-size:16px;line-height:1.6">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-size:18px;font-weight:bold;color:#7f1433">${escapeHtml(site.name)}</p>
${para(p.greeting)}
${para(p.paragraphs[0] ?? "")}
${p.code ? `<p style="margin:0 0 16px;font-size:28px;font-weight:bold;letter-spacing:6px;font-family:monospace" aria-label="${escapeHtml(p.codeLine ?? "")}">${escapeHtml(p.code)}</p>` : ""}
${p.paragraphs.slice(1).map(para).join("\n")}
<p style="margin:24px 0"><a href="${escapeHtml(p.action.url)}" style="display:inline-block;background:#7f1433;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(p.action.label)}</a></p>
${para(signature)}
<hr style="border:none;border-top:1px solid #e2dcdc;margin:24px 0">
<p style="margin:0 0 8px;font-size:13px;color:#595959">${escapeHtml(automatic)}</p>
${manage ? `<p style="margin:0;font-size:13px;color:#595959">${escapeHtml(manage)}</p>` : ""}
</div></body></html>
`;
  return { subject: p.subject, text, html };
}
