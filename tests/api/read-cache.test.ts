import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NewsInput } from "../../schemas/admin-content";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { as, sessionFor } from "./back-office-helpers";
import { startTestPortal, type TestPortal } from "./harness";

/** Public content reads answered from memory (decision 092): same answers, fresh after every write. */
let t: TestPortal;
let editor = "";
beforeAll(async () => {
  t = await startTestPortal();
  editor = (await sessionFor(t, "editor")).token;
});
afterAll(() => t.close());

const read = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await t.post(path, body, { headers });
  return { state: res.headers.get("x-read-cache"), status: res.status, json: await res.json() };
};

describe("the public read cache", () => {
  it("answers a repeated read from memory with the same envelope, per language and per body", async () => {
    const first = await read(P.website, {}, { lang: "zh-CN" });
    const second = await read(P.website, {}, { lang: "zh-CN" });
    expect([first.state, second.state]).toEqual(["miss", "hit"]);
    expect(second.json).toEqual(first.json);
    const english = await read(P.website, {}, { lang: "en-US" });
    expect(english.state).toBe("miss");
    expect(english.json.data.siteName).not.toBe(first.json.data.siteName);
    // The body's `lang` field counts as the language too (spec §7).
    expect((await read(P.website, { lang: "en-US" })).json).toEqual(english.json);

    const nine = await read(P.newsList, { pageNum: 1, pageSize: 9 });
    const two = await read(P.newsList, { pageNum: 1, pageSize: 2 });
    expect(two.state).toBe("miss");
    expect(two.json.data.list).toEqual(nine.json.data.list.slice(0, 2));
  });

  it("shows a back-office edit on the very next read", async () => {
    await read(P.website, {}, { lang: "en-US" });
    expect((await read(P.website, {}, { lang: "en-US" })).state).toBe("hit");
    const { settings, version } = (await t.call(P.adminSettingsGet, {}, as(editor))).json.data;
    const phone = `400-${Date.now() % 10_000}`;
    expect((await t.call(P.adminSettingsUpdate, { version, settings: { ...settings, contactPhone: phone } }, as(editor))).json.code).toBe(
      "000000",
    );
    const after = await read(P.website, {}, { lang: "en-US" });
    expect([after.state, after.json.data.contactPhone]).toEqual(["miss", phone]);
  });

  it("lets a scheduled news item appear when its time comes, with no write in between", async () => {
    const title = `Scheduled ${Date.now()}`;
    const item: NewsInput = {
      classCode: "company",
      title: { zh: title, en: title },
      summary: { zh: "", en: "" },
      content: { zh: "<p>x</p>", en: "<p>x</p>" },
      cover: "/demo/news-1.svg",
      publishTime: new Date(Date.now() + 1500).toISOString(),
      status: "published",
    };
    expect((await t.call(P.adminNewsCreate, item, as(editor))).json.code).toBe("000000");
    const titles = async () => (await read(P.newsList, { pageNum: 1, pageSize: 3 })).json.data.list.map((n: { title: string }) => n.title);
    expect(await titles()).not.toContain(title);
    expect((await read(P.newsList, { pageNum: 1, pageSize: 3 })).state).toBe("hit");
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(await titles()).toContain(title);
  });

  it("never answers for the guards: bad bodies, other content types and cross-site requests are refused as before", async () => {
    await read(P.bannerList, { position: "index" });
    expect((await read(P.bannerList, { position: "index" })).state).toBe("hit");
    const refusedCrossSite = await read(P.bannerList, { position: "index" }, { "sec-fetch-site": "cross-site" });
    expect([refusedCrossSite.status, refusedCrossSite.json.code, refusedCrossSite.state]).toEqual([403, "000003", null]);

    const malformed = await t.post(P.bannerList, undefined, { rawBody: '{"position":' });
    expect([malformed.headers.get("x-read-cache"), (await malformed.json()).code]).toEqual([null, "000001"]);
    const asText = await t.post(P.bannerList, undefined, { rawBody: '{"position":"index"}', headers: { "content-type": "text/plain" } });
    expect([asText.headers.get("x-read-cache"), (await asText.json()).code]).toEqual([null, "000001"]);

    // An invalid body is answered by the call (field errors), and the error is not kept.
    for (let i = 0; i < 2; i++) {
      const invalid = await read(P.bannerList, { position: 42 });
      expect([invalid.status, invalid.json.code, invalid.state]).toEqual([400, "000001", null]);
    }
  });
});
