import { createContext, type ReactNode, useCallback, useContext, useDeferredValue, useEffect, useMemo, useSyncExternalStore } from "react";
import { useLocation, useNavigate } from "react-router";
import type { UserInfo } from "../../schemas/entities";
import { VISITOR_PATHS } from "../../schemas/visitor-paths";
import { useTranslation } from "../i18n/react";
import { tFor } from "../i18n/t-for";
import { notify } from "../layout/toaster";
import { paths } from "../paths";
import { currentLang, portal, setLoginNavigator } from "../portal/browser-portal";
import { isPersonalPage } from "./personal-pages";
import { loadCurrentUser } from "./startup";
import { sessionStorageApi } from "./storage";

interface Session {
  /** `id` present means logged in (spec §3). */
  user: UserInfo | null;
  logout(): Promise<void>;
}

/** Exported for stories and tests that show a signed-in state without a server. */
export const SessionContext = createContext<Session>({ user: null, logout: async () => {} });

// The server renders logged out: the token lives only in the browser.
const serverSnapshot = () => null;
let cachedRaw: string | null = null;
let cachedUser: UserInfo | null = null;
function snapshot(): UserInfo | null {
  const raw = typeof window === "undefined" ? null : window.localStorage.getItem("userInfo");
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = sessionStorageApi.getUserInfo();
  }
  return cachedUser;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  // The stored user differs from the server's (logged out) right after hydration, and React re-renders
  // a store's readers at once, in one task: on a personal page that drew the whole form or list in one
  // long task (300–400 ms in Lighthouse's mobile run). Deferred, the readers are drawn in a
  // transition, which React splits into short tasks (decision 210).
  const user = useDeferredValue(useSyncExternalStore(sessionStorageApi.subscribe, snapshot, serverSnapshot));
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation();

  useEffect(() => {
    // Spec §8: an ended session (000004) clears the user info everywhere (browser-portal.ts); only
    // the customer's own pages then go to log in, saying why. The back office logs in in place.
    const toLogin = () => {
      if (!isPersonalPage(window.location.pathname)) return;
      notify({ type: "info", message: tFor(currentLang())("common:session.ended") });
      navigate(paths.login(`${window.location.pathname}${window.location.search}`));
    };
    setLoginNavigator(toLogin);
    // Logged out in another tab: this tab's header follows at once (the store's own listener), and
    // a personal page goes to log in.
    const onStorage = (e: StorageEvent) => {
      if ((e.key === "token" && e.newValue === null) || e.key === null) toLogin();
    };
    window.addEventListener("storage", onStorage);
    void loadCurrentUser(portal, sessionStorageApi);
    return () => window.removeEventListener("storage", onStorage);
  }, [navigate]);

  const onUserPage = location.pathname.replace(/\/$/, "") === "/user";
  const logout = useCallback(async () => {
    try {
      await portal.post(VISITOR_PATHS.logout);
      notify({ type: "success", message: t("session.loggedOut") });
    } finally {
      sessionStorageApi.clearSession();
      if (onUserPage) navigate(paths.home(), { replace: true });
    }
  }, [navigate, onUserPage, t]);

  const value = useMemo(() => ({ user: user?.id != null ? user : null, logout }), [user, logout]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  return useContext(SessionContext);
}
