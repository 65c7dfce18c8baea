import { Hono } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../db/types";
import { compressResponse } from "../http/compression";
import { robotsTxt, sitemapEntries, sitemapXml } from "./sitemap";

/** `/robots.txt` and `/sitemap.xml`, with URLs on the public origin (server/http/public-origin.ts). */
export function seoRoutes(db: Kysely<Database>, origin: (requestUrl: string) => string): Hono {
  const r = new Hono();
  r.get("/robots.txt", (c) => c.text(robotsTxt(origin(c.req.url)), 200, { "cache-control": "public, max-age=3600" }));
  r.get("/sitemap.xml", async (c) => {
    const xml = sitemapXml(origin(c.req.url), await sitemapEntries(db));
    const res = c.body(xml, 200, { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=600" });
    return compressResponse(c.req.raw, res);
  });
  return r;
}
