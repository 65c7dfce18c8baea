import { Box, Link as ChakraLink, Container, Flex, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { NavLink, Outlet } from "react-router";
import { useBackOfficeLocales } from "../admin/back-office-i18n";
import { areaLabel, BACK_OFFICE_AREAS, isStaff, useRole } from "../admin/staff-role";
import { useRequireLogin } from "../inspection/use-require-login";

/** The back office's frame: staff only, a side menu of the areas the role may enter. */
export default function AdminLayout() {
  useBackOfficeLocales();
  const { t } = useTranslation("pages");
  const role = useRole();
  useRequireLogin();
  if (!role) return null;
  if (!isStaff(role)) {
    return (
      <Container maxW="3xl" py="16">
        <Text role="alert">{t("admin.notAllowed")}</Text>
      </Container>
    );
  }
  const areas = BACK_OFFICE_AREAS.filter((a) => a.roles.includes(role));
  return (
    <Flex direction={{ base: "column", md: "row" }} minH="70vh">
      <Box
        as="nav"
        aria-label={t("admin.menu")}
        w={{ md: "56" }}
        flexShrink={0}
        bg="gray.50"
        borderRightWidth={{ md: "1px" }}
        px="4"
        py="6"
      >
        <Text fontWeight="bold" mb="3">
          {t("admin.title")}
        </Text>
        <Stack as="ul" listStyleType="none" gap="1">
          {areas.map((a) => (
            <li key={a.key}>
              <ChakraLink
                asChild
                display="block"
                px="3"
                py="2"
                rounded="md"
                _currentPage={{ bg: "brand.100", color: "brand.900", fontWeight: "semibold" }}
              >
                <NavLink to={a.path}>{t(areaLabel(a))}</NavLink>
              </ChakraLink>
            </li>
          ))}
        </Stack>
      </Box>
      <Box flex="1" minW="0">
        <Outlet />
      </Box>
    </Flex>
  );
}
