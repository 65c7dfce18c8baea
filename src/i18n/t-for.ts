import type { TFunction } from "i18next";
import { NAMESPACES } from "../../locales/namespaces";
import type { Lang } from "../../schemas/lang";
import type { I18n } from "./instance";

let provided: I18n | undefined;

/**
 * Sets the i18next instance that code outside React's tree uses: the server's holds both languages
 * (entry.server.tsx), the browser's the page's language and any it switched to (entry.client.tsx).
 */
export function provideTexts(i18n: I18n): void {
  provided = i18n;
}

type VisitorNamespaces = typeof NAMESPACES extends readonly [...infer N] ? N : never;

/**
 * For code outside React's tree (meta functions, the portal client's fallback message): bare keys
 * are `common`'s, the other visitor namespaces are named (`errors:requestFailed`).
 */
export function tFor(lang: Lang): TFunction<[...VisitorNamespaces]> {
  if (!provided) throw new Error("tFor() called before provideTexts()");
  return provided.getFixedT(lang, [...NAMESPACES]);
}
