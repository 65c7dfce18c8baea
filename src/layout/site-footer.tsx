import { Box, Link as ChakraLink, Grid, HStack, Image, Stack, Text } from "@chakra-ui/react";
import { useMemo } from "react";
import { Link, useMatches } from "react-router";
import { type Lang, parseLang } from "../../schemas/lang";
import { useTranslation } from "../i18n/react";
import { paths } from "../paths";
import { useRootData } from "../root-data";
import { FooterCta } from "./footer/footer-cta";
import { FooterMenu } from "./footer/footer-menu";
import { buildMenu } from "./header/menu-items";
import { SocialLinks } from "./social-links";

/** The footer of spec §2; every value comes from website info, only labels are ours. */
export function SiteFooter() {
  const { t, i18n } = useTranslation();
  const root = useRootData();
  const info = root?.websiteInfo;
  const lang: Lang = parseLang(i18n.language) ?? "en";
  const onHome = useMatches().at(-1)?.id === "index";
  const entries = useMemo(
    () => buildMenu(t, lang, root?.classList ?? [], root?.firstDetectionStepId ?? null),
    [t, lang, root?.classList, root?.firstDetectionStepId],
  );
  const linkColor = { color: "gray.100", _hover: { color: "white" } } as const;
  return (
    <>
      {onHome && info && <FooterCta info={info} />}
      <Box as="footer" bg="gray.900" color="gray.100" py="12">
        <Stack maxW="7xl" mx="auto" px="4" gap="10">
          <Grid templateColumns={{ base: "1fr", lg: "minmax(0, 2fr) minmax(0, 5fr) auto" }} gap="10">
            <Stack gap="4">
              {info && (
                <Image
                  src={info.logo.url}
                  alt={info.logo.alt || info.siteName}
                  h="10"
                  w="auto"
                  alignSelf="start"
                  htmlWidth={167}
                  htmlHeight={40}
                  loading="lazy"
                />
              )}
              {info && <SocialLinks info={info} tone="dark" />}
              {info && (
                <Stack as="address" gap="1" fontSize="sm" fontStyle="normal">
                  <Text>
                    {t("footer.address")}: {info.siteAddress}
                  </Text>
                  <Text>
                    {t("footer.email")}:{" "}
                    <ChakraLink href={`mailto:${info.email}`} {...linkColor}>
                      {info.email}
                    </ChakraLink>
                  </Text>
                  <Text>
                    {t("footer.phone")}:{" "}
                    <ChakraLink href={`tel:${info.contactPhone.replace(/[^\d+]/g, "")}`} {...linkColor}>
                      {info.contactPhone}
                    </ChakraLink>
                  </Text>
                </Stack>
              )}
            </Stack>
            <FooterMenu entries={entries} />
            {info && (
              <Stack align={{ base: "start", lg: "center" }} gap="2">
                <Image
                  src={info.weixinImg.url}
                  alt={info.weixinImg.alt || t("contactInfo.qrOf", { name: t("contactInfo.weixin") })}
                  loading="lazy"
                  htmlWidth={112}
                  htmlHeight={112}
                  w="28"
                  h="28"
                  bg="white"
                  p="1"
                  borderRadius="md"
                  data-testid="footer-qr"
                />
                <Text fontSize="sm">{t("contactInfo.scan")}</Text>
              </Stack>
            )}
          </Grid>
          <HStack
            as="nav"
            aria-label={t("footer.legal")}
            gap="4"
            fontSize="sm"
            wrap="wrap"
            borderTopWidth="1px"
            borderColor="gray.700"
            pt="6"
          >
            {info && <Text>{info.copyrightInfo}</Text>}
            {info?.recordNo && (
              <ChakraLink href={info.recordUrl} target="_blank" rel="noopener noreferrer" {...linkColor}>
                {info.recordNo}
              </ChakraLink>
            )}
            <ChakraLink asChild {...linkColor}>
              <Link to={paths.privacy()}>{t("nav.privacy")}</Link>
            </ChakraLink>
            <ChakraLink asChild {...linkColor}>
              <Link to={paths.disclaimer()}>{t("nav.disclaimer")}</Link>
            </ChakraLink>
          </HStack>
        </Stack>
      </Box>
    </>
  );
}
