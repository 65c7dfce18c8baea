import type { FieldHint } from "../../blocks/define-block";
import { blocksByType } from "../../blocks/index";
import type { Lang } from "../../schemas/lang";

type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * A field of a block in the editor's words, from the block registry's field labels: "Heading",
 * "Figures › Item 2 › Label". `path` is the prop's path without a language (list items by index).
 */
export function fieldPathLabel(type: string | null | undefined, path: readonly string[], lang: Lang, t: Translate): string {
  let hints: Record<string, FieldHint> | undefined = type ? blocksByType.get(type)?.fields : undefined;
  return path
    .map((part) => {
      if (/^\d+$/.test(part)) return t("field.item", { n: Number(part) + 1 });
      const hint = hints?.[part];
      hints = hint && typeof hint.kind === "object" && "list" in hint.kind ? hint.kind.list : undefined;
      if (hint) return hint.label[lang];
      if (part === "anchor") return t("problems.anchorField");
      if (part === "sectionId") return t("section.pick");
      return part;
    })
    .join(" › ");
}
