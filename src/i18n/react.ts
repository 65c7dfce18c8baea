/**
 * react-i18next's hook, imported from here by the site's components (one import path for the
 * ~100 files that translate). The instance comes from `I18nextProvider` (entry.server.tsx,
 * entry.client.tsx); the translation itself is i18next's (decision 186).
 */
export { I18nextProvider, useTranslation } from "react-i18next";
