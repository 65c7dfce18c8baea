import { Box, Heading, HStack, List, Spinner, Stack, Table, Text } from "@chakra-ui/react";
import { type ReactNode, useId, useMemo } from "react";
import useSWR from "swr";
import { HTML_LANG, type Lang, parseLang } from "../../schemas/lang";
import type { PageDocument } from "../../schemas/page";
import { messageT } from "../i18n/message-t";
import { useTranslation } from "../i18n/react";
import { type BlockSummary, diffDocuments, type FieldChange, isSameDocument, type VersionDiff } from "./version-diff";
import { blockName, changeName, changeValue, placeName } from "./version-diff-labels";

/** A published version by number, or the draft being edited. */
export type VersionChoice = number | "draft";

/** Where published versions come from: a page's, or a section's (as a one-block document). */
export interface VersionSource {
  /** Names the versions in SWR's cache ("page:about", "section:3"). */
  key: string;
  load: (version: number) => Promise<PageDocument>;
}

function useChoiceDocument(source: VersionSource, choice: VersionChoice, draft: PageDocument | null): PageDocument | undefined {
  const version = typeof choice === "number" ? choice : null;
  const { data } = useSWR<PageDocument>(version ? ["editor-version", source.key, version] : null, () => source.load(version ?? 0));
  return choice === "draft" ? (draft ?? undefined) : data;
}

/** React keys for a list of blocks: their ids, a repeated id (a stored document may have one) numbered. */
function withKeys<T extends { block: BlockSummary }>(list: T[]): Array<T & { key: string }> {
  const seen = new Map<string, number>();
  return list.map((entry) => {
    const n = (seen.get(entry.block.id) ?? 0) + 1;
    seen.set(entry.block.id, n);
    return { ...entry, key: n === 1 ? entry.block.id : `${entry.block.id}#${n}` };
  });
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h4" size="md" id={id} mb="2">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** One side of a change: struck through (removed) or underlined (added), in the text's own language. */
function Side({ tag, text, empty, lang }: { tag: "del" | "ins"; text: string; empty: boolean; lang: Lang | null }) {
  if (empty)
    return (
      <Text as="span" fontStyle="italic" color="gray.700">
        {text}
      </Text>
    );
  const removed = tag === "del";
  return (
    <Box
      as={tag}
      lang={lang ? HTML_LANG[lang] : undefined}
      display="inline"
      whiteSpace="pre-line"
      overflowWrap="anywhere"
      px="1"
      rounded="sm"
      bg={removed ? "red.50" : "green.50"}
      color={removed ? "red.900" : "green.900"}
      textDecoration={removed ? "line-through" : "underline"}
    >
      {text}
    </Box>
  );
}

/** A block's (or the page's) changed fields: the field, the old text struck through, the new one underlined. */
function ChangeTable({
  type,
  changes,
  beforeName,
  afterName,
  labelledBy,
}: {
  type: string | null;
  changes: FieldChange[];
  beforeName: string;
  afterName: string;
  labelledBy: string;
}) {
  const { t, i18n } = useTranslation("editor");
  const mt = messageT(t);
  const lang = parseLang(i18n.language) ?? "zh";
  return (
    <Table.Root size="sm" variant="outline" tableLayout="fixed" aria-labelledby={labelledBy}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader scope="col" w="28%">
            {t("compare.field")}
          </Table.ColumnHeader>
          <Table.ColumnHeader scope="col">{t("compare.before", { name: beforeName })}</Table.ColumnHeader>
          <Table.ColumnHeader scope="col">{t("compare.after", { name: afterName })}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {changes.map((c) => (
          <Table.Row key={`${c.path.join(".")}:${c.lang ?? ""}`} verticalAlign="top">
            <Table.Cell as="th" scope="row" fontWeight="medium" overflowWrap="anywhere">
              {changeName(type, c, lang, mt)}
              {c.formattingOnly && (
                <Text fontSize="xs" color="gray.700" fontWeight="normal">
                  {t("compare.formattingOnly")}
                </Text>
              )}
            </Table.Cell>
            <Table.Cell>
              <Side tag="del" text={changeValue(type, c, c.before, lang, mt)} empty={c.before === ""} lang={c.lang} />
            </Table.Cell>
            <Table.Cell>
              <Side tag="ins" text={changeValue(type, c, c.after, lang, mt)} empty={c.after === ""} lang={c.lang} />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function ChangedBlock({ name, children }: { name: string; children: (labelledBy: string) => ReactNode }) {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h5" size="sm" id={id} mb="1">
        {name}
      </Heading>
      {children(id)}
    </Box>
  );
}

/** A comparison, grouped as added, removed, moved and changed; "no differences" when there are none. */
export function DiffList({ diff, beforeName, afterName }: { diff: VersionDiff; beforeName: string; afterName: string }) {
  const { t, i18n } = useTranslation("editor");
  const mt = messageT(t);
  const lang = parseLang(i18n.language) ?? "zh";
  if (isSameDocument(diff)) return <Text role="status">{t("compare.same")}</Text>;
  const names = { beforeName, afterName };
  return (
    <Stack gap="6" data-testid="version-comparison">
      {diff.added.length > 0 && (
        <Group title={t("compare.added", { n: diff.added.length })}>
          <List.Root ps="5" gap="1">
            {withKeys(diff.added).map(({ key, block, place }) => (
              <List.Item key={key}>
                <Text as="span" fontWeight="semibold">
                  {blockName(block, lang, mt)}
                </Text>{" "}
                — {t("compare.at", { place: placeName(place, lang, mt) })}
              </List.Item>
            ))}
          </List.Root>
        </Group>
      )}
      {diff.removed.length > 0 && (
        <Group title={t("compare.removed", { n: diff.removed.length })}>
          <List.Root ps="5" gap="1">
            {withKeys(diff.removed).map(({ key, block, place }) => (
              <List.Item key={key}>
                <Text as="span" fontWeight="semibold">
                  {blockName(block, lang, mt)}
                </Text>{" "}
                — {t("compare.wasAt", { place: placeName(place, lang, mt) })}
              </List.Item>
            ))}
          </List.Root>
        </Group>
      )}
      {diff.moved.length > 0 && (
        <Group title={t("compare.moved", { n: diff.moved.length })}>
          <List.Root ps="5" gap="1">
            {withKeys(diff.moved).map(({ key, block, from, to }) => (
              <List.Item key={key}>
                <Text as="span" fontWeight="semibold">
                  {blockName(block, lang, mt)}
                </Text>{" "}
                — {t("compare.fromTo", { from: placeName(from, lang, mt), to: placeName(to, lang, mt) })}
              </List.Item>
            ))}
          </List.Root>
        </Group>
      )}
      {(diff.page.length > 0 || diff.changed.length > 0) && (
        <Group title={t("compare.changed", { n: diff.changed.length + (diff.page.length ? 1 : 0) })}>
          <Stack gap="4">
            {diff.page.length > 0 && (
              <ChangedBlock name={t("compare.pageSettings")}>
                {(id) => <ChangeTable type={null} changes={diff.page} labelledBy={id} {...names} />}
              </ChangedBlock>
            )}
            {withKeys(diff.changed).map(({ key, block, fields }) => (
              <ChangedBlock key={key} name={blockName(block, lang, mt)}>
                {(id) => <ChangeTable type={block.type} changes={fields} labelledBy={id} {...names} />}
              </ChangedBlock>
            ))}
          </Stack>
        </Group>
      )}
    </Stack>
  );
}

/** Loads the two sides (a published version from the server, the draft as the editor has it) and compares them. */
export function VersionComparison({
  source,
  before,
  after,
  draft,
  title,
}: {
  source: VersionSource;
  before: VersionChoice;
  after: VersionChoice;
  /** The draft when it was chosen (null when neither side is the draft). */
  draft: PageDocument | null;
  /** The header row above the comparison (the way back, the heading). */
  title: (names: { beforeName: string; afterName: string }) => ReactNode;
}) {
  const { t } = useTranslation("editor");
  const a = useChoiceDocument(source, before, draft);
  const b = useChoiceDocument(source, after, draft);
  const diff = useMemo(() => (a && b ? diffDocuments(a, b) : null), [a, b]);
  const nameOf = (c: VersionChoice) => (c === "draft" ? t("compare.draft") : t("compare.version", { version: c }));
  const names = { beforeName: nameOf(before), afterName: nameOf(after) };
  return (
    <Stack gap="4">
      {title(names)}
      {diff ? (
        <DiffList diff={diff} {...names} />
      ) : (
        <HStack gap="2" role="status">
          <Spinner size="sm" />
          <Text>{t("compare.loading")}</Text>
        </HStack>
      )}
    </Stack>
  );
}
