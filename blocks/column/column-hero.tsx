import { Box, Container, Heading, Text } from "@chakra-ui/react";
import { columnText } from "../../src/content/column-text";
import { HEADER_HEIGHT_PX } from "../../src/layout/header/header-appearance";
import { preloadHeroImage } from "../../src/media/preload-hero-image";
import type { BlockComponentProps } from "../define-block";
import type { ColumnData, ColumnProps } from "./index";

export function ColumnHero({ data, lang }: BlockComponentProps<ColumnProps, ColumnData>) {
  if (!data.column) return null;
  const text = columnText(data.column, lang);
  const image = data.column.image;
  preloadHeroImage(image);
  return (
    <Box
      as="header"
      bgColor="brand.900"
      bgImage={`linear-gradient(90deg, rgba(40,6,18,0.9) 0%, rgba(40,6,18,0.6) 100%)${image ? `, url(${image})` : ""}`}
      bgSize="cover"
      bgPos="center"
      color="white"
      pt={`${HEADER_HEIGHT_PX + 64}px`}
      pb={{ base: "12", md: "20" }}
    >
      <Container maxW="6xl">
        <Heading as="h1" size={{ base: "3xl", md: "5xl" }} mb="4">
          {text.title}
        </Heading>
        {text.description && (
          <Text fontSize={{ base: "lg", md: "xl" }} maxW="3xl" color="whiteAlpha.900">
            {text.description}
          </Text>
        )}
      </Container>
    </Box>
  );
}
