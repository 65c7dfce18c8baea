import { Button, HStack, SimpleGrid, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { NewsSummary } from "../../schemas/entities";
import { pickLang } from "../../schemas/localized";
import type { Page } from "../../schemas/paging";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { NewsCard } from "../content/news-card";
import { PageHeading } from "../content/page-heading";
import { useLang } from "../content/use-lang";
import { detectLang } from "../i18n/detect-lang";
import { pageMeta } from "../page-meta";
import { paths } from "../paths";
import { serverPortal } from "../portal/server-portal";
import { useRootData } from "../root-data";
import type { Route } from "./+types/consult";

export const NEWS_PAGE_SIZE = 9;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const code = url.searchParams.get("code") || undefined;
  const pageNum = Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1);
  const news = await serverPortal(context, detectLang(request)).post<Page<NewsSummary>>(PORTAL_PATHS.newsList, {
    pageNum,
    pageSize: NEWS_PAGE_SIZE,
    ...(code ? { code } : {}),
  });
  return { news, code: code ?? null };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "consult");

function href(code: string | null, page: number) {
  const q = new URLSearchParams();
  if (code) q.set("code", code);
  if (page > 1) q.set("page", String(page));
  const s = q.toString();
  return s ? `${paths.consult()}?${s}` : paths.consult();
}

export default function Consult({ loaderData: { news, code } }: Route.ComponentProps) {
  const { t } = useTranslation("pages");
  const lang = useLang();
  const classes = (useRootData()?.classList ?? []).filter((c) => c.code);
  const pages = Math.max(1, Math.ceil(news.total / news.pageSize));
  return (
    <PageHeading title={t("consult.title")}>
      <HStack as="nav" aria-label={t("consult.categories")} gap="2" wrap="wrap" mb="8">
        <Button asChild size="sm" variant={code ? "outline" : "solid"} colorPalette="brand">
          <Link to={paths.consult()} aria-current={code ? undefined : "page"}>
            {t("consult.all")}
          </Link>
        </Button>
        {classes.map((c) => (
          <Button key={c.code} asChild size="sm" variant={code === c.code ? "solid" : "outline"} colorPalette="brand">
            <Link to={paths.consult(c.code ?? undefined)} aria-current={code === c.code ? "page" : undefined}>
              {pickLang(c.name, c.nameEn, lang)}
            </Link>
          </Button>
        ))}
      </HStack>
      {news.list.length === 0 ? (
        <Text>{t("consult.empty")}</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {news.list.map((n) => (
            <NewsCard key={n.id} news={n} />
          ))}
        </SimpleGrid>
      )}
      <HStack as="nav" aria-label={t("consult.pagination")} justify="center" gap="4" mt="10">
        {news.pageNum > 1 && (
          <Button asChild variant="outline" size="sm">
            <Link to={href(code, news.pageNum - 1)}>{t("consult.previous")}</Link>
          </Button>
        )}
        <Text>{t("consult.pageOf", { page: news.pageNum, pages })}</Text>
        {news.pageNum < pages && (
          <Button asChild variant="outline" size="sm">
            <Link to={href(code, news.pageNum + 1)}>{t("consult.next")}</Link>
          </Button>
        )}
      </HStack>
    </PageHeading>
  );
}
