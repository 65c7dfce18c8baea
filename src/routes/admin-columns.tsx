import { Badge, Box, Button, Link as ChakraLink, Heading, HStack, SimpleGrid, Stack, Table, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { type AdminColumn, type ColumnInput, ColumnInputSchema } from "../../schemas/admin-columns";
import { pickLang } from "../../schemas/localize-text";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { AdminTable, AreaHeading, SortHeader, useAdminList } from "../admin/admin-list";
import { AdminErrorSummary, BilingualText, ImageField } from "../admin/form-fields";
import { HeroArtDirectionFields } from "../admin/hero-fields";
import { useSave } from "../admin/use-save";
import { useLang } from "../content/use-lang";
import { useTranslation } from "../i18n/react";
import { ListSearch, Pager } from "../inspection/list-controls";
import { pageMeta } from "../page-meta";
import type { Route } from "./+types/admin-columns";

export const meta: Route.MetaFunction = ({ matches }) => [...pageMeta(matches, "admin"), { name: "robots", content: "noindex" }];

function ColumnForm({ column, onDone }: { column: AdminColumn; onDone: () => void }) {
  const { t } = useTranslation("admin");
  const save = useSave();
  const form = useForm<ColumnInput, unknown, z.output<typeof ColumnInputSchema>>({
    resolver: zodResolver(ColumnInputSchema),
    defaultValues: {
      title: column.title,
      description: column.description,
      keyword: column.keyword,
      image: column.image,
      phoneImage: column.phoneImage,
      overlay: column.overlay,
    },
    mode: "onTouched",
  });
  const onSubmit = form.handleSubmit(async (values) => {
    if ((await save(PORTAL_PATHS.adminColumnUpdate, { ...values, code: column.code, version: column.version })) !== null) onDone();
  });
  const title = t("columns.edit", { code: column.code });
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <AdminErrorSummary />
        <Stack gap="4" borderWidth="1px" borderColor="gray.200" rounded="lg" p="5">
          <Heading as="h2" size="lg">
            {title}
          </Heading>
          <Text color="gray.700">{t("columns.shared")}</Text>
          <BilingualText name="title" label={t("columns.title")} required />
          <BilingualText name="description" label={t("columns.description")} multiline />
          <BilingualText name="keyword" label={t("columns.keyword")} multiline />
          <ImageField name="image" label={t("columns.image")} />
          <HeroArtDirectionFields />
          <HStack gap="3">
            <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
              {t("save")}
            </Button>
          </HStack>
        </Stack>
      </form>
    </FormProvider>
  );
}

/**
 * Columns: the header of each page (title, description, keywords, image) in both languages. They
 * are only edited here; the codes the site's routes use are never created or deleted (decision 120).
 */
export default function AdminColumns() {
  const { t } = useTranslation("admin");
  const lang = useLang();
  const list = useAdminList<AdminColumn>(PORTAL_PATHS.adminColumnList, { sort: "code", order: "asc" });
  const [editing, setEditing] = useState<AdminColumn | null>(null);
  const { mutate } = list;
  useEffect(() => {
    if (editing) setEditing(list.data?.list.find((c) => c.code === editing.code) ?? null);
  }, [list.data, editing]);
  return (
    <Stack p={{ base: "4", md: "8" }} gap="4">
      <AreaHeading title={t("areas.columns")} />
      <Text color="gray.700">{t("columns.intro")}</Text>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6" alignItems="start">
        <Stack gap="4">
          <ListSearch label={t("columns.searchLabel")} onSearch={list.search} />
          {list.data && list.data.list.length === 0 && <Text>{t("list.empty")}</Text>}
          {list.data && list.data.list.length > 0 && (
            <AdminTable label={t("areas.columns")}>
              <Table.Header>
                <Table.Row>
                  <SortHeader label={t("columns.title")} column="title" list={list} />
                  <SortHeader label={t("columns.code")} column="code" list={list} />
                  <Table.ColumnHeader scope="col">{t("columns.items")}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.data.list.map((c) => (
                  <Table.Row key={c.code}>
                    <Table.Cell>
                      <Button
                        variant="plain"
                        px="0"
                        textDecoration="underline"
                        whiteSpace="normal"
                        textAlign="start"
                        onClick={() => setEditing(c)}
                      >
                        {pickLang(c.title.zh, c.title.en, lang)}
                      </Button>
                    </Table.Cell>
                    <Table.Cell fontFamily="mono">{c.code}</Table.Cell>
                    <Table.Cell>
                      {c.itemCount > 0 ? (
                        <ChakraLink asChild textDecoration="underline">
                          <Link to={`/admin/column-items?column=${encodeURIComponent(c.code)}`}>
                            {t("columnItems.count", { count: c.itemCount })}
                          </Link>
                        </ChakraLink>
                      ) : (
                        <Badge colorPalette="gray">{t("columns.headerOnly")}</Badge>
                      )}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </AdminTable>
          )}
          {list.data && <Pager pageNum={list.pageNum} pages={list.pages} onPage={list.setPageNum} />}
        </Stack>
        <Box>
          {editing ? (
            <ColumnForm key={`${editing.code}-${editing.version}`} column={editing} onDone={() => void mutate()} />
          ) : (
            <Text color="gray.700">{t("columns.choose")}</Text>
          )}
        </Box>
      </SimpleGrid>
    </Stack>
  );
}
