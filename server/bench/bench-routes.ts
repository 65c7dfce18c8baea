import { timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../db/types";
import { getPublishedPage, publishPage } from "../services/pages";

/**
 * Endpoints for `npm run bench` only, mounted when BENCH_TOKEN is set and answering only requests
 * that carry it (`x-bench-token`): a bare endpoint answering a constant JSON of a given size (the
 * baseline the portal reads are compared with, in the same process), and a publish of a page
 * through server/services/pages.ts (the editor's admin publish call is not on this branch).
 */
export function benchRoutes(db: Kysely<Database>, token: string): Hono {
  const r = new Hono();
  const expected = Buffer.from(token);
  r.use("/__bench/*", async (c, next) => {
    const given = Buffer.from(c.req.header("x-bench-token") ?? "");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return c.notFound();
    await next();
  });
  const constants = new Map<number, string>();
  r.post("/__bench/constant", (c) => {
    const bytes = Math.min(Math.max(Number(c.req.query("bytes")) || 64, 64), 1_000_000);
    let body = constants.get(bytes);
    if (!body) {
      const shell = '{"code":"000000","message":"","data":""}';
      body = `{"code":"000000","message":"","data":"${"x".repeat(bytes - shell.length)}"}`;
      constants.set(bytes, body);
    }
    return c.body(body, 200, { "content-type": "application/json; charset=utf-8" });
  });
  // Sets the English heading of the page's first block that has one: text every visitor sees.
  r.post("/__bench/publish", async (c) => {
    const { slug, heading } = (await c.req.json()) as { slug: string; heading: string };
    const doc = structuredClone((await getPublishedPage(db, slug)).document);
    const block = doc.blocks.find((b) => typeof (b.props as { heading?: { en?: unknown } }).heading?.en === "string");
    if (!block) return c.json({ error: "no block with a heading" }, 400);
    (block.props as { heading: { en: string } }).heading.en = heading;
    const version = await publishPage(db, doc, null);
    return c.json({ version });
  });
  return r;
}
