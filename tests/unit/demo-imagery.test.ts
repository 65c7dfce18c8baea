import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { demoContent } from "../../server/db/seed/demo-content";
import { demoPages } from "../../server/db/seed/demo-pages";

// The demo site should look like a real company's: every news item has its own cover, no picture
// shows twice on one page, and every picture in public/demo is accounted for in CREDITS.md.
const demoDir = path.resolve("public/demo");
const { banners, columns, contentData, news } = demoContent;

type Props = Record<string, unknown>;
const str = (v: unknown): string => (typeof v === "string" ? v : "");

/** The news a newsList block shows: the newest `count` (of its category when it names one). */
const newsShown = (props: Props): string[] =>
  [...news]
    .filter((n) => !str(props.categoryCode) || n.classCode === props.categoryCode)
    .sort((a, b) => str(b.publishTime).localeCompare(str(a.publishTime)))
    .slice(0, Number(props.count) || 0)
    .map((n) => n.cover);

/** Every image a block puts on its page. */
const blockImages = (type: string, props: Props): string[] => {
  if (type === "banner") return banners.filter((b) => b.position === props.position).map((b) => b.image);
  if (type === "column") return columns.filter((c) => c.code === props.columnCode).map((c) => c.image);
  if (type === "newsList") return newsShown(props);
  const own = str(props.image) ? [str(props.image)] : [];
  const listed = str(props.columnCode)
    ? contentData.filter((d) => d.columnCode === props.columnCode).map((d) => str((d as { image?: unknown }).image))
    : [];
  return [...own, ...listed];
};

const pageImages = demoPages.map((page) => ({
  slug: page.slug,
  images: page.blocks.flatMap((b) => blockImages(b.type, b.props as Props)).filter((url) => url !== ""),
}));

/** Every "/demo/…" string anywhere in the demo content and pages. */
const referenced = (value: unknown, into: Set<string> = new Set()): Set<string> => {
  if (typeof value === "string" && value.startsWith("/demo/")) into.add(value);
  else if (Array.isArray(value)) for (const v of value) referenced(v, into);
  else if (value && typeof value === "object") for (const v of Object.values(value)) referenced(v, into);
  return into;
};

const duplicates = (list: string[]): string[] => [...new Set(list.filter((x, i) => list.indexOf(x) !== i))];

describe("demo imagery", () => {
  it("gives every news item its own cover", () => {
    expect(news.length).toBeGreaterThan(0);
    expect(duplicates(news.map((n) => n.cover))).toEqual([]);
  });

  it("shows no image twice on one page (banner slides, page header, blocks, listed items)", () => {
    // The resolver has to see the pages' pictures, or this test would pass vacuously.
    expect(pageImages.find((p) => p.slug === "index")?.images.length).toBeGreaterThan(5);
    for (const { slug, images } of pageImages) expect(duplicates(images), slug).toEqual([]);
  });

  it("shows no news cover again as the news page's header", () => {
    const header = columns.find((c) => c.code === "consult")?.image;
    expect(news.map((n) => n.cover)).not.toContain(header);
  });

  it("gives each banner position its own images", () => {
    const byPosition = new Map<string, string[]>();
    for (const b of banners) byPosition.set(b.position, [...(byPosition.get(b.position) ?? []), b.image]);
    for (const [position, images] of byPosition) expect(duplicates(images), position).toEqual([]);
  });

  it("refers only to files that exist in public/demo", () => {
    const urls = [...referenced(demoContent), ...referenced(demoPages)];
    expect(urls.length).toBeGreaterThan(10);
    const missing = urls.filter((url) => !fs.existsSync(path.join(demoDir, url.slice("/demo/".length))));
    expect(missing).toEqual([]);
  });

  it("lists every file of public/demo in CREDITS.md", () => {
    const credits = fs.readFileSync(path.join(demoDir, "CREDITS.md"), "utf8");
    const rows = new Set([...credits.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1] ?? ""));
    const files = fs.readdirSync(demoDir).filter((f) => f !== "CREDITS.md");
    expect(files.filter((f) => !rows.has(f))).toEqual([]);
    expect([...rows].filter((f) => !files.includes(f))).toEqual([]);
  });

  it("keeps every SVG a valid-looking drawing with a viewBox, width and height", () => {
    for (const f of fs.readdirSync(demoDir).filter((n) => n.endsWith(".svg"))) {
      const svg = fs.readFileSync(path.join(demoDir, f), "utf8");
      expect(svg, f).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="[\d .]+" width="\d+" height="\d+"/);
      expect(svg.trimEnd().endsWith("</svg>"), f).toBe(true);
    }
  });
});
