import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Link, useNavigate, useParams } from "react-router";
import type { AdminCategory, AdminNews, NewsContent } from "../../schemas/admin-content";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { AreaHeading } from "../admin/admin-list";
import { AdminErrorSummary } from "../admin/form-fields";
import { useNewsCategories } from "../admin/news/category-label";
import { NewsEditSession } from "../admin/news/news-edit-session";
import { NewsFields } from "../admin/news/news-fields";
import { emptyNewsForm, formContent, type NewsFormOutput, NewsFormSchema, type NewsFormValues, newsBody } from "../admin/news/news-form";
import { NewsPreviewDialog } from "../admin/news/news-preview-dialog";
import { useSave } from "../admin/use-save";
import { useTranslation } from "../i18n/react";
import { pageMeta } from "../page-meta";
import { usePortalQuery } from "../portal/use-portal-query";
import type { Route } from "./+types/admin-news-edit";

export const meta: Route.MetaFunction = ({ matches }) => [...pageMeta(matches, "admin"), { name: "robots", content: "noindex" }];

/** A new item: created by its first Save (the required fields are needed anyway); from then on a draft saves itself. */
function NewNewsForm({ categories }: { categories: AdminCategory[] }) {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  const save = useSave();
  const [preview, setPreview] = useState<NewsContent | null>(null);
  const form = useForm<NewsFormValues, unknown, NewsFormOutput>({
    resolver: zodResolver(NewsFormSchema),
    defaultValues: emptyNewsForm(),
    mode: "onTouched",
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const created = await save<AdminNews>(PORTAL_PATHS.adminNewsCreate, newsBody(values));
    if (created) navigate(`/admin/news/${created.id}`, { replace: true });
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={t("news.create")}>
        <AdminErrorSummary />
        <NewsFields categories={categories} />
        <HStack gap="3" wrap="wrap" mt="6">
          <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
            {t("save")}
          </Button>
          <Button variant="outline" onClick={() => setPreview(formContent(form.getValues()))}>
            {t("news.preview.open")}
          </Button>
          <Text fontSize="sm" color="gray.700">
            {t("news.saveState.new")}
          </Text>
        </HStack>
      </form>
      <NewsPreviewDialog news={preview} categories={categories} onClose={() => setPreview(null)} />
    </FormProvider>
  );
}

/** Create or edit one news item: bilingual fields side by side, cover and its alt text, category, date, status. */
export default function AdminNewsEdit() {
  const { t } = useTranslation("admin");
  const { id } = useParams();
  const isNew = id === "new";
  const { data: categories } = useNewsCategories();
  // Loaded once per visit: the form is the editor's from then on (its own saves update this copy).
  const { data: item, mutate } = usePortalQuery<AdminNews>(
    isNew ? null : PORTAL_PATHS.adminNewsGet,
    { id: Number(id) },
    { revalidateOnFocus: false, revalidateOnReconnect: false },
  );
  return (
    <Stack p={{ base: "4", md: "8" }} gap="4">
      <AreaHeading title={isNew ? t("news.create") : t("news.edit")}>
        <Button asChild variant="outline">
          <Link to="/admin/news">{t("backToList")}</Link>
        </Button>
      </AreaHeading>
      {!categories || (!isNew && !item) ? (
        <Text>{t("loading")}</Text>
      ) : isNew ? (
        <NewNewsForm categories={categories.list} />
      ) : (
        item && (
          <NewsEditSession
            key={id}
            item={item}
            categories={categories.list}
            onSaved={(saved) => void mutate(saved, { revalidate: false })}
          />
        )
      )}
    </Stack>
  );
}
