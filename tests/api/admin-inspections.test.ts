import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { staffToken, startTestPortal, type TestPortal } from "./harness";
import { signUp } from "./sign-up";

let t: TestPortal;
let customer = "";
let lab = "";
let inspectionId = 0;
const as = (token: string) => ({ headers: { accessToken: token, lang: "en-US" } });

const sample = {
  company: "Example Dairy",
  contactPerson: "Li Wei",
  phone: "13812345678",
  email: "li.wei@example.com",
  countryCode: "CN",
  address: "1 Example Road",
  sampleName: "LF-95",
  batchNo: "B1",
  quantity: 20,
  quantityUnit: "g",
  productionDate: "2026-10-01",
  testItems: ["lfContentHplc", "moisture"],
};

beforeAll(async () => {
  t = await startTestPortal();
  customer = (await signUp(t, { account: "customer@example.com", password: "milk2026protein", nickname: "C" })).token;
  lab = await staffToken(t);
  inspectionId = (await t.call(P.inspectInsert, sample, as(customer))).json.data.id;
});
afterAll(() => t.close());

describe("back-office inspection calls", () => {
  it("refuse customers (000003) and visitors (000004), changing nothing", async () => {
    const before = t.snapshot();
    for (const [path, body] of [
      [P.labInspectList, {}],
      [P.labInspectDetail, { id: inspectionId }],
      [P.labInspectTransition, { id: inspectionId, to: "received" }],
      [P.labInspectSaveResults, { id: inspectionId, results: [{ itemCode: "moisture", value: "4.1", passed: true }] }],
    ] as const) {
      const asCustomer = await t.call(path, body, as(customer));
      expect(asCustomer.status, path).toBe(403);
      expect(asCustomer.json.code, path).toBe("000003");
      expect((await t.call(path, body, { headers: { lang: "en-US" } })).json.code, path).toBe("000004");
    }
    expect(t.snapshot()).toEqual(before);
  });

  it("list every customer's inspections with the customer's account, filtered by status and keyword", async () => {
    const all = await t.call(P.labInspectList, {}, as(lab));
    expect(all.json.data.total).toBe(1);
    expect(all.json.data.list[0]).toMatchObject({ id: inspectionId, customerAccount: "customer@example.com", status: "submitted" });
    expect((await t.call(P.labInspectList, { status: "testing" }, as(lab))).json.data.total).toBe(0);
    expect((await t.call(P.labInspectList, { keyword: "Example Dairy" }, as(lab))).json.data.total).toBe(1);
  });

  it("results can be saved only while testing, only for ordered items, and are replaced on a second save", async () => {
    const early = await t.call(
      P.labInspectSaveResults,
      { id: inspectionId, results: [{ itemCode: "moisture", value: "4.1", passed: true }] },
      as(lab),
    );
    expect(early.json).toMatchObject({ code: "000006", message: "Results can be entered only while the sample is being tested" });

    expect((await t.call(P.labInspectTransition, { id: inspectionId, to: "testing" }, as(lab))).json.code).toBe("000006");
    expect((await t.call(P.labInspectTransition, { id: inspectionId, to: "received" }, as(lab))).json.data.status).toBe("received");
    expect((await t.call(P.labInspectTransition, { id: inspectionId, to: "testing" }, as(lab))).json.data.status).toBe("testing");

    const before = t.snapshot();
    const stray = await t.call(
      P.labInspectSaveResults,
      {
        id: inspectionId,
        results: [
          { itemCode: "moisture", value: "4.1", passed: true },
          { itemCode: "ash", value: "0.5", passed: true },
        ],
      },
      as(lab),
    );
    expect(stray.json).toMatchObject({ code: "000001", message: "Ash was not ordered for this sample" });
    expect(t.snapshot()).toEqual(before);

    const saved = await t.call(
      P.labInspectSaveResults,
      { id: inspectionId, results: [{ itemCode: "lfContentHplc", value: "92.4", unit: "%", method: "HPLC", limit: "≥ 90", passed: true }] },
      as(lab),
    );
    expect(saved.json.data.results).toEqual([
      { itemCode: "lfContentHplc", value: "92.4", unit: "%", method: "HPLC", limit: "≥ 90", passed: true },
    ]);
    const again = await t.call(
      P.labInspectSaveResults,
      { id: inspectionId, results: [{ itemCode: "lfContentHplc", value: "93.0", passed: true }] },
      as(lab),
    );
    expect(again.json.data.results).toHaveLength(1);
    expect(again.json.data.results[0].value).toBe("93.0");
    // Each save is a step on the timeline, for the customer and in the back office.
    const timeline = await t.call(P.inspectProcess, { id: inspectionId }, as(customer));
    expect(timeline.json.data.filter((e: { kind: string }) => e.kind === "resultsEntered")).toEqual([
      expect.objectContaining({ kind: "resultsEntered", status: "testing", reason: "" }),
      expect.objectContaining({ kind: "resultsEntered", status: "testing", reason: "" }),
    ]);
    expect(again.json.data.events.at(-1)).toMatchObject({ kind: "resultsEntered" });
  });

  it("a rejection needs a reason and lands on the customer's timeline", async () => {
    const noReason = await t.call(P.labInspectTransition, { id: inspectionId, to: "rejected" }, as(lab));
    expect(noReason.json).toMatchObject({ code: "000001", message: "Please give the reason" });
    const rejected = await t.call(P.labInspectTransition, { id: inspectionId, to: "rejected", reason: "Container broken" }, as(lab));
    expect(rejected.json.data.status).toBe("rejected");
    const timeline = await t.call(P.inspectProcess, { id: inspectionId }, as(customer));
    expect(timeline.json.data.map((e: { kind: string; status: string }) => `${e.kind}:${e.status}`)).toEqual([
      "status:submitted",
      "status:received",
      "status:testing",
      "resultsEntered:testing",
      "resultsEntered:testing",
      "status:rejected",
    ]);
    expect(timeline.json.data.at(-1).reason).toBe("Container broken");
  });

  it("an unknown inspection is not found", async () => {
    expect((await t.call(P.labInspectDetail, { id: 999_999 }, as(lab))).json.code).toBe("000002");
  });
});
