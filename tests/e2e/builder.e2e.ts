import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { pageTag, touchContent } from "../../server/content/content-revision";
import { openDatabase } from "../../server/db/connection";
import { expect, test } from "./fixtures";

const MAIN = path.resolve(process.env.BUILD_DIR ?? "build", "app-server/main.mjs");
const FIXTURE = JSON.parse(fs.readFileSync(path.resolve("tests/fixtures/builder/about-page.content.json"), "utf8")) as {
  data: { blocks: Array<{ id: string; component?: { name: string; options: Record<string, unknown> } }> };
};

/** The same blocks as a native page document: what the page shows when Builder has nothing. */
function equivalentDocument() {
  const blocks = FIXTURE.data.blocks.flatMap((b) =>
    b.component ? [{ id: b.id, type: b.component.name, props: b.component.options }] : [],
  );
  return {
    schemaVersion: 2,
    slug: "about",
    title: { zh: "关于我们", en: "About Us" },
    seo: { description: { zh: "", en: "" }, keywords: { zh: "", en: "" } },
    source: "builder",
    blocks,
  };
}

test("a Builder-sourced page renders on the server, hydrates like its native document, and falls back when Builder has nothing", async ({
  page,
  consoleErrors,
}) => {
  // Its own server (BUILDER_PUBLIC_KEY and a local stand-in for Builder's content API): start-up is most of the time.
  test.setTimeout(60_000);
  let builderMode: "content" | "empty" = "content";
  const asked: URL[] = [];
  const builderApi = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    asked.push(url);
    const match = url.pathname === "/api/v3/content/page" && url.searchParams.get("userAttributes.urlPath") === "/about";
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ results: builderMode === "content" && match ? [FIXTURE] : [] }));
  });
  await new Promise<void>((resolve) => builderApi.listen(0, "127.0.0.1", resolve));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "builder-e2e-"));
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: "0",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      BUILDER_PUBLIC_KEY: "e2e-public-key",
      BUILDER_API_URL: `http://127.0.0.1:${(builderApi.address() as AddressInfo).port}`,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout.on("data", (d) => (out += d));
  child.stderr.on("data", (d) => (out += d));
  try {
    await expect.poll(() => out, { timeout: 45_000 }).toContain("Listening on");
    const base = /Listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1] ?? "";
    // Mark the demo's about page as sourced from Builder: a new published version, as the editor would
    // store it, and the page's content revision bumped so no cache keeps the old one.
    const database = openDatabase({ kind: "sqlite", file: path.join(dataDir, "site.db") });
    await database.db.transaction().execute(async (trx) => {
      const last = await trx
        .selectFrom("pageVersion")
        .select((eb) => eb.fn.max("version").as("v"))
        .where("pageSlug", "=", "about")
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("pageVersion")
        .values({
          pageSlug: "about",
          version: Number(last.v) + 1,
          document: JSON.stringify(equivalentDocument()),
          publishedAt: new Date().toISOString(),
          publishedBy: "e2e",
        })
        .execute();
      await touchContent(trx, [pageTag("about")]);
    });
    await database.close();

    const origins = new Set<string>();
    page.on("request", (r) => origins.add(new URL(r.url()).origin));
    const scripts: string[] = [];
    page.on("response", (r) => r.request().resourceType() === "script" && scripts.push(r.url()));
    const main = page.locator("#main");

    await page.goto(`${base}/about/`);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
    await expect(main.locator("[data-builder-content-id]")).toHaveCount(1);
    await expect(main.getByRole("heading", { name: "Composed in Builder" })).toBeVisible();
    await expect(main.getByText("Invalid call to action")).toHaveCount(0);
    expect(scripts.some((s) => /builder-page-[\w-]+\.js$/.test(s))).toBe(true);
    expect(asked.at(-1)?.searchParams.get("locale")).toBe("en");
    // Hydrated: the call to action's link is React's (client-side navigation), and nothing logged an error.
    await page.mouse.wheel(0, 20_000);
    const fromBuilder = await main.innerText();

    builderMode = "empty";
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
    await expect(main.locator("[data-builder-content-id]")).toHaveCount(0);
    await page.mouse.wheel(0, 20_000);
    const native = await main.innerText();
    expect(fromBuilder.replace(/\s+/g, " ").trim()).toBe(native.replace(/\s+/g, " ").trim());
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });

    expect([...origins]).toEqual([base]);
    expect(consoleErrors).toEqual([]);
    // The fallback is logged once although two visits hit it.
    expect(out.split("\n").filter((l) => l.includes("Builder content unavailable"))).toHaveLength(1);
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.on("exit", resolve));
    await new Promise((resolve) => builderApi.close(resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test("without a key, pages ask nothing of outside hosts and never load the Builder chunk", async ({ page, baseURL, consoleErrors }) => {
  test.setTimeout(60_000);
  const requests: string[] = [];
  page.on("request", (r) => requests.push(r.url()));
  for (const path of ["/", "/about/", "/contact/"]) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
    await page.mouse.wheel(0, 20_000);
  }
  await page.waitForLoadState("networkidle");
  expect(requests.length).toBeGreaterThan(3);
  expect(requests.filter((u) => new URL(u).origin !== baseURL)).toEqual([]);
  expect(requests.filter((u) => /builder/i.test(u))).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
