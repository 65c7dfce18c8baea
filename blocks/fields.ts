import { z } from "zod";
import { LocalizedTextSchema } from "../schemas/localized-text-schema";
import { BlockSchema } from "../schemas/page";
import { hasControlCharacters } from "../schemas/safe-link";

/**
 * Prop schemas several blocks share. Messages are for editors: `editor:rules.*` keys, translated
 * where they are shown (the editor, the publish refusal, the server log keeps the key).
 */
export const RequiredLocalizedText = LocalizedTextSchema.refine((t) => t.zh.trim() !== "", {
  message: "editor:rules.chineseRequired",
  path: ["zh"],
});
export const ColumnCodeProp = z
  .string()
  .trim()
  .regex(/^[A-Za-z][\w-]{0,63}$/, "editor:rules.columnCode");
export const LinkProp = z
  .string()
  .max(2000)
  .regex(/^(\/|https?:\/\/|mailto:|tel:)/, "editor:rules.link")
  .refine((v) => !hasControlCharacters(v) && !/^\/[/\\]/.test(v), "editor:rules.link");
export const ImageProp = z
  .string()
  .max(2000)
  .regex(/^(\/|https:\/\/)/, "editor:rules.image");
/** An image that may stay empty (a phone picture: empty shows the main one). */
export const OptionalImageProp = z
  .string()
  .max(2000)
  .regex(/^($|\/|https:\/\/)/, "editor:rules.image");

/** Child blocks of a layout block (kind `blocks`): their props are validated by their own registrations. */
export const ChildBlocksProp = z.array(BlockSchema).max(50);

export const headingField = { label: { zh: "标题", en: "Heading" }, kind: "localizedText" } as const;
export const introField = { label: { zh: "导语", en: "Introduction" }, kind: "localizedTextarea" } as const;
export const columnCodeField = {
  label: { zh: "内容栏目代码", en: "Content column code" },
  kind: "text",
  help: {
    zh: "条目来自后台“列表内容”中的此栏目，也可在右侧直接编辑",
    en: "The items come from this column under Lists in the back office, and can be edited here on the right",
  },
} as const;
