import enCommon from "./en/common.json";
import enErrors from "./en/errors.json";
import enPages from "./en/pages.json";
import enPortal from "./en/portal.json";
import enSecurity from "./en/security.json";
import zhCommon from "./zh/common.json";
import zhErrors from "./zh/errors.json";
import zhPages from "./zh/pages.json";
import zhPortal from "./zh/portal.json";
import zhSecurity from "./zh/security.json";

/** All namespaces of both languages, bundled: the server and the browser render without a fetch. */
export const resources = {
  zh: { common: zhCommon, errors: zhErrors, pages: zhPages, portal: zhPortal, security: zhSecurity },
  en: { common: enCommon, errors: enErrors, pages: enPages, portal: enPortal, security: enSecurity },
} as const;

export const NAMESPACES = ["common", "errors", "pages", "portal", "security"] as const;
export type Namespace = (typeof NAMESPACES)[number];
