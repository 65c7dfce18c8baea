import type { ResourceLanguage } from "i18next";
import { NAMESPACES } from "../../locales/namespaces";
import type { Lang } from "../../schemas/lang";
import type { I18n } from "./instance";

/** The id of the `<script type="application/json">` that carries the page's texts. */
export const PAGE_TEXTS_ID = "page-texts";

type Texts = ResourceLanguage;

/** JSON already made, by the first bundle of the set it was made from. */
const serialized = new WeakMap<object, { bundles: unknown[]; json: string }>();

/**
 * The visitor namespaces of one language as JSON safe inside a `<script>` element (`<` and `>`
 * escaped, so no text can close it or open a comment). Each page carries only its own language (decisions 105 and 186).
 */
export function serializePageTexts(i18n: I18n, lang: Lang): string {
  const bundles = NAMESPACES.map((ns) => i18n.getResourceBundle(lang, ns));
  // Every server render of a language holds the very same bundles: their JSON is made once.
  const first = bundles.find((b) => b !== undefined);
  const known = first ? serialized.get(first) : undefined;
  if (known?.bundles.every((b, i) => b === bundles[i])) return known.json;
  const texts: Texts = {};
  NAMESPACES.forEach((ns, i) => {
    const bundle = bundles[i];
    if (bundle) texts[ns] = bundle;
  });
  const json = JSON.stringify(texts).replace(/</g, "\\u003c").replace(/>/g, "\\u003e");
  if (first) serialized.set(first, { bundles, json });
  return json;
}

/** The texts the server wrote into the page, or undefined when the page has none. */
export function readPageTexts(doc: Document): Texts | undefined {
  const json = doc.getElementById(PAGE_TEXTS_ID)?.textContent;
  return json ? (JSON.parse(json) as Texts) : undefined;
}

/** Fetches a language's texts (a chunk of its own), for a switch to it. */
export async function importTexts(lang: Lang): Promise<Texts> {
  const { texts } = lang === "zh" ? await import("../../locales/zh") : await import("../../locales/en");
  return texts;
}

/** Makes sure the i18next instance holds `lang`'s texts, fetching them when it does not. */
export async function ensureTexts(i18n: I18n, lang: Lang): Promise<void> {
  if (NAMESPACES.every((ns) => i18n.hasResourceBundle(lang, ns))) return;
  for (const [ns, bundle] of Object.entries(await importTexts(lang))) i18n.addResourceBundle(lang, ns, bundle);
}
