import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { pageScheduleRunner } from "../../server/jobs/page-schedule-runner";
import { memoryLogger } from "../../server/logger";
import { localDateTime } from "../../server/services/page-schedule";
import { as, sessionFor } from "./back-office-helpers";
import { startTestPortal, type TestPortal } from "./harness";

/**
 * Issue 26 item 8: a scheduled publication is published in its author's name only if the author may
 * still publish when it runs. A disabled or demoted editor's schedule is skipped, logged, and shown.
 */
let t: TestPortal;
let admin: { id: number; token: string };
beforeAll(async () => {
  t = await startTestPortal();
  admin = await sessionFor(t, "admin");
});
afterAll(() => t.close());

const liveVersion = async (slug: string) =>
  Number(
    (
      await t.portal.database.db
        .selectFrom("pageVersion")
        .select((eb) => eb.fn.max("version").as("v"))
        .where("pageSlug", "=", slug)
        .executeTakeFirst()
    )?.v ?? 0,
  );

async function scheduleAs(token: string, slug: string, when: Date) {
  const page = (await t.call(P.adminPageGet, { slug }, as(token))).json.data;
  const res = await t.call(P.adminPageSchedule, { slug, revision: page.revision, at: localDateTime(when) }, as(token));
  expect(res.json.code, res.json.message).toBe("000000");
}

describe("scheduled publishing re-checks the publisher at run time", () => {
  it.each([
    ["disabled", { disabled: true }],
    ["demoted to lab staff", { role: "lab" }],
  ] as const)("an editor %s after scheduling: not published, logged, shown in the pages list and the editor", async (_how, change) => {
    const db = t.portal.database.db;
    const editor = await sessionFor(t, "editor");
    await db.updateTable("userAccount").set({ nickname: "Eddie" }).where("id", "=", editor.id).execute();
    const slug = "role" in change ? "contact" : "disclaimer";
    const when = new Date(Date.now() + 3_600_000);
    await scheduleAs(editor.token, slug, when);
    const version = (await t.call(P.adminUserList, { keyword: "editor-" }, as(admin.token))).json.data.list.find(
      (u: { id: number }) => u.id === editor.id,
    ).version;
    const path = "role" in change ? P.adminUserSetRole : P.adminUserSetDisabled;
    expect((await t.call(path, { id: editor.id, version, ...change }, as(admin.token))).json.code).toBe("000000");

    const before = await liveVersion(slug);
    const { logger, records } = memoryLogger();
    const runner = pageScheduleRunner({ db, logger });
    const result = await runner.runOnce(when);
    expect(result).toMatchObject({ published: 0, failed: 1, refused: [{ slug, authorId: editor.id }] });
    expect(await liveVersion(slug)).toBe(before);
    expect(records).toContainEqual(expect.objectContaining({ event: "schedule refused", slug, authorId: editor.id, level: 40 }));

    const listed = (await t.call(P.adminPageList, { pageSize: 100 }, as(admin.token))).json.data.list.find(
      (p: { slug: string }) => p.slug === slug,
    );
    expect(listed).toMatchObject({ scheduledAt: null, scheduleFailedAt: expect.any(String) });
    const zh = (await t.call(P.adminPageGet, { slug }, as(admin.token, "zh-CN"))).json.data.scheduleFailure;
    expect(zh.problems[0].message).toContain("Eddie 设置，但其已无权发布页面");
    const en = (await t.call(P.adminPageGet, { slug }, as(admin.token))).json.data.scheduleFailure;
    expect(en.problems[0].message).toMatch(/^Eddie scheduled this publication but may no longer publish pages/);
  });

  it("an editor who still may publish gets their schedule published, in their name", async () => {
    const editor = await sessionFor(t, "editor");
    const when = new Date(Date.now() + 3_600_000);
    await scheduleAs(editor.token, "about", when);
    const before = await liveVersion("about");
    expect(await t.portal.pageSchedules.runOnce(when)).toEqual({ published: 1, failed: 0, refused: [] });
    expect(await liveVersion("about")).toBe(before + 1);
    const listed = (await t.call(P.adminPageList, { pageSize: 100 }, as(admin.token))).json.data.list.find(
      (p: { slug: string }) => p.slug === "about",
    );
    expect(listed.scheduleFailedAt).toBeNull();
  });
});
