import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { PagePresence } from "../../schemas/page-presence";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { as, sessionFor } from "./back-office-helpers";
import { startTestPortal, type TestPortal } from "./harness";

let t: TestPortal;
let ada: string;
let eddie: string;

beforeAll(async () => {
  t = await startTestPortal();
  ada = (await sessionFor(t, "admin", "ada@presence.example")).token;
  eddie = (await sessionFor(t, "editor", "eddie@presence.example")).token;
  await t.portal.database.db.updateTable("userAccount").set({ nickname: "Ada" }).where("account", "=", "ada@presence.example").execute();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

async function beat(token: string, tab: string, slug = "about", leaving = false) {
  const r = await t.call(P.adminPagePresence, { slug, tab, leaving }, as(token));
  expect(r.json.code, r.json.message).toBe("000000");
  return (r.json.data as PagePresence).others.map((o) => `${o.name}${o.you ? " (you)" : ""}`);
}

describe("who else has a page open in the editor", () => {
  it("each tab sees the others, its own account's other tabs marked; a tab that leaves or falls silent for 45 s is gone", async () => {
    expect(await beat(ada, "ada-tab-1")).toEqual([]);
    expect(await beat(eddie, "eddie-tab-1")).toEqual(["Ada"]);
    expect(await beat(ada, "ada-tab-1")).toEqual(["editor"]);
    expect(await beat(ada, "ada-tab-2")).toEqual(["Ada (you)", "editor"]);
    // Another page is another room.
    expect(await beat(eddie, "eddie-tab-1", "protein")).toEqual([]);

    expect(await beat(ada, "ada-tab-2", "about", true)).toEqual(["Ada (you)", "editor"]);
    expect(await beat(eddie, "eddie-tab-1")).toEqual(["Ada"]);

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 30_000);
    expect(await beat(eddie, "eddie-tab-1")).toEqual(["Ada"]);
    vi.setSystemTime(Date.now() + 20_000);
    // Ada's tab was last heard 50 s ago; Eddie's, 20 s ago.
    expect(await beat(eddie, "eddie-tab-1")).toEqual([]);
    // Silent tabs are removed, on every page.
    expect(await t.portal.database.db.selectFrom("pagePresence").select(["pageSlug", "tab"]).execute()).toEqual([
      { pageSlug: "about", tab: "eddie-tab-1" },
    ]);
  });

  it("is for editors and admins, about a page that exists, from a tab that names itself", async () => {
    const lab = (await sessionFor(t, "lab")).token;
    expect((await t.call(P.adminPagePresence, { slug: "about", tab: "lab-tab-1" }, as(lab))).json.code).toBe("000003");
    expect((await t.call(P.adminPagePresence, { slug: "about", tab: "anon-tab-1" })).json.code).toBe("000004");
    expect((await t.call(P.adminPagePresence, { slug: "nowhere", tab: "eddie-tab-1" }, as(eddie))).json.code).toBe("000002");
    for (const tab of ["", "short", "has spaces in it", "x".repeat(65)])
      expect((await t.call(P.adminPagePresence, { slug: "about", tab }, as(eddie))).json.code, tab).toBe("000001");
  });
});
