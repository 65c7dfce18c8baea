import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NewsInput } from "../../schemas/admin-content";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { hasFileExtension } from "../../server/web";
import { as, sessionFor } from "./back-office-helpers";
import { startTestPortal, type TestPortal } from "./harness";

let t: TestPortal;
let editor = "";

beforeAll(async () => {
  t = await startTestPortal();
  editor = (await sessionFor(t, "editor")).token;
});
afterAll(() => t.close());

const news = (content: string): NewsInput => ({
  classCode: "company",
  title: { zh: "尖括号", en: "Angle brackets" },
  summary: { zh: "", en: "" },
  content: { zh: content, en: "" },
  cover: "/demo/news-1.svg",
  publishTime: "2026-01-02T03:04:05.000Z",
  status: "draft",
});

const timed = async <T>(work: () => Promise<T>) => {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
};

describe("rich-text checks run in linear time (issue 26, item 12)", () => {
  it("two news bodies of 100,000 '<' each are answered in under 1 s while another call is answered in under 200 ms", async () => {
    const body = "<".repeat(100_000);
    // Warm-up: the first calls of a path compile its code, and the first long text starts the CPU worker.
    await t.call(P.bannerList, { position: "home" }, { headers: { lang: "en-US" } });
    expect((await t.call(P.adminNewsCreate, news("<".repeat(20_000)), as(editor))).json.code).toBe("000000");
    const started = performance.now();
    const heavy = [1, 2].map(() => timed(() => t.call(P.adminNewsCreate, news(body), as(editor))));
    const light = await timed(() => t.call(P.bannerList, { position: "home" }, { headers: { lang: "en-US" } }));
    const answers = await Promise.all(heavy);
    const total = performance.now() - started;
    expect(light.result.json.code).toBe("000000");
    expect({ light: light.ms < 200, total: total < 1000 }, `light ${light.ms} ms, total ${total} ms`).toEqual({ light: true, total: true });
    for (const { result } of answers) {
      // Stored, escaped as text: nothing dropped.
      expect(result.json.code).toBe("000000");
      expect(result.json.data.content.zh).toBe("&lt;".repeat(100_000));
    }
  }, 30_000);

  it("a URL path of 8,000 '.a' pairs is classified at once (the static-file check)", () => {
    const started = performance.now();
    expect(hasFileExtension(`/${".a".repeat(8000)}/`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(50);
    expect(hasFileExtension("/assets/app.js")).toBe(true);
    expect(hasFileExtension("/robots.txt")).toBe(true);
    expect(hasFileExtension("/news/")).toBe(false);
    expect(hasFileExtension("/news/a.")).toBe(false);
    expect(hasFileExtension("/v1.2/news")).toBe(false);
  });
});
