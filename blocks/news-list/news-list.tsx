import { Link } from "react-router";
import { localize } from "../../schemas/localize-text";
import { NewsCard } from "../../src/content/news-card";
import { NewsGrid } from "../../src/content/news-grid";
import { paths } from "../../src/paths";
import { buttonClass } from "../../src/ui/button";
import { cx } from "../../src/ui/cx";
import { blockText } from "../block-strings";
import type { BlockComponentProps } from "../define-block";
import { Section } from "../section";
import type { NewsListData, NewsListProps } from "./index";
import styles from "./news-list.module.css";
import { newsListStrings } from "./strings";

export function NewsList({ props, data, lang }: BlockComponentProps<NewsListProps, NewsListData>) {
  const t = blockText(newsListStrings, lang);
  const list = data.news?.list ?? [];
  if (list.length === 0) return null;
  return (
    <Section heading={localize(props.heading, lang)} intro={localize(props.intro, lang)}>
      <NewsGrid>
        {list.map((n) => (
          <NewsCard key={n.id} news={n} headingLevel="h3" />
        ))}
      </NewsGrid>
      <Link
        to={paths.consult(props.categoryCode || undefined)}
        className={cx(buttonClass({ variant: "outline", palette: "brand" }), styles.more)}
      >
        {t("more")}
      </Link>
    </Section>
  );
}
