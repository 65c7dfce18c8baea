import { Badge, Box, Button, Heading, HStack, SimpleGrid, Stack, Table, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import type { z } from "zod";
import { type AdminBanner, type BannerInput, BannerInputSchema } from "../../schemas/admin-content";
import { HERO_OVERLAY_DEFAULT } from "../../schemas/hero-overlay";
import { pickLang } from "../../schemas/localize-text";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { AdminTable, AreaHeading, SortHeader, useAdminList } from "../admin/admin-list";
import { useConfirm } from "../admin/confirm-dialog";
import { AdminErrorSummary, BilingualText, CheckboxField, ImageField, TextField } from "../admin/form-fields";
import { HeroArtDirectionFields } from "../admin/hero-fields";
import { useSave } from "../admin/use-save";
import { useLang } from "../content/use-lang";
import { useTranslation } from "../i18n/react";
import { ListSearch, Pager } from "../inspection/list-controls";
import { ResponsiveImage } from "../media/responsive-image";
import { pageMeta } from "../page-meta";
import type { Route } from "./+types/admin-banners";

export const meta: Route.MetaFunction = ({ matches }) => [...pageMeta(matches, "admin"), { name: "robots", content: "noindex" }];

const blank: BannerInput = {
  position: "index",
  title: { zh: "", en: "" },
  subtitle: { zh: "", en: "" },
  image: "",
  phoneImage: "",
  overlay: HERO_OVERLAY_DEFAULT,
  link: "",
  sort: 0,
  active: true,
};

function BannerForm({ banner, onDone }: { banner: AdminBanner | null; onDone: () => void }) {
  const { t } = useTranslation("admin");
  const confirm = useConfirm();
  const save = useSave();
  const form = useForm<BannerInput, unknown, z.output<typeof BannerInputSchema>>({
    resolver: zodResolver(BannerInputSchema),
    defaultValues: banner ? { ...banner } : blank,
    mode: "onTouched",
  });
  const title = banner ? t("banners.edit") : t("banners.create");
  const onSubmit = form.handleSubmit(async (values) => {
    const ok = banner
      ? await save(PORTAL_PATHS.adminBannerUpdate, { ...values, id: banner.id, version: banner.version })
      : await save(PORTAL_PATHS.adminBannerCreate, values);
    if (ok !== null) onDone();
  });
  const remove = async () => {
    if (!banner || !(await confirm({ message: t("confirmDelete"), action: t("delete") }))) return;
    if ((await save(PORTAL_PATHS.adminBannerDelete, { id: banner.id, version: banner.version }, t("deleted"))) !== null) onDone();
  };
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <AdminErrorSummary />
        <Stack gap="4" borderWidth="1px" borderColor="gray.200" rounded="lg" p="5">
          <Heading as="h2" size="lg">
            {title}
          </Heading>
          <ImageField name="image" label={t("banners.image")} required />
          <HeroArtDirectionFields />
          <BilingualText name="title" label={t("banners.title")} required />
          <BilingualText name="subtitle" label={t("banners.subtitle")} multiline />
          <TextField name="link" label={t("banners.link")} helper={t("banners.linkHelp")} />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <TextField name="position" label={t("banners.position")} helper={t("banners.positionHelp")} required />
            <TextField name="sort" type="number" label={t("list.sort")} required />
          </SimpleGrid>
          <CheckboxField name="active" label={t("banners.active")} />
          <HStack gap="3">
            <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
              {t("save")}
            </Button>
            {banner && (
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

/** Banners of the carousels: image, bilingual text, link, order, active. */
export default function AdminBanners() {
  const { t } = useTranslation("admin");
  const lang = useLang();
  const list = useAdminList<AdminBanner>(PORTAL_PATHS.adminBannerList, { sort: "sort", order: "asc" });
  const [editing, setEditing] = useState<AdminBanner | "new" | null>(null);
  const { mutate } = list;
  useEffect(() => {
    if (editing && editing !== "new") setEditing(list.data?.list.find((b) => b.id === editing.id) ?? null);
  }, [list.data, editing]);
  return (
    <Stack p={{ base: "4", md: "8" }} gap="4">
      <AreaHeading title={t("areas.banners")}>
        <Button colorPalette="brand" onClick={() => setEditing("new")}>
          {t("banners.create")}
        </Button>
      </AreaHeading>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6" alignItems="start">
        <Stack gap="4">
          <ListSearch label={t("banners.searchLabel")} onSearch={list.search} />
          {list.data && list.data.list.length === 0 && <Text>{t("list.empty")}</Text>}
          {list.data && list.data.list.length > 0 && (
            <AdminTable label={t("areas.banners")}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader scope="col">{t("banners.image")}</Table.ColumnHeader>
                  <SortHeader label={t("banners.title")} column="title" list={list} />
                  <Table.ColumnHeader scope="col">{t("banners.position")}</Table.ColumnHeader>
                  <SortHeader label={t("list.sort")} column="sort" list={list} />
                  <Table.ColumnHeader scope="col">{t("banners.active")}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.data.list.map((b) => (
                  <Table.Row key={b.id}>
                    <Table.Cell>
                      <Box w="20" h="10" overflow="hidden" rounded="sm" bg="gray.100">
                        <ResponsiveImage src={b.image} alt="" sizes="80px" style={{ width: "100%", height: "100%", objectFit: "cover" }} />
                      </Box>
                    </Table.Cell>
                    <Table.Cell>
                      <Button
                        variant="plain"
                        px="0"
                        textDecoration="underline"
                        whiteSpace="normal"
                        textAlign="start"
                        onClick={() => setEditing(b)}
                      >
                        {pickLang(b.title.zh, b.title.en, lang)}
                      </Button>
                    </Table.Cell>
                    <Table.Cell fontFamily="mono">{b.position}</Table.Cell>
                    <Table.Cell>{b.sort}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={b.active ? "green" : "gray"}>{b.active ? t("banners.on") : t("banners.off")}</Badge>
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
            <BannerForm
              key={editing === "new" ? "new" : `${editing.id}-${editing.version}`}
              banner={editing === "new" ? null : editing}
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
