import { Box, Button, HStack } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { AdminCategory, AdminNews, NewsContent } from "../../../schemas/admin-content";
import { PORTAL_PATHS } from "../../../schemas/portal-paths";
import { useTranslation } from "../../i18n/react";
import { notify } from "../../layout/toaster";
import { useConfirm } from "../confirm-dialog";
import { AdminErrorSummary } from "../form-fields";
import { useSave } from "../use-save";
import { newsApi } from "./news-api";
import { NewsConflictDialog } from "./news-conflict-dialog";
import { NewsFields } from "./news-fields";
import { formContent, type NewsFormOutput, NewsFormSchema, type NewsFormValues, newsFormValues } from "./news-form";
import { NewsPreviewDialog } from "./news-preview-dialog";
import { NewsSaveState } from "./news-save-state";
import { NewsVersionsDialog } from "./news-versions-dialog";
import { useNewsAutosave } from "./use-news-autosave";

/**
 * Editing one saved news item: a draft saves itself, a published item waits for Save; Preview shows
 * the form as visitors would see it, Versions lists and restores earlier saves (decision 196).
 */
export function NewsEditSession({
  item,
  categories,
  onSaved,
}: {
  /** The item as saved last (this editor's saves update it). */
  item: AdminNews;
  categories: AdminCategory[];
  onSaved: (saved: AdminNews) => void;
}) {
  const { t } = useTranslation("admin");
  const confirm = useConfirm();
  const navigate = useNavigate();
  const remove = useSave();
  const form = useForm<NewsFormValues, unknown, NewsFormOutput>({
    resolver: zodResolver(NewsFormSchema),
    defaultValues: newsFormValues(item),
    mode: "onTouched",
  });
  const autosave = useNewsAutosave({ item, form, onSaved });
  const [preview, setPreview] = useState<NewsContent | null>(null);
  const [versionsOpen, setVersionsOpen] = useState(false);
  // The conflict dialog closed with ×: hidden until the next change (which is not saved either).
  const [conflictHidden, setConflictHidden] = useState(false);
  useEffect(() => {
    const sub = form.watch(() => setConflictHidden(false));
    return () => sub.unsubscribe();
  }, [form]);
  // The action bar stays in view at the bottom: a field scrolled into view (by Tab) stops above it, not under it.
  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.scrollPaddingBottom;
    root.style.scrollPaddingBottom = "6rem";
    return () => {
      root.style.scrollPaddingBottom = before;
    };
  }, []);

  const onSubmit = form.handleSubmit(async () => {
    if (!(await autosave.commit())) return;
    notify({ type: "success", message: t("saved") });
    // What was just saved is the form's new starting point (no "unsaved changes" left).
    form.reset(form.getValues());
  });

  const reload = async () => {
    const fresh = await newsApi.get(item.id);
    onSaved(fresh);
    autosave.rebase(fresh);
  };

  const restore = async (number: number) => {
    // A pending change is saved first (kept as a version); one that cannot be sent is dropped.
    await autosave.saveNow();
    const restored = await newsApi.restore(item.id, number, autosave.revision()).catch(() => null);
    if (!restored) return;
    onSaved(restored);
    autosave.rebase(restored);
    setVersionsOpen(false);
    notify({ type: "success", message: t("news.versions.restored", { number, current: restored.version }) });
  };

  const deleteItem = async () => {
    if (!(await confirm({ message: t("confirmDelete"), action: t("delete") }))) return;
    await autosave.saveNow();
    const body = { id: item.id, version: autosave.revision() };
    if (await remove(PORTAL_PATHS.adminNewsDelete, body, t("deleted"))) navigate("/admin/news");
  };

  const mode = autosave.autosaving ? "autosave" : item.status === "published" ? "published" : "publishing";
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={t("news.edit")}>
        <AdminErrorSummary />
        <NewsFields categories={categories} storedCode={item.classCode} />
        <Box position="sticky" bottom="0" zIndex="docked" bg="white" borderTopWidth="1px" mt="6" py="3" data-testid="news-actions">
          <HStack gap="3" wrap="wrap">
            <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
              {t("save")}
            </Button>
            <Button variant="outline" onClick={() => setPreview(formContent(form.getValues()))}>
              {t("news.preview.open")}
            </Button>
            <Button variant="outline" onClick={() => setVersionsOpen(true)}>
              {t("news.versions.open")}
            </Button>
            <Box flex="1" minW="60">
              <NewsSaveState mode={mode} status={autosave.status} dirty={form.formState.isDirty} />
            </Box>
            <Button variant="outline" colorPalette="red" onClick={deleteItem}>
              {t("delete")}
            </Button>
          </HStack>
        </Box>
      </form>
      <NewsPreviewDialog news={preview} categories={categories} onClose={() => setPreview(null)} />
      <NewsVersionsDialog
        open={versionsOpen}
        onClose={() => setVersionsOpen(false)}
        item={item}
        categories={categories}
        onRestore={restore}
      />
      <NewsConflictDialog
        conflict={conflictHidden ? null : autosave.conflict}
        onClose={() => setConflictHidden(true)}
        onReload={() => void reload()}
        onOverwrite={async () => {
          if (await autosave.overwrite()) notify({ type: "success", message: t("news.conflict.overwritten") });
        }}
      />
    </FormProvider>
  );
}
