import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import type { WebsiteInfo } from "../../schemas/entities";
import { pageMeta } from "../../src/page-meta";
import type { RootData } from "../../src/root-data";
import { productLd } from "../../src/seo/structured-data";

const img = (url: string) => ({ url, alt: "" });
const websiteInfo: WebsiteInfo = {
  siteName: "Anru Bio",
  footerHeadline: "",
  footerSubheadline: "",
  logo: img("/demo/logo-white.svg"),
  colorfulLogo: img("/demo/logo-color.svg"),
  icon: { url: "/favicon.ico" },
  copyrightInfo: "",
  recordNo: "",
  recordUrl: "",
  contactPhone: "400-820-6688",
  siteAddress: "1288 Binjiang Avenue",
  email: "service@example.com",
  weixinImg: img(""),
  douyinImg: img(""),
  xiaohongshuImg: img(""),
  weiboLink: "https://weibo.com/",
};
const root = (lang: "zh" | "en"): RootData => ({
  lang,
  websiteInfo,
  classList: [],
  menu: null,
  firstDetectionStepId: 1,
  publicPortalUrl: "",
  origin: "https://www.example.com",
});
const matches = (lang: "zh" | "en") => [{ id: "root", pathname: "/", data: root(lang) }];

const links = (tags: MetaDescriptor[], rel: string) =>
  tags.filter((t) => "tagName" in t && t.tagName === "link" && t.rel === rel) as Array<Record<string, string>>;
const prop = (tags: MetaDescriptor[], key: string) =>
  (tags.find((t) => ("property" in t && t.property === key) || ("name" in t && t.name === key)) as { content?: string } | undefined)
    ?.content;
const jsonLd = (tags: MetaDescriptor[]) =>
  tags.filter((t) => "script:ld+json" in t).map((t) => (t as Record<string, unknown>)["script:ld+json"]);

describe("page metadata for search engines", () => {
  const protein = pageMeta(matches("en"), "protein", {
    title: "Products",
    description: "High-activity lactoferrin",
    image: "/demo/banner-1.svg",
    location: { pathname: "/protein/", search: "?utm_source=x&lang=en" },
    entity: ({ origin, url, title, description, image, siteName }) =>
      productLd({ origin, url, name: title, description, image, brand: siteName }),
  });

  it("canonical URL of the served language and hreflang alternates zh-CN, en-US, x-default", () => {
    expect(links(protein, "canonical")).toEqual([{ tagName: "link", rel: "canonical", href: "https://www.example.com/protein/?lang=en" }]);
    expect(links(protein, "alternate").map((l) => [l.hrefLang, l.href])).toEqual([
      ["zh-CN", "https://www.example.com/protein/?lang=zh"],
      ["en-US", "https://www.example.com/protein/?lang=en"],
      ["x-default", "https://www.example.com/protein/"],
    ]);
    const consult = pageMeta(matches("zh"), "consult", { location: { pathname: "/consult/", search: "?code=company&page=2&x=1" } });
    expect(links(consult, "canonical")[0]?.href).toBe("https://www.example.com/consult/?code=company&page=2&lang=zh");
  });

  it("Open Graph and Twitter tags carry the title, description and the absolute page image", () => {
    expect(prop(protein, "og:title")).toBe("Products | Anru Bio");
    expect(prop(protein, "og:description")).toBe("High-activity lactoferrin");
    // Link previews do not render SVG: the build's JPEG of the demo image.
    expect(prop(protein, "og:image")).toBe("https://www.example.com/demo/share/banner-1.jpg");
    expect(prop(protein, "og:locale")).toBe("en_US");
    expect(prop(protein, "twitter:card")).toBe("summary_large_image");
    expect(prop(protein, "twitter:image")).toBe("https://www.example.com/demo/share/banner-1.jpg");
  });

  it("JSON-LD: Organization from website info, BreadcrumbList, and the page's Product", () => {
    const [org, crumbs, product] = jsonLd(protein) as Array<Record<string, unknown>>;
    expect(org).toMatchObject({
      "@type": "Organization",
      name: "Anru Bio",
      telephone: "400-820-6688",
      logo: "https://www.example.com/demo/logo-color.svg",
    });
    expect(crumbs).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { position: 1, name: "Home", item: "https://www.example.com/?lang=en" },
        { position: 2, name: "Products", item: "https://www.example.com/protein/?lang=en" },
      ],
    });
    expect(product).toMatchObject({
      "@type": "Product",
      name: "Products",
      brand: { name: "Anru Bio" },
      image: ["https://www.example.com/demo/share/banner-1.jpg"],
    });
  });

  it("personal pages and the 404 get noindex and no canonical", () => {
    for (const key of ["login", "user", "sampleTesting", "dataComparison", "notFound"] as const) {
      const tags = pageMeta(matches("zh"), key);
      expect(prop(tags, "robots"), key).toBe("noindex");
      expect(links(tags, "canonical"), key).toEqual([]);
    }
  });
});
