import enCommon from "./en/common.json";
import enErrors from "./en/errors.json";
import enPages from "./en/pages.json";
import zhCommon from "./zh/common.json";
import zhErrors from "./zh/errors.json";
import zhPages from "./zh/pages.json";

/** All namespaces of both languages, bundled: the server and the browser render without a fetch. */
export const resources = {
  zh: { common: zhCommon, errors: zhErrors, pages: zhPages },
  en: { common: enCommon, errors: enErrors, pages: enPages },
} as const;

export const NAMESPACES = ["common", "errors", "pages"] as const;
export type Namespace = (typeof NAMESPACES)[number];
