import { Box, Button, Link as ChakraLink, Flex, HStack, Image } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { paths } from "../paths";
import { useRootData } from "../root-data";
import { useSession } from "../session/session-context";
import { LanguageSwitch } from "./language-switch";
import { NAV_ITEMS } from "./nav-items";

export const HEADER_HEIGHT_PX = 72;

export function SiteHeader() {
  const { t } = useTranslation();
  const info = useRootData()?.websiteInfo;
  const { user } = useSession();
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="white" borderBottomWidth="1px" h={`${HEADER_HEIGHT_PX}px`}>
      <Flex maxW="7xl" mx="auto" h="full" px="4" align="center" justify="space-between" gap="6">
        <ChakraLink asChild>
          <Link to={paths.home()} aria-label={t("nav.home")}>
            {info ? (
              <Image
                src={info.colorfulLogo.url}
                alt={info.colorfulLogo.alt ?? info.siteName}
                h="10"
                w="auto"
                htmlWidth={167}
                htmlHeight={40}
              />
            ) : (
              <Box as="span" fontWeight="bold" color="brand.700">
                {t("brand")}
              </Box>
            )}
          </Link>
        </ChakraLink>
        <HStack as="nav" aria-label={t("nav.label")} gap="5" display={{ base: "none", lg: "flex" }}>
          {NAV_ITEMS.map((item) => (
            <ChakraLink key={item.key} asChild color="gray.800" fontWeight="medium" _currentPage={{ color: "brand.700" }}>
              <NavLink to={item.to}>{t(`nav.${item.key}`)}</NavLink>
            </ChakraLink>
          ))}
        </HStack>
        <HStack gap="3">
          <LanguageSwitch />
          {user ? (
            <Button asChild size="sm" colorPalette="brand" variant="subtle">
              <Link to={paths.user()}>{user.nickname}</Link>
            </Button>
          ) : (
            <Button asChild size="sm" colorPalette="brand">
              <Link to={paths.login()}>{t("nav.login")}</Link>
            </Button>
          )}
        </HStack>
      </Flex>
    </Box>
  );
}
