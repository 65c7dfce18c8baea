import { Button, HStack, SimpleGrid, Text } from "@chakra-ui/react";
import { Link } from "react-router";
import type { NewsSummary } from "../../schemas/entities";
import { pickLang } from "../../schemas/localize";
import type { Page } from "../../schemas/paging";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { columnText } from "../content/column-text";
import { consultHref, readConsultFilter } from "../content/consult-href";
import { NewsCard } from "../content/news-card";
import { PageHeading } from "../content/page-heading";
import { useLang } from "../content/use-lang";
import { detectLang } from "../i18n/detect-lang";
import { useTranslation } from "../i18n/react";
import { joinKeywords, pageMeta, rootLang } from "../page-meta";
import { serverPortal } from "../portal/server-portal";
import { type RootData, useRootData } from "../root-data";
import type { Route } from "./+types/consult";
import { loadColumn } from "./column.server";

export const NEWS_PAGE_SIZE = 9;

export async function loader({ request, context }: Route.LoaderArgs) {
  const filter = readConsultFilter(new URL(request.url));
  const portal = serverPortal(context, detectLang(request));
  const [news, years, column] = await Promise.all([
    portal.post<Page<NewsSummary>>(PORTAL_PATHS.newsList, {
      pageNum: filter.page,
      pageSize: NEWS_PAGE_SIZE,
      ...(filter.code ? { code: filter.code } : {}),
      ...(filter.year ? { year: filter.year } : {}),
    }),
    portal.post<number[]>(PORTAL_PATHS.newsYears, filter.code ? { code: filter.code } : {}),
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
    <Button asChild size="sm" variant={current ? "solid" : "outline"} colorPalette="brand">
      <Link to={to} aria-current={current ? "page" : undefined} preventScrollReset>
        {children}
      </Link>
    </Button>
  );
}

export default function Consult({ loaderData: { news, years, filter } }: Route.ComponentProps) {
  const { t } = useTranslation("pages");
  const lang = useLang();
  const classes = (useRootData()?.classList ?? []).filter((c) => c.code);
  const pages = Math.max(1, Math.ceil(news.total / news.pageSize));
  return (
    <PageHeading title={t("consult.title")}>
      <HStack as="nav" aria-label={t("consult.categories")} gap="2" wrap="wrap" mb="4">
        <FilterLink to={consultHref({ code: null, year: null, page: 1 })} current={!filter.code}>
          {t("consult.all")}
        </FilterLink>
        {classes.map((c) => (
          <FilterLink key={c.code} to={consultHref({ code: c.code, year: null, page: 1 })} current={filter.code === c.code}>
            {pickLang(c.name, c.nameEn, lang)}
          </FilterLink>
        ))}
      </HStack>
      {years.length > 0 && (
        <HStack as="nav" aria-label={t("consult.years")} gap="2" wrap="wrap" mb="8">
          <FilterLink to={consultHref({ code: filter.code, year: null, page: 1 })} current={!filter.year}>
            {t("consult.allYears")}
          </FilterLink>
          {years.map((y) => (
            <FilterLink key={y} to={consultHref({ code: filter.code, year: y, page: 1 })} current={filter.year === y}>
              {t("consult.yearN", { year: y })}
            </FilterLink>
          ))}
        </HStack>
      )}
      {news.list.length === 0 ? (
        <Text>{t("consult.empty")}</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {news.list.map((n, i) => (
            <NewsCard key={n.id} news={n} priority={i === 0} />
          ))}
        </SimpleGrid>
      )}
      {pages > 1 && (
        <HStack as="nav" aria-label={t("consult.pagination")} justify="center" gap="2" mt="10" wrap="wrap">
          {news.pageNum > 1 && (
            <Button asChild variant="outline" size="sm">
              <Link to={consultHref({ ...filter, page: news.pageNum - 1 })}>{t("consult.previous")}</Link>
            </Button>
          )}
          {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
            <Button key={n} asChild size="sm" variant={n === news.pageNum ? "solid" : "ghost"} colorPalette="brand">
              <Link
                to={consultHref({ ...filter, page: n })}
                aria-label={t("consult.pageN", { n })}
                aria-current={n === news.pageNum ? "page" : undefined}
              >
                {String(n)}
              </Link>
            </Button>
          ))}
          {news.pageNum < pages && (
            <Button asChild variant="outline" size="sm">
              <Link to={consultHref({ ...filter, page: news.pageNum + 1 })}>{t("consult.next")}</Link>
            </Button>
          )}
        </HStack>
      )}
    </PageHeading>
  );
}
