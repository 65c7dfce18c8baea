import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { paths } from "../paths";
import { sessionStorageApi } from "../session/storage";

/**
 * Pages for logged-in customers: without a token, go to login and come back afterwards. Reads the
 * token itself: the session context starts logged out while the page hydrates.
 */
export function useRequireLogin() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (!sessionStorageApi.getToken()) navigate(paths.login(`${location.pathname}${location.search}`), { replace: true });
  }, [navigate, location.pathname, location.search]);
}
