import { Accordion, Span } from "@chakra-ui/react";
import { localize, pickLang, pickLangHtml } from "../../schemas/localize";
import { RichText } from "../../src/rich-text/rich-text";
import type { DataListData } from "../data-list-request";
import type { BlockComponentProps } from "../define-block";
import { Section } from "../section";
import type { FaqProps } from "./index";

export function FaqAccordion({ props, data, lang }: BlockComponentProps<FaqProps, DataListData>) {
  const items = data.items ?? [];
  if (items.length === 0) return null;
  return (
    <Section heading={localize(props.heading, lang)} intro={localize(props.intro, lang)}>
      <Accordion.Root collapsible multiple variant="enclosed" maxW="4xl">
        {items.map((item) => (
          <Accordion.Item key={item.id} value={String(item.id)}>
            <Accordion.ItemTrigger py="4" fontSize="lg" fontWeight="semibold">
              <Span flex="1" textAlign="start">
                {pickLang(item.title, item.titleEn, lang)}
              </Span>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody color="gray.800">
                <RichText html={pickLangHtml(item.content, item.contentEn, lang)} />
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Section>
  );
}
