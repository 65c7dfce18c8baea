import type { Column } from "../../schemas/entities";
import type { Lang } from "../../schemas/lang";
import { pickLang } from "../../schemas/localize-text";

export interface ColumnText {
  title: string;
  description: string;
  keywords: string;
}

/** Reads a column in a language: English from customFieldList (spec §3), falling back to Chinese. */
export function columnText(column: Column, lang: Lang): ColumnText {
  let fields: Record<string, string> = {};
  try {
    // Checked by hand, not with CustomFieldListSchema: this runs in the browser, which should not load zod for it.
    const parsed: unknown = JSON.parse(column.customFieldList);
    if (Array.isArray(parsed) && parsed.every((f) => typeof f?.field === "string" && typeof f?.value === "string")) {
      fields = Object.fromEntries(parsed.map((f: { field: string; value: string }) => [f.field, f.value]));
    }
  } catch {
    // A malformed customFieldList leaves the Chinese texts, as the fallback rule does for empty ones.
  }
  return {
    title: pickLang(column.columnTitle, fields.columnTitleEn, lang),
    description: pickLang(column.columnDesc, fields.columnDescEn, lang),
    keywords: pickLang(column.columnKeyword, fields.columnKeywordEn, lang),
  };
}
