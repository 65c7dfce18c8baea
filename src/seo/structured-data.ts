import type { WebsiteInfo } from "../../schemas/entities";
import { HTML_LANG, type Lang } from "../../schemas/lang";
import { absoluteUrl } from "./page-urls";

/** schema.org JSON-LD objects, rendered by React Router's meta as `<script type="application/ld+json">`. */
export type JsonLd = Record<string, unknown>;

const CONTEXT = "https://schema.org";

export const organizationId = (origin: string) => `${origin}/#organization`;

/** The company, from the website info (site config call). */
export function organizationLd(origin: string, site: WebsiteInfo): JsonLd {
  const logo = absoluteUrl(origin, site.colorfulLogo.url || site.logo.url);
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    "@id": organizationId(origin),
    name: site.siteName,
    url: `${origin}/`,
    ...(logo ? { logo } : {}),
    ...(site.email ? { email: site.email } : {}),
    ...(site.contactPhone ? { telephone: site.contactPhone } : {}),
    ...(site.siteAddress ? { address: { "@type": "PostalAddress", streetAddress: site.siteAddress } } : {}),
    ...(site.weiboLink ? { sameAs: [site.weiboLink] } : {}),
  };
}

/** Home › … › this page; each crumb a language-specific URL. */
export function breadcrumbLd(crumbs: ReadonlyArray<{ name: string; url: string }>): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({ "@type": "ListItem", position: i + 1, name: c.name, item: c.url })),
  };
}

export function productLd(args: {
  origin: string;
  url: string;
  name: string;
  description?: string;
  image?: string;
  brand: string;
}): JsonLd {
  const image = absoluteUrl(args.origin, args.image);
  return {
    "@context": CONTEXT,
    "@type": "Product",
    name: args.name,
    url: args.url,
    ...(args.description ? { description: args.description } : {}),
    ...(image ? { image: [image] } : {}),
    brand: { "@type": "Brand", name: args.brand },
    manufacturer: { "@id": organizationId(args.origin) },
  };
}

export function newsArticleLd(args: {
  origin: string;
  url: string;
  lang: Lang;
  headline: string;
  description?: string;
  image?: string;
  datePublished: string;
  publisher: string;
}): JsonLd {
  const image = absoluteUrl(args.origin, args.image);
  const organization = { "@type": "Organization", "@id": organizationId(args.origin), name: args.publisher };
  return {
    "@context": CONTEXT,
    "@type": "NewsArticle",
    headline: args.headline.length > 110 ? `${args.headline.slice(0, 109)}…` : args.headline,
    ...(args.description ? { description: args.description } : {}),
    ...(image ? { image: [image] } : {}),
    datePublished: args.datePublished,
    dateModified: args.datePublished,
    inLanguage: HTML_LANG[args.lang],
    mainEntityOfPage: args.url,
    author: organization,
    publisher: organization,
  };
}
