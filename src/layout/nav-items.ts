import { paths } from "../paths";

/** The five top-level menu entries of spec §2 (sub-links arrive with the full header). */
export const NAV_ITEMS = [
  { key: "about", to: paths.about() },
  { key: "protein", to: paths.protein() },
  { key: "testingServices", to: paths.testingServices() },
  { key: "consult", to: paths.consult() },
  { key: "contact", to: paths.contact() },
] as const;
