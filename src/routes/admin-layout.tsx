import { Box, Link as ChakraLink, Container, Flex, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { NavLink, Outlet, useLocation } from "react-router";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import type { TwoFactorStatus } from "../../schemas/two-factor";
import { useBackOfficeLocales } from "../admin/back-office-i18n";
import { BackOfficeLogin } from "../admin/back-office-login";
import { ConfirmProvider } from "../admin/confirm-dialog";
import { useKeepFocusInArea } from "../admin/keep-focus-in-area";
import { StaffOnly } from "../admin/staff-only";
import { areaLabelKey, areaOf, BACK_OFFICE_AREAS, isStaff, useRole } from "../admin/staff-role";
import { TwoFactorEnrolment } from "../admin/two-factor-enrolment";
import { useHydrated } from "../admin/use-hydrated";
import { useTranslation } from "../i18n/react";
import { pageMeta } from "../page-meta";
import { usePortalQuery } from "../portal/use-portal-query";
import { useSession } from "../session/session-context";
import type { Route } from "./+types/admin-layout";

export const meta: Route.MetaFunction = ({ matches }) => [...pageMeta(matches, "admin"), { name: "robots", content: "noindex" }];

/**
 * The back office's frame. Logged out: its own login screen at the same URL; a customer: the "for
 * staff" screen; a staff session that has not passed two-factor authentication: the enrolment
 * screen (decision 051); staff: a side menu of the areas the role may enter, and the area (or a refusal).
 */
export default function AdminLayout() {
  useBackOfficeLocales();
  const { t } = useTranslation(["pages", "admin", "editor"]);
  const hydrated = useHydrated();
  const { user } = useSession();
  const role = useRole();
  const location = useLocation();
  // A state, not a ref: the area mounts only after login and two-factor, and the hook must see it then.
  const [areaElement, setAreaElement] = useState<HTMLDivElement | null>(null);
  useKeepFocusInArea(areaElement);
  const twoFactor = usePortalQuery<TwoFactorStatus>(hydrated && role && isStaff(role) ? PORTAL_PATHS.twoFactorStatus : null);
  if (!hydrated) {
    return (
      <Container maxW="md" py="16">
        <Text>{t("admin:loading")}</Text>
      </Container>
    );
  }
  if (!user) return <BackOfficeLogin />;
  if (!role || !isStaff(role)) return <StaffOnly />;
  if (!twoFactor.data) return null;
  if (!twoFactor.data.sessionVerified) return <TwoFactorEnrolment status={twoFactor.data} onDone={() => twoFactor.mutate()} />;
  const areas = BACK_OFFICE_AREAS.filter((a) => a.roles.includes(role));
  const area = areaOf(location.pathname);
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
                <NavLink to={a.path}>{t(areaLabelKey(a))}</NavLink>
              </ChakraLink>
            </li>
          ))}
        </Stack>
      </Box>
      <Box flex="1" minW="0" ref={setAreaElement}>
        {area && !area.roles.includes(role) ? (
          <Container maxW="3xl" py="16">
            <Text role="alert">{t("admin:areaNotAllowed")}</Text>
          </Container>
        ) : (
          <ConfirmProvider>
            <Outlet />
          </ConfirmProvider>
        )}
      </Box>
    </Flex>
  );
}
