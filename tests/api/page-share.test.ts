import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { PagePreview, PageShareLink } from "../../schemas/page-share";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { as, sessionFor, storedState } from "./back-office-helpers";
import { startTestPortal, type TestPortal } from "./harness";

let t: TestPortal;
let editor: string;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await startTestPortal();
  editor = (await sessionFor(t, "editor")).token;
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

async function share(slug: string, days: number, token = editor) {
  const r = await t.call(P.adminPageShare, { slug, days }, as(token));
  return { code: r.json.code, message: r.json.message, link: r.json.data as PageShareLink };
}
const tokenOf = (link: PageShareLink) => new URL(link.url).searchParams.get("token") ?? "";
const open = async (token: string) => {
  const r = await t.call(P.pagePreview, { token });
  return { code: r.json.code, preview: r.json.data as PagePreview };
};

describe("shared previews of a draft", () => {
  it("show the latest saved draft, not the live page, to anyone holding the link, until it expires", async () => {
    const page = (await t.call(P.adminPageGet, { slug: "about" }, as(editor))).json.data;
    const before = Date.now();
    const { code, link } = await share("about", 1);
    expect(code).toBe("000000");
    expect(link.url).toMatch(/^http:\/\/[^/]+\/preview\/\?token=about\.\d+\.[\w-]{43}$/);
    expect(Date.parse(link.expiresAt) - before).toBeGreaterThan(DAY - 5_000);
    expect(Date.parse(link.expiresAt) - before).toBeLessThanOrEqual(DAY + 1_000);

    // Saved after the link was made: the link shows it (it names the page, not a copy).
    const document = { ...page.document, title: { zh: "关于我们（草稿）", en: "About us (draft)" } };
    const saved = await t.call(P.adminPageSaveDraft, { slug: "about", revision: page.revision, document }, as(editor));
    expect(saved.json.code, saved.json.message).toBe("000000");
    const { code: opened, preview } = await open(tokenOf(link));
    expect(opened).toBe("000000");
    expect(preview.slug).toBe("about");
    expect(preview.document.title).toEqual(document.title);
    expect(preview.expiresAt).toBe(link.expiresAt);
    expect((await t.call(P.pageBySlug, { slug: "about" })).json.data.document.title).toEqual(page.document.title);

    const audit = await t.portal.database.db
      .selectFrom("auditLog")
      .select(["action", "summary"])
      .where("entity", "=", "page")
      .where("entityId", "=", "about")
      .where("action", "=", "share")
      .execute();
    expect(audit.map((a) => JSON.parse(a.summary))).toEqual([{ expiresAt: link.expiresAt }]);

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.parse(link.expiresAt) + 1_000);
    expect((await open(tokenOf(link))).code).toBe("000002");
  });

  it("refuse a link whose page, expiry or signature was changed, or that is not a link at all", async () => {
    const { link } = await share("index", 7);
    const [slug, expires, signature] = tokenOf(link).split(".");
    expect((await open(`${slug}.${expires}.${signature}`)).code).toBe("000000");
    for (const forged of [
      `about.${expires}.${signature}`,
      `${slug}.${Number(expires) + 86_400}.${signature}`,
      `${slug}.${expires}.${"A".repeat(43)}`,
      `${slug}.${expires}`,
      "",
      "not a token",
    ])
      expect((await open(forged)).code, forged).toBe("000002");
    expect((await open("x".repeat(201))).code).toBe("000001");
  });

  it("are made by editors and admins only, for a page that exists, for 1 or 7 days; a refusal writes nothing", async () => {
    const lab = (await sessionFor(t, "lab")).token;
    const customer = (await sessionFor(t, "customer")).token;
    const before = await storedState(t);
    expect((await share("about", 1, lab)).code).toBe("000003");
    expect((await share("about", 1, customer)).code).toBe("000003");
    expect((await t.call(P.adminPageShare, { slug: "about", days: 1 })).json.code).toBe("000004");
    const tooLong = await share("about", 30);
    expect(tooLong.code).toBe("000001");
    expect(tooLong.message).toMatch(/days/i);
    expect((await share("no-such-page", 1)).code).toBe("000002");
    expect(await storedState(t)).toEqual(before);
    expect((await share("about", 1, (await sessionFor(t, "admin")).token)).code).toBe("000000");
  });
});
