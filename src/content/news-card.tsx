import { Card, Image, Text } from "@chakra-ui/react";
import { Link } from "react-router";
import type { NewsSummary } from "../../schemas/entities";
import { pickLang } from "../../schemas/localize";
import { paths } from "../paths";
import { formatDate } from "./format-date";
import { useLang } from "./use-lang";

export function NewsCard({ news, headingLevel = "h2" }: { news: NewsSummary; headingLevel?: "h2" | "h3" }) {
  const lang = useLang();
  return (
    <Card.Root as="article" overflow="hidden">
      <Image src={news.cover} alt="" htmlWidth={800} htmlHeight={450} aspectRatio={16 / 9} objectFit="cover" loading="lazy" />
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
