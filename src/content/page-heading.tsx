import { Container, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** The page's h1 with an optional lead paragraph; the shared top of every simple page. */
export function PageHeading({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <Container maxW="5xl" py="10">
      <Heading as="h1" size="3xl" mb="4">
        {title}
      </Heading>
      {lead && (
        <Text fontSize="lg" color="gray.700" mb="6">
          {lead}
        </Text>
      )}
      {children}
    </Container>
  );
}
