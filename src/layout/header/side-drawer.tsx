import { Link as ChakraLink, CloseButton, Drawer, Portal } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { paths } from "../../paths";
import { useSession } from "../../session/session-context";
import { SideDrawerButton } from "./header-triggers";
import type { MenuEntry } from "./menu-items";
import { MenuTree } from "./menu-tree";

/** Spec §9: the mobile menu drawer takes 50 % of the width. */
export const SIDE_DRAWER_SIZE = "50%";

/** Small screens: the menu plus the personal centre when logged in (spec §2). */
export function SideDrawer({
  entries,
  tone,
  defaultOpen = false,
}: {
  entries: MenuEntry[];
  tone: "light" | "dark";
  defaultOpen?: boolean;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const location = useLocation();
  // Open at one location only: any navigation (a link in the drawer, back, forward) closes it.
  const [openAt, setOpenAt] = useState<string | null>(defaultOpen ? location.key : null);
  return (
    <Drawer.Root open={openAt === location.key} onOpenChange={(e) => setOpenAt(e.open ? location.key : null)} placement="end">
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
