import { Box, Container, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import { localize } from "../../schemas/localize";
import type { BlockComponentProps } from "../define-block";
import type { KeyFiguresProps } from "./index";

export function KeyFigures({ props, lang }: BlockComponentProps<KeyFiguresProps>) {
  const heading = localize(props.heading, lang);
  return (
    <Box as="section" bg="brand.800" color="white" py={{ base: "10", md: "14" }} aria-label={heading || undefined}>
      <Container maxW="6xl">
        {heading && (
          <Heading as="h2" size="2xl" mb="8">
            {heading}
          </Heading>
        )}
        <SimpleGrid as="dl" columns={{ base: 2, md: Math.min(props.items.length, 4) }} gap="8">
          {props.items.map((item) => (
            <Box key={`${item.value.zh}-${item.label.zh}`} display="flex" flexDirection="column-reverse">
              <Text as="dt" fontSize="md" color="whiteAlpha.900">
                {localize(item.label, lang)}
              </Text>
              <Text as="dd" fontSize={{ base: "3xl", md: "4xl" }} fontWeight="bold" lineHeight="1.1" mb="1">
                {localize(item.value, lang)}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
