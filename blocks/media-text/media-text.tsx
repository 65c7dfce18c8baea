import { Box, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { localize, localizeHtml } from "../../schemas/localize";
import { ResponsiveImage } from "../../src/media/responsive-image";
import { RichText } from "../../src/rich-text/rich-text";
import type { BlockComponentProps } from "../define-block";
import { Section } from "../section";
import type { MediaTextProps } from "./index";

export function MediaText({ props, lang }: BlockComponentProps<MediaTextProps>) {
  const eyebrow = localize(props.eyebrow, lang);
  return (
    <Section>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: "8", md: "12" }} alignItems="center">
        <Stack gap="4" order={{ md: props.imageSide === "left" ? 2 : 1 }}>
          {eyebrow && (
            <Text color="brand.700" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide" fontSize="sm">
              {eyebrow}
            </Text>
          )}
          <Heading as="h2" size={{ base: "2xl", md: "3xl" }}>
            {localize(props.heading, lang)}
          </Heading>
          <Box color="gray.800">
            <RichText html={localizeHtml(props.body, lang)} />
          </Box>
        </Stack>
        <Box order={{ md: props.imageSide === "left" ? 1 : 2 }} rounded="xl" overflow="hidden">
          <ResponsiveImage
            src={props.image}
            alt={localize(props.imageAlt, lang)}
            width={800}
            height={600}
            sizes="(min-width: 48em) 50vw, 100vw"
            cover="4 / 3"
          />
        </Box>
      </SimpleGrid>
    </Section>
  );
}
