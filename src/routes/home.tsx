import { Box, Button, Container, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Banner, Column, NewsSummary } from "../../schemas/entities";
import { pickLang } from "../../schemas/localized";
import type { Page } from "../../schemas/paging";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { columnText } from "../content/column-text";
import { NewsCard } from "../content/news-card";
import { useLang } from "../content/use-lang";
import { detectLang } from "../i18n/detect-lang";
import { pageMeta, rootLang } from "../page-meta";
import { paths } from "../paths";
import { serverPortal } from "../portal/server-portal";
import type { Route } from "./+types/home";

export async function loader({ request, context }: Route.LoaderArgs) {
  const portal = serverPortal(context, detectLang(request));
  const [banners, column, news] = await Promise.all([
    portal.post<Banner[]>(PORTAL_PATHS.bannerList, { position: "index" }),
    portal.post<Column>(PORTAL_PATHS.columnByCode, { columnCode: "index" }),
    portal.post<Page<NewsSummary>>(PORTAL_PATHS.newsList, { pageNum: 1, pageSize: 3 }),
  ]);
  return { banners, column, news: news.list };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const text = loaderData ? columnText(loaderData.column, rootLang(matches)) : undefined;
  return pageMeta(matches, "index", { title: text?.title, description: text?.description, keywords: text?.keywords });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const { t } = useTranslation("pages");
  const hero = loaderData.banners[0];
  const text = columnText(loaderData.column, lang);
  return (
    <>
      <Box
        bgImage={hero ? `url(${hero.image})` : undefined}
        bgColor="brand.900"
        bgSize="cover"
        bgPos="center"
        color="white"
        py={{ base: "20", md: "32" }}
      >
        <Container maxW="5xl">
          <Stack gap="5" maxW="2xl">
            <Heading as="h1" size={{ base: "3xl", md: "5xl" }}>
              {hero ? pickLang(hero.title, hero.titleEn, lang) : text.title}
            </Heading>
            <Text fontSize="xl">{hero ? pickLang(hero.subtitle, hero.subtitleEn, lang) : text.description}</Text>
            {hero?.link && (
              <Button asChild colorPalette="brand" size="lg" alignSelf="start">
                <Link to={hero.link}>{pickLang(hero.title, hero.titleEn, lang)}</Link>
              </Button>
            )}
          </Stack>
        </Container>
      </Box>
      <Container maxW="5xl" py="12">
        <Heading as="h2" size="2xl" mb="6">
          {t("index.latestNews")}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {loaderData.news.map((n) => (
            <NewsCard key={n.id} news={n} />
          ))}
        </SimpleGrid>
        <Button asChild variant="outline" mt="8">
          <Link to={paths.consult()}>{t("index.moreNews")}</Link>
        </Button>
      </Container>
    </>
  );
}
