import { Dialog } from "@ark-ui/react/dialog";
import { Portal } from "@ark-ui/react/portal";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/react";
import { paths } from "../../paths";
import { useSession } from "../../session/session-context";
import { CloseButton } from "../../ui/close-button";
import { cx } from "../../ui/cx";
import { linkClass } from "../../ui/link";
import { SideDrawerButton } from "./header-triggers";
import { MenuTree } from "./menu-tree";
import popups from "./popups.module.css";
import styles from "./side-drawer.module.css";
import { type HeaderDrawerProps, useOpenUntilNavigation } from "./use-open-until-navigation";

/** Spec §9: the mobile menu drawer takes 50 % of the width (side-drawer.module.css). */
export const SIDE_DRAWER_SIZE = "50%";

/** Small screens: the menu plus the personal centre when logged in (spec §2). */
export function SideDrawer({ entries, tone, defaultOpen = false }: HeaderDrawerProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const openState = useOpenUntilNavigation(defaultOpen);
  return (
    <Dialog.Root {...openState} lazyMount unmountOnExit>
      <Dialog.Trigger asChild>
        <SideDrawerButton tone={tone} />
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop className={popups.backdrop} />
        <Dialog.Positioner className={cx(popups.positioner, popups.positionerEnd)}>
          <Dialog.Content className={cx(popups.drawer, popups.drawerEnd, styles.content)} data-testid="side-drawer">
            <div className={popups.drawerHeader}>
              <Dialog.Title className={popups.drawerTitle}>{t("menu.sideDrawer")}</Dialog.Title>
            </div>
            <div className={popups.drawerBody}>
              <MenuTree entries={entries} />
              {user && (
                <Link to={paths.user()} className={cx(linkClass, styles.userLink)}>
                  {t("nav.user")}
                </Link>
              )}
            </div>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("menu.close")} className={popups.closeTrigger} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
