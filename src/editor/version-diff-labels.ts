import { blocksByType } from "../../blocks/index";
import type { Lang } from "../../schemas/lang";
import { SECTION_REF_TYPE } from "../../schemas/page";
import type { MessageT } from "../i18n/message-t";
import type { RootProps } from "./document-data";
import { fieldPathLabel } from "./field-label";
import { type BlockPlace, type BlockSummary, type FieldChange, hintAt } from "./version-diff";

/**
 * The version comparison in the editor's words: blocks by their type's label (and title), places by
 * layout and column, fields by the registry's field labels, languages as "中文"/"English", select and
 * switch values by their option labels. Never a block id or a `title.zh`-style path.
 */

/** The page's settings by the labels of the editor's root fields. */
const ROOT_LABELS: Record<keyof RootProps, string> = {
  pageTitle: "root.title",
  seoDescription: "root.description",
  seoKeywords: "root.keywords",
  seoImage: "root.image",
  seoIndexing: "root.indexing",
  pageSource: "root.source",
};
const ROOT_VALUES: Partial<Record<keyof RootProps, Record<string, string>>> = {
  seoIndexing: { index: "root.indexingShow", noindex: "root.indexingHide" },
  pageSource: { native: "root.sourceNative", builder: "root.sourceBuilder" },
};
const isRootField = (name: string | undefined): name is keyof RootProps => !!name && Object.hasOwn(ROOT_LABELS, name);

export function blockTypeLabel(type: string, lang: Lang, t: MessageT): string {
  return type === SECTION_REF_TYPE ? t("section.component") : (blocksByType.get(type)?.label[lang] ?? type);
}

/** "Media and text “Focused on lactoferrin”": the title in the editor's language (Chinese when that is empty). */
export function blockName(block: BlockSummary, lang: Lang, t: MessageT): string {
  const label = blockTypeLabel(block.type, lang, t);
  const title = block.title ? block.title[lang].trim() || block.title.zh.trim() : "";
  return title ? t("compare.blockTitled", { block: label, title }) : label;
}

/** "the page, position 2" or "Two columns “…” › Left column, position 1". */
export function placeName(place: BlockPlace, lang: Lang, t: MessageT): string {
  const n = place.index + 1;
  if (!place.parent) return t("compare.onPage", { n });
  const column = place.slot ? fieldPathLabel(place.parent.type, [place.slot], lang, t) : "";
  return t("compare.inColumn", { block: blockName(place.parent, lang, t), column, n });
}

/** A changed field: "Heading (English)", "Figures › Item 2 › Label (中文)"; `type` null for the page's settings. */
export function changeName(type: string | null, change: FieldChange, lang: Lang, t: MessageT): string {
  const [first] = change.path;
  const field = type === null && isRootField(first) ? t(ROOT_LABELS[first]) : fieldPathLabel(type, change.path, lang, t);
  return change.lang ? t("compare.fieldInLang", { field, lang: t(`field.lang.${change.lang}`) }) : field;
}

/** One side of a change as shown: a text as it is, an option by its label, a switch as yes/no, empty as "(empty)". */
export function changeValue(type: string | null, change: FieldChange, value: string, lang: Lang, t: MessageT): string {
  if (value === "") return t("compare.empty");
  if (change.lang) return value;
  const [first] = change.path;
  if (type === null) {
    const key = isRootField(first) ? ROOT_VALUES[first]?.[value] : undefined;
    return key ? t(key) : value;
  }
  const kind = hintAt(blocksByType.get(type)?.fields, change.path)?.kind;
  if (typeof kind === "object" && "select" in kind) return kind.select.find((o) => o.value === value)?.label[lang] ?? value;
  if (kind === "boolean") return value === "true" ? t("field.yes") : t("field.no");
  return value;
}
