import { Menu } from "@ark-ui/react/menu";
import { Portal } from "@ark-ui/react/portal";
import { useLocation, useNavigate } from "react-router";
import { useTranslation } from "../../i18n/react";
import { paths } from "../../paths";
import { useSession } from "../../session/session-context";
import { UserButton } from "./header-triggers";
import { HEADER_MENU_POSITIONING } from "./menu-positioning";
import styles from "./popups.module.css";
import type { Tone } from "./tone";

/** The logged-in user's dropdown (spec §2); logged out, the header shows a login button instead (`header-controls.tsx`). */
export function UserMenu({ tone, defaultOpen = false }: { tone: Tone; defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const onUserPage = location.pathname.replace(/\/$/, "") === "/user";
  if (!user) return null;
  // Staff see their back office too (spec §2's four entries stay as they are for customers).
  const role = (user as { role?: string }).role;
  const isLabStaff = role === "lab" || role === "admin";
  return (
    <Menu.Root positioning={HEADER_MENU_POSITIONING} defaultOpen={defaultOpen} lazyMount unmountOnExit>
      <Menu.Trigger asChild>
        <UserButton tone={tone} nickname={user.nickname} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content className={styles.menuContent}>
            <Menu.Item className={styles.menuItem} value="detecting" onSelect={() => navigate(paths.user("detecting"))}>
              {t("user.detecting")}
            </Menu.Item>
            <Menu.Item className={styles.menuItem} value="detectedCompleted" onSelect={() => navigate(paths.user("detectedCompleted"))}>
              {t("user.detectedCompleted")}
            </Menu.Item>
            {!onUserPage && (
              <Menu.Item className={styles.menuItem} value="editorialMaterial" onSelect={() => navigate(paths.user("editorialMaterial"))}>
                {t("user.editorialMaterial")}
              </Menu.Item>
            )}
            {(isLabStaff || role === "editor") && (
              <Menu.Item className={styles.menuItem} value="backOffice" onSelect={() => navigate(paths.admin())}>
                {t("backOffice")}
              </Menu.Item>
            )}
            {isLabStaff && (
              <Menu.Item className={styles.menuItem} value="lab" onSelect={() => navigate(paths.adminLab())}>
                {t("user.lab")}
              </Menu.Item>
            )}
            <Menu.Separator className={styles.menuSeparator} />
            <Menu.Item className={styles.menuItem} value="logout" onSelect={() => void logout()}>
              {t("user.logout")}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
