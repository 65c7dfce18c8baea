import { z } from "zod";
import type { LocalizedText } from "./localize";

export { htmlHasContent, type LocalizedText, localize, localizeHtml, pickLang, pickLangHtml } from "./localize";

/** Every editable bilingual text. English falls back to Chinese when empty (spec §3 rule, applied everywhere). */
export const LocalizedTextSchema = z.object({
  zh: z.string().max(20_000),
  en: z.string().max(20_000),
}) satisfies z.ZodType<LocalizedText>;
