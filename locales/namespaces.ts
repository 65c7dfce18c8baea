/** The visitor's namespaces (the back office adds its own, locales/back-office.ts); the first is the default. */
export const NAMESPACES = ["common", "errors", "pages", "portal", "security"] as const;
export type Namespace = (typeof NAMESPACES)[number];
