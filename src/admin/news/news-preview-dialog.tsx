import { HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import type { AdminCategory, NewsContent } from "../../../schemas/admin-content";
import { type Lang, parseLang } from "../../../schemas/lang";
import { useTranslation } from "../../i18n/react";
import { AdminDialog } from "../admin-dialog";
import { NewsArticlePreview, PreviewLangToggle } from "./news-article-preview";

/** Preview before publishing: the form's content as the visitor's article, in 中文 or English, nothing saved. */
export function NewsPreviewDialog({
  news,
  categories,
  onClose,
}: {
  /** The form's content when Preview was pressed; null: closed. */
  news: NewsContent | null;
  categories: AdminCategory[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation("admin");
  const [lang, setLang] = useState<Lang>(parseLang(i18n.language) ?? "zh");
  return (
    <AdminDialog open={!!news} onClose={onClose} size="full" title={t("news.preview.title")} closeLabel={t("close")}>
      <Stack gap="3">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Text fontSize="sm" color="gray.700">
            {t("news.preview.note")}
          </Text>
          <PreviewLangToggle lang={lang} onChange={setLang} />
        </HStack>
        {news && <NewsArticlePreview news={news} categories={categories} lang={lang} />}
      </Stack>
    </AdminDialog>
  );
}
