import { Box, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import { localize, pickLang } from "../../schemas/localize";
import type { DataListData } from "../data-list-request";
import type { BlockComponentProps } from "../define-block";
import { Section } from "../section";
import type { AdvantageListProps } from "./index";

export function AdvantageList({ props, data, lang }: BlockComponentProps<AdvantageListProps, DataListData>) {
  const items = data.items ?? [];
  if (items.length === 0) return null;
  return (
    <Section heading={localize(props.heading, lang)} intro={localize(props.intro, lang)} tone={props.tone}>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
        {items.map((item, i) => (
          <Box as="li" key={item.id} bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" p="6">
            <Text fontSize="3xl" fontWeight="bold" color="brand.700" lineHeight="1" mb="3" aria-hidden="true">
              {String(i + 1).padStart(2, "0")}
            </Text>
            <Heading as="h3" size="lg" mb="2">
              {pickLang(item.title, item.titleEn, lang)}
            </Heading>
            <Text color="gray.700">{pickLang(item.summary, item.summaryEn, lang)}</Text>
          </Box>
        ))}
      </SimpleGrid>
    </Section>
  );
}
