import { Link as ChakraLink, CloseButton, Drawer, IconButton, Portal } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { paths } from "../../paths";
import { useSession } from "../../session/session-context";
import { MenuIcon } from "../icons";
import type { MenuEntry } from "./menu-items";
import { MenuTree } from "./menu-tree";
import { toneButtonProps } from "./tone";

/** Spec §9: the mobile menu drawer takes 50 % of the width. */
export const SIDE_DRAWER_SIZE = "50%";

/** Small screens: the menu plus the personal centre when logged in (spec §2). */
export function SideDrawer({ entries, tone }: { entries: MenuEntry[]; tone: "light" | "dark" }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the location changes
  useEffect(() => setOpen(false), [location.key]);
  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="end">
      <Drawer.Trigger asChild>
        <IconButton
          aria-label={t("menu.open")}
          {...toneButtonProps(tone)}
          display={{ base: "inline-flex", lg: "none" }}
          data-testid="side-drawer-trigger"
        >
          <MenuIcon />
        </IconButton>
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
