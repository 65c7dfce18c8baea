import type { CustomTypeOptions } from "i18next";
import type { MetaDescriptor } from "react-router";
import { HTML_LANG } from "../schemas/lang";
import { tFor } from "./i18n/t-for";
import type { RootData } from "./root-data";
import { absoluteUrl, alternateUrls, pageUrl, shareImageUrl } from "./seo/page-urls";
import { breadcrumbLd, type JsonLd, organizationLd } from "./seo/structured-data";

type Matches = ReadonlyArray<{ id: string; pathname?: string; data?: unknown } | undefined>;

type PagesTexts = CustomTypeOptions["resources"]["pages"];
/** A page of pages.json that has a `title` (`about` for `pages:about.title`). */
export type PageTitleKey = { [K in keyof PagesTexts]: PagesTexts[K] extends { title: string } ? K : never }[keyof PagesTexts];

export interface PageMetaExtra {
  title?: string;
  description?: string;
  keywords?: string;
  /** Share image (Open Graph, Twitter); the site logo when absent. */
  image?: string;
  /** The page's location (meta args); without it, the matched path with no query. */
  location?: { pathname: string; search: string };
  /** Breadcrumbs between Home and this page. */
  parents?: ReadonlyArray<{ titleKey: PageTitleKey; path: string }>;
  /** The page's main entity in JSON-LD (Product, NewsArticle), given the page's absolute URL. */
  entity?: (page: { origin: string; url: string; title: string; description?: string; image?: string; siteName: string }) => JsonLd;
  ogType?: "website" | "article";
  /** The page asks search engines to leave it out (an editor's "hide from search engines"). */
  noindex?: boolean;
}

/** Pages for one person or for staff, the report check, shared drafts and the 404: kept out of search engines (robots.txt disallows most too). */
const NOT_INDEXED = new Set<PageTitleKey>([
  "login",
  "user",
  "sampleTesting",
  "dataComparison",
  "notFound",
  "admin",
  "adminLab",
  "verify",
  "pagePreview",
]);

/**
 * `<title>` and description in the page's language ("Page | Site name"), and for public pages what
 * search engines and link previews read: canonical URL, hreflang alternates (zh-CN, en-US,
 * x-default), Open Graph and Twitter tags, and JSON-LD (Organization, BreadcrumbList, the page's entity).
 */
export function pageMeta(matches: Matches, titleKey: PageTitleKey, extra: PageMetaExtra = {}): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === "root")?.data as RootData | undefined;
  const lang = root?.lang ?? "en";
  const t = tFor(lang);
  const title = extra.title ?? t(`pages:${titleKey}.title`);
  const site = root?.websiteInfo?.siteName || t("pages:siteTitleSuffix");
  const fullTitle = `${title} | ${site}`;
  const tags: MetaDescriptor[] = [{ title: fullTitle }];
  if (extra.description) tags.push({ name: "description", content: extra.description });
  if (extra.keywords) tags.push({ name: "keywords", content: extra.keywords });
  if (NOT_INDEXED.has(titleKey) || extra.noindex) return [...tags, { name: "robots", content: "noindex" }];
  if (!root?.origin) return tags;

  const origin = root.origin;
  const location = extra.location ?? { pathname: matches.at(-1)?.pathname ?? "/", search: "" };
  const url = pageUrl(origin, location, lang);
  const image = absoluteUrl(origin, shareImageUrl(extra.image || root.websiteInfo?.colorfulLogo.url || root.websiteInfo?.logo.url));
  tags.push(
    { tagName: "link", rel: "canonical", href: url },
    ...alternateUrls(origin, location).map((a) => ({ tagName: "link", rel: "alternate", hrefLang: a.hrefLang, href: a.href })),
    { property: "og:type", content: extra.ogType ?? "website" },
    { property: "og:site_name", content: site },
    { property: "og:title", content: fullTitle },
    { property: "og:url", content: url },
    { property: "og:locale", content: HTML_LANG[lang].replace("-", "_") },
    { property: "og:locale:alternate", content: HTML_LANG[lang === "zh" ? "en" : "zh"].replace("-", "_") },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: fullTitle },
  );
  if (extra.description) {
    tags.push({ property: "og:description", content: extra.description }, { name: "twitter:description", content: extra.description });
  }
  if (image) tags.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });

  const jsonLd: JsonLd[] = [];
  if (root.websiteInfo) jsonLd.push(organizationLd(origin, root.websiteInfo));
  if (titleKey !== "index") {
    const home = { name: t("pages:index.title"), url: pageUrl(origin, { pathname: "/" }, lang) };
    const parents = (extra.parents ?? []).map((p) => ({
      name: t(`pages:${p.titleKey}.title`),
      url: pageUrl(origin, { pathname: p.path }, lang),
    }));
    jsonLd.push(breadcrumbLd([home, ...parents, { name: title, url }]));
  }
  if (extra.entity) {
    jsonLd.push(extra.entity({ origin, url, title, description: extra.description, image: shareImageUrl(extra.image), siteName: site }));
  }
  for (const ld of jsonLd) tags.push({ "script:ld+json": ld });
  return tags;
}

export function rootLang(matches: Matches): "zh" | "en" {
  return (matches.find((m) => m?.id === "root")?.data as RootData | undefined)?.lang ?? "en";
}

/** Keywords joined the way columns write them ("a,b,c"), empty parts left out. */
export function joinKeywords(...parts: Array<string | null | undefined>): string | undefined {
  return (
    parts
      .map((p) => p?.trim())
      .filter(Boolean)
      .join(",") || undefined
  );
}
