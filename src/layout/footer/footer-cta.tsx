import { Box, Button, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { Link } from "react-router";
import type { WebsiteInfo } from "../../../schemas/entities";
import { useTranslation } from "../../i18n/react";
import { AnimateOnScroll } from "../../motion/animate-on-scroll";
import { paths } from "../../paths";

/**
 * Home page only: two headline texts and a contact-us button above the footer (spec §2). It fades
 * in with the scroll-reveal defaults (spec §9) as it enters the window, as the closing band.
 */
export function FooterCta({ info }: { info: WebsiteInfo }) {
  const { t } = useTranslation();
  if (!info.footerHeadline && !info.footerSubheadline) return null;
  return (
    <Box as="section" aria-labelledby="footer-cta-heading" bg="brand.800" color="white" py={{ base: "12", md: "16" }}>
      <AnimateOnScroll animation="reveal">
        <Container maxW="5xl">
          <Stack direction={{ base: "column", md: "row" }} justify="space-between" align={{ md: "center" }} gap="6">
            <Stack gap="2">
              <Heading as="h2" id="footer-cta-heading" size={{ base: "xl", md: "2xl" }}>
                {info.footerHeadline}
              </Heading>
              <Text fontSize="lg" color="whiteAlpha.900">
                {info.footerSubheadline}
              </Text>
            </Stack>
            <Button asChild size="lg" bg="white" color="brand.800" _hover={{ bg: "brand.50" }} flexShrink={0}>
              <Link to={paths.contact("leaveMessage")}>{t("footerCta.button")}</Link>
            </Button>
          </Stack>
        </Container>
      </AnimateOnScroll>
    </Box>
  );
}
