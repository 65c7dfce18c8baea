import { Box, Link as ChakraLink, Flex, HStack, Image } from "@chakra-ui/react";
import { useMemo } from "react";
import { Link, useMatches } from "react-router";
import { type Lang, parseLang } from "../../schemas/lang";
import { useTranslation } from "../i18n/react";
import { paths } from "../paths";
import { useRootData } from "../root-data";
import { HEADER_HEIGHT_PX, headerAppearance, useScrollY } from "./header/header-appearance";
import { FullDrawerControl, LanguageControl, SideDrawerControl, UserControl } from "./header/header-controls";
import { MainMenu } from "./header/main-menu";
import { buildMenu } from "./header/menu-items";

export { HEADER_HEIGHT_PX };

const USER_SLOT_WIDTH = { base: "24", md: "40" } as const;

/** The fixed site header of spec §2: its look follows the route and the scroll position. */
export function SiteHeader() {
  const { t, i18n } = useTranslation();
  const root = useRootData();
  const info = root?.websiteInfo;
  const lang: Lang = parseLang(i18n.language) ?? "en";
  const routeId = useMatches().at(-1)?.id ?? "notFound";
  const { scrollY, windowHeight } = useScrollY();
  const look = headerAppearance(routeId, scrollY, windowHeight);
  const tone = look.transparent ? "dark" : "light";
  const entries = useMemo(
    () => buildMenu(t, lang, root?.classList ?? [], root?.firstDetectionStepId ?? null),
    [t, lang, root?.classList, root?.firstDetectionStepId],
  );
  const logo = look.transparent ? info?.logo : info?.colorfulLogo;
  const className = [
    "site-header",
    look.transparent ? "site-header--transparent" : "site-header--light",
    look.scrolled && "site-header--scrolled",
    look.lightBackground && "site-header--light-bg",
  ]
    .filter(Boolean)
    .join(" ");

  return (
    <>
      <Box
        as="header"
        className={className}
        data-transparent={look.transparent}
        position="fixed"
        top="0"
        insetX="0"
        zIndex="sticky"
        h={`${HEADER_HEIGHT_PX}px`}
        bg={look.transparent ? "transparent" : look.lightBackground ? "rgba(255,255,255,0.97)" : "white"}
        backdropFilter={look.lightBackground ? "saturate(180%) blur(8px)" : undefined}
        boxShadow={look.transparent ? "none" : look.scrolled ? "sm" : "xs"}
        transition="background-color 0.2s ease, box-shadow 0.2s ease"
      >
        <Flex maxW="7xl" mx="auto" h="full" px={{ base: "3", md: "4" }} align="center" justify="space-between" gap={{ base: "2", md: "4" }}>
          <ChakraLink asChild flexShrink={0}>
            <Link to={paths.home()} aria-label={`${info?.siteName ?? t("brand")} – ${t("nav.home")}`}>
              {logo ? (
                <Image src={logo.url} alt="" h={{ base: "8", md: "10" }} w="auto" htmlWidth={167} htmlHeight={40} />
              ) : (
                <Box as="span" fontWeight="bold" color={look.transparent ? "white" : "brand.700"}>
                  {t("brand")}
                </Box>
              )}
            </Link>
          </ChakraLink>
          <MainMenu entries={entries} tone={tone} />
          <HStack gap={{ base: "0", md: "1" }}>
            <LanguageControl tone={tone} />
            {/* A fixed-width slot: the server renders logged out, and the nickname that replaces the
                login button after hydration must not push the menu and buttons aside. */}
            <Flex w={USER_SLOT_WIDTH} justify="flex-end" flexShrink={0}>
              <UserControl tone={tone} />
            </Flex>
            <SideDrawerControl entries={entries} tone={tone} />
            <FullDrawerControl entries={entries} tone={tone} />
          </HStack>
        </Flex>
      </Box>
      {look.spacer && <Box aria-hidden="true" h={`${HEADER_HEIGHT_PX}px`} data-testid="header-spacer" />}
    </>
  );
}
