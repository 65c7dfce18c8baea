import "i18next";
import type { backOfficeResources } from "../../locales/back-office";

import type { resources } from "../../locales/index";

/**
 * Typed keys (decision 186): a key missing from the locale files (`pages:missing`) is a TypeScript
 * error (src/i18n/typed-keys.test.tsx). The key set is the English
 * locale files' (tests/unit/locales.test.ts keeps zh's the same); `common` is the default namespace.
 */
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: (typeof resources)["en"] & (typeof backOfficeResources)["en"] & { mail: typeof import("../../locales/en/mail.json") };
    returnNull: false;
  }
}
