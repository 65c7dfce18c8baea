import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { outboxFiles, waitForMail } from "../support/outbox";
import { staffToken, startTestPortal, type TestPortal } from "./harness";
import { signUp } from "./sign-up";

/**
 * Issue 23, items 5, 6 and 8: the two new sample fields, where to send the sample, and a customer
 * cancelling or correcting a sample until the lab receives it.
 */
let t: TestPortal;
let alice = "";
let bob = "";
let lab = "";

const sample = {
  company: "Example Dairy Co.",
  contactPerson: "Wang Fang",
  phone: "13812345678",
  email: "wang.fang@example.com",
  countryCode: "CN",
  provinceCode: "320000",
  address: "1 Example Road, Nanjing",
  sampleName: "Lactoferrin LF-95",
  batchNo: "B2026-1101",
  quantity: 50,
  quantityUnit: "g",
  productionDate: "2026-10-20",
  testItems: ["lfContentHplc", "ironSaturation"],
  carrier: "SF Express",
  trackingNo: "SF1234567890",
  notes: "Please test before the end of the month.",
  storageConditions: "2–8 ℃, dry, away from light",
  nameOnReport: "Example Dairy Group (Quality Dept.)",
};

const en = (token: string) => ({ headers: { accessToken: token, lang: "en-US" } });
const zh = (token: string) => ({ headers: { accessToken: token, lang: "zh-CN" } });

async function send(token: string, change: Record<string, unknown> = {}): Promise<{ id: number; inspectionNo: string }> {
  const r = await t.call(P.inspectInsert, { ...sample, ...change }, en(token));
  expect(r.json.code, r.json.message).toBe("000000");
  return r.json.data;
}
const labView = async (id: number) => (await t.call(P.labInspectDetail, { id }, en(lab))).json.data;

beforeAll(async () => {
  t = await startTestPortal();
  alice = (await signUp(t, { account: "alice@example.com", password: "milk2026protein", nickname: "Alice" })).token;
  bob = (await signUp(t, { account: "bob@example.com", password: "milk2026protein", nickname: "Bob" })).token;
  lab = await staffToken(t);
  // Alice last used the site in English: her mail follows.
  expect((await t.call(P.currentUser, {}, en(alice))).json.code).toBe("000000");
});
afterAll(() => t.close());

describe("storage conditions and the name on the report", () => {
  it("are stored, shown to lab staff and answered with where to send the sample", async () => {
    const before = outboxFiles(t.outboxDir);
    const r = await t.call(P.inspectInsert, sample, en(alice));
    expect(r.json.code).toBe("000000");
    // The demo site settings' English shipping address and packing instructions.
    expect(r.json.data.shipping.address).toMatch(/^Sample Reception, Testing Centre/);
    expect(r.json.data.shipping.instructions).toMatch(/sealed container labelled with its inspection number/);
    const detail = await labView(r.json.data.id);
    expect(detail).toMatchObject({
      storageConditions: sample.storageConditions,
      nameOnReport: sample.nameOnReport,
      notes: sample.notes,
      address: sample.address,
      email: sample.email,
      countryCode: "CN",
      productionDate: sample.productionDate,
      carrier: sample.carrier,
      trackingNo: sample.trackingNo,
    });

    // The confirmation mail the site promises: number, where to send it, how to pack it.
    const mail = await waitForMail(t.outboxDir, (m) => m.to.includes(sample.email), 10_000, before);
    expect(mail.subject).toBe(`Sample request ${r.json.data.inspectionNo} received: please send your sample`);
    expect(mail.text).toContain("Please send the sample, with the inspection number written on the package, to:");
    expect(mail.text).toContain(r.json.data.shipping.address);
    expect(mail.text).toContain(r.json.data.shipping.instructions);
  });

  it("are optional (earlier samples and forms without them keep working) and the report then prints the company", async () => {
    const { storageConditions: _s, nameOnReport: _n, ...without } = sample;
    const r = await t.call(P.inspectInsert, without, en(alice));
    expect(r.json.code).toBe("000000");
    expect(await labView(r.json.data.id)).toMatchObject({ storageConditions: "", nameOnReport: "" });
  });

  it.each([
    ["storage conditions over 100 characters", { storageConditions: "x".repeat(101) }, "storageConditions", "At most 100 characters"],
    ["a name on the report over 200 characters", { nameOnReport: "x".repeat(201) }, "nameOnReport", "At most 200 characters"],
  ])("refuses %s naming the field, storing nothing", async (_, change, field, message) => {
    const before = t.snapshot();
    const r = await t.call(P.inspectInsert, { ...sample, ...change }, en(alice));
    expect(r.json.code).toBe("000001");
    expect(r.json.data.issues).toContainEqual({ path: field, message });
    expect(t.snapshot()).toEqual(before);
  });

  it("the confirmation is in the customer's language, with the Chinese address", async () => {
    const carol = (await signUp(t, { account: "carol@example.com", password: "milk2026protein", nickname: "Carol" })).token;
    expect((await t.call(P.currentUser, {}, zh(carol))).json.code).toBe("000000");
    const before = outboxFiles(t.outboxDir);
    const r = await t.call(P.inspectInsert, { ...sample, email: "carol.lab@example.com" }, zh(carol));
    expect(r.json.data.shipping.address).toMatch(/^江苏省南通市/);
    const mail = await waitForMail(t.outboxDir, (m) => m.to.includes("carol.lab@example.com"), 10_000, before);
    expect(mail.subject).toBe(`送检申请 ${r.json.data.inspectionNo} 已受理，请寄送样品`);
    expect(mail.text).toContain("江苏省南通市海门区");
    expect(mail.text).toContain("包装要求：");
  });
});

describe("the lab's shipping address and packing instructions (site settings)", () => {
  it("an editor sets them in both languages; the next confirmation names them; bad input changes nothing", async () => {
    const editor = await staffToken(t, "editor@example.com", "editor");
    const { settings, version } = (await t.call(P.adminSettingsGet, {}, en(editor))).json.data;
    const next = {
      ...settings,
      labShippingAddress: { zh: "上海市浦东新区示例路 9 号 样品室", en: "Sample Room, 9 Example Road, Pudong, Shanghai" },
      packingInstructions: { zh: "请冷链寄送。", en: "Ship chilled." },
    };
    const saved = await t.call(P.adminSettingsUpdate, { version, settings: next }, en(editor));
    expect(saved.json.code).toBe("000000");
    const r = await t.call(P.inspectInsert, sample, en(alice));
    expect(r.json.data.shipping).toEqual({ address: "Sample Room, 9 Example Road, Pudong, Shanghai", instructions: "Ship chilled." });
    const zhAnswer = await t.call(P.inspectInsert, sample, zh(alice));
    expect(zhAnswer.json.data.shipping).toEqual({ address: "上海市浦东新区示例路 9 号 样品室", instructions: "请冷链寄送。" });

    const tooLong = { ...next, labShippingAddress: { zh: "地".repeat(301), en: "" } };
    const refused = await t.call(P.adminSettingsUpdate, { version: version + 1, settings: tooLong }, en(editor));
    expect(refused.json.code).toBe("000001");
    const stored = (await t.call(P.adminSettingsGet, {}, en(editor))).json.data;
    expect(stored.settings.labShippingAddress).toEqual(next.labShippingAddress);

    // Empty: the site's own address is named instead, and no packing paragraph.
    const cleared = { ...next, labShippingAddress: { zh: "", en: "" }, packingInstructions: { zh: "", en: "" } };
    expect((await t.call(P.adminSettingsUpdate, { version: version + 1, settings: cleared }, en(editor))).json.code).toBe("000000");
    const fallback = await t.call(P.inspectInsert, sample, en(alice));
    expect(fallback.json.data.shipping).toEqual({ address: settings.siteAddress.en, instructions: "" });
    // The demo settings back for the tests below.
    expect((await t.call(P.adminSettingsUpdate, { version: version + 2, settings }, en(editor))).json.code).toBe("000000");
  });
});

describe("inspect/cancel", () => {
  it("cancels the owner's sample before receipt; the lab sees it cancelled and can no longer receive it", async () => {
    const { id } = await send(alice);
    const r = await t.call(P.inspectCancel, { id, reason: "Sent the wrong batch" }, en(alice));
    expect(r.json.code).toBe("000000");
    expect(r.json.data).toMatchObject({ id, status: "cancelled" });
    const detail = await labView(id);
    expect(detail.status).toBe("cancelled");
    expect(detail.events.at(-1)).toMatchObject({ kind: "status", status: "cancelled", reason: "Sent the wrong batch" });
    const listed = (await t.call(P.labInspectList, { pageNum: 1, pageSize: 10, status: "cancelled" }, en(lab))).json.data.list;
    expect(listed.map((i: { id: number }) => i.id)).toContain(id);
    const receive = await t.call(P.labInspectTransition, { id, to: "received" }, en(lab));
    expect(receive.json.code).toBe("000006");
    expect(receive.json.message).toBe(
      "This sample is now “Cancelled” and cannot be changed to “Received”. Reload to see its current state.",
    );

    const again = await t.call(P.inspectCancel, { id }, en(alice));
    expect(again.json).toMatchObject({ code: "000006", message: "This sample is already cancelled." });
  });

  it("answers another customer's sample as not found and changes nothing", async () => {
    const { id } = await send(alice);
    const before = t.snapshot();
    const r = await t.call(P.inspectCancel, { id }, en(bob));
    expect(r.json.code).toBe("000002");
    expect(t.snapshot()).toEqual(before);
    expect((await labView(id)).status).toBe("submitted");
  });

  it("is refused once the lab has received the sample, saying why, and changes nothing", async () => {
    const { id } = await send(alice);
    expect((await t.call(P.labInspectTransition, { id, to: "received" }, en(lab))).json.code).toBe("000000");
    const before = t.snapshot();
    const r = await t.call(P.inspectCancel, { id }, en(alice));
    expect(r.json).toMatchObject({
      code: "000006",
      message: "The lab has already received this sample, so it can no longer be cancelled. Please contact us if it should not be tested.",
    });
    const inChinese = await t.call(P.inspectCancel, { id }, zh(alice));
    expect(inChinese.json.message).toBe("实验室已签收该样品，无法再取消送检。如不需要检测，请与我们联系。");
    expect(t.snapshot()).toEqual(before);
    expect((await labView(id)).status).toBe("received");
  });

  it("refuses a reason over 500 characters, changing nothing", async () => {
    const { id } = await send(alice);
    const r = await t.call(P.inspectCancel, { id, reason: "x".repeat(501) }, en(alice));
    expect(r.json.code).toBe("000001");
    expect(r.json.data.issues).toContainEqual({ path: "reason", message: "At most 500 characters" });
    expect((await labView(id)).status).toBe("submitted");
  });
});

describe("inspect/update", () => {
  const edited = {
    ...sample,
    sampleName: "Lactoferrin LF-90",
    batchNo: "B2026-1102",
    quantity: 80,
    testItems: ["moisture"],
    trackingNo: "SF0000000001",
    storageConditions: "Frozen, −18 ℃",
    nameOnReport: "",
  };

  it("replaces the owner's details before receipt, keeps the attachments, and notes the edit on the timeline", async () => {
    const { id, inspectionNo } = await send(alice);
    const r = await t.call(P.inspectUpdate, { ...edited, id, inspectionNo: "LF19990101-0001", status: "completed" }, en(alice));
    expect(r.json.code).toBe("000000");
    // The number and the status are not the customer's to set (unknown fields are dropped).
    expect(r.json.data).toMatchObject({ id, inspectionNo, status: "submitted", sampleName: "Lactoferrin LF-90", testItems: ["moisture"] });
    const detail = await labView(id);
    expect(detail).toMatchObject({
      sampleName: "Lactoferrin LF-90",
      batchNo: "B2026-1102",
      quantity: 80,
      trackingNo: "SF0000000001",
      storageConditions: "Frozen, −18 ℃",
      nameOnReport: "",
      testItems: ["moisture"],
    });
    expect(detail.events.at(-1)).toMatchObject({ kind: "detailsEdited", status: "submitted" });
    const timeline = (await t.call(P.inspectProcess, { id }, en(alice))).json.data;
    expect(timeline.map((e: { kind: string }) => e.kind)).toEqual(["status", "detailsEdited"]);
  });

  it.each([
    ["a production date in the future", { productionDate: "2999-01-01" }, "productionDate", "The production date cannot be in the future"],
    ["no test items", { testItems: [] }, "testItems", "Choose at least one test"],
    ["storage conditions over 100 characters", { storageConditions: "x".repeat(101) }, "storageConditions", "At most 100 characters"],
    ["an empty sample name", { sampleName: "  " }, "sampleName", "Please enter the sample name"],
  ])("refuses %s naming the field and leaves the stored sample as it was", async (_, change, field, message) => {
    const { id } = await send(alice);
    const stored = await labView(id);
    const r = await t.call(P.inspectUpdate, { ...edited, ...change, id }, en(alice));
    expect(r.json.code).toBe("000001");
    expect(r.json.data.issues).toContainEqual({ path: field, message });
    expect(await labView(id)).toEqual(stored);
  });

  it("refuses an unknown province, leaving the sample as it was", async () => {
    const { id } = await send(alice);
    const stored = await labView(id);
    const r = await t.call(P.inspectUpdate, { ...edited, provinceCode: "999999", id }, en(alice));
    expect(r.json.code).toBe("000001");
    expect(await labView(id)).toEqual(stored);
  });

  it("answers another customer's sample as not found and leaves it as it was", async () => {
    const { id } = await send(alice);
    const stored = await labView(id);
    const r = await t.call(P.inspectUpdate, { ...edited, id }, en(bob));
    expect(r.json.code).toBe("000002");
    expect(await labView(id)).toEqual(stored);
  });

  it("is refused once the lab has received the sample, or it is cancelled, saying why", async () => {
    const received = await send(alice);
    await t.call(P.labInspectTransition, { id: received.id, to: "received" }, en(lab));
    const stored = await labView(received.id);
    const r = await t.call(P.inspectUpdate, { ...edited, id: received.id }, en(alice));
    expect(r.json).toMatchObject({
      code: "000006",
      message:
        "The lab has already received this sample, so its details can no longer be changed. Please contact us if something is wrong.",
    });
    expect(await labView(received.id)).toEqual(stored);

    const cancelled = await send(alice);
    await t.call(P.inspectCancel, { id: cancelled.id }, en(alice));
    const c = await t.call(P.inspectUpdate, { ...edited, id: cancelled.id }, zh(alice));
    expect(c.json).toMatchObject({ code: "000006", message: "该样品已取消送检，样品信息无法再修改。" });
  });
});

describe("the lab's report after issuing", () => {
  it("lab staff download the issued PDF; issuing again says it was issued and how to correct it", async () => {
    const { id } = await send(alice, { testItems: ["moisture"] });
    const none = await t.call(P.labInspectReportDownload, { id }, en(lab));
    expect(none.json.code).toBe("000002");
    const early = await t.call(P.labInspectIssueReport, { id }, en(lab));
    expect(early.json.message).toBe(
      "The report cannot be issued yet: the sample has not been received. Mark it received, start testing and enter every result first.",
    );
    for (const to of ["received", "testing"]) await t.call(P.labInspectTransition, { id, to }, en(lab));
    await t.call(P.labInspectSaveResults, { id, results: [{ itemCode: "moisture", value: "4.1", unit: "%", passed: true }] }, en(lab));
    const issued = await t.call(P.labInspectIssueReport, { id }, en(lab));
    expect(issued.json.code).toBe("000000");
    const reportNo = issued.json.data.report.reportNo as string;
    expect(reportNo).toMatch(/^R\d{8}-\d{4}$/);

    const pdf = await t.post(P.labInspectReportDownload, { id }, en(lab));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    // Customers use their own call; the lab's is refused to them.
    expect((await t.call(P.labInspectReportDownload, { id }, en(alice))).json.code).toBe("000003");

    const before = t.snapshot();
    const again = await t.call(P.labInspectIssueReport, { id }, en(lab));
    expect(again.json).toMatchObject({
      code: "000006",
      message: `The report has already been issued as ${reportNo}. To issue a corrected one, withdraw and amend it first (with a reason).`,
    });
    expect(t.snapshot()).toEqual(before);
  });
});
