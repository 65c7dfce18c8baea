import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPLOAD_LIMITS } from "../../schemas/limits";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { claimJobLease } from "../../server/jobs/job-lease";
import { staffToken, startTestPortal, type TestPortal } from "./harness";
import { signUp } from "./sign-up";

let t: TestPortal;
let lab = "";
const as = (token: string, lang = "en-US") => ({ headers: { accessToken: token, lang } });

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const PDF = new TextEncoder().encode("%PDF-1.4\n% test\n");
/** A PNG of `bytes` bytes (the signature, then zeros). */
const pngOf = (bytes: number) => {
  const b = new Uint8Array(bytes);
  b.set(PNG);
  return b;
};

async function upload(token: string, bytes: Uint8Array<ArrayBuffer>, name = "photo.png", lang = "en-US") {
  const form = new FormData();
  form.append("file", new Blob([bytes]), name);
  const res = await t.portal.api.fetch(
    new Request(`http://127.0.0.1${P.upload}`, { method: "POST", headers: { lang, accessToken: token }, body: form }),
  );
  return {
    status: res.status,
    retryAfter: res.headers.get("retry-after"),
    // biome-ignore lint/suspicious/noExplicitAny: the envelope's data differs per answer
    json: (await res.json()) as { code: string; message: string; data: any },
  };
}

let accounts = 0;
async function customer(lang = "en-US") {
  accounts++;
  // Each from its own address: sign-ups are limited per address.
  const r = await signUp(
    t,
    { account: `up${accounts}@example.com`, password: "milk2026protein", nickname: "U" },
    { headers: { lang }, peer: `127.0.1.${accounts}` },
  );
  return r.token;
}

const sample = (attachmentIds: number[]) => ({
  company: "Example Dairy",
  contactPerson: "Li Wei",
  phone: "13812345678",
  email: "li@example.com",
  countryCode: "CN",
  address: "1 Example Road",
  sampleName: "LF-95",
  batchNo: "B1",
  quantity: 20,
  quantityUnit: "g",
  productionDate: "2026-10-01",
  testItems: ["moisture"],
  attachmentIds,
});

const storedFile = async (id: number) => {
  const row = await t.portal.database.db.selectFrom("attachment").select("storageKey").where("id", "=", id).executeTakeFirst();
  return row ? fs.existsSync(path.join(t.storageDir, row.storageKey)) : null;
};

beforeAll(async () => {
  t = await startTestPortal({ UPLOAD_QUOTA_MB: "1" });
  lab = await staffToken(t);
});
afterAll(() => t.close());

describe("upload limits (issue 26, item 9)", () => {
  it(`at most ${UPLOAD_LIMITS.perWindow} uploads per customer per ${UPLOAD_LIMITS.windowMinutes} minutes, then 000005 with Retry-After and a message saying so`, async () => {
    const alice = await customer();
    for (let i = 0; i < UPLOAD_LIMITS.perWindow; i++) expect((await upload(alice, PNG)).json.code).toBe("000000");
    const refused = await upload(alice, PNG);
    expect(refused.status).toBe(429);
    expect(refused.json.code).toBe("000005");
    expect(refused.json.message).toMatch(
      /^You have uploaded 20 files in the last 10 minutes\. Please try again in \d+ (minutes?|seconds?)\.$/,
    );
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    const zh = await upload(alice, PNG, "a.png", "zh-CN");
    expect(zh.json.message).toMatch(/^您在 10 分钟内已上传 20 个文件，请在.+后重试。$/);
    // Another customer is not affected.
    expect((await upload(await customer(), PNG)).json.code).toBe("000000");
  });

  it("unlinked uploads may add up to UPLOAD_QUOTA_MB; over it 000005 says what to do; a removed or submitted file frees its room", async () => {
    const bob = await customer();
    const first = (await upload(bob, pngOf(600_000))).json.data;
    const before = await t.portal.database.db.selectFrom("attachment").select("id").execute();
    const over = await upload(bob, pngOf(600_000));
    expect(over.json).toMatchObject({
      code: "000005",
      message: "Your uploads not yet sent with a sample already take up 1 MB. Send your sample or remove some files first.",
    });
    expect(await t.portal.database.db.selectFrom("attachment").select("id").execute()).toEqual(before);
    // Submitting the sample links the file: it no longer counts.
    expect((await t.call(P.inspectInsert, sample([first.id]), as(bob))).json.code).toBe("000000");
    const second = (await upload(bob, pngOf(600_000))).json.data;
    expect(second.id).toBeGreaterThan(0);
    expect((await upload(bob, pngOf(600_000))).json.code).toBe("000005");
    // Removing an unlinked one frees its room.
    expect((await t.call(P.attachmentDelete, { attachmentId: second.id }, as(bob))).json.code).toBe("000000");
    expect((await upload(bob, pngOf(600_000))).json.code).toBe("000000");
  });
});

describe("removing an upload (issue 26, item 9)", () => {
  it("the owner removes an unlinked upload (row and file); not someone else's, not one a sample uses, not a visitor", async () => {
    const carol = await customer();
    const dave = await customer();
    const loose = (await upload(carol, PNG)).json.data;
    const used = (await upload(carol, PNG)).json.data;
    expect((await t.call(P.inspectInsert, sample([used.id]), as(carol))).json.code).toBe("000000");
    expect(await storedFile(loose.id)).toBe(true);

    expect((await t.call(P.attachmentDelete, { attachmentId: loose.id }, as(dave))).json.code).toBe("000002");
    expect((await t.call(P.attachmentDelete, { attachmentId: loose.id }, { headers: { lang: "en-US" } })).json.code).toBe("000004");
    expect((await t.call(P.attachmentDelete, { attachmentId: used.id }, as(carol))).json).toMatchObject({
      code: "000006",
      message: "This file belongs to a submitted sample and can no longer be removed",
    });
    expect(await storedFile(used.id)).toBe(true);

    const key = (
      await t.portal.database.db.selectFrom("attachment").select("storageKey").where("id", "=", loose.id).executeTakeFirstOrThrow()
    ).storageKey;
    expect((await t.call(P.attachmentDelete, { attachmentId: loose.id }, as(carol))).json.code).toBe("000000");
    expect(await storedFile(loose.id)).toBeNull();
    expect(fs.existsSync(path.join(t.storageDir, key))).toBe(false);
    expect((await t.call(P.attachmentDelete, { attachmentId: loose.id }, as(carol))).json.code).toBe("000002");
  });
});

describe("clean-up of uploads no sample uses (issue 26, item 9)", () => {
  it("after 24 h the background task deletes unlinked uploads and their files; linked and recent ones stay; one instance at a time", async () => {
    const erin = await customer();
    const stale = (await upload(erin, PNG)).json.data;
    const linked = (await upload(erin, PNG)).json.data;
    expect((await t.call(P.inspectInsert, sample([linked.id]), as(erin))).json.code).toBe("000000");
    const db = t.portal.database.db;
    const ageBy = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    await db
      .updateTable("attachment")
      .set({ createdAt: ageBy(25) })
      .where("id", "in", [stale.id, linked.id])
      .execute();
    const fresh = (await upload(erin, PNG)).json.data;
    await db
      .updateTable("attachment")
      .set({ createdAt: ageBy(23) })
      .where("id", "=", fresh.id)
      .execute();
    const staleKey = (await db.selectFrom("attachment").select("storageKey").where("id", "=", stale.id).executeTakeFirstOrThrow())
      .storageKey;

    // Another instance holds the lease: this one leaves the work to it.
    expect(await claimJobLease(db, "upload-cleanup", "other-instance", 60_000)).toBe(true);
    expect(await t.portal.uploadCleanup.runOnce()).toBe(0);
    expect(await storedFile(stale.id)).toBe(true);
    // Its lease runs out (the instance died): this one takes over.
    await db
      .updateTable("jobLease")
      .set({ leaseUntil: ageBy(1) })
      .where("name", "=", "upload-cleanup")
      .execute();

    expect(await t.portal.uploadCleanup.runOnce()).toBeGreaterThanOrEqual(1);
    expect(await storedFile(stale.id)).toBeNull();
    expect(fs.existsSync(path.join(t.storageDir, staleKey))).toBe(false);
    expect(await storedFile(linked.id)).toBe(true);
    expect(await storedFile(fresh.id)).toBe(true);
  });
});

describe("file names match the content (issue 26, item 10)", () => {
  it("keeps the detected type's extension, strips control and bidi characters, and lab staff and downloads see the cleaned name", async () => {
    const frank = await customer();
    const cases: Array<[Uint8Array<ArrayBuffer>, string, string]> = [
      [PNG, "evil.html", "evil.png"],
      [PDF, "setup.exe", "setup.pdf"],
      [PNG, "invoice\u202Egnp.exe", "invoicegnp.png"],
      [PNG, "\u200Fscan\u0007\u0085\u2066.JPG\u2069", "scan.png"],
      [PDF, "COA", "COA.pdf"],
      [PNG, "photo.PNG", "photo.PNG"],
      [PNG, "..\\..\\report.final.v2.html", "report.final.v2.png"],
      [PNG, "...", "file.png"],
    ];
    const ids: number[] = [];
    for (const [bytes, name, shown] of cases) {
      const r = await upload(frank, bytes, name);
      expect([name, r.json.data.name]).toEqual([name, shown]);
      ids.push(r.json.data.id);
    }
    const inserted = await t.call(P.inspectInsert, sample(ids.slice(0, 3)), as(frank));
    const detail = await t.call(P.labInspectDetail, { id: inserted.json.data.id }, as(lab));
    expect(detail.json.data.attachments.map((a: { name: string }) => a.name)).toEqual(["evil.png", "setup.pdf", "invoicegnp.png"]);
    const download = await t.post(P.attachmentDownload, { id: ids[0] }, as(lab));
    expect(download.headers.get("content-disposition")).toContain('filename="evil.png"');
  });

  it("a name stored before these rules is shown cleaned too", async () => {
    const gina = await customer();
    const old = (await upload(gina, PNG, "x.png")).json.data;
    await t.portal.database.db.updateTable("attachment").set({ name: "old\u202Egnp.html" }).where("id", "=", old.id).execute();
    const inserted = await t.call(P.inspectInsert, sample([old.id]), as(gina));
    const detail = await t.call(P.labInspectDetail, { id: inserted.json.data.id }, as(lab));
    expect(detail.json.data.attachments[0].name).toBe("oldgnp.png");
  });
});
