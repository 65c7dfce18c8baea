import { useNavigate, useSearchParams } from "react-router";
import type { LoginResult } from "../../schemas/account";
import { useTranslation } from "../i18n/react";
import { dismissErrors, notify } from "../layout/toaster";
import { safeRedirect } from "../paths";
import { sessionStorageApi } from "../session/storage";

/** After signing in: back to `?redirect=` (the /login/ page), or stay where the form is (the back office's login screen). */
export type AfterSignIn = "redirect" | "stay";

/** Stores a new session (spec §3: token, then user info) and returns to where the visitor came from. */
export function useSignIn(after: AfterSignIn = "redirect") {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { t } = useTranslation("pages");
  return (result: LoginResult) => {
    // A wrong password's error toast must not outlive the login that then succeeded.
    dismissErrors();
    notify({ type: "success", message: t("login.welcome", { name: result.userInfo.nickname }) });
    sessionStorageApi.setToken(result.token);
    sessionStorageApi.setUserInfo(result.userInfo);
    if (after === "redirect") navigate(safeRedirect(params.get("redirect")), { replace: true });
  };
}
