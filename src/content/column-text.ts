import { type Column, CustomFieldListSchema } from "../../schemas/entities";
import type { Lang } from "../../schemas/lang";
import { pickLang } from "../../schemas/localized";

export interface ColumnText {
  title: string;
  description: string;
  keywords: string;
}

/** Reads a column in a language: English from customFieldList (spec §3), falling back to Chinese. */
export function columnText(column: Column, lang: Lang): ColumnText {
  let fields: Record<string, string> = {};
  try {
    const parsed = CustomFieldListSchema.safeParse(JSON.parse(column.customFieldList));
    if (parsed.success) fields = Object.fromEntries(parsed.data.map((f) => [f.field, f.value]));
  } catch {
    // A malformed customFieldList leaves the Chinese texts, as the fallback rule does for empty ones.
  }
  return {
    title: pickLang(column.columnTitle, fields.columnTitleEn, lang),
    description: pickLang(column.columnDesc, fields.columnDescEn, lang),
    keywords: pickLang(column.columnKeyword, fields.columnKeywordEn, lang),
  };
}
