import { Button, SimpleGrid } from "@chakra-ui/react";
import { Link } from "react-router";
import { localize } from "../../schemas/localize";
import { NewsCard } from "../../src/content/news-card";
import { paths } from "../../src/paths";
import { blockText } from "../block-strings";
import type { BlockComponentProps } from "../define-block";
import { Section } from "../section";
import type { NewsListData, NewsListProps } from "./index";
import { newsListStrings } from "./strings";

export function NewsList({ props, data, lang }: BlockComponentProps<NewsListProps, NewsListData>) {
  const t = blockText(newsListStrings, lang);
  const list = data.news?.list ?? [];
  if (list.length === 0) return null;
  return (
    <Section heading={localize(props.heading, lang)} intro={localize(props.intro, lang)}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {list.map((n) => (
          <NewsCard key={n.id} news={n} headingLevel="h3" />
        ))}
      </SimpleGrid>
      <Button asChild variant="outline" colorPalette="brand" mt="8">
        <Link to={paths.consult(props.categoryCode || undefined)}>{t("more")}</Link>
      </Button>
    </Section>
  );
}
