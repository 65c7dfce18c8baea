import { Box, Container, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** The frame most content blocks share: a width-limited container with an optional h2 and intro. */
export function Section({
  heading,
  intro,
  tone = "plain",
  children,
}: {
  heading?: string;
  intro?: string;
  tone?: "plain" | "tinted";
  children: ReactNode;
}) {
  return (
    <Box as="section" bg={tone === "tinted" ? "brand.50" : undefined} py={{ base: "12", md: "16" }}>
      <Container maxW="6xl">
        {heading && (
          <Heading as="h2" size={{ base: "2xl", md: "3xl" }} mb={intro ? "3" : "8"}>
            {heading}
          </Heading>
        )}
        {intro && (
          <Text fontSize="lg" color="gray.700" maxW="3xl" mb="8">
            {intro}
          </Text>
        )}
        {children}
      </Container>
    </Box>
  );
}
