import { ChakraProvider } from "@chakra-ui/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CURRENT_PAGE_SCHEMA_VERSION } from "../../schemas/page";
import { publishPage } from "../../server/services/pages";
import { loadBlockPage } from "../../src/blocks/page-loader.server";
import { RenderBlocks } from "../../src/blocks/render-blocks";
import { createI18n } from "../../src/i18n/i18n";
import { I18nextProvider } from "../../src/i18n/react";
import type { PortalLoadContext } from "../../src/load-context";
import { system } from "../../src/theme/system";
import { startTestPortal, type TestPortal } from "./harness";

let t: TestPortal;
const logs: Array<{ level: string; fields: Record<string, unknown>; message: string }> = [];
let context: PortalLoadContext;

beforeAll(async () => {
  t = await startTestPortal();
  context = {
    portalFetch: (r) => Promise.resolve(t.portal.api.fetch(r)),
    portalBaseUrl: "http://portal.in-process",
    publicPortalUrl: "",
    log: (level, fields, message) => logs.push({ level, fields, message }),
    requestId: "page-loader-test",
    errorDetails: false,
  };
  await publishPage(
    t.portal.database.db,
    {
      schemaVersion: CURRENT_PAGE_SCHEMA_VERSION,
      slug: "isolation",
      title: { zh: "隔离", en: "Isolation" },
      seo: { description: { zh: "", en: "" }, keywords: { zh: "", en: "" } },
      blocks: [
        {
          id: "good-cta",
          type: "callToAction",
          props: {
            title: { zh: "好区块", en: "Good block" },
            text: { zh: "", en: "" },
            buttonLabel: { zh: "去", en: "Go" },
            link: "/contact/",
            tone: "light",
          },
        },
        { id: "ghost", type: "noSuchBlock", props: {} },
        { id: "bad-cta", type: "callToAction", props: { title: { zh: "坏", en: "Bad" }, link: "javascript:alert(1)" } },
        {
          id: "text",
          type: "richText",
          props: {
            heading: { zh: "", en: "" },
            body: { zh: "<p>正文</p>", en: '<p>Body<script>alert(1)</script><img src="/x.png" onerror="alert(2)"></p>' },
          },
        },
        { id: "faq", type: "faq", props: { heading: { zh: "问答", en: "FAQ" }, intro: { zh: "", en: "" }, columnCode: "faq" } },
      ],
    },
    null,
  );
});
afterAll(() => t.close());

const request = new Request("http://127.0.0.1/isolation", { headers: { cookie: "lang=en" } });

describe("block page loader and renderer", () => {
  it("drops the unknown and the invalid block, logs each with slug, block id and issues, keeps the rest", async () => {
    const page = await loadBlockPage({ request, context: context as never }, "isolation");
    expect(page.blocks.map((b) => b.id)).toEqual(["good-cta", "text", "faq"]);
    const warnings = logs.filter((l) => l.message === "block not rendered");
    expect(warnings).toEqual([
      expect.objectContaining({
        level: "warn",
        fields: expect.objectContaining({ slug: "isolation", blockId: "ghost", reason: "unknownType" }),
      }),
      expect.objectContaining({
        fields: expect.objectContaining({
          slug: "isolation",
          blockId: "bad-cta",
          reason: "invalidProps",
          issues: expect.arrayContaining([expect.objectContaining({ path: "link" })]),
        }),
      }),
    ]);
  });

  it("renders the remaining blocks with sanitized rich text in props and in portal data", async () => {
    const page = await loadBlockPage({ request, context: context as never }, "isolation");
    const html = renderToString(
      <I18nextProvider i18n={createI18n("en")}>
        <ChakraProvider value={system}>
          <MemoryRouter>
            <RenderBlocks blocks={page.blocks} />
          </MemoryRouter>
        </ChakraProvider>
      </I18nextProvider>,
    );
    expect(html).toContain("Good block");
    expect(html).toContain("Body");
    expect(html).toContain("How much sample do I need to send?");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("onerror");
    expect(html).not.toContain("javascript:");
  });

  it("answers 404 for a page that was never published", async () => {
    await expect(loadBlockPage({ request, context: context as never }, "nowhere")).rejects.toMatchObject({ init: { status: 404 } });
  });
});
