import type http from "node:http";
import net from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { jsonNestingDepth, MAX_JSON_DEPTH } from "../../server/http/json-depth";
import { listenSite } from "../../server/http/listen-site";
import { REQUEST_TIMEOUT_MS, slowRequestLimits } from "../../server/http/request-timeouts";
import { as, sessionFor, storedState } from "./back-office-helpers";
import { startTestPortal, type TestPortal } from "./harness";

let t: TestPortal;
let editor = "";

beforeAll(async () => {
  t = await startTestPortal();
  editor = (await sessionFor(t, "editor")).token;
});
afterAll(() => t.close());

/** A page's blocks as JSON: two-column layouts, each holding the next in its left column, `levels` deep. */
function nestedColumns(levels: number): string {
  const open = (i: number) => `{"id":"c${i}","type":"twoColumns","props":{"heading":{"zh":"","en":""},"ratio":"1-1","left":[`;
  const leaf = '{"id":"leaf","type":"callToAction","props":{}}';
  return `[${Array.from({ length: levels }, (_, i) => open(i)).join("")}${leaf}${'],"right":[]}}'.repeat(levels)}]`;
}

/** `{"a":{"a":…}}` with `levels` objects. */
const nested = (levels: number) => `${'{"a":'.repeat(levels - 1)}{}${"}".repeat(levels - 1)}`;

describe("deeply nested JSON is a client error (issue 26, item 13)", () => {
  it("a page draft nested 5,000 levels deep answers 000001 in the caller's language and stores nothing", async () => {
    const page = (await t.call(P.adminPageGet, { slug: "index" }, as(editor))).json.data;
    const before = await storedState(t);
    const { blocks: _, ...rest } = page.document;
    const rawBody = `{"slug":"index","revision":${page.revision},"document":${JSON.stringify(rest).slice(0, -1)},"blocks":${nestedColumns(5000)}}}`;
    const en = await t.call(P.adminPageSaveDraft, undefined, { ...as(editor), rawBody });
    expect(en.status).toBe(400);
    expect(en.json).toMatchObject({ code: "000001", message: `The request is nested too deeply (more than ${MAX_JSON_DEPTH} levels)` });
    const zh = await t.call(P.adminPageSaveDraft, undefined, { ...as(editor, "zh-CN"), rawBody });
    expect(zh.json).toMatchObject({ code: "000001", message: `请求数据的嵌套层级过深（超过 ${MAX_JSON_DEPTH} 层）` });
    expect(await storedState(t)).toEqual(before);
  });

  it("every call is bounded: 65 levels are refused, 64 pass to the call's own checks", async () => {
    const deep = await t.call(P.newsList, undefined, { headers: { lang: "en-US" }, rawBody: `{"keyword":"x","extra":${nested(64)}}` });
    expect(deep.json.code).toBe("000001");
    expect(deep.json.message).toContain("nested too deeply");
    const within = await t.call(P.newsList, undefined, { headers: { lang: "en-US" }, rawBody: `{"keyword":"x","extra":${nested(63)}}` });
    expect(within.json.code).toBe("000000");
  });

  it("counts nesting outside strings only, escapes included", () => {
    expect(jsonNestingDepth('{"a":"[[[[{{{{"}')).toBe(1);
    expect(jsonNestingDepth('{"a":"\\"[[[","b":[[1]]}')).toBe(3);
    expect(jsonNestingDepth("[]")).toBe(1);
    expect(jsonNestingDepth(nested(MAX_JSON_DEPTH + 1))).toBe(MAX_JSON_DEPTH + 1);
  });
});

describe("a slow request body is cut (issue 26, item 13)", () => {
  it("the server gives a whole request 30 s, not Node's default 300 s", () => {
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(slowRequestLimits()).toMatchObject({ requestTimeout: 30_000, headersTimeout: 30_000 });
  });

  it("the server main.ts starts (listenSite) has those 30 s", async () => {
    const server = listenSite({ PORT: 3561, HOST: "127.0.0.1" }, t.portal.api.fetch) as http.Server;
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      expect(server.requestTimeout).toBe(30_000);
      expect(server.headersTimeout).toBe(30_000);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("a client trickling its body gets 408 and a closed connection once the (here shortened) limit passes", async () => {
    const port = 3305;
    const server = serve({ fetch: t.portal.api.fetch, port, hostname: "127.0.0.1", serverOptions: slowRequestLimits(1000) });
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const socket = net.connect(port, "127.0.0.1");
      await new Promise((resolve) => socket.once("connect", resolve));
      const started = Date.now();
      let answer = "";
      socket.on("data", (d) => {
        answer += d.toString();
      });
      const closed = new Promise<number>((resolve) => socket.once("close", () => resolve(Date.now() - started)));
      socket.write(`POST ${P.newsList} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`);
      // One byte every 100 ms: 1,000 bytes would take 100 s.
      const trickle = setInterval(() => {
        if (!socket.destroyed) socket.write(" ");
      }, 100);
      const elapsed = await closed;
      clearInterval(trickle);
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(elapsed).toBeGreaterThanOrEqual(900);
      expect(elapsed).toBeLessThan(5000);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
