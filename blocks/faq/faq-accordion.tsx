import { Box, chakra, Span } from "@chakra-ui/react";
import { localize, pickLang, pickLangHtml } from "../../schemas/localize";
import { ChevronDownIcon } from "../../src/layout/icons";
import { RichText } from "../../src/rich-text/rich-text";
import type { DataListData } from "../data-list-request";
import type { BlockComponentProps } from "../define-block";
import { Section } from "../section";
import type { FaqProps } from "./index";

/**
 * Questions that open to their answers: native `<details>`/`<summary>` (decision 104). The browser
 * gives them the keyboard (Tab, Enter, Space), their expanded state for screen readers, find in
 * page and working without JavaScript; several can be open at once.
 */
export function FaqAccordion({ props, data, lang }: BlockComponentProps<FaqProps, DataListData>) {
  const items = data.items ?? [];
  if (items.length === 0) return null;
  return (
    <Section heading={localize(props.heading, lang)} intro={localize(props.intro, lang)}>
      <Box maxW="4xl" borderWidth="1px" borderColor="border" borderRadius="l3" overflow="hidden">
        {items.map((item, index) => (
          <chakra.details
            key={item.id}
            borderTopWidth={index === 0 ? "0" : "1px"}
            borderColor="border"
            css={{ "&[open] > summary > svg": { transform: "rotate(180deg)" } }}
          >
            <chakra.summary
              display="flex"
              alignItems="center"
              gap="3"
              px="4"
              py="4"
              fontSize="lg"
              fontWeight="semibold"
              cursor="pointer"
              listStyleType="none"
              _hover={{ bg: "bg.subtle" }}
              _focusVisible={{ outline: "2px solid", outlineColor: "colorPalette.focusRing", outlineOffset: "-2px" }}
              colorPalette="brand"
              css={{ "&::-webkit-details-marker": { display: "none" }, "& > svg": { flexShrink: 0, transition: "transform 0.2s" } }}
            >
              <Span flex="1" textAlign="start">
                {pickLang(item.title, item.titleEn, lang)}
              </Span>
              <ChevronDownIcon />
            </chakra.summary>
            <Box px="4" pb="4" color="gray.800">
              <RichText html={pickLangHtml(item.content, item.contentEn, lang)} />
            </Box>
          </chakra.details>
        ))}
      </Box>
    </Section>
  );
}
