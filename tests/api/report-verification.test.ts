import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { VERIFY_RATE_LIMIT } from "../../schemas/report-verification";
import { pdfPageTexts, squash } from "../support/pdf-text";
import { staffToken, startTestPortal, type TestPortal } from "./harness";
import { signUp } from "./sign-up";

let t: TestPortal;
let customer = "";
let lab = "";
let id = 0;
let inspectionNo = "";
const as = (token: string, lang = "en-US") => ({ headers: { accessToken: token, lang } });

/** The report as the customer downloads it, and the verification link printed on it. */
async function downloadIssued(): Promise<{ bytes: Buffer; code: string; url: URL }> {
  const res = await t.post(P.inspectReportDownload, { id }, as(customer));
  expect(res.status).toBe(200);
  const bytes = Buffer.from(await res.arrayBuffer());
  const text = squash((await pdfPageTexts(bytes)).join(""));
  const match = /核验码Verificationcode:([0-9A-Z]+)/.exec(text);
  const href = /https?:\/\/\S*?\/verify\/\?no=[^&]+&code=[0-9A-Z]{10}/.exec(text);
  expect(match, "the code is printed").not.toBeNull();
  expect(href, "the address is printed").not.toBeNull();
  return { bytes, code: match?.[1] ?? "", url: new URL(href?.[0] ?? "") };
}

async function testAndIssue(value: string) {
  await t.call(
    P.labInspectSaveResults,
    { id, results: [{ itemCode: "lfContentHplc", value, unit: "%", method: "HPLC", limit: "≥ 90", passed: Number(value) >= 90 }] },
    as(lab),
  );
  const issued = await t.call(P.labInspectIssueReport, { id }, as(lab));
  expect(issued.json.code).toBe("000000");
}

beforeAll(async () => {
  t = await startTestPortal({ SITE_URL: "https://www.lf-example.com" });
  customer = (await signUp(t, { account: "verify@example.com", password: "milk2026protein", nickname: "Verifier" })).token;
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
      testItems: ["lfContentHplc"],
    },
    as(customer),
  );
  ({ id, inspectionNo } = inserted.json.data);
  for (const to of ["received", "testing"]) await t.call(P.labInspectTransition, { id, to }, as(lab));
  await testAndIssue("92.4");
});
afterAll(() => t.close());

describe("a report anyone can verify", () => {
  let first: Awaited<ReturnType<typeof downloadIssued>>;

  it("prints a SITE_URL link with the inspection number and a 50-bit code, and stores only hashes", async () => {
    first = await downloadIssued();
    expect(first.url.origin).toBe("https://www.lf-example.com");
    expect(first.url.pathname).toBe("/verify/");
    expect(first.url.searchParams.get("no")).toBe(inspectionNo);
    expect(first.url.searchParams.get("code")).toBe(first.code);
    expect(first.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    const row = await t.portal.database.db
      .selectFrom("inspectionReport")
      .selectAll()
      .where("inspectionId", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.verifyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(first.code);
  });

  it("answers the report's facts and the SHA-256 of the very PDF the customer downloads", async () => {
    const r = await t.call(P.reportVerify, { no: inspectionNo, code: first.code }, { headers: { lang: "en-US" } });
    expect(r.json.code).toBe("000000");
    expect(r.json.data).toMatchObject({
      status: "valid",
      reportNo: `R${inspectionNo.slice(2)}`,
      inspectionNo,
      sampleName: "乳铁蛋白 LF-95",
      batchNo: "B2026-07",
      sha256: createHash("sha256").update(first.bytes).digest("hex"),
      successorNo: "",
    });
    expect(r.json.data.issuer.en).not.toBe("");
    expect(Date.parse(r.json.data.issuedAt)).toBeGreaterThan(0);
    // Typed from paper: lower case and the look-alike O for 0 still match.
    const typed = first.code.toLowerCase().replace(/0/g, "o");
    expect((await t.call(P.reportVerify, { no: inspectionNo.toLowerCase(), code: typed })).json.data.status).toBe("valid");
  });

  it("says 'not found' alike for a forged code, an unknown number and another inspection's number", async () => {
    const forged = first.code.startsWith("A") ? `B${first.code.slice(1)}` : `A${first.code.slice(1)}`;
    for (const body of [
      { no: inspectionNo, code: forged },
      { no: "LF20990101-0001", code: first.code },
      { no: inspectionNo, code: "" },
    ]) {
      const r = await t.post(P.reportVerify, body, { headers: { lang: "zh-CN" } });
      const json = await r.json();
      expect(json.code, JSON.stringify(body)).toBe(body.code === "" ? "000001" : "000002");
      expect(r.status).toBe(body.code === "" ? 400 : 404);
    }
  });

  it("keeps an amended report verifiable as superseded, naming the report that replaced it", async () => {
    const before = t.snapshot();
    const noReason = await t.call(P.labInspectAmendReport, { id, reason: " " }, as(lab, "zh-CN"));
    expect(noReason.json.code).toBe("000001");
    expect(noReason.json.message).toContain("请说明修订原因");
    expect((await t.call(P.labInspectAmendReport, { id, reason: "typo" }, as(customer))).json.code).toBe("000003");
    expect(t.snapshot()).toEqual(before);

    const amended = await t.call(P.labInspectAmendReport, { id, reason: "Iron saturation unit corrected" }, as(lab));
    expect(amended.json.data.status).toBe("testing");
    expect((await t.call(P.labInspectAmendReport, { id, reason: "again" }, as(lab))).json.code).toBe("000006");
    // While the correction is prepared the old report is superseded, with no successor yet, and not downloadable.
    const pending = await t.call(P.reportVerify, { no: inspectionNo, code: first.code });
    expect(pending.json.data).toMatchObject({ status: "superseded", successorNo: "" });
    expect((await t.post(P.inspectReportDownload, { id }, as(customer))).status).toBe(404);
    const timeline = await t.call(P.inspectProcess, { id }, as(customer));
    expect(timeline.json.data.at(-1)).toMatchObject({ status: "testing", reason: "Iron saturation unit corrected" });

    await testAndIssue("93.1");
    const second = await downloadIssued();
    expect(second.code).not.toBe(first.code);
    const old = await t.call(P.reportVerify, { no: inspectionNo, code: first.code });
    expect(old.json.data).toMatchObject({
      status: "superseded",
      reportNo: `R${inspectionNo.slice(2)}`,
      successorNo: `R${inspectionNo.slice(2)}-A1`,
      sha256: createHash("sha256").update(first.bytes).digest("hex"),
    });
    const current = await t.call(P.reportVerify, { no: inspectionNo, code: second.code });
    expect(current.json.data).toMatchObject({ status: "valid", reportNo: `R${inspectionNo.slice(2)}-A1` });
  });

  it(`limits look-ups to ${VERIFY_RATE_LIMIT.perTenMinutes} per address in ten minutes`, async () => {
    const peer = "127.0.0.9";
    for (let i = 0; i < VERIFY_RATE_LIMIT.perTenMinutes; i++) {
      const r = await t.call(P.reportVerify, { no: inspectionNo, code: "WRONGCODE0" }, { peer });
      expect(r.json.code).toBe("000002");
    }
    const refused = await t.post(P.reportVerify, { no: inspectionNo, code: first.code }, { peer });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await t.call(P.reportVerify, { no: inspectionNo, code: first.code }, { peer: "127.0.0.10" })).json.code).toBe("000000");
  });
});
