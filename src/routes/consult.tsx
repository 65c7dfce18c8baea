import { Link } from "react-router";
import type { NewsSummary } from "../../schemas/entities";
import { pickLang } from "../../schemas/localize-text";
import type { Page } from "../../schemas/paging";
import { VISITOR_PATHS } from "../../schemas/visitor-paths";
import { columnText } from "../content/column-text";
import { consultHref, readConsultFilter } from "../content/consult-href";
import { NewsCard } from "../content/news-card";
import { NewsGrid } from "../content/news-grid";
import { PageHeading } from "../content/page-heading";
import { useLang } from "../content/use-lang";
import { detectLang } from "../i18n/detect-lang";
import { useTranslation } from "../i18n/react";
import { joinKeywords, pageMeta, rootLang } from "../page-meta";
import { serverPortal } from "../portal/server-portal";
import { type RootData, useRootData } from "../root-data";
import { buttonClass } from "../ui/button";
import { cx } from "../ui/cx";
import type { Route } from "./+types/consult";
import { loadColumn } from "./column.server";
import styles from "./consult.module.css";

export const NEWS_PAGE_SIZE = 9;

export async function loader({ request, context }: Route.LoaderArgs) {
  const filter = readConsultFilter(new URL(request.url));
  const portal = serverPortal(context, detectLang(request));
  const [news, years, column] = await Promise.all([
    portal.post<Page<NewsSummary>>(VISITOR_PATHS.newsList, {
      pageNum: filter.page,
      pageSize: NEWS_PAGE_SIZE,
      ...(filter.code ? { code: filter.code } : {}),
      ...(filter.year ? { year: filter.year } : {}),
    }),
    portal.post<number[]>(VISITOR_PATHS.newsYears, filter.code ? { code: filter.code } : {}),
    loadColumn(portal, context, "consult"),
  ]);
  return { news, years, filter, column };
}

/** Description and keywords from the news column; a selected category's name leads the keywords. */
export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const lang = rootLang(matches);
  const column = loaderData?.column ? columnText(loaderData.column, lang) : null;
  const category = (matches.find((m) => m?.id === "root")?.data as RootData | undefined)?.classList.find(
    (c) => c.code && c.code === loaderData?.filter.code,
  );
  return pageMeta(matches, "consult", {
    description: column?.description || undefined,
    keywords: joinKeywords(category && pickLang(category.name, category.nameEn, lang), column?.keywords),
    location,
  });
};

function FilterLink({ to, current, children }: { to: string; current: boolean; children: string }) {
  return (
    <Link
      to={to}
      aria-current={current ? "page" : undefined}
      preventScrollReset
      className={buttonClass({ variant: current ? "solid" : "outline", palette: "brand", size: "sm" })}
    >
      {children}
    </Link>
  );
}

export default function Consult({ loaderData: { news, years, filter } }: Route.ComponentProps) {
  const { t } = useTranslation("pages");
  const lang = useLang();
  const classes = (useRootData()?.classList ?? []).filter((c) => c.code);
  const pages = Math.max(1, Math.ceil(news.total / news.pageSize));
  return (
    <PageHeading title={t("consult.title")}>
      <nav aria-label={t("consult.categories")} className={styles.filters}>
        <FilterLink to={consultHref({ code: null, year: null, page: 1 })} current={!filter.code}>
          {t("consult.all")}
        </FilterLink>
        {classes.map((c) => (
          <FilterLink key={c.code} to={consultHref({ code: c.code, year: null, page: 1 })} current={filter.code === c.code}>
            {pickLang(c.name, c.nameEn, lang)}
          </FilterLink>
        ))}
      </nav>
      {years.length > 0 && (
        <nav aria-label={t("consult.years")} className={cx(styles.filters, styles.years)}>
          <FilterLink to={consultHref({ code: filter.code, year: null, page: 1 })} current={!filter.year}>
            {t("consult.allYears")}
          </FilterLink>
          {years.map((y) => (
            <FilterLink key={y} to={consultHref({ code: filter.code, year: y, page: 1 })} current={filter.year === y}>
              {t("consult.yearN", { year: y })}
            </FilterLink>
          ))}
        </nav>
      )}
      {news.list.length === 0 ? (
        <p>{t("consult.empty")}</p>
      ) : (
        <NewsGrid>
          {news.list.map((n, i) => (
            <NewsCard key={n.id} news={n} priority={i === 0} />
          ))}
        </NewsGrid>
      )}
      {pages > 1 && (
        <nav aria-label={t("consult.pagination")} className={styles.pagination}>
          {news.pageNum > 1 && (
            <Link to={consultHref({ ...filter, page: news.pageNum - 1 })} className={buttonClass({ variant: "outline", size: "sm" })}>
              {t("consult.previous")}
            </Link>
          )}
          {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
            <Link
              key={n}
              to={consultHref({ ...filter, page: n })}
              aria-label={t("consult.pageN", { n })}
              aria-current={n === news.pageNum ? "page" : undefined}
              className={buttonClass({ variant: n === news.pageNum ? "solid" : "ghost", palette: "brand", size: "sm" })}
            >
              {String(n)}
            </Link>
          ))}
          {news.pageNum < pages && (
            <Link to={consultHref({ ...filter, page: news.pageNum + 1 })} className={buttonClass({ variant: "outline", size: "sm" })}>
              {t("consult.next")}
            </Link>
          )}
        </nav>
      )}
    </PageHeading>
  );
}
