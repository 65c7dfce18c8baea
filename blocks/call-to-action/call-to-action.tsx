import { Box, Button, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { Link } from "react-router";
import { localize } from "../../schemas/localize";
import type { BlockComponentProps } from "../define-block";
import type { CallToActionProps } from "./index";

export function CallToAction({ props, lang }: BlockComponentProps<CallToActionProps>) {
  const dark = props.tone === "brand";
  return (
    <Box bg={dark ? "brand.800" : "brand.50"} color={dark ? "white" : "gray.900"} py={{ base: "12", md: "16" }}>
      <Container maxW="5xl">
        <Stack direction={{ base: "column", md: "row" }} justify="space-between" align={{ md: "center" }} gap="6">
          <Stack gap="2">
            <Heading as="h2" size={{ base: "xl", md: "2xl" }}>
              {localize(props.title, lang)}
            </Heading>
            {localize(props.text, lang) && <Text fontSize="lg">{localize(props.text, lang)}</Text>}
          </Stack>
          <Button asChild size="lg" colorPalette="brand" variant={dark ? "surface" : "solid"} flexShrink={0}>
            <Link to={props.link}>{localize(props.buttonLabel, lang)}</Link>
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
