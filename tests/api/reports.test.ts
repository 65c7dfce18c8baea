import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import JSZip from "jszip";
import { PDFDocument } from "pdf-lib";
import { readSheet } from "read-excel-file/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { downloadTaskRunner } from "../../server/jobs/download-task-runner";
import { createLogger } from "../../server/logger";
import { FAIL_WORDS, PASS_WORDS } from "../../server/reports/comparison-export";
import { localFileStore } from "../../server/storage/file-store";
import { staffToken, startTestPortal, type TestPortal } from "./harness";
import { signUp } from "./sign-up";

let t: TestPortal;
let customer = "";
let other = "";
let lab = "";
let id = 0;
let inspectionNo = "";
const as = (token: string) => ({ headers: { accessToken: token, lang: "en-US" } });

async function download(token: string | null, body: unknown) {
  return t.portal.api.fetch(
    new Request(`http://127.0.0.1${P.inspectReportDownload}`, {
      method: "POST",
      headers: { "content-type": "application/json", lang: "en-US", ...(token ? { accessToken: token } : {}) },
      body: JSON.stringify(body),
    }),
  );
}

beforeAll(async () => {
  t = await startTestPortal();
  customer = (await signUp(t, { account: "buyer@example.com", password: "milk2026protein", nickname: "Buyer" })).token;
  other = (await signUp(t, { account: "other@example.com", password: "milk2026protein", nickname: "Other" })).token;
  lab = await staffToken(t);
  const inserted = await t.call(
    P.inspectInsert,
    {
      company: "示例乳业有限公司",
      contactPerson: "王芳",
      phone: "13812345678",
      email: "wang@example.com",
      countryCode: "CN",
      address: "南京市示例路 1 号",
      sampleName: "乳铁蛋白 LF-95",
      batchNo: "B2026-07",
      quantity: 50,
      quantityUnit: "g",
      productionDate: "2026-10-01",
      testItems: ["lfContentHplc", "ironSaturation"],
    },
    as(customer),
  );
  ({ id, inspectionNo } = inserted.json.data);
  for (const to of ["received", "testing"]) await t.call(P.labInspectTransition, { id, to }, as(lab));
});
afterAll(() => t.close());

describe("issuing and downloading a report", () => {
  it("needs a result for every ordered test", async () => {
    await t.call(
      P.labInspectSaveResults,
      { id, results: [{ itemCode: "lfContentHplc", value: "92.4", unit: "%", method: "HPLC", limit: "≥ 90", passed: true }] },
      as(lab),
    );
    const before = t.snapshot();
    const r = await t.call(P.labInspectIssueReport, { id }, as(lab));
    expect(r.json).toMatchObject({
      code: "000001",
      message: "Enter a result for every ordered test first. Still missing: Iron saturation",
    });
    expect(t.snapshot()).toEqual(before);
  });

  it("generates the PDF, completes the inspection and puts it on the timeline", async () => {
    await t.call(
      P.labInspectSaveResults,
      { id, results: [{ itemCode: "ironSaturation", value: "14", unit: "%", limit: "10–20", passed: true }] },
      as(lab),
    );
    expect((await t.call(P.labInspectIssueReport, { id }, as(customer))).json.code).toBe("000003");
    const issued = await t.call(P.labInspectIssueReport, { id }, as(lab));
    expect(issued.json.data.status).toBe("completed");
    expect((await t.call(P.labInspectIssueReport, { id }, as(lab))).json.code).toBe("000006");
    const done = await t.call(P.inspectAchieved, {}, as(customer));
    expect(done.json.data.list.map((i: { id: number }) => i.id)).toEqual([id]);
    const timeline = await t.call(P.inspectProcess, { id }, as(customer));
    expect(timeline.json.data.at(-1).status).toBe("completed");
  });

  it("lets the owner download a PDF that parses and names the inspection and the sample", async () => {
    const res = await download(customer, { id });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${inspectionNo}.pdf"`);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getSubject()).toBe(`Inspection ${inspectionNo}, sample 乳铁蛋白 LF-95`);
    expect(pdf.getTitle()).toBe(`Test report R${inspectionNo.slice(2)}`);
  });

  it("never gives the report to anyone else", async () => {
    const foreign = await download(other, { id });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ code: "000002" });
    const anonymous = await download(null, { id });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: "000004" });
    expect((await (await download(customer, { id: "x" })).json()).code).toBe("000001");
  });
});

describe("comparison", () => {
  let second = 0;
  let open = 0;

  beforeAll(async () => {
    const base = {
      company: "Example Dairy",
      contactPerson: "Li Wei",
      phone: "13812345678",
      email: "li@example.com",
      countryCode: "CN",
      address: "1 Example Road",
      quantity: 20,
      quantityUnit: "g",
      productionDate: "2026-09-01",
    };
    second = (
      await t.call(
        P.inspectInsert,
        { ...base, sampleName: "LF-90", batchNo: "B2026-08", testItems: ["lfContentHplc", "moisture"] },
        as(customer),
      )
    ).json.data.id;
    open = (await t.call(P.inspectInsert, { ...base, sampleName: "LF-open", batchNo: "B9", testItems: ["ash"] }, as(customer))).json.data
      .id;
    for (const to of ["received", "testing"]) await t.call(P.labInspectTransition, { id: second, to }, as(lab));
    await t.call(
      P.labInspectSaveResults,
      {
        id: second,
        results: [
          { itemCode: "lfContentHplc", value: "90.8", unit: "%", passed: true },
          { itemCode: "moisture", value: "5.2", unit: "%", limit: "≤ 4.5", passed: false },
        ],
      },
      as(lab),
    );
    await t.call(P.labInspectIssueReport, { id: second }, as(lab));
  });

  it("aligns the results of 2–6 completed inspections by test item", async () => {
    const r = await t.call(P.inspectCompare, { ids: [id, second] }, as(customer));
    expect(r.json.data.inspections.map((i: { id: number }) => i.id)).toEqual([id, second]);
    expect(r.json.data.rows).toEqual([
      {
        itemCode: "lfContentHplc",
        values: [
          { value: "92.4", unit: "%", limit: "≥ 90", numeric: 92.4, passed: true },
          { value: "90.8", unit: "%", limit: "", numeric: 90.8, passed: true },
        ],
      },
      { itemCode: "ironSaturation", values: [{ value: "14", unit: "%", limit: "10–20", numeric: 14, passed: true }, null] },
      { itemCode: "moisture", values: [null, { value: "5.2", unit: "%", limit: "≤ 4.5", numeric: 5.2, passed: false }] },
    ]);
  });

  it("refuses fewer than 2, more than 6 or repeated ids, and anything not the caller's completed inspection", async () => {
    for (const ids of [[id], [id, id], [1, 2, 3, 4, 5, 6, 7]]) {
      const r = await t.call(P.inspectCompare, { ids }, as(customer));
      expect(r.json.code, JSON.stringify(ids)).toBe("000001");
      expect(r.json.data.issues[0]).toMatchObject({ path: "ids", message: "Choose 2 to 6 different completed inspections" });
    }
    expect((await t.call(P.inspectCompare, { ids: [id, open] }, as(customer))).json.code).toBe("000002");
    expect((await t.call(P.inspectCompare, { ids: [id, second] }, as(other))).json.code).toBe("000002");
    expect((await t.call(P.inspectCompare, { ids: [id, second] }, { headers: { lang: "en-US" } })).json.code).toBe("000004");
  });

  const exportAs = (body: unknown, token: string, lang = "en-US") =>
    t.portal.api.fetch(
      new Request(`http://127.0.0.1${P.inspectCompareDownload}`, {
        method: "POST",
        headers: { "content-type": "application/json", accessToken: token, lang },
        body: JSON.stringify(body),
      }),
    );
  /** One row per inspection; per test item four columns: value, unit, limit, pass/fail. */
  const expectedSheet = [
    [
      "Inspection number",
      "Sample",
      "Batch",
      "Report issued",
      "Lactoferrin content (HPLC) · value",
      "Lactoferrin content (HPLC) · unit",
      "Lactoferrin content (HPLC) · limit",
      "Lactoferrin content (HPLC) · pass/fail",
      "Iron saturation · value",
      "Iron saturation · unit",
      "Iron saturation · limit",
      "Iron saturation · pass/fail",
      "Moisture · value",
      "Moisture · unit",
      "Moisture · limit",
      "Moisture · pass/fail",
    ],
    ["乳铁蛋白 LF-95", "B2026-07", 92.4, "%", "≥ 90", "pass", 14, "%", "10–20", "pass", null, null, null, null],
    ["LF-90", "B2026-08", 90.8, "%", null, "pass", null, null, null, null, 5.2, "%", "≤ 4.5", "fail"],
  ];

  it("exports the comparison as CSV: UTF-8 with a BOM, one column each for value, unit, limit and pass/fail", async () => {
    const csv = await exportAs({ ids: [id, second], format: "csv" }, customer);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split("\r\n").filter(Boolean);
    const cells = lines.map((l) => l.slice(1, -1).split('","'));
    expect(cells[0]).toEqual(expectedSheet[0]);
    const [, first, secondRow] = expectedSheet.map((row) => row.map((v) => (v === null ? "" : String(v))));
    expect(cells[1]).toEqual([
      inspectionNo,
      ...(first ?? []).slice(0, 2),
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      ...(first ?? []).slice(2),
    ]);
    expect(cells[2]?.slice(4)).toEqual(secondRow?.slice(2));
    expect(lines.join("\n")).not.toContain("✗");

    const zh = new TextDecoder().decode(
      new Uint8Array(await (await exportAs({ ids: [id, second], format: "csv" }, customer, "zh-CN")).arrayBuffer()),
    );
    expect(zh).toContain('"乳铁蛋白含量（HPLC） · 结果"');
    expect(zh).toContain('"不合格"');
  });

  it("exports the comparison as an .xlsx workbook with numbers stored as numbers", async () => {
    const res = await exportAs({ ids: [id, second], format: "xlsx" }, customer);
    expect(res.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(res.headers.get("content-disposition")).toMatch(/comparison-\d{4}-\d{2}-\d{2}\.xlsx/);
    const rows = await readSheet(Buffer.from(await res.arrayBuffer()));
    expect(rows[0]).toEqual(expectedSheet[0]);
    expect(rows[1]?.[0]).toBe(inspectionNo);
    expect(rows[1]?.slice(1, 3)).toEqual(expectedSheet[1]?.slice(0, 2));
    expect(rows[1]?.slice(4)).toEqual(expectedSheet[1]?.slice(2));
    expect(rows[2]?.slice(4)).toEqual(expectedSheet[2]?.slice(2));
    expect((await (await exportAs({ ids: [id, second], format: "xlsx" }, other)).json()).code).toBe("000002");
  });

  it("exports the comparison as a PDF whose words for pass and fail the embedded font can draw (no missing-glyph box)", async () => {
    // fontkit is the font reader pdfkit itself embeds fonts with.
    const require = createRequire(import.meta.url);
    const fontkit = require("fontkit") as { openSync: (path: string) => { hasGlyphForCodePoint: (cp: number) => boolean } };
    const font = fontkit.openSync(require.resolve("@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf"));
    const drawable = (text: string) => [...text].every((ch) => /\s/.test(ch) || font.hasGlyphForCodePoint(ch.codePointAt(0) ?? 0));
    expect(drawable("✗"), "the old fail mark").toBe(false);
    for (const words of [PASS_WORDS, FAIL_WORDS, "限值 limit: ≥ 90 ≤ 4.5 10–20 —"]) expect(drawable(words), words).toBe(true);
    const pdf = await exportAs({ ids: [id, second] }, customer);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const doc = await PDFDocument.load(new Uint8Array(await pdf.arrayBuffer()), { updateMetadata: false });
    expect(doc.getSubject()).toContain(inspectionNo);
    expect((await (await exportAs({ ids: [id, second] }, other)).json()).code).toBe("000002");
  });
});

describe("batch download tasks", () => {
  const waitFor = async (taskId: number, token = customer) => {
    for (let i = 0; i < 100; i++) {
      const list = (await t.call(P.downloadTaskList, {}, as(token))).json.data as Array<{ id: number; status: string }>;
      const task = list.find((x) => x.id === taskId);
      if (task && (task.status === "done" || task.status === "failed")) return task;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`task ${taskId} did not finish`);
  };
  const fetchZip = (taskId: number, token: string) =>
    t.portal.api.fetch(
      new Request(`http://127.0.0.1${P.downloadTaskFile}`, {
        method: "POST",
        headers: { "content-type": "application/json", accessToken: token },
        body: JSON.stringify({ id: taskId }),
      }),
    );

  it("zips the chosen reports in the background, with progress, for the owner only", async () => {
    const created = await t.call(P.inspectDownloadBatch, { ids: [id] }, as(customer));
    expect(created.json.data).toMatchObject({ status: "queued", total: 1, doneCount: 0 });
    const done = await waitFor(created.json.data.id);
    expect(done).toMatchObject({ status: "done", total: 1, doneCount: 1, error: "" });

    const res = await fetchZip(done.id, customer);
    expect(res.headers.get("content-type")).toBe("application/zip");
    const zip = await JSZip.loadAsync(await res.arrayBuffer());
    expect(Object.keys(zip.files)).toEqual([`${inspectionNo}.pdf`]);
    const pdf = await PDFDocument.load((await zip.file(`${inspectionNo}.pdf`)?.async("uint8array")) ?? new Uint8Array(), {
      updateMetadata: false,
    });
    expect(pdf.getSubject()).toContain(inspectionNo);

    expect((await t.call(P.downloadTaskList, {}, as(other))).json.data).toEqual([]);
    expect((await fetchZip(done.id, other)).status).toBe(404);
    expect((await t.call(P.downloadTaskDelete, { id: done.id }, as(other))).json.code).toBe("000002");
  });

  it("refuses ids that are not the caller's completed inspections, and bad bodies", async () => {
    const before = t.snapshot();
    expect((await t.call(P.inspectDownloadBatch, { ids: [id] }, as(other))).json.code).toBe("000002");
    expect((await t.call(P.inspectDownloadBatch, { ids: [] }, as(customer))).json.code).toBe("000001");
    expect((await t.call(P.inspectDownloadBatch, { ids: [id, id] }, as(customer))).json.code).toBe("000001");
    expect((await t.call(P.inspectDownloadBatch, { ids: [id] }, { headers: { lang: "en-US" } })).json.code).toBe("000004");
    expect(t.snapshot()).toEqual(before);
  });

  it("delete removes the task and its file", async () => {
    const created = (await t.call(P.inspectDownloadBatch, { ids: [id] }, as(customer))).json.data;
    await waitFor(created.id);
    const { storageKey } = await t.portal.database.db
      .selectFrom("downloadTask")
      .select("storageKey")
      .where("id", "=", created.id)
      .executeTakeFirstOrThrow();
    const file = path.join(t.storageDir, storageKey ?? "missing");
    expect(fs.existsSync(file)).toBe(true);
    expect((await t.call(P.downloadTaskDelete, { id: created.id }, as(customer))).json.code).toBe("000000");
    expect(fs.existsSync(file)).toBe(false);
    expect((await t.call(P.downloadTaskList, {}, as(customer))).json.data.map((x: { id: number }) => x.id)).not.toContain(created.id);
  });

  it("a task whose report file is gone fails and says why", async () => {
    const report = await t.portal.database.db
      .selectFrom("inspectionReport")
      .select("storageKey")
      .where("inspectionId", "=", id)
      .executeTakeFirstOrThrow();
    const reportFile = path.join(t.storageDir, report.storageKey);
    const saved = fs.readFileSync(reportFile);
    fs.rmSync(reportFile);
    try {
      const created = (await t.call(P.inspectDownloadBatch, { ids: [id] }, as(customer))).json.data;
      expect(await waitFor(created.id)).toMatchObject({ status: "failed", error: "portal:downloadTask.reportMissing" });
    } finally {
      fs.writeFileSync(reportFile, saved);
    }
  });

  it("a task whose inspection is no longer completed fails and says why", async () => {
    const db = t.portal.database.db;
    // Moved back before the task is asked for (its report stays on record), so the runner — which may
    // start at once — meets an inspection that is no longer completed.
    await db.updateTable("inspection").set({ status: "testing" }).where("id", "=", id).execute();
    try {
      const created = (await t.call(P.inspectDownloadBatch, { ids: [id] }, as(customer))).json.data;
      t.portal.jobs.kick();
      expect(await waitFor(created.id)).toMatchObject({ status: "failed", error: "portal:downloadTask.notCompleted" });
    } finally {
      await db.updateTable("inspection").set({ status: "completed" }).where("id", "=", id).execute();
    }
  });

  it("a task whose zip cannot be stored fails and says why", async () => {
    // A plain file where the downloads folder belongs: storage cannot write there (even as root).
    const folder = path.join(t.storageDir, "downloads");
    const aside = `${folder}-aside`;
    if (fs.existsSync(folder)) fs.renameSync(folder, aside);
    fs.writeFileSync(folder, "not a folder");
    try {
      const created = (await t.call(P.inspectDownloadBatch, { ids: [id] }, as(customer))).json.data;
      expect(await waitFor(created.id)).toMatchObject({ status: "failed", error: "portal:downloadTask.writeFailed" });
    } finally {
      fs.rmSync(folder);
      if (fs.existsSync(aside)) fs.renameSync(aside, folder);
    }
  });

  it("tasks left running by a crashed instance are picked up again once its lease ran out", async () => {
    const created = (await t.call(P.inspectDownloadBatch, { ids: [id] }, as(customer))).json.data;
    await waitFor(created.id);
    await t.portal.database.db
      .updateTable("downloadTask")
      .set({
        status: "running",
        doneCount: 0,
        storageKey: null,
        claimedBy: "crashed-instance",
        leaseUntil: new Date(Date.now() - 1000).toISOString(),
      })
      .where("id", "=", created.id)
      .execute();
    const runner = downloadTaskRunner({
      db: t.portal.database.db,
      dialect: t.portal.database.dialect,
      files: localFileStore(t.storageDir),
      logger: createLogger("silent"),
    });
    await runner.start();
    try {
      expect(await waitFor(created.id)).toMatchObject({ status: "done", doneCount: 1 });
    } finally {
      await runner.stop();
    }
  });
});
