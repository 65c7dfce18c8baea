import { z } from "zod";
import { LocalizedTextSchema } from "../schemas/localized";

/** Prop schemas several blocks share. Messages are for editors (the editor shows them). */
export const RequiredLocalizedText = LocalizedTextSchema.refine((t) => t.zh.trim() !== "", { message: "Chinese text is required" });
export const ColumnCodeProp = z
  .string()
  .trim()
  .regex(/^[A-Za-z][\w-]{0,63}$/, "a column code: a letter, then letters, digits, '_' or '-'");
export const LinkProp = z
  .string()
  .max(2000)
  .regex(/^(\/|https?:\/\/|mailto:|tel:)/, "must be a site path or an http(s)/mailto/tel link");
export const ImageProp = z
  .string()
  .max(2000)
  .regex(/^(\/|https:\/\/)/, "must be a site path or an https image URL");

export const headingField = { label: { zh: "标题", en: "Heading" }, kind: "localizedText" } as const;
export const introField = { label: { zh: "导语", en: "Introduction" }, kind: "localizedTextarea" } as const;
export const columnCodeField = {
  label: { zh: "内容栏目代码", en: "Content column code" },
  kind: "text",
  help: { zh: "从该栏目的内容列表（data/list）读取条目", en: "Items are read from this column's content list (data/list)" },
} as const;
