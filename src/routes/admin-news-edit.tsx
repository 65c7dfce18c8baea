import { Button, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Link, useNavigate, useParams } from "react-router";
import { z } from "zod";
import { type AdminNews, NEWS_STATUSES, NewsInputSchema } from "../../schemas/admin-content";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { AreaHeading } from "../admin/admin-list";
import { fromChinaLocal, toChinaLocal } from "../admin/china-time";
import { useConfirm } from "../admin/confirm-dialog";
import { AdminErrorSummary, BilingualRichText, BilingualText, ImageField, SelectField, TextField } from "../admin/form-fields";
import { useNewsCategories } from "../admin/news/category-label";
import { CoverAlt } from "../admin/news/cover-alt";
import { useSave } from "../admin/use-save";
import { useTranslation } from "../i18n/react";
import { pageMeta } from "../page-meta";
import { usePortalQuery } from "../portal/use-portal-query";
import type { Route } from "./+types/admin-news-edit";

export const meta: Route.MetaFunction = ({ matches }) => [...pageMeta(matches, "admin"), { name: "robots", content: "noindex" }];

/** The API's schema, with the date as the datetime-local input holds it (China time). */
const FormSchema = NewsInputSchema.extend({
  publishTime: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "admin:validation.dateInvalid"),
});
type FormValues = z.input<typeof FormSchema>;

const empty = (): FormValues => ({
  classCode: "",
  title: { zh: "", en: "" },
  summary: { zh: "", en: "" },
  content: { zh: "", en: "" },
  cover: "",
  publishTime: toChinaLocal(new Date().toISOString()),
  status: "draft",
});

/** Create or edit one news item: bilingual fields side by side, cover upload, category, date, status. */
export default function AdminNewsEdit() {
  const { t } = useTranslation("admin");
  const confirm = useConfirm();
  const { id } = useParams();
  const isNew = id === "new";
  const navigate = useNavigate();
  const save = useSave();
  const { data: item, mutate } = usePortalQuery<AdminNews>(isNew ? null : PORTAL_PATHS.adminNewsGet, { id: Number(id) });
  const { data: categories } = useNewsCategories();
  const form = useForm<FormValues, unknown, z.output<typeof FormSchema>>({
    resolver: zodResolver(FormSchema),
    defaultValues: empty(),
    mode: "onTouched",
  });

  useEffect(() => {
    if (item) form.reset({ ...item, publishTime: toChinaLocal(item.publishTime) });
  }, [item, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    const body = { ...values, publishTime: fromChinaLocal(values.publishTime) };
    if (isNew) {
      const created = await save<AdminNews>(PORTAL_PATHS.adminNewsCreate, body);
      if (created) navigate(`/admin/news/${created.id}`, { replace: true });
      return;
    }
    // The version loaded goes with the edit: a newer save by someone else is a conflict, not overwritten.
    const updated = await save<AdminNews>(PORTAL_PATHS.adminNewsUpdate, { ...body, id: Number(id), version: item?.version });
    if (updated) await mutate(updated, { revalidate: false });
  });

  const remove = async () => {
    if (!item || !(await confirm({ message: t("confirmDelete"), action: t("delete") }))) return;
    if (await save(PORTAL_PATHS.adminNewsDelete, { id: item.id, version: item.version }, t("deleted"))) navigate("/admin/news");
  };

  const categoryOptions = [
    { value: "", label: t("news.chooseCategory") },
    ...(categories?.list ?? []).filter((c) => c.code).map((c) => ({ value: c.code, label: c.nameEn ? `${c.name} / ${c.nameEn}` : c.name })),
  ];
  // The item's category was deleted since: its code stays chosen, marked, until another is chosen.
  if (item && categories && !categories.list.some((c) => c.code === item.classCode))
    categoryOptions.push({ value: item.classCode, label: t("news.categoryMissingOption", { code: item.classCode }) });

  return (
    <Stack p={{ base: "4", md: "8" }} gap="4">
      <AreaHeading title={isNew ? t("news.create") : t("news.edit")}>
        <Button asChild variant="outline">
          <Link to="/admin/news">{t("backToList")}</Link>
        </Button>
      </AreaHeading>
      {(!isNew && !item) || !categories ? (
        <Text>{t("loading")}</Text>
      ) : (
        <FormProvider {...form}>
          <form onSubmit={onSubmit} noValidate aria-label={isNew ? t("news.create") : t("news.edit")}>
            <AdminErrorSummary />
            <Stack gap="6">
              <BilingualText name="title" label={t("news.title")} required />
              <BilingualText name="summary" label={t("news.summary")} multiline />
              <BilingualRichText name="content" label={t("news.body")} required />
              <Stack gap="2">
                <ImageField name="cover" label={t("news.cover")} required />
                <CoverAlt name="cover" />
              </Stack>
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                <SelectField name="classCode" label={t("news.category")} options={categoryOptions} required />
                <TextField name="publishTime" type="datetime-local" label={t("news.publishTimeChina")} required />
                <SelectField
                  name="status"
                  label={t("news.statusLabel")}
                  options={NEWS_STATUSES.map((s) => ({ value: s, label: t(`news.status.${s}`) }))}
                  required
                />
              </SimpleGrid>
              <HStack gap="3">
                <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
                  {t("save")}
                </Button>
                {!isNew && (
                  <Button variant="outline" colorPalette="red" onClick={remove}>
                    {t("delete")}
                  </Button>
                )}
              </HStack>
            </Stack>
          </form>
        </FormProvider>
      )}
    </Stack>
  );
}
