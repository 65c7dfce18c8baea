import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { sql } from "kysely";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { memoryLogger } from "../../server/logger";
import { webLoadContext } from "../../server/web";
import { loadRootData } from "../../src/root-data.server";
import { startTestPortal, type TestPortal } from "./harness";

/** The web app's server side against a real portal: in-process, over HTTP (PORTAL_API_URL), and failing. */
let t: TestPortal;
let server: ServerType;
let portalUrl = "";
const portalLog = memoryLogger();
const pageLog = memoryLogger();
const page = new Request("http://site.test/", { headers: { cookie: "lang=en" } });
const noInProcess = { api: { fetch: () => Promise.reject(new Error("the in-process portal must not be used")) } } as never;

beforeAll(async () => {
  // The last test breaks tables under the portal to make calls fail: no read cache to answer for them.
  t = await startTestPortal({ READ_CACHE_MB: "0" }, portalLog.logger);
  server = serve({ fetch: t.portal.api.fetch, port: 0, hostname: "127.0.0.1" });
  await once(server, "listening");
  portalUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const portalLinesOf = (reqId: string) => portalLog.records.filter((r) => r.reqId === reqId && r.msg === "api request").map((r) => r.path);

describe("the load context", () => {
  it("calls the bundled portal in-process, each call tagged with the page request's id", async () => {
    const context = webLoadContext({ NODE_ENV: "production" }, t.portal, pageLog.logger)("page-in-process") as AppLoadContext;
    const data = await loadRootData(page, context);
    expect(data.websiteInfo?.siteName).toBeTruthy();
    expect(data.classList.length).toBeGreaterThan(0);
    expect(data.publicPortalUrl).toBe("");
    expect(portalLinesOf("page-in-process").sort()).toEqual([P.consultClass, P.dataList, P.menu, P.website].sort());
    context.log("warn", { slug: "x" }, "from a loader");
    expect(pageLog.records.at(-1)).toMatchObject({ reqId: "page-in-process", slug: "x", msg: "from a loader" });
  });

  it("without SITE_URL the origin for canonical URLs is the request's only when its Host is allowed (a forged Host never reaches a page)", async () => {
    const context = (allowedHosts?: string[]) =>
      webLoadContext({ NODE_ENV: "production", allowedHosts }, t.portal, pageLog.logger)("origin") as AppLoadContext;
    const forged = new Request("http://evil.example/about/");
    expect((await loadRootData(forged, context(["localhost:3000", "localhost"]))).origin).toBe("http://localhost:3000");
    expect((await loadRootData(new Request("http://localhost/about/"), context(["localhost:3000", "localhost"]))).origin).toBe(
      "http://localhost",
    );
    expect((await loadRootData(forged, context(["www.example.cn"]))).origin).toBe("http://www.example.cn");
    const site = webLoadContext({ NODE_ENV: "production", SITE_URL: "https://www.example.cn" }, t.portal, pageLog.logger)("o");
    expect((await loadRootData(forged, site as AppLoadContext)).origin).toBe("https://www.example.cn");
  });

  it("with PORTAL_API_URL calls that portal over HTTP, sending the page request's id, and tells the browser its URL", async () => {
    const context = webLoadContext(
      { NODE_ENV: "production", PORTAL_API_URL: portalUrl },
      noInProcess,
      pageLog.logger,
    )("page-over-http") as AppLoadContext;
    const data = await loadRootData(page, context);
    expect(data.websiteInfo?.siteAddress).not.toMatch(/[\u4e00-\u9fff]/);
    expect(data.classList.length).toBeGreaterThan(0);
    expect(data.publicPortalUrl).toBe(portalUrl);
    expect(portalLinesOf("page-over-http").sort()).toEqual([P.consultClass, P.dataList, P.menu, P.website].sort());
  });

  it("NODE_ENV decides whether error details may be shown: development only", () => {
    const mode = (NODE_ENV: "production" | "development" | "test") =>
      (webLoadContext({ NODE_ENV }, t.portal, pageLog.logger)("x") as AppLoadContext).errorDetails;
    expect([mode("development"), mode("production"), mode("test")]).toEqual([true, false, false]);
  });
});

describe("the root loader (spec §8: site-config and category failures are ignored)", () => {
  it("renders without site data when the portal cannot be reached", async () => {
    const context = webLoadContext(
      { NODE_ENV: "production", PORTAL_API_URL: "http://127.0.0.1:9" },
      noInProcess,
      pageLog.logger,
    )("unreachable") as AppLoadContext;
    await expect(loadRootData(page, context)).resolves.toMatchObject({ websiteInfo: null, classList: [], firstDetectionStepId: null });
  });

  // Last: it breaks the portal's site settings for good.
  it("keeps the categories when only the site config fails, and the reverse", async () => {
    const context = () => webLoadContext({ NODE_ENV: "production" }, t.portal, pageLog.logger)("partial") as AppLoadContext;
    await sql`alter table site_settings rename to site_settings_gone`.execute(t.portal.database.db);
    const noConfig = await loadRootData(page, context());
    expect(noConfig.websiteInfo).toBeNull();
    expect(noConfig.classList.length).toBeGreaterThan(0);
    await sql`alter table site_settings_gone rename to site_settings`.execute(t.portal.database.db);
    await sql`alter table consult_class rename to consult_class_gone`.execute(t.portal.database.db);
    const noClasses = await loadRootData(page, context());
    expect(noClasses.websiteInfo?.siteName).toBeTruthy();
    expect(noClasses.classList).toEqual([]);
  });
});
