import { Link, useLocation } from "react-router";
import { useTranslation } from "../../i18n/react";
import { paths } from "../../paths";
import { useSession } from "../../session/session-context";
import { buttonClass } from "../../ui/button";
import { FullDrawerButton, LanguageButton, SideDrawerButton, UserButton } from "./header-triggers";
import type { MenuEntry } from "./menu-items";
import { OnDemandPopup } from "./on-demand-popup";
import type { Tone } from "./tone";
// The popups' styles ship with the site's stylesheet, not with their on-demand chunk: a chunk with
// styles of its own is preloaded with <link rel="modulepreload">, and Chromium keeps a failed
// preload's failure, so the click after a failed load never fetched the code again (decision 101).
import "./popups.module.css";
import "./menu-tree.module.css";
import "./side-drawer.module.css";
import "./full-screen-drawer.module.css";

export function LanguageControl({ tone }: { tone: Tone }) {
  return (
    <OnDemandPopup
      kind="menu"
      trigger={(props) => <LanguageButton tone={tone} {...props} />}
      popup={({ LanguageMenu }) => <LanguageMenu tone={tone} defaultOpen />}
    />
  );
}

/** Logged in: the nickname with its dropdown; logged out: a login button (spec §2). */
export function UserControl({ tone }: { tone: Tone }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const location = useLocation();
  if (!user) {
    // On the login page itself the form is the way in: a second "Log in" would only repeat it.
    if (location.pathname.replace(/\/$/, "") === "/login") return null;
    return (
      <Link to={paths.login(`${location.pathname}${location.search}`)} className={buttonClass({ size: "sm" })}>
        {t("nav.login")}
      </Link>
    );
  }
  return (
    <OnDemandPopup
      kind="menu"
      trigger={(props) => <UserButton tone={tone} nickname={user.nickname} {...props} />}
      popup={({ UserMenu }) => <UserMenu tone={tone} defaultOpen />}
    />
  );
}

export function SideDrawerControl({ entries, tone }: { entries: MenuEntry[]; tone: Tone }) {
  return (
    <OnDemandPopup
      kind="dialog"
      trigger={(props) => <SideDrawerButton tone={tone} {...props} />}
      popup={({ SideDrawer }) => <SideDrawer entries={entries} tone={tone} defaultOpen />}
    />
  );
}

export function FullDrawerControl({ entries, tone }: { entries: MenuEntry[]; tone: Tone }) {
  return (
    <OnDemandPopup
      kind="dialog"
      trigger={(props) => <FullDrawerButton tone={tone} {...props} />}
      popup={({ FullScreenDrawer }) => <FullScreenDrawer entries={entries} tone={tone} defaultOpen />}
    />
  );
}
