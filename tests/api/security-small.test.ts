import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LinkProp } from "../../blocks/fields";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { as, storedState } from "./back-office-helpers";
import { staffSession, startTestPortal, type TestPortal } from "./harness";

/** Issue 26, the small ones: control characters in links, an admin's own two-factor. */
let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal({ SEED_DEMO_CONTENT: "false" });
});
afterAll(() => t.close());

describe("link checks refuse control characters (browsers drop tabs and newlines, so /\\t/host is //host)", () => {
  const banner = {
    position: "index",
    title: { zh: "横幅", en: "Banner" },
    subtitle: { zh: "", en: "" },
    image: "/demo/banner-1.svg",
    link: "/about/",
    sort: 0,
    active: true,
  };

  it("a banner link with a tab, a newline or another control character is refused and nothing is stored", async () => {
    const editor = await staffSession(t, "links-editor@example.com", "editor");
    const before = await storedState(t);
    for (const link of ["/\t/evil.example", "/\n/evil.example", "/\r\n/evil.example", "https://example.com/\u0000x", "/a\u007f"]) {
      const res = await t.call(P.adminBannerCreate, { ...banner, link }, as(editor.token));
      expect([res.json.code, res.json.message], JSON.stringify(link)).toEqual(["000001", expect.stringMatching(/link|address/i)]);
    }
    expect(await storedState(t)).toEqual(before);
    expect((await t.call(P.adminBannerCreate, banner, as(editor.token))).json.code).toBe("000000");
  });

  it("a block's link refuses them too, and protocol-relative //host and /\\host", () => {
    for (const bad of ["/\t/evil.example", "/\n/evil.example", "//evil.example", "/\\evil.example", "https://ok.example/\u0085"]) {
      expect(LinkProp.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    for (const good of ["/about/", "https://example.com/a?b=1#c", "mailto:sales@example.com", "tel:+8610"]) {
      expect(LinkProp.safeParse(good).success, good).toBe(true);
    }
  });
});

describe("an admin's own two-factor", () => {
  it("cannot be reset by the admin themself (like a role change); another admin can", async () => {
    const admin = await staffSession(t, "self-admin@example.com", "admin");
    const self = await t.call(P.adminUserResetTwoFactor, { userId: admin.userId }, as(admin.token));
    expect([self.status, self.json.code, self.json.message]).toEqual([
      403,
      "000003",
      "You cannot reset your own two-factor authentication; ask another administrator",
    ]);
    expect((await t.call(P.currentUser, {}, as(admin.token))).json.code).toBe("000000");
    const row = await t.portal.database.db
      .selectFrom("userAccount")
      .select("totpEnabledAt")
      .where("id", "=", admin.userId)
      .executeTakeFirstOrThrow();
    expect(row.totpEnabledAt).not.toBeNull();
    const other = await staffSession(t, "other-admin@example.com", "admin");
    expect((await t.call(P.adminUserResetTwoFactor, { userId: admin.userId }, as(other.token))).json.code).toBe("000000");
  });
});
