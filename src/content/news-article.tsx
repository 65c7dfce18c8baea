import type { ReactNode } from "react";
import type { NewsDetail } from "../../schemas/entities";
import type { Lang } from "../../schemas/lang";
import { pickLang, pickLangHtml } from "../../schemas/localize-text";
import { ResponsiveImage } from "../media/responsive-image";
import { bindUnits } from "../rich-text/bind-units";
import { RichText } from "../rich-text/rich-text";
import { formatDate } from "./format-date";
import styles from "./news-article.module.css";
import { PageHeading } from "./page-heading";

/** The reading column is 50rem wide; below that the cover fills the window. */
const COVER_SIZES = "(min-width: 54rem) 50rem, 100vw";

/** One article as a reader sees it, every text already in the page's language. */
export interface ArticleView {
  title: string;
  publishTime: string;
  category: string;
  cover: string;
  /** The library's alt text; "" shows the cover as decoration (the title names the article). */
  coverAlt: string;
  summary: string;
  /** Sanitized rich text. */
  html: string;
}

/** An API news item in one language: English falls back to Chinese field by field (spec §3). */
export function articleView(news: NewsDetail, lang: Lang): ArticleView {
  return {
    title: pickLang(news.title, news.titleEn, lang),
    publishTime: news.publishTime,
    category: pickLang(news.className, news.classNameEn, lang),
    cover: news.cover,
    coverAlt: pickLang(news.coverAlt ?? "", news.coverAltEn, lang),
    summary: pickLang(news.summary, news.summaryEn, lang),
    html: pickLangHtml(news.content, news.contentEn, lang),
  };
}

/**
 * The article: title, date and category, summary, cover, body. The visitor's page adds its
 * neighbours and related articles as `children`; the back office's preview shows it alone.
 */
export function NewsArticle({ article, lang, children }: { article: ArticleView; lang: Lang; children?: ReactNode }) {
  return (
    <PageHeading size="reading" title={article.title}>
      <p className={styles.meta}>
        <time dateTime={article.publishTime}>{formatDate(article.publishTime, lang)}</time>
        {article.category && ` · ${article.category}`}
      </p>
      {article.summary && <p className={styles.summary}>{bindUnits(article.summary)}</p>}
      {article.cover && (
        <ResponsiveImage
          src={article.cover}
          alt={article.coverAlt}
          width={800}
          height={450}
          sizes={COVER_SIZES}
          priority
          cover="16 / 9"
          className={styles.cover}
        />
      )}
      <RichText html={article.html} />
      {children}
    </PageHeading>
  );
}
