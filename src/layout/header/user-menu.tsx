import { Button, Menu, Portal } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { paths } from "../../paths";
import { useSession } from "../../session/session-context";
import { ChevronDownIcon } from "../icons";
import { toneButtonProps } from "./tone";

/** Logged in: the nickname with its dropdown; logged out: a login button (spec §2). */
export function UserMenu({ tone }: { tone: "light" | "dark" }) {
  const { t } = useTranslation();
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const onUserPage = location.pathname.replace(/\/$/, "") === "/user";
  if (!user) {
    return (
      <Button asChild size="sm" colorPalette="brand">
        <Link to={paths.login(`${location.pathname}${location.search}`)}>{t("nav.login")}</Link>
      </Button>
    );
  }
  // Staff see their back office too (spec §2's four entries stay as they are for customers).
  const role = (user as { role?: string }).role;
  const isLabStaff = role === "lab" || role === "admin";
  return (
    <Menu.Root positioning={{ placement: "bottom-end" }}>
      <Menu.Trigger asChild>
        <Button
          {...toneButtonProps(tone)}
          size="sm"
          aria-label={t("user.menu", { name: user.nickname })}
          maxW="full"
          data-testid="user-menu"
        >
          <span style={{ overflow: "hidden", textOverflow: "ellipsis", minWidth: 0 }}>{user.nickname}</span>
          <ChevronDownIcon />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="detecting" onSelect={() => navigate(paths.user("detecting"))}>
              {t("user.detecting")}
            </Menu.Item>
            <Menu.Item value="detectedCompleted" onSelect={() => navigate(paths.user("detectedCompleted"))}>
              {t("user.detectedCompleted")}
            </Menu.Item>
            {!onUserPage && (
              <Menu.Item value="editorialMaterial" onSelect={() => navigate(paths.user("editorialMaterial"))}>
                {t("user.editorialMaterial")}
              </Menu.Item>
            )}
            {(isLabStaff || role === "editor") && (
              <Menu.Item value="backOffice" onSelect={() => navigate(paths.admin())}>
                {t("backOffice")}
              </Menu.Item>
            )}
            {isLabStaff && (
              <Menu.Item value="lab" onSelect={() => navigate(paths.adminLab())}>
                {t("user.lab")}
              </Menu.Item>
            )}
            <Menu.Separator />
            <Menu.Item value="logout" onSelect={() => void logout()}>
              {t("user.logout")}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
