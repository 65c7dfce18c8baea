import { Card, SimpleGrid } from "@chakra-ui/react";
import { Link } from "react-router";
import { localize, pickLang } from "../../schemas/localize";
import { ResponsiveImage } from "../../src/media/responsive-image";
import type { DataListData } from "../data-list-request";
import type { BlockComponentProps } from "../define-block";
import { Section } from "../section";
import type { ApplicationGridProps } from "./index";

/** One column on a phone, two from `sm` (30em), four from `lg` (62em). */
const IMAGE_SIZES = "(min-width: 62em) 25vw, (min-width: 30em) 50vw, 100vw";

export function ApplicationGrid({ props, data, lang }: BlockComponentProps<ApplicationGridProps, DataListData>) {
  const items = data.items ?? [];
  if (items.length === 0) return null;
  return (
    <Section heading={localize(props.heading, lang)} intro={localize(props.intro, lang)}>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
        {items.map((item) => (
          <Card.Root as="li" key={item.id} overflow="hidden">
            {item.image && <ResponsiveImage src={item.image} alt="" width={400} height={300} sizes={IMAGE_SIZES} cover="4 / 3" />}
            <Card.Body gap="2">
              <Card.Title as="h3" fontSize="lg">
                {item.link ? (
                  <Link to={item.link}>{pickLang(item.title, item.titleEn, lang)}</Link>
                ) : (
                  pickLang(item.title, item.titleEn, lang)
                )}
              </Card.Title>
              <Card.Description color="gray.700">{pickLang(item.summary, item.summaryEn, lang)}</Card.Description>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Section>
  );
}
