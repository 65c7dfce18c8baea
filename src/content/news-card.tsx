import { Card, Text } from "@chakra-ui/react";
import { Link } from "react-router";
import type { NewsSummary } from "../../schemas/entities";
import { pickLang } from "../../schemas/localize";
import { ResponsiveImage } from "../media/responsive-image";
import { paths } from "../paths";
import { formatDate } from "./format-date";
import { useLang } from "./use-lang";

/** One card per grid cell: the full width on a phone, a third from `md` (48em) up. */
const COVER_SIZES = "(min-width: 48em) 33vw, 100vw";

/**
 * `priority`: the card is the page's largest paint (the first card of the news list, above the
 * fold on a phone), so its cover is fetched at once instead of lazily.
 */
export function NewsCard({
  news,
  headingLevel = "h2",
  priority = false,
}: {
  news: NewsSummary;
  headingLevel?: "h2" | "h3";
  priority?: boolean;
}) {
  const lang = useLang();
  return (
    <Card.Root as="article" overflow="hidden">
      <ResponsiveImage src={news.cover} alt="" width={800} height={450} sizes={COVER_SIZES} priority={priority} cover="16 / 9" />
      <Card.Body gap="2">
        <Text asChild fontSize="sm" color="gray.700">
          <time dateTime={news.publishTime}>{formatDate(news.publishTime, lang)}</time>
        </Text>
        <Card.Title as={headingLevel} fontSize="lg">
          <Link to={paths.consultDetail(news.id)}>{pickLang(news.title, news.titleEn, lang)}</Link>
        </Card.Title>
        <Card.Description color="gray.700">{pickLang(news.summary, news.summaryEn, lang)}</Card.Description>
      </Card.Body>
    </Card.Root>
  );
}
