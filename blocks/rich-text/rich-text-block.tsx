import { Box } from "@chakra-ui/react";
import { localize, localizeHtml } from "../../schemas/localize";
import { RichText } from "../../src/rich-text/rich-text";
import type { BlockComponentProps } from "../define-block";
import { Section } from "../section";
import type { RichTextProps } from "./index";

export function RichTextBlock({ props, lang }: BlockComponentProps<RichTextProps>) {
  return (
    <Section heading={localize(props.heading, lang) || undefined}>
      <Box maxW="4xl">
        <RichText html={localizeHtml(props.body, lang)} />
      </Box>
    </Section>
  );
}
