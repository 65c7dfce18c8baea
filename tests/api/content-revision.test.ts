import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordAudit } from "../../server/audit/audit-log";
import { pageTag, readRevisions, touchContent } from "../../server/content/content-revision";
import { demoPages } from "../../server/db/seed/demo-pages";
import { publishPage } from "../../server/services/pages";
import { startTestPortal, type TestPortal } from "./harness";

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
});
afterAll(() => t.close());

describe("content revisions", () => {
  it("go up by one per touch, per tag (a tag never touched reads 0)", async () => {
    const db = t.portal.database.db;
    expect((await readRevisions(db, [pageTag("never-published")])).get(pageTag("never-published"))).toBe(0);
    const before = await readRevisions(db, ["news", "site", "banner"]);
    const at = (tag: "news" | "site" | "banner") => before.get(tag) ?? 0;
    await touchContent(db, ["news", "news", "site"]);
    await touchContent(db, ["news"]);
    expect(Object.fromEntries(await readRevisions(db, ["news", "site", "banner"]))).toEqual({
      news: at("news") + 2,
      site: at("site") + 1,
      banner: at("banner"),
    });
  });

  it("a publish bumps its page's tag in the same transaction", async () => {
    const db = t.portal.database.db;
    const before = (await readRevisions(db, ["page:about"])).get("page:about") ?? 0;
    const about = demoPages.find((p) => p.slug === "about");
    if (!about) throw new Error("demo page about missing");
    await publishPage(db, about, null);
    expect((await readRevisions(db, ["page:about"])).get("page:about")).toBe(before + 1);
  });

  it("a rolled-back transaction leaves the revision and the audit log untouched", async () => {
    const db = t.portal.database.db;
    const before = t.snapshot();
    const policyBefore = (await readRevisions(db, ["policy"])).get("policy");
    await expect(
      db.transaction().execute(async (trx) => {
        await touchContent(trx, ["policy"]);
        await recordAudit(trx, { actorId: null, action: "edit", entity: "policy", entityId: "privacy" });
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    expect((await readRevisions(db, ["policy"])).get("policy")).toBe(policyBefore);
    expect(t.snapshot()).toEqual(before);
  });
});
