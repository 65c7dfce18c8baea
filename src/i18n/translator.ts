import type { Lang } from "../../schemas/lang";

/** One namespace's texts: nested objects whose leaves are strings. */
export type Bundle = { readonly [key: string]: string | Bundle };
export type Resources = Partial<Record<Lang, Readonly<Record<string, Bundle>>>>;

export type TOptions = { readonly count?: number } & Readonly<Record<string, unknown>>;
/** Translates a key (`key.path` or `namespace:key.path`), filling `{{name}}` from the options. */
export type TFunction = (key: string, options?: TOptions) => string;

export type Translator = {
  readonly language: Lang;
  /** Translates in the current language and the default namespace. */
  readonly t: TFunction;
  /** The same function for the same language and namespaces, whoever asks. */
  getFixedT(lang: Lang, namespaces?: string | readonly string[]): TFunction;
  changeLanguage(lang: Lang): Promise<void>;
  hasResourceBundle(lang: Lang, namespace: string): boolean;
  getResourceBundle(lang: Lang, namespace: string): Bundle | undefined;
  addResourceBundle(lang: Lang, namespace: string, bundle: Bundle): void;
  /** Called after every language change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
};

export type TranslatorOptions = {
  resources: Resources;
  lang: Lang;
  defaultNamespace: string;
  /** Where a key missing in the asked language is looked up next; none: the key itself is shown. */
  fallbackLang?: Lang;
};

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;
const pluralRules = new Map<Lang, Intl.PluralRules>();

function pluralOf(lang: Lang, count: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  return rules.select(count);
}

function find(bundle: Bundle | undefined, path: string): string | undefined {
  let node: string | Bundle | undefined = bundle;
  for (const part of path.split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

function interpolate(text: string, options: TOptions | undefined): string {
  if (!options || !text.includes("{{")) return text;
  // A value that was not passed at all keeps its placeholder, so the omission shows; one passed
  // empty (null or undefined) reads as nothing.
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    if (!Object.hasOwn(options, name)) return whole;
    const value = options[name];
    return value === undefined || value === null ? "" : String(value);
  });
}

/**
 * The site's translator: nested JSON texts per language and namespace, `{{name}}` placeholders
 * (not escaped: React escapes what it renders) and plural keys chosen by `Intl.PluralRules`
 * (`key_one`, `key_other`, and `key_zero` for a count of 0). It replaces i18next, whose features
 * beyond these the site never used, for ~17 KB less script on every page (decision 105).
 */
export function createTranslator({ resources, lang, defaultNamespace, fallbackLang }: TranslatorOptions): Translator {
  const store: Record<string, Record<string, Bundle>> = {};
  for (const [l, namespaces] of Object.entries(resources)) store[l] = { ...namespaces };
  const listeners = new Set<() => void>();
  // One function per language and namespaces: every component asks for its `t` on each render.
  const fixedTs = new Map<string, TFunction>();
  let language = lang;

  function lookup(l: Lang, namespace: string, key: string, count: number | undefined): string | undefined {
    const bundle = store[l]?.[namespace];
    if (typeof count === "number") {
      const forCount = (count === 0 ? find(bundle, `${key}_zero`) : undefined) ?? find(bundle, `${key}_${pluralOf(l, count)}`);
      if (forCount !== undefined) return forCount;
    }
    return find(bundle, key);
  }

  function getFixedT(l: Lang, namespaces: string | readonly string[] = defaultNamespace): TFunction {
    const searched = typeof namespaces === "string" ? [namespaces] : [...namespaces];
    const cacheKey = `${l}:${searched.join(",")}`;
    const cached = fixedTs.get(cacheKey);
    if (cached) return cached;
    const t: TFunction = (fullKey, options) => {
      const colon = fullKey.indexOf(":");
      const key = colon >= 0 ? fullKey.slice(colon + 1) : fullKey;
      const inNamespaces = colon >= 0 ? [fullKey.slice(0, colon)] : searched;
      for (const candidate of fallbackLang && fallbackLang !== l ? [l, fallbackLang] : [l]) {
        for (const namespace of inNamespaces) {
          const text = lookup(candidate, namespace, key, options?.count);
          if (text !== undefined) return interpolate(text, options);
        }
      }
      return key;
    };
    fixedTs.set(cacheKey, t);
    return t;
  }

  const translator: Translator = {
    get language() {
      return language;
    },
    get t() {
      return getFixedT(language);
    },
    getFixedT,
    changeLanguage(next) {
      if (next !== language) {
        language = next;
        for (const listener of listeners) listener();
      }
      return Promise.resolve();
    },
    hasResourceBundle: (l, namespace) => store[l]?.[namespace] !== undefined,
    getResourceBundle: (l, namespace) => store[l]?.[namespace],
    addResourceBundle(l, namespace, bundle) {
      store[l] = { ...store[l], [namespace]: bundle };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return translator;
}
