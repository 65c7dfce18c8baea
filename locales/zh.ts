import common from "./zh/common.json";
import errors from "./zh/errors.json";
import pages from "./zh/pages.json";
import portal from "./zh/portal.json";
import security from "./zh/security.json";

/** The visitor's namespaces in one language: a page carries only its own language's texts (decision 105). */
export const texts = { common, errors, pages, portal, security };
