import { Box, Container, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { HEADER_HEIGHT_PX } from "../layout/header/header-appearance";

/** A dark band under the transparent header, for fixed routes without a block-made banner. */
export function PageHero({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <Box
      bgColor="brand.900"
      bgImage="linear-gradient(135deg, #3d0a1a 0%, #7f1433 100%)"
      color="white"
      pt={`${HEADER_HEIGHT_PX + 48}px`}
      pb="12"
    >
      <Container maxW="5xl">
        <Heading as="h1" size={{ base: "3xl", md: "4xl" }} mb={lead ? "3" : "0"}>
          {title}
        </Heading>
        {lead && (
          <Text fontSize="lg" color="whiteAlpha.900" maxW="3xl">
            {lead}
          </Text>
        )}
        {children}
      </Container>
    </Box>
  );
}
