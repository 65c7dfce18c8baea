import { data, Link } from "react-router";
import { RESULT_CODES } from "../../schemas/codes";
import type { NewsDetail, NewsNeighbor, NewsSummary } from "../../schemas/entities";
import { pickLang } from "../../schemas/localize-text";
import { VISITOR_PATHS } from "../../schemas/visitor-paths";
import { columnText } from "../content/column-text";
import { articleView, NewsArticle } from "../content/news-article";
import { useLang } from "../content/use-lang";
import { detectLang } from "../i18n/detect-lang";
import { useTranslation } from "../i18n/react";
import { joinKeywords, pageMeta, rootLang } from "../page-meta";
import { paths } from "../paths";
import { PortalRequestError } from "../portal/portal-client";
import { serverPortal } from "../portal/server-portal";
import { sanitizeRichText } from "../rich-text/sanitize.server";
import { newsArticleLd } from "../seo/structured-data";
import { cx } from "../ui/cx";
import { headingClass } from "../ui/heading";
import { linkClass } from "../ui/link";
import type { Route } from "./+types/consult-detail";
import { loadColumn } from "./column.server";
import styles from "./consult-detail.module.css";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
  const portal = serverPortal(context, detectLang(request));
  try {
    const [news, neighbor, related, column] = await Promise.all([
      portal.post<NewsDetail>(VISITOR_PATHS.newsById, { id }),
      portal.post<NewsNeighbor>(VISITOR_PATHS.newsNeighbor, { id }),
      portal.post<NewsSummary[]>(VISITOR_PATHS.newsRelated, { id, size: 4 }),
      loadColumn(portal, context, "consult"),
    ]);
    return {
      news: { ...news, content: sanitizeRichText(news.content), contentEn: sanitizeRichText(news.contentEn) },
      neighbor,
      related,
      column,
    };
  } catch (err) {
    if (err instanceof PortalRequestError && err.code === RESULT_CODES.notFound) throw data(null, { status: 404 });
    throw err;
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const lang = rootLang(matches);
  const n = loaderData?.news;
  if (!n) return pageMeta(matches, "consultDetail", { location });
  const title = pickLang(n.title, n.titleEn, lang);
  const description = pickLang(n.summary, n.summaryEn, lang);
  return pageMeta(matches, "consultDetail", {
    title,
    description,
    // The article's category, then the news column's keywords.
    keywords: joinKeywords(pickLang(n.className, n.classNameEn, lang), loaderData.column && columnText(loaderData.column, lang).keywords),
    image: n.cover,
    location,
    ogType: "article",
    parents: [{ titleKey: "consult", path: paths.consult() }],
    entity: ({ origin, url, siteName }) =>
      newsArticleLd({ origin, url, lang, headline: title, description, image: n.cover, datePublished: n.publishTime, publisher: siteName }),
  });
};

export default function ConsultDetail({ loaderData: { news, neighbor, related } }: Route.ComponentProps) {
  const lang = useLang();
  const { t } = useTranslation("pages");
  const title = (n: { title: string; titleEn: string }) => pickLang(n.title, n.titleEn, lang);
  return (
    <NewsArticle article={articleView(news, lang)} lang={lang}>
      <nav aria-label={t("consultDetail.title")} className={styles.neighbors}>
        <NeighborLink label={t("consultDetail.prev")} news={neighbor.prev} rel="prev" />
        <NeighborLink label={t("consultDetail.next")} news={neighbor.next} rel="next" />
      </nav>
      {related.length > 0 && (
        <section className={styles.related} aria-labelledby="related-heading">
          <h2 id="related-heading" className={cx(headingClass("lg"), styles.relatedHeading)}>
            {t("consultDetail.related")}
          </h2>
          <ul className={styles.relatedList}>
            {related.map((r) => (
              <li key={r.id}>
                <Link to={paths.consultDetail(r.id)} className={cx(linkClass, styles.link)}>
                  {title(r)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </NewsArticle>
  );
}

function NeighborLink({
  label,
  news,
  rel,
}: {
  label: string;
  news: { id: number; title: string; titleEn: string } | null;
  rel: "prev" | "next";
}) {
  const lang = useLang();
  const { t } = useTranslation("pages");
  return (
    <p>
      {label}:{" "}
      {news ? (
        <Link to={paths.consultDetail(news.id)} rel={rel} className={cx(linkClass, styles.link)}>
          {pickLang(news.title, news.titleEn, lang)}
        </Link>
      ) : (
        t("consultDetail.none")
      )}
    </p>
  );
}
