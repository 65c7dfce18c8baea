import type { Lang } from "../../schemas/lang";
import { serverT } from "../i18n";

const LOCALE: Record<Lang, string> = { zh: "zh-CN", en: "en-US" };

/** "42 seconds", "15 minutes", "2 hours" (or 42秒…) through Intl, rounded up so nobody comes back too early. */
export function formatWait(seconds: number, lang: Lang): string {
  const [value, unit] =
    seconds < 90 ? [seconds, "second"] : seconds < 90 * 60 ? [Math.ceil(seconds / 60), "minute"] : [Math.ceil(seconds / 3600), "hour"];
  return new Intl.NumberFormat(LOCALE[lang], { style: "unit", unit, unitDisplay: "long" }).format(value);
}

/** The rate-limited message with how long to wait (the same figure as the Retry-After header). */
export function rateLimitedMessage(retryAfterSeconds: number, lang: Lang): string {
  return serverT(lang)("portal:rateLimit.retryIn", { wait: formatWait(retryAfterSeconds, lang) });
}
