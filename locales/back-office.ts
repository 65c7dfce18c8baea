import enAdmin from "./en/admin.json";
import enEditor from "./en/editor.json";
import zhAdmin from "./zh/admin.json";
import zhEditor from "./zh/editor.json";

/**
 * Namespaces only the back office reads. They are not part of `resources` (locales/index.ts), so no
 * visitor downloads them: the server translates with them, and the /admin layout adds them to the
 * page's i18n instance (src/admin/back-office-i18n.ts).
 */
export const backOfficeResources = {
  zh: { admin: zhAdmin, editor: zhEditor },
  en: { admin: enAdmin, editor: enEditor },
} as const;

export const BACK_OFFICE_NAMESPACES = ["admin", "editor"] as const;
