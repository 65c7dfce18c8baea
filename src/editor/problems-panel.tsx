import { Box, Button, List, Text } from "@chakra-ui/react";
import { useGetPuck } from "@puckeditor/core";
import { useContext } from "react";
import { blocksByType } from "../../blocks/index";
import type { Lang } from "../../schemas/lang";
import type { DocumentProblemInfo } from "../../schemas/page-admin";
import { messageT } from "../i18n/message-t";
import { useTranslation } from "../i18n/react";
import { fieldPathLabel } from "./field-label";
import { ProblemsContext, useSelectedId } from "./field-problems";
import type { BlockMarks } from "./preview";

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** Paths that name the block itself, not one of its fields: the message says it all. */
const WHOLE_BLOCK = new Set(["id", "type", "schemaVersion", "blocks"]);

/**
 * A problem's field in the editor's words: "标题（中文）", "Items › Item 2 › Label (English)".
 * Empty when the problem is about the whole block.
 */
export function problemFieldLabel(p: Pick<DocumentProblemInfo, "type" | "path">, lang: Lang, t: Translate): string {
  const parts = p.path.split(".");
  if (WHOLE_BLOCK.has(parts[0] ?? "")) return "";
  const last = parts.at(-1);
  const inLang = last === "zh" || last === "en" ? (parts.pop() as Lang) : null;
  const field = fieldPathLabel(p.type, parts, lang, t);
  return inLang ? t("problems.inLang", { field, lang: t(`field.lang.${inLang}`) }) : field;
}

/** "Media and text › Heading (中文)" for a problem, in the editor's language. */
export function problemLabel(p: DocumentProblemInfo, lang: Lang, t: Translate): string {
  const where = p.blockId && p.type ? (blocksByType.get(p.type)?.label[lang] ?? p.type) : t("problems.page");
  const field = problemFieldLabel(p, lang, t);
  return field ? `${where} › ${field}` : where;
}

/** One problem as a line: "Heading (中文): Chinese text is required". */
export function problemLine(p: DocumentProblemInfo, lang: Lang, t: Translate): string {
  const field = problemFieldLabel(p, lang, t);
  return field ? t("problems.line", { field, message: p.message }) : p.message;
}

/** Problems of each block (by id) as lines in the editor's language, for the canvas to show. */
export function blockMarks(problems: DocumentProblemInfo[], lang: Lang, t: Translate): BlockMarks {
  const byBlock = new Map<string, string[]>();
  for (const p of problems) if (p.blockId) byBlock.set(p.blockId, [...(byBlock.get(p.blockId) ?? []), problemLine(p, lang, t)]);
  return { byBlock, heading: t("problems.blockHidden") };
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
            {problemLabel(p, lang, messageT(t))}
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
          <List.Item key={`${p.path}-${p.message}`}>{problemLine(p, lang, messageT(t))}</List.Item>
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
