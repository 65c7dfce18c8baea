import { Box, Link as ChakraLink, NativeSelect, Text } from "@chakra-ui/react";
import type { Config, CustomField, Fields } from "@puckeditor/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import useSWR from "swr";
import { blockRegistry } from "../../blocks/index";
import type { Lang } from "../../schemas/lang";
import { type Block, SECTION_REF_TYPE } from "../../schemas/page";
import type { SectionSummary } from "../../schemas/page-admin";
import { validateBlocks } from "../blocks/validate-blocks";
import { sharedColumnField } from "./column-items-panel";
import { puckDefaults } from "./document-data";
import { editorApi } from "./editor-api";
import { PreviewBlock } from "./preview";
import { PreviewTree } from "./preview-tree";
import { imageField, localizedField, puckFields, selectField } from "./puck-fields";

type Translate = (key: string, values?: Record<string, unknown>) => string;

const CATEGORIES = ["hero", "content", "data", "form", "layout"] as const;

function anchorField(t: Translate): Fields[string] {
  return { type: "text", label: t("field.anchor") };
}

function sectionPicker(sections: SectionSummary[], t: Translate): CustomField<number> {
  return {
    type: "custom",
    label: t("section.pick"),
    render: ({ value, onChange }) => (
      <Box>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field aria-label={t("section.pick")} value={String(value ?? "")} onChange={(e) => onChange(Number(e.target.value))}>
            <option value="">{t("section.none")}</option>
            {sections.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {value ? (
          <ChakraLink asChild fontSize="sm" mt="2" colorPalette="brand">
            <Link to={`/admin/sections/${value}`}>{t("section.editIt")}</Link>
          </ChakraLink>
        ) : null}
        <Text fontSize="xs" color="gray.700" mt="1">
          {t("section.help")} {t("section.livePreviewNote")}
        </Text>
      </Box>
    ),
  };
}

/** A placed section shows its published content, what the page will show (its draft is edited on its own page). */
function SectionPreview({ sectionId }: { sectionId: number }) {
  const { data } = useSWR(sectionId ? ["editor-section", sectionId] : null, () => editorApi.section(sectionId));
  if (!data) return <Box minH="16" />;
  const { valid } = validateBlocks([data.liveBlock as Block]);
  return <PreviewTree blocks={valid} />;
}

/**
 * Puck's configuration, generated from the block registry: each registration's label, fields (from its
 * field hints), defaults and component. A new block type appears here with no editor code. Labels
 * follow the editor's language; the canvas renders in the preview language.
 */
export function buildPuckConfig({ lang, t, sections }: { lang: Lang; t: Translate; sections: SectionSummary[] }): Config {
  const components: Config["components"] = {};
  for (const r of blockRegistry) {
    components[r.type] = {
      label: r.label[lang],
      fields: {
        ...puckFields(r.fields, lang, t, r.defaults as Record<string, unknown>),
        // Blocks showing a column get its shared header or items to edit in place (decision 121).
        ...("columnCode" in (r.defaults as object) ? { sharedColumn: sharedColumnField(r.type === "column" ? "header" : "items") } : {}),
        anchor: anchorField(t),
      },
      defaultProps: puckDefaults(r.type, r.defaults as Record<string, unknown>),
      render: (props) => <PreviewBlock type={r.type} puckProps={props as Record<string, unknown>} />,
    };
  }
  components[SECTION_REF_TYPE] = {
    label: t("section.component"),
    fields: { sectionId: sectionPicker(sections, t), anchor: anchorField(t) },
    defaultProps: { sectionId: sections[0]?.id ?? 0, anchor: "" },
    render: ({ sectionId }) => <SectionPreview sectionId={Number(sectionId)} />,
  };
  const categories: NonNullable<Config["categories"]> = {};
  for (const c of CATEGORIES) {
    const types = blockRegistry.filter((r) => r.category === c).map((r) => r.type);
    if (types.length) categories[c] = { title: t(`category.${c}`), components: types, defaultExpanded: true };
  }
  categories.sections = { title: t("category.sections"), components: [SECTION_REF_TYPE], defaultExpanded: true };
  return {
    components,
    categories,
    root: {
      fields: {
        pageTitle: localizedField(t("root.title")),
        seoDescription: localizedField(t("root.description"), "localizedTextarea"),
        seoKeywords: localizedField(t("root.keywords")),
        seoImage: imageField(t("root.image")),
        seoIndexing: selectField(
          t("root.indexing"),
          [
            { label: t("root.indexingShow"), value: "index" },
            { label: t("root.indexingHide"), value: "noindex" },
          ],
          t("root.indexingHelp"),
        ),
        pageSource: selectField(
          t("root.source"),
          [
            { label: t("root.sourceNative"), value: "native" },
            { label: t("root.sourceBuilder"), value: "builder" },
          ],
          t("root.sourceHelp"),
        ),
      },
      render: ({ children }: { children: ReactNode }) => <>{children}</>,
    },
  };
}
