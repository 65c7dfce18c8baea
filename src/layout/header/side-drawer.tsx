import { Link } from "react-router";
import { useTranslation } from "../../i18n/react";
import { paths } from "../../paths";
import { useSession } from "../../session/session-context";
import { cx } from "../../ui/cx";
import { linkClass } from "../../ui/link";
import { DrawerFrame } from "./drawer-frame";
import { SideDrawerButton } from "./header-triggers";
import { MenuTree } from "./menu-tree";
import styles from "./side-drawer.module.css";
import type { HeaderDrawerProps } from "./use-open-until-navigation";

/** Small screens: the menu plus the personal centre when logged in (spec §2). */
export function SideDrawer({ entries, tone, defaultOpen = false }: HeaderDrawerProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <DrawerFrame
      trigger={<SideDrawerButton tone={tone} />}
      placement="end"
      title={t("menu.sideDrawer")}
      panelClassName={styles.content}
      closeSize="sm"
      defaultOpen={defaultOpen}
      data-testid="side-drawer"
    >
      <MenuTree entries={entries} />
      {user && (
        <Link to={paths.user()} className={cx(linkClass, styles.userLink)}>
          {t("nav.user")}
        </Link>
      )}
    </DrawerFrame>
  );
}
