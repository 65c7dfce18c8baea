import { Box, Button, HStack, Input, Stack, Text, Textarea } from "@chakra-ui/react";
import { type CustomField, createUsePuck } from "@puckeditor/core";
import { useState } from "react";
import { useSWRConfig } from "swr";
import type { AdminColumn, AdminColumnItem, AdminColumnItemPage } from "../../schemas/admin-columns";
import { ColumnCodeSchema } from "../../schemas/admin-columns";
import { pickLang } from "../../schemas/localize-text";
import { MAX_PAGE_SIZE } from "../../schemas/paging";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { useConfirm } from "../admin/confirm-dialog";
import { useSave } from "../admin/use-save";
import { useTranslation } from "../i18n/react";
import { usePortalQuery } from "../portal/use-portal-query";

/**
 * Edit in place (issue 22): a data block's shared content — its column's items, or the column
 * header's text — in Puck's side panel. Each save goes live at once on every page showing the
 * column (decision 121); publishing the page does not touch them.
 */
const usePuck = createUsePuck();
type Bilingual = { zh: string; en: string };

function useSelectedColumnCode(): string | null {
  const code = usePuck((s) => String((s.selectedItem?.props as { columnCode?: unknown } | undefined)?.columnCode ?? ""));
  return ColumnCodeSchema.safeParse(code).success ? code : null;
}

/** After a save the canvas shows the block's new data (the preview reads the same public calls). */
function useRefreshPreview() {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && key[0] === "block-preview-data");
}

function BilingualInputs({
  label,
  value,
  onChange,
  multiline = false,
}: {
  label: string;
  value: Bilingual;
  onChange: (v: Bilingual) => void;
  multiline?: boolean;
}) {
  const { t } = useTranslation("admin");
  const Control = multiline ? Textarea : Input;
  return (
    <Stack gap="1">
      <Text fontSize="xs" fontWeight="medium" aria-hidden="true">
        {label}
      </Text>
      {(["zh", "en"] as const).map((lang) => (
        <Control
          key={lang}
          size="sm"
          aria-label={t(`bilingual.${lang}`, { label })}
          placeholder={t(`bilingual.${lang}`, { label })}
          value={value[lang]}
          onChange={(e) => onChange({ ...value, [lang]: e.target.value })}
        />
      ))}
    </Stack>
  );
}

function SharedNote({ name }: { name: string }) {
  const { t } = useTranslation("admin");
  return (
    <Text fontSize="xs" color="gray.700" bg="gray.50" borderWidth="1px" borderColor="gray.300" rounded="sm" p="2" data-testid="shared-note">
      {t("columnItems.panel.note", { name })}
    </Text>
  );
}

function ItemEditor({
  item,
  index,
  count,
  onMove,
  onChanged,
  stale,
}: {
  item: AdminColumnItem;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onChanged: () => void;
  /** The list is being fetched again after a change: its versions are old, so every action waits. */
  stale: boolean;
}) {
  const { t } = useTranslation("admin");
  const save = useSave();
  const confirm = useConfirm();
  const [title, setTitle] = useState(item.title);
  const [summary, setSummary] = useState(item.summary);
  const [busy, setBusy] = useState(false);
  const name = item.title.zh || item.title.en;
  const run = async (task: () => Promise<unknown>) => {
    setBusy(true);
    const done = await task();
    setBusy(false);
    if (done !== null) onChanged();
  };
  return (
    <Box as="li" borderWidth="1px" borderColor="gray.200" rounded="md" p="2" data-testid="panel-item">
      <Stack gap="2">
        <BilingualInputs label={t("columnItems.title")} value={title} onChange={setTitle} />
        <BilingualInputs label={t("columnItems.summary")} value={summary} onChange={setSummary} multiline />
        <HStack gap="1" wrap="wrap">
          <Button
            size="xs"
            colorPalette="brand"
            loading={busy}
            disabled={stale}
            onClick={() => run(() => save(PORTAL_PATHS.adminColumnItemUpdate, { ...item, title, summary }))}
          >
            {t("columnItems.panel.save")}
          </Button>
          <Button
            size="xs"
            variant="outline"
            aria-label={t("columnItems.moveUp", { title: name })}
            disabled={index === 0 || busy || stale}
            onClick={() => onMove(-1)}
          >
            <span aria-hidden="true">↑</span>
          </Button>
          <Button
            size="xs"
            variant="outline"
            aria-label={t("columnItems.moveDown", { title: name })}
            disabled={index === count - 1 || busy || stale}
            onClick={() => onMove(1)}
          >
            <span aria-hidden="true">↓</span>
          </Button>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            aria-label={t("columnItems.panel.delete", { title: name })}
            disabled={busy || stale}
            onClick={async () => {
              if (await confirm({ message: t("confirmDelete"), action: t("delete") }))
                void run(() => save(PORTAL_PATHS.adminColumnItemDelete, { id: item.id, version: item.version }, t("deleted")));
            }}
          >
            {t("delete")}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}

function NewItem({ columnCode, nextSort, onChanged }: { columnCode: string; nextSort: number; onChanged: () => void }) {
  const { t } = useTranslation("admin");
  const save = useSave();
  const [title, setTitle] = useState<Bilingual>({ zh: "", en: "" });
  const [summary, setSummary] = useState<Bilingual>({ zh: "", en: "" });
  const add = async () => {
    const body = { columnCode, title, summary, content: { zh: "", en: "" }, image: "", link: "", sort: nextSort };
    if ((await save(PORTAL_PATHS.adminColumnItemCreate, body)) === null) return;
    setTitle({ zh: "", en: "" });
    setSummary({ zh: "", en: "" });
    onChanged();
  };
  return (
    <Stack gap="2" borderWidth="1px" borderStyle="dashed" borderColor="gray.300" rounded="md" p="2">
      <Text fontSize="sm" fontWeight="semibold">
        {t("columnItems.create")}
      </Text>
      <BilingualInputs label={t("columnItems.title")} value={title} onChange={setTitle} />
      <BilingualInputs label={t("columnItems.summary")} value={summary} onChange={setSummary} multiline />
      <Button size="xs" alignSelf="start" colorPalette="brand" variant="outline" onClick={() => void add()}>
        {t("columnItems.panel.add")}
      </Button>
    </Stack>
  );
}

function ColumnItemsPanel() {
  const { t } = useTranslation("admin");
  const save = useSave();
  const refreshPreview = useRefreshPreview();
  const columnCode = useSelectedColumnCode();
  const query = usePortalQuery<AdminColumnItemPage>(columnCode ? PORTAL_PATHS.adminColumnItemList : null, {
    columnCode,
    pageSize: MAX_PAGE_SIZE,
    sort: "sort",
    order: "asc",
  });
  // Until the list is fetched again after a change, its entries carry the versions from before: a
  // move or delete sent then was refused as a conflict (an e2e test moved an entry right after saving it).
  const [stale, setStale] = useState(false);
  if (!columnCode) return null;
  const items = query.data?.list ?? [];
  const name = t(`columnItems.columns.${columnCode}`, { defaultValue: columnCode });
  const changed = () => {
    setStale(true);
    void query.mutate().finally(() => setStale(false));
    void refreshPreview();
  };
  const move = async (index: number, by: -1 | 1) => {
    const order = [...items];
    const [moved] = order.splice(index, 1);
    if (!moved) return;
    order.splice(index + by, 0, moved);
    const body = { columnCode, items: order.map((i) => ({ id: i.id, version: i.version })) };
    if ((await save(PORTAL_PATHS.adminColumnItemReorder, body, t("columnItems.moved"))) !== null) changed();
    else void query.mutate();
  };
  return (
    <Stack gap="2" role="group" aria-label={t("columnItems.panel.title", { name })}>
      <Text fontWeight="semibold" fontSize="sm">
        {t("columnItems.panel.title", { name })}
      </Text>
      <SharedNote name={name} />
      <Stack as="ol" listStyleType="none" gap="2">
        {items.map((item, i) => (
          <ItemEditor
            key={`${item.id}-${item.version}`}
            item={item}
            index={i}
            count={items.length}
            onMove={(by) => void move(i, by)}
            onChanged={changed}
            stale={stale}
          />
        ))}
      </Stack>
      {query.data && <NewItem columnCode={columnCode} nextSort={((items.at(-1)?.sort ?? 0) + 10) % 10_000} onChanged={changed} />}
      <a
        href={`/admin/column-items?column=${encodeURIComponent(columnCode)}`}
        target="_blank"
        rel="noreferrer"
        style={{ fontSize: "0.8rem", textDecoration: "underline" }}
      >
        {t("columnItems.panel.allFields")}
      </a>
    </Stack>
  );
}

function HeaderForm({ column, onChanged }: { column: AdminColumn; onChanged: () => void }) {
  const { t } = useTranslation("admin");
  const save = useSave();
  const [title, setTitle] = useState(column.title);
  const [description, setDescription] = useState(column.description);
  const submit = async () => {
    const body = { code: column.code, version: column.version, title, description, keyword: column.keyword, image: column.image };
    if ((await save(PORTAL_PATHS.adminColumnUpdate, body)) !== null) onChanged();
  };
  return (
    <Stack gap="2">
      <BilingualInputs label={t("columns.title")} value={title} onChange={setTitle} />
      <BilingualInputs label={t("columns.description")} value={description} onChange={setDescription} multiline />
      <Button size="xs" alignSelf="start" colorPalette="brand" onClick={() => void submit()}>
        {t("columnItems.panel.saveHeader")}
      </Button>
    </Stack>
  );
}

function ColumnHeaderPanel() {
  const { t, i18n } = useTranslation("admin");
  const refreshPreview = useRefreshPreview();
  const code = useSelectedColumnCode();
  const query = usePortalQuery<AdminColumn>(code ? PORTAL_PATHS.adminColumnGet : null, { code });
  if (!code || !query.data) return null;
  const column = query.data;
  return (
    <Stack gap="2" role="group" aria-label={t("columnItems.panel.headerTitle", { code })}>
      <Text fontWeight="semibold" fontSize="sm">
        {t("columnItems.panel.headerTitle", { code })}
      </Text>
      <SharedNote name={pickLang(column.title.zh, column.title.en, i18n.language === "en" ? "en" : "zh") || code} />
      <HeaderForm
        key={`${column.code}-${column.version}`}
        column={column}
        onChanged={() => {
          void query.mutate();
          void refreshPreview();
        }}
      />
      <a href="/admin/columns" target="_blank" rel="noreferrer" style={{ fontSize: "0.8rem", textDecoration: "underline" }}>
        {t("columnItems.panel.allFields")}
      </a>
    </Stack>
  );
}

/** The side-panel field of a block that shows a column: its header (`column` block) or its items. */
export function sharedColumnField(kind: "header" | "items"): CustomField<unknown> {
  return { type: "custom", render: () => (kind === "header" ? <ColumnHeaderPanel /> : <ColumnItemsPanel />) };
}
