import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { ChakraProvider } from "@chakra-ui/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CURRENT_PAGE_SCHEMA_VERSION } from "../../schemas/page";
import { publishPage } from "../../server/services/pages";
import { type LoadedBlockPage, loadBlockPage } from "../../src/blocks/page-loader.server";
import BuilderPage from "../../src/builder/builder-page";
import { createI18n } from "../../src/i18n/i18n";
import { I18nextProvider } from "../../src/i18n/react";
import type { PortalLoadContext } from "../../src/load-context";
import { system } from "../../src/theme/system";
import { startTestPortal, type TestPortal } from "./harness";

const fixture = JSON.parse(fs.readFileSync(new URL("../fixtures/builder/about-page.content.json", import.meta.url), "utf8"));

/** Stands in for Builder's content API on 127.0.0.1: answers the fixture, nothing, or an error. */
let mode: "content" | "empty" | "error" = "content";
const seen: URL[] = [];
const builderApi = http.createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  seen.push(url);
  if (mode === "error") return void res.writeHead(503).end();
  const match = url.pathname === "/api/v3/content/page" && url.searchParams.get("userAttributes.urlPath") === "/about";
  res.writeHead(200, { "content-type": "application/json" });
  res.end(JSON.stringify({ results: mode === "content" && match ? [fixture] : [] }));
});

let t: TestPortal;
const logs: Array<{ level: string; fields: Record<string, unknown>; message: string }> = [];
let context: PortalLoadContext;

beforeAll(async () => {
  await new Promise<void>((resolve) => builderApi.listen(0, "127.0.0.1", resolve));
  t = await startTestPortal();
  context = {
    portalFetch: (r) => Promise.resolve(t.portal.api.fetch(r)),
    portalBaseUrl: "http://portal.in-process",
    publicPortalUrl: "",
    log: (level, fields, message) => logs.push({ level, fields, message }),
    requestId: "builder-source-test",
    errorDetails: false,
    builder: { publicKey: "test-public-key", apiUrl: `http://127.0.0.1:${(builderApi.address() as AddressInfo).port}` },
  };
  await publishPage(
    t.portal.database.db,
    {
      schemaVersion: CURRENT_PAGE_SCHEMA_VERSION,
      slug: "about",
      title: { zh: "关于我们", en: "About" },
      seo: { description: { zh: "", en: "" }, keywords: { zh: "", en: "" } },
      source: "builder",
      blocks: [{ id: "native-hero", type: "column", props: { columnCode: "about" } }],
    },
    null,
  );
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => builderApi.close(resolve));
});

const load = (lang = "en") =>
  loadBlockPage(
    { request: new Request("http://127.0.0.1/about/", { headers: { cookie: `lang=${lang}` } }), context: context as never },
    "about",
  );

function render(page: LoadedBlockPage) {
  if (!page.builder) throw new Error("not a Builder page");
  return renderToString(
    <I18nextProvider i18n={createI18n("en")}>
      <ChakraProvider value={system}>
        <MemoryRouter>
          <BuilderPage page={{ ...page, builder: page.builder }} />
        </MemoryRouter>
      </ChakraProvider>
    </I18nextProvider>,
  );
}

const fallbackLogs = () => logs.filter((l) => l.message.startsWith("Builder content unavailable"));

describe("pages sourced from Builder.io", () => {
  it("fetches the page's content for its URL path and language, renders our blocks, and isolates invalid ones", async () => {
    const page = await load("en");
    const asked = seen.at(-1);
    expect(asked?.searchParams.get("apiKey")).toBe("test-public-key");
    expect(asked?.searchParams.get("userAttributes.locale")).toBe("en");
    expect(asked?.searchParams.get("locale")).toBe("en");
    // The invalid call to action is dropped and logged like an invalid block; the rest resolves with data.
    expect(page.blocks.map((b) => b.id)).toEqual(["builder-hero", "builder-intro", "builder-figures", "builder-cta"]);
    expect(logs).toContainEqual(
      expect.objectContaining({
        message: "block not rendered",
        fields: expect.objectContaining({ slug: "about", blockId: "builder-bad-cta" }),
      }),
    );
    expect(page.blocks[0]?.data.column).toMatchObject({ columnCode: "about" });

    const html = render(page);
    expect(html).toContain("Composed in Builder");
    expect(html).toContain("Need a sample tested?");
    expect(html).toContain("Purity");
    expect(html).toContain('data-block-type="mediaText"');
    expect(html).not.toContain("Invalid call to action");
    // Rich text sanitized as on native pages; the tracking pixel removed.
    expect(html).not.toContain("__builderXss");
    expect(html).not.toContain("cdn.builder.io");
    expect(fallbackLogs()).toEqual([]);
  });

  it("renders the page's own document when Builder has nothing or is unreachable, logging once per outage", async () => {
    mode = "empty";
    const empty = await load("zh");
    expect(empty.builder).toBeUndefined();
    expect(empty.blocks.map((b) => b.id)).toEqual(["native-hero"]);
    await load("zh");
    expect(fallbackLogs()).toEqual([
      expect.objectContaining({
        level: "warn",
        fields: expect.objectContaining({ slug: "about", urlPath: "/about", reason: "no Builder content" }),
      }),
    ]);

    // Served from Builder again, then Builder fails: that outage is logged too (once).
    mode = "content";
    expect((await load()).builder).toBeDefined();
    mode = "error";
    expect((await load()).blocks.map((b) => b.id)).toEqual(["native-hero"]);
    await load();
    expect(fallbackLogs()).toHaveLength(2);
    expect(fallbackLogs()[1]?.fields).toMatchObject({ reason: "HTTP 503" });
    mode = "content";
  });

  it("renders the page's own document, asking nothing, when no key is configured", async () => {
    const before = seen.length;
    const page = await loadBlockPage(
      { request: new Request("http://127.0.0.1/about/"), context: { ...context, builder: undefined } as never },
      "about",
    );
    expect(page.builder).toBeUndefined();
    expect(page.blocks.map((b) => b.id)).toEqual(["native-hero"]);
    expect(seen.length).toBe(before);
  });
});
