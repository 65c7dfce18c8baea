import { z } from "zod";
import type { LocalizedText } from "./localize-text";

/**
 * The zod schema of a bilingual text, for validation (API bodies, block schemas, the editor). Code
 * that shows texts to visitors imports `localize` from `./localize-text` instead: this module pulls
 * zod into a bundle (decision 042; tests/unit/visitor-imports.test.ts fails on it).
 */

/** Every editable bilingual text. English falls back to Chinese when empty (spec §3 rule, applied everywhere). */
export const LocalizedTextSchema = z.object({
  zh: z.string().max(20_000),
  en: z.string().max(20_000),
}) satisfies z.ZodType<LocalizedText>;
