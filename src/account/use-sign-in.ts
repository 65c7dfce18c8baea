import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import type { LoginResult } from "../../schemas/account";
import { notify } from "../layout/toaster";
import { safeRedirect } from "../paths";
import { sessionStorageApi } from "../session/storage";

/** Stores a new session (spec §3: token, then user info) and returns to where the visitor came from. */
export function useSignIn() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { t } = useTranslation("pages");
  return (result: LoginResult) => {
    notify({ type: "success", message: t("login.welcome", { name: result.userInfo.nickname }) });
    sessionStorageApi.setToken(result.token);
    sessionStorageApi.setUserInfo(result.userInfo);
    navigate(safeRedirect(params.get("redirect")), { replace: true });
  };
}
