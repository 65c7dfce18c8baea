import { Link as ChakraLink, CloseButton, Drawer, Portal } from "@chakra-ui/react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/react";
import { paths } from "../../paths";
import { useSession } from "../../session/session-context";
import { SideDrawerButton } from "./header-triggers";
import { MenuTree } from "./menu-tree";
import { type HeaderDrawerProps, useOpenUntilNavigation } from "./use-open-until-navigation";

/** Spec §9: the mobile menu drawer takes 50 % of the width. */
export const SIDE_DRAWER_SIZE = "50%";

/** Small screens: the menu plus the personal centre when logged in (spec §2). */
export function SideDrawer({ entries, tone, defaultOpen = false }: HeaderDrawerProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const openState = useOpenUntilNavigation(defaultOpen);
  return (
    <Drawer.Root {...openState} placement="end">
      <Drawer.Trigger asChild>
        <SideDrawerButton tone={tone} />
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content w={SIDE_DRAWER_SIZE} maxW={SIDE_DRAWER_SIZE} minW="0" data-testid="side-drawer">
            <Drawer.Header>
              <Drawer.Title>{t("menu.sideDrawer")}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <MenuTree entries={entries} />
              {user && (
                <ChakraLink asChild mt="6" display="block" fontWeight="bold" fontSize="lg" color="brand.700">
                  <Link to={paths.user()}>{t("nav.user")}</Link>
                </ChakraLink>
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("menu.close")} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
