import { Box, Button, Heading, HStack, SimpleGrid, Stack, Table, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import type { z } from "zod";
import { type AdminCategory, type CategoryInput, CategoryInputSchema } from "../../schemas/admin-content";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { AdminTable, AreaHeading, SortHeader, useAdminList } from "../admin/admin-list";
import { useConfirm } from "../admin/confirm-dialog";
import { AdminErrorSummary, TextField } from "../admin/form-fields";
import { useSave } from "../admin/use-save";
import { useTranslation } from "../i18n/react";
import { ListSearch, Pager } from "../inspection/list-controls";
import { pageMeta } from "../page-meta";
import type { Route } from "./+types/admin-categories";

export const meta: Route.MetaFunction = ({ matches }) => [...pageMeta(matches, "admin"), { name: "robots", content: "noindex" }];

const blank: CategoryInput = { code: "", name: "", nameEn: "", sort: 0 };

function CategoryForm({ category, onDone }: { category: AdminCategory | null; onDone: () => void }) {
  const { t } = useTranslation("admin");
  const confirm = useConfirm();
  const save = useSave();
  const form = useForm<CategoryInput, unknown, z.output<typeof CategoryInputSchema>>({
    resolver: zodResolver(CategoryInputSchema),
    defaultValues: category ? { code: category.code, name: category.name, nameEn: category.nameEn, sort: category.sort } : blank,
    mode: "onTouched",
  });
  const title = category ? t("categories.edit") : t("categories.create");
  const onSubmit = form.handleSubmit(async (values) => {
    const ok = category
      ? await save(PORTAL_PATHS.adminCategoryUpdate, { ...values, id: category.id, version: category.version })
      : await save(PORTAL_PATHS.adminCategoryCreate, values);
    if (ok !== null) onDone();
  });
  const remove = async () => {
    if (!category || !(await confirm({ message: t("confirmDelete"), action: t("delete") }))) return;
    if ((await save(PORTAL_PATHS.adminCategoryDelete, { id: category.id, version: category.version }, t("deleted"))) !== null) onDone();
  };
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <AdminErrorSummary />
        <Stack gap="4" borderWidth="1px" borderColor="gray.200" rounded="lg" p="5">
          <Heading as="h2" size="lg">
            {title}
          </Heading>
          <TextField name="code" label={t("categories.code")} helper={t("categories.codeHelp")} />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <TextField name="name" label={t("bilingual.zh", { label: t("categories.name") })} required />
            <TextField name="nameEn" label={t("bilingual.en", { label: t("categories.name") })} />
          </SimpleGrid>
          <TextField name="sort" type="number" label={t("list.sort")} required />
          <HStack gap="3">
            <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
              {t("save")}
            </Button>
            {category && (
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

/** News categories: code, names, order; the list shows how many news each holds. */
export default function AdminCategories() {
  const { t } = useTranslation("admin");
  const list = useAdminList<AdminCategory>(PORTAL_PATHS.adminCategoryList, { sort: "sort", order: "asc" });
  const [editing, setEditing] = useState<AdminCategory | "new" | null>(null);
  const { mutate } = list;
  // A list refreshed after a save shows the saved row with its new version.
  useEffect(() => {
    if (editing && editing !== "new") setEditing(list.data?.list.find((c) => c.id === editing.id) ?? null);
  }, [list.data, editing]);
  return (
    <Stack p={{ base: "4", md: "8" }} gap="4">
      <AreaHeading title={t("areas.categories")}>
        <Button colorPalette="brand" onClick={() => setEditing("new")}>
          {t("categories.create")}
        </Button>
      </AreaHeading>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6" alignItems="start">
        <Stack gap="4">
          <ListSearch label={t("categories.searchLabel")} onSearch={list.search} />
          {list.data && list.data.list.length === 0 && <Text>{t("list.empty")}</Text>}
          {list.data && list.data.list.length > 0 && (
            <AdminTable label={t("areas.categories")}>
              <Table.Header>
                <Table.Row>
                  <SortHeader label={t("categories.name")} column="name" list={list} />
                  <SortHeader label={t("categories.code")} column="code" list={list} />
                  <SortHeader label={t("list.sort")} column="sort" list={list} />
                  <Table.ColumnHeader scope="col">{t("categories.newsCount")}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.data.list.map((c) => (
                  <Table.Row key={c.id}>
                    <Table.Cell>
                      <Button variant="plain" px="0" textDecoration="underline" onClick={() => setEditing(c)}>
                        {c.nameEn ? `${c.name} / ${c.nameEn}` : c.name}
                      </Button>
                    </Table.Cell>
                    <Table.Cell fontFamily="mono">{c.code || "—"}</Table.Cell>
                    <Table.Cell>{c.sort}</Table.Cell>
                    <Table.Cell>{c.newsCount}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </AdminTable>
          )}
          {list.data && <Pager pageNum={list.pageNum} pages={list.pages} onPage={list.setPageNum} />}
        </Stack>
        <Box>
          {editing ? (
            <CategoryForm
              key={editing === "new" ? "new" : `${editing.id}-${editing.version}`}
              category={editing === "new" ? null : editing}
              onDone={() => {
                if (editing === "new") setEditing(null);
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
