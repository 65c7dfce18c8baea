import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import { ChakraProvider } from "@chakra-ui/react";
import { renderToPipeableStream } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CURRENT_PAGE_SCHEMA_VERSION, type PageDocument } from "../../schemas/page";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { publishPage } from "../../server/services/pages";
import { BlockRenderErrorContext } from "../../src/blocks/block-boundary";
import { loadBlockPage } from "../../src/blocks/page-loader.server";
import { RenderBlocks, type ResolvedBlock } from "../../src/blocks/render-blocks";
import { createI18n } from "../../src/i18n/i18n";
import { I18nextProvider } from "../../src/i18n/react";
import type { PortalLoadContext } from "../../src/load-context";
import { loader as consultDetailLoader } from "../../src/routes/consult-detail";
import { loader as detectionStepsLoader } from "../../src/routes/detection-steps";
import { system } from "../../src/theme/system";
import { startTestPortal, type TestPortal } from "./harness";

/** Route loaders and the server renderer against a real portal (SQLite file, demo content). */
let t: TestPortal;
let logs: Array<{ level: string; fields: Record<string, unknown>; message: string }> = [];
const contextWith = (portalFetch?: PortalLoadContext["portalFetch"]): PortalLoadContext => ({
  portalFetch: portalFetch ?? ((r) => Promise.resolve(t.portal.api.fetch(r))),
  portalBaseUrl: "http://portal.in-process",
  publicPortalUrl: "",
  requestId: "test-request",
  errorDetails: false,
  log: (level, fields, message) => logs.push({ level, fields, message }),
});
const request = (path: string) => new Request(`http://127.0.0.1${path}`, { headers: { cookie: "lang=en" } });
const cta = (title: string) => ({
  title: { zh: title, en: title },
  text: { zh: "", en: "" },
  buttonLabel: { zh: "去", en: "Go" },
  link: "/contact/",
  tone: "light",
});
const doc = (slug: string, blocks: PageDocument["blocks"], schemaVersion = CURRENT_PAGE_SCHEMA_VERSION): PageDocument => ({
  schemaVersion,
  slug,
  title: { zh: slug, en: slug },
  seo: { description: { zh: "", en: "" }, keywords: { zh: "", en: "" } },
  blocks,
});

beforeAll(async () => {
  t = await startTestPortal();
});
afterAll(() => t.close());

describe("loading a stored page document", () => {
  it("from newer code: logged as an error, and only the blocks today's registrations accept are rendered", async () => {
    logs = [];
    await publishPage(
      t.portal.database.db,
      doc(
        "from-the-future",
        [
          { id: "kept", type: "callToAction", props: cta("Still valid") },
          { id: "changed", type: "keyFigures", props: { heading: { zh: "", en: "" }, figures: [{ n: 1 }] } },
        ],
        CURRENT_PAGE_SCHEMA_VERSION + 1,
      ),
      null,
    );
    const page = await loadBlockPage({ request: request("/x"), context: contextWith() as never }, "from-the-future");
    expect(page.blocks.map((b) => b.id)).toEqual(["kept"]);
    expect(logs).toContainEqual(
      expect.objectContaining({
        level: "error",
        message: "page document newer than this code",
        fields: { slug: "from-the-future", schemaVersion: CURRENT_PAGE_SCHEMA_VERSION + 1, supported: CURRENT_PAGE_SCHEMA_VERSION },
      }),
    );
    expect(logs).toContainEqual(
      expect.objectContaining({ message: "block not rendered", fields: expect.objectContaining({ blockId: "changed" }) }),
    );
  });

  it("with repeated block ids or anchors: each repeat is logged; every block renders, each id once, each anchor once", async () => {
    logs = [];
    await publishPage(
      t.portal.database.db,
      doc("repeats", [
        { id: "a", type: "callToAction", anchor: "top", props: cta("One") },
        { id: "a", type: "callToAction", anchor: "top", props: cta("Two") },
      ]),
      null,
    );
    const page = await loadBlockPage({ request: request("/x"), context: contextWith() as never }, "repeats");
    expect(page.blocks.map((b) => [b.id, b.anchor])).toEqual([
      ["a", "top"],
      ["a-2", undefined],
    ]);
    expect(logs.filter((l) => l.message === "duplicate block key").map((l) => l.fields)).toEqual([
      { slug: "repeats", kind: "id", value: "a", blockId: "a" },
      { slug: "repeats", kind: "anchor", value: "top", blockId: "a" },
    ]);
  });

  it("that is not a page document at all: the portal answers a server error (000099), not the document", async () => {
    await publishPage(t.portal.database.db, doc("broken", []), null);
    await t.portal.database.db
      .updateTable("pageVersion")
      .set({ document: JSON.stringify({ slug: "broken", blocks: "nope" }) })
      .where("pageSlug", "=", "broken")
      .execute();
    const r = await t.call(PORTAL_PATHS.pageBySlug, { slug: "broken" });
    expect(r.status).toBe(500);
    expect(r.json).toMatchObject({ code: "000099", data: null });
  });
});

describe("server rendering of a page with a block that throws", () => {
  it("renders the other blocks and logs the broken block's id; the stream does not fail", async () => {
    const page = await loadBlockPage({ request: request("/x"), context: contextWith() as never }, "repeats");
    const blocks: ResolvedBlock[] = [
      ...page.blocks,
      {
        id: "broken-news",
        type: "newsList",
        props: { heading: { zh: "新闻", en: "News" }, intro: { zh: "", en: "" }, categoryCode: "", count: 3 },
        data: { news: { list: "oops" } },
      },
    ];
    const reported: unknown[] = [];
    let shellError: unknown = null;
    const html = await new Promise<string>((resolve, reject) => {
      const { pipe } = renderToPipeableStream(
        <BlockRenderErrorContext.Provider value={(b) => reported.push(b)}>
          <I18nextProvider i18n={createI18n("en")}>
            <ChakraProvider value={system}>
              <MemoryRouter>
                <RenderBlocks blocks={blocks} />
              </MemoryRouter>
            </ChakraProvider>
          </I18nextProvider>
        </BlockRenderErrorContext.Provider>,
        {
          onAllReady() {
            const body = new PassThrough();
            pipe(body);
            text(body).then(resolve, reject);
          },
          onShellError(err) {
            shellError = err;
            reject(err);
          },
          onError() {},
          progressiveChunkSize: Number.POSITIVE_INFINITY,
        },
      );
    });
    expect(shellError).toBeNull();
    expect(html).toContain("One");
    expect(html).toContain("Two");
    expect(reported).toEqual([{ blockId: "broken-news", type: "newsList" }]);
    // Every block is inline in the document, none moved behind a script.
    expect(html).not.toContain("<script");
  });
});

describe("/detectionSteps/{id}", () => {
  const load = (id: string, context = contextWith()) =>
    detectionStepsLoader({ request: request(`/detectionSteps/${id}`), context: context as never, params: { id } } as never);

  it("answers a step the list holds, and 404 for an id that is not a step", async () => {
    const steps = (await t.call(PORTAL_PATHS.dataList, { columnCode: "detectionStep" })).json.data as Array<{ id: number }>;
    await expect(load(String(steps[0]?.id))).resolves.toHaveProperty("page");
    for (const id of ["999999", "abc"]) await expect(load(id)).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("is an error, not 404, when the steps cannot be read", async () => {
    logs = [];
    const failingList = contextWith(async (r) =>
      new URL(r.url).pathname === PORTAL_PATHS.dataList
        ? new Response(JSON.stringify({ code: "000099", message: "down", data: null }), { status: 500 })
        : t.portal.api.fetch(r),
    );
    const err = await load("1", failingList).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).not.toHaveProperty("init.status", 404);
    expect(logs).toContainEqual(
      expect.objectContaining({ message: "block data unavailable", fields: expect.objectContaining({ path: PORTAL_PATHS.dataList }) }),
    );
  });
});

describe("/consult/{id}", () => {
  it("serves a stored article's rich text sanitized, in both languages", async () => {
    const now = new Date().toISOString();
    const { id } = await t.portal.database.db
      .insertInto("news")
      .values({
        classCode: "company",
        title: "脏文章",
        titleEn: "Dirty article",
        summary: "摘要",
        summaryEn: "Summary",
        content: '<p onclick="steal()">正文<script>alert(1)</script></p><a href="javascript:alert(2)">链接</a>',
        contentEn: '<p>Body<img src="/x.png" onerror="alert(3)"></p><iframe src="https://evil.example"></iframe><style>p{}</style>',
        cover: "",
        publishTime: now,
        status: "published",
        createdAt: now,
        updatedAt: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const { news } = await consultDetailLoader({
      request: request(`/consult/${id}`),
      context: contextWith() as never,
      params: { id: String(id) },
    } as never);
    expect(news.content).toBe('<p>正文</p><a rel="noopener noreferrer">链接</a>');
    expect(news.contentEn).toBe('<p>Body<img src="/x.png" /></p>');
  });
});
