import enCommon from "./en/common.json";
import enEditor from "./en/editor.json";
import enErrors from "./en/errors.json";
import enPages from "./en/pages.json";
import zhCommon from "./zh/common.json";
import zhEditor from "./zh/editor.json";
import zhErrors from "./zh/errors.json";
import zhPages from "./zh/pages.json";

/** All namespaces of both languages, bundled: the server and the browser render without a fetch. */
export const resources = {
  zh: { common: zhCommon, errors: zhErrors, pages: zhPages, editor: zhEditor },
  en: { common: enCommon, errors: enErrors, pages: enPages, editor: enEditor },
} as const;

export const NAMESPACES = ["common", "errors", "pages", "editor"] as const;
export type Namespace = (typeof NAMESPACES)[number];
