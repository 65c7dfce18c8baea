import { texts as en } from "./en";
import { texts as zh } from "./zh";

/** All visitor namespaces of both languages, for the server and tests; a page loads one language. */
export const resources = { zh, en } as const;

export { NAMESPACES, type Namespace } from "./namespaces";
