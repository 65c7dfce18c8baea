import { NAMESPACES } from "../../locales/namespaces";
import type { Lang } from "../../schemas/lang";
import type { Bundle, Translator } from "./translator";

/** The id of the `<script type="application/json">` that carries the page's texts. */
export const PAGE_TEXTS_ID = "page-texts";

type Texts = Record<string, Bundle>;

/**
 * The visitor namespaces of one language as JSON safe inside a `<script>` element (`<` and `>`
 * escaped, so no text can close it or open a comment). Each page carries only its own language (decision 105).
 */
export function serializePageTexts(i18n: Translator, lang: Lang): string {
  const texts: Texts = {};
  for (const ns of NAMESPACES) {
    const bundle = i18n.getResourceBundle(lang, ns);
    if (bundle) texts[ns] = bundle;
  }
  return JSON.stringify(texts).replace(/</g, "\\u003c").replace(/>/g, "\\u003e");
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

/** Makes sure the translator holds `lang`'s texts, fetching them when it does not. */
export async function ensureTexts(i18n: Translator, lang: Lang): Promise<void> {
  if (NAMESPACES.every((ns) => i18n.hasResourceBundle(lang, ns))) return;
  for (const [ns, bundle] of Object.entries(await importTexts(lang))) i18n.addResourceBundle(lang, ns, bundle);
}
