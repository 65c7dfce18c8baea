import { Box, Button, HStack } from "@chakra-ui/react";
import type { AdminCategory, NewsContent } from "../../../schemas/admin-content";
import { parseImageUrl } from "../../../schemas/image";
import { HTML_LANG, type Lang } from "../../../schemas/lang";
import { localize, localizeHtml, pickLang } from "../../../schemas/localize-text";
import { type ArticleView, NewsArticle } from "../../content/news-article";
import { sanitizePreview } from "../../editor/sanitize-preview";
import { useTranslation } from "../../i18n/react";
import { useMediaItem } from "../media/media-client";
import { categoryName } from "./category-label";

/** A date the article can show: the one given, or now while the field holds none. */
function instant(iso: string): string {
  return Number.isNaN(Date.parse(iso)) ? new Date().toISOString() : iso;
}

/**
 * A news item as visitors will see it in `lang`: the visitors' own article component, from content
 * that is not (or not yet) published, its rich text through the visitors' sanitizer and its cover
 * with the media library's alt text.
 */
export function NewsArticlePreview({ news, categories, lang }: { news: NewsContent; categories: AdminCategory[]; lang: Lang }) {
  const { t } = useTranslation("admin");
  const { item: media } = useMediaItem(parseImageUrl(news.cover)?.id ?? null);
  const category = categories.find((c) => c.code === news.classCode);
  const article: ArticleView = {
    title: localize(news.title, lang) || t("news.preview.untitled"),
    publishTime: instant(news.publishTime),
    category: category ? categoryName(category, lang) : news.classCode,
    cover: news.cover,
    coverAlt: media ? pickLang(media.alt.zh, media.alt.en, lang) : "",
    summary: localize(news.summary, lang),
    html: sanitizePreview(localizeHtml(news.content, lang)),
  };
  return (
    // The site's own base size and leading, not the dialog's smaller text.
    <Box lang={HTML_LANG[lang]} fontSize="md" lineHeight="1.5" bg="white" borderWidth="1px" rounded="md" data-testid="news-preview">
      <NewsArticle article={article} lang={lang} />
    </Box>
  );
}

/** 中文 | English for a preview (the buttons say which is shown). */
export function PreviewLangToggle({ lang, onChange }: { lang: Lang; onChange: (lang: Lang) => void }) {
  const { t } = useTranslation("admin");
  return (
    <HStack role="group" aria-label={t("news.preview.language")} gap="1">
      {(["zh", "en"] as const).map((l) => (
        <Button
          key={l}
          size="sm"
          variant={lang === l ? "solid" : "outline"}
          colorPalette="brand"
          aria-pressed={lang === l}
          onClick={() => onChange(l)}
        >
          {l === "zh" ? t("news.langZh") : t("news.langEn")}
        </Button>
      ))}
    </HStack>
  );
}
