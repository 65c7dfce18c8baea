import { Box, Button, Field, Heading, HStack, NativeSelect, SimpleGrid, Stack, Table, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { useSearchParams } from "react-router";
import type { z } from "zod";
import {
  type AdminColumnItem,
  type AdminColumnItemPage,
  type ColumnItemInput,
  ColumnItemInputSchema,
  SEEDED_ITEM_COLUMNS,
} from "../../schemas/admin-columns";
import { pickLang } from "../../schemas/localize-text";
import { MAX_PAGE_SIZE } from "../../schemas/paging";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { AdminTable, AreaHeading } from "../admin/admin-list";
import { useConfirm } from "../admin/confirm-dialog";
import { AdminErrorSummary, BilingualRichText, BilingualText, ImageField, SelectField, TextField } from "../admin/form-fields";
import { useSave } from "../admin/use-save";
import { useLang } from "../content/use-lang";
import { useTranslation } from "../i18n/react";
import { pageMeta } from "../page-meta";
import { usePortalQuery } from "../portal/use-portal-query";
import type { Route } from "./+types/admin-column-items";

export const meta: Route.MetaFunction = ({ matches }) => [...pageMeta(matches, "admin"), { name: "robots", content: "noindex" }];

/** A column code's name for editors ("Advantages"), or the code itself for one they started. */
function useColumnName() {
  const { t } = useTranslation("admin");
  return (code: string) => t(`columnItems.columns.${code}`, { defaultValue: code });
}

function ItemForm({
  item,
  columnCode,
  columnCodes,
  nextSort,
  onDone,
}: {
  item: AdminColumnItem | null;
  columnCode: string;
  columnCodes: string[];
  nextSort: number;
  onDone: (saved: AdminColumnItem | null) => void;
}) {
  const { t } = useTranslation("admin");
  const confirm = useConfirm();
  const columnName = useColumnName();
  const save = useSave();
  const blank: ColumnItemInput = {
    columnCode,
    title: { zh: "", en: "" },
    summary: { zh: "", en: "" },
    content: { zh: "", en: "" },
    image: "",
    link: "",
    sort: nextSort,
  };
  const form = useForm<ColumnItemInput, unknown, z.output<typeof ColumnItemInputSchema>>({
    resolver: zodResolver(ColumnItemInputSchema),
    defaultValues: item
      ? {
          columnCode: item.columnCode,
          title: item.title,
          summary: item.summary,
          content: item.content,
          image: item.image,
          link: item.link,
          sort: item.sort,
        }
      : blank,
    mode: "onTouched",
  });
  const title = item ? t("columnItems.edit") : t("columnItems.create");
  const onSubmit = form.handleSubmit(async (values) => {
    const saved = item
      ? await save<AdminColumnItem>(PORTAL_PATHS.adminColumnItemUpdate, { ...values, id: item.id, version: item.version })
      : await save<AdminColumnItem>(PORTAL_PATHS.adminColumnItemCreate, values);
    if (saved !== null) onDone(saved);
  });
  const remove = async () => {
    if (!item || !(await confirm({ message: t("confirmDelete"), action: t("delete") }))) return;
    if ((await save(PORTAL_PATHS.adminColumnItemDelete, { id: item.id, version: item.version }, t("deleted"))) !== null) onDone(null);
  };
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <AdminErrorSummary />
        <Stack gap="4" borderWidth="1px" borderColor="gray.200" rounded="lg" p="5">
          <Heading as="h2" size="lg">
            {title}
          </Heading>
          <Text color="gray.700">{t("columnItems.shared")}</Text>
          <BilingualText name="title" label={t("columnItems.title")} required />
          <BilingualText name="summary" label={t("columnItems.summary")} multiline />
          <BilingualRichText name="content" label={t("columnItems.content")} />
          <ImageField name="image" label={t("columnItems.image")} />
          <TextField name="link" label={t("columnItems.link")} helper={t("banners.linkHelp")} />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <SelectField
              name="columnCode"
              label={t("columnItems.column")}
              options={columnCodes.map((c) => ({ value: c, label: columnName(c) }))}
              required
            />
            <TextField name="sort" type="number" label={t("list.sort")} helper={t("columnItems.sortHelp")} required />
          </SimpleGrid>
          <HStack gap="3">
            <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
              {t("save")}
            </Button>
            {item && (
              <Button variant="outline" colorPalette="red" onClick={remove}>
                {t("delete")}
              </Button>
            )}
          </HStack>
        </Stack>
      </form>
    </FormProvider>
  );
}

/**
 * Column items: the entries of advantage lists, application cards, steps, FAQ and test items, one
 * column at a time, in the order visitors see them; moved with buttons (keyboard and screen reader).
 */
export default function AdminColumnItems() {
  const { t } = useTranslation("admin");
  const lang = useLang();
  const columnName = useColumnName();
  const save = useSave();
  const [params, setParams] = useSearchParams();
  const columnCode = params.get("column") || SEEDED_ITEM_COLUMNS[0];
  const query = usePortalQuery<AdminColumnItemPage>(PORTAL_PATHS.adminColumnItemList, {
    columnCode,
    pageSize: MAX_PAGE_SIZE,
    sort: "sort",
    order: "asc",
  });
  const [editing, setEditing] = useState<AdminColumnItem | "new" | null>(null);
  const [moving, setMoving] = useState(false);
  const [announce, setAnnounce] = useState("");
  const items = query.data?.list ?? [];
  const codes = query.data?.columnCodes ?? [...SEEDED_ITEM_COLUMNS];
  const { mutate } = query;
  useEffect(() => {
    if (editing && editing !== "new") setEditing(query.data?.list.find((i) => i.id === editing.id) ?? null);
  }, [query.data, editing]);

  const move = async (index: number, by: -1 | 1) => {
    const target = index + by;
    if (target < 0 || target >= items.length) return;
    const order = [...items];
    const [moved] = order.splice(index, 1);
    if (!moved) return;
    order.splice(target, 0, moved);
    setMoving(true);
    const done = await save(
      PORTAL_PATHS.adminColumnItemReorder,
      { columnCode, items: order.map((i) => ({ id: i.id, version: i.version })) },
      t("columnItems.moved"),
    );
    setMoving(false);
    await mutate();
    if (done !== null) {
      setAnnounce(t("columnItems.movedTo", { title: pickLang(moved.title.zh, moved.title.en, lang), position: target + 1 }));
      // Focus follows the item so the next key press moves it again.
      requestAnimationFrame(() => document.getElementById(`move-${moved.id}-${by < 0 ? "up" : "down"}`)?.focus());
    }
  };

  return (
    <Stack p={{ base: "4", md: "8" }} gap="4">
      <AreaHeading title={t("areas.columnItems")}>
        <Button colorPalette="brand" onClick={() => setEditing("new")}>
          {t("columnItems.create")}
        </Button>
      </AreaHeading>
      <Text color="gray.700">{t("columnItems.intro")}</Text>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6" alignItems="start">
        <Stack gap="4">
          <Field.Root maxW="sm">
            <Field.Label>{t("columnItems.column")}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={columnCode}
                onChange={(e) => {
                  setEditing(null);
                  setParams({ column: e.target.value });
                }}
              >
                {codes.map((c) => (
                  <option key={c} value={c}>
                    {columnName(c)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Text role="status" aria-live="polite" srOnly>
            {announce}
          </Text>
          {query.data && items.length === 0 && <Text>{t("columnItems.empty")}</Text>}
          {items.length > 0 && (
            <AdminTable label={t("columnItems.listLabel", { column: columnName(columnCode) })}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader scope="col">{t("columnItems.position")}</Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">{t("columnItems.title")}</Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">{t("columnItems.order")}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {items.map((item, i) => {
                  const name = pickLang(item.title.zh, item.title.en, lang);
                  return (
                    <Table.Row key={item.id} data-testid="column-item-row">
                      <Table.Cell>{i + 1}</Table.Cell>
                      <Table.Cell>
                        <Button
                          variant="plain"
                          px="0"
                          textDecoration="underline"
                          whiteSpace="normal"
                          textAlign="start"
                          onClick={() => setEditing(item)}
                        >
                          {name}
                        </Button>
                      </Table.Cell>
                      <Table.Cell>
                        <HStack gap="1">
                          <Button
                            id={`move-${item.id}-up`}
                            size="xs"
                            variant="outline"
                            aria-label={t("columnItems.moveUp", { title: name })}
                            disabled={i === 0 || moving}
                            onClick={() => void move(i, -1)}
                          >
                            <span aria-hidden="true">↑</span>
                          </Button>
                          <Button
                            id={`move-${item.id}-down`}
                            size="xs"
                            variant="outline"
                            aria-label={t("columnItems.moveDown", { title: name })}
                            disabled={i === items.length - 1 || moving}
                            onClick={() => void move(i, 1)}
                          >
                            <span aria-hidden="true">↓</span>
                          </Button>
                        </HStack>
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </AdminTable>
          )}
        </Stack>
        <Box>
          {editing ? (
            <ItemForm
              key={editing === "new" ? `new-${columnCode}` : `${editing.id}-${editing.version}`}
              item={editing === "new" ? null : editing}
              columnCode={columnCode}
              columnCodes={codes}
              nextSort={((items.at(-1)?.sort ?? 0) + 10) % 10_000}
              onDone={(saved) => {
                setEditing(saved);
                if (saved && saved.columnCode !== columnCode) setParams({ column: saved.columnCode });
                void mutate();
              }}
            />
          ) : (
            <Text color="gray.700">{t("choose")}</Text>
          )}
        </Box>
      </SimpleGrid>
    </Stack>
  );
}
