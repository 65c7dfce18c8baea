import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordAudit } from "../../server/audit/audit-log";
import { readRevisions, touchContent } from "../../server/content/content-revision";
import { demoPages } from "../../server/db/seed/demo-pages";
import { publishPage } from "../../server/services/pages";
import { startTestPortal, type TestPortal } from "./harness";

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
});
afterAll(() => t.close());

describe("content revisions", () => {
  it("start at 0, go up by one per touch, per tag", async () => {
    const db = t.portal.database.db;
    expect(Object.fromEntries(await readRevisions(db, ["news", "banner"]))).toEqual({ news: 0, banner: 0 });
    await touchContent(db, ["news", "news", "site"]);
    await touchContent(db, ["news"]);
    expect(Object.fromEntries(await readRevisions(db, ["news", "site", "banner"]))).toEqual({ news: 2, site: 1, banner: 0 });
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
    await expect(
      db.transaction().execute(async (trx) => {
        await touchContent(trx, ["policy"]);
        await recordAudit(trx, { actorId: null, action: "edit", entity: "policy", entityId: "privacy" });
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    expect((await readRevisions(db, ["policy"])).get("policy")).toBe(0);
    expect(t.snapshot()).toEqual(before);
  });
});
