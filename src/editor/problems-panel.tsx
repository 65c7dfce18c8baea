import { Box, Button, List, Text } from "@chakra-ui/react";
import { useGetPuck } from "@puckeditor/core";
import { useContext } from "react";
import { blocksByType } from "../../blocks/index";
import type { Lang } from "../../schemas/lang";
import type { DocumentProblemInfo } from "../../schemas/page-admin";
import { useTranslation } from "../i18n/react";
import { ProblemsContext, useSelectedId } from "./field-problems";

/** "Media and text › Heading" for a problem, in the editor's language. */
export function problemLabel(p: DocumentProblemInfo, lang: Lang, pageLabel: string): string {
  if (!p.blockId || !p.type) return `${pageLabel} › ${p.path}`;
  const registration = blocksByType.get(p.type);
  const field = registration?.fields[p.path.split(".")[0] ?? ""]?.label[lang];
  return `${registration?.label[lang] ?? p.type} › ${field ?? p.path}`;
}

/** Selects a block in the editor by id (its fields open and the canvas scrolls to it). */
export function useSelectBlock() {
  const getPuck = useGetPuck();
  return (id: string) => {
    const { getSelectorForId, dispatch } = getPuck();
    const selector = getSelectorForId(id);
    if (selector) dispatch({ type: "setUi", ui: { itemSelector: selector, rightSideBarVisible: true } });
  };
}

/** A list of problems; each names the block and field and can select the block. */
export function ProblemList({ problems, lang }: { problems: DocumentProblemInfo[]; lang: Lang }) {
  const { t } = useTranslation("editor");
  const select = useSelectBlock();
  return (
    <List.Root gap="1" ps="4">
      {problems.map((p) => (
        <List.Item key={`${p.blockId}-${p.path}-${p.message}`} fontSize="sm">
          <Text as="span" fontWeight="semibold">
            {problemLabel(p, lang, t("problems.page"))}
          </Text>
          : {p.message}{" "}
          {p.blockId && (
            <Button size="2xs" variant="plain" colorPalette="brand" textDecoration="underline" onClick={() => select(p.blockId as string)}>
              {t("problems.show")}
            </Button>
          )}
        </List.Item>
      ))}
    </List.Root>
  );
}

/** Above the selected block's fields: why visitors would not see it. */
export function SelectedBlockProblems({ lang }: { lang: Lang }) {
  const { t } = useTranslation("editor");
  const problems = useContext(ProblemsContext);
  const selected = useSelectedId();
  const mine = problems.filter((p) => p.blockId === selected);
  if (mine.length === 0) return null;
  return (
    <Box role="alert" m="3" p="3" bg="red.50" color="red.900" borderWidth="1px" borderColor="red.300" rounded="md">
      <Text fontWeight="bold" fontSize="sm">
        {selected ? t("problems.blockHidden") : t("problems.pageProblems")}
      </Text>
      <List.Root ps="4" fontSize="sm">
        {mine.map((p) => (
          <List.Item key={`${p.path}-${p.message}`}>
            {problemLabel(p, lang, t("problems.page")).split(" › ").at(-1)}: {p.message}
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

/**
 * Marks invalid blocks in Puck's own outline: its rows carry the block id, so a generated style rule
 * adds a warning after the block's name (and a red edge) without touching Puck's markup.
 */
export function outlineMarksCss(problems: DocumentProblemInfo[], label: string): string {
  const ids = [...new Set(problems.map((p) => p.blockId).filter((id): id is string => !!id))];
  return ids
    .map((id) => {
      const row = `[data-puck-layer-tree-id="${CSS.escape(id)}"] > div`;
      return `${row} { box-shadow: inset 3px 0 0 #c53030; } ${row} [class*="Layer-name"]::after { content: ${JSON.stringify(` ⚠ ${label}`)}; color: #9b2c2c; font-weight: 600; }`;
    })
    .join("\n");
}
