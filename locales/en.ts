import common from "./en/common.json";
import errors from "./en/errors.json";
import pages from "./en/pages.json";
import portal from "./en/portal.json";
import security from "./en/security.json";

/** The visitor's namespaces in one language: a page carries only its own language's texts (decision 105). */
export const texts = { common, errors, pages, portal, security };
