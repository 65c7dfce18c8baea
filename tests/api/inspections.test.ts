import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { advanceInspection } from "../../server/services/lab-workflow";
import { startTestPortal, type TestPortal } from "./harness";
import { signUp } from "./sign-up";

let t: TestPortal;
let alice = "";
let bob = "";
let labId = 0;

const sample = {
  company: "示例乳业有限公司",
  contactPerson: "王芳",
  phone: "13812345678",
  email: "wang.fang@example.com",
  countryCode: "CN",
  provinceCode: "320000",
  address: "南京市玄武区示例路 1 号",
  sampleName: "乳铁蛋白 LF-95",
  batchNo: "B2026-1101",
  quantity: 50,
  quantityUnit: "g",
  productionDate: "2026-10-20",
  testItems: ["lfContentHplc", "puritySdsPage", "ironSaturation"],
  carrier: "SF Express",
  trackingNo: "SF1234567890",
  notes: "",
};

const as = (token: string) => ({ headers: { accessToken: token, lang: "en-US" } });

beforeAll(async () => {
  t = await startTestPortal();
  const reg = async (account: string, nickname: string) => signUp(t, { account, password: "milk2026protein", nickname });
  const a = await reg("alice@example.com", "Alice");
  const b = await reg("bob@example.com", "Bob");
  const lab = await reg("lab@example.com", "Lab");
  alice = a.token;
  bob = b.token;
  labId = lab.userInfo.id;
});
afterAll(() => t.close());

let firstId = 0;

describe("sent/inspect/insert", () => {
  it("saves a submission with a readable inspection number and a first timeline event", async () => {
    const r = await t.call(P.inspectInsert, sample, as(alice));
    expect(r.json.code).toBe("000000");
    expect(r.json.data.inspectionNo).toMatch(/^LF\d{8}-0001$/);
    firstId = r.json.data.id;
    const second = await t.call(P.inspectInsert, { ...sample, sampleName: "乳铁蛋白 LF-90" }, as(alice));
    expect(second.json.data.inspectionNo).toMatch(/-0002$/);
  });

  it("needs a session", async () => {
    const before = t.snapshot();
    const r = await t.call(P.inspectInsert, sample, { headers: { lang: "en-US" } });
    expect(r.json.code).toBe("000004");
    expect(t.snapshot()).toEqual(before);
  });

  it.each([
    ["no test items", { testItems: [] }, "testItems", "Choose at least one test"],
    ["an unknown test item", { testItems: ["magic"] }, "testItems.0", "Unknown test"],
    ["a zero quantity", { quantity: 0 }, "quantity", "Enter a quantity greater than 0"],
    ["a production date in the future", { productionDate: "2999-01-01" }, "productionDate", "The production date cannot be in the future"],
    ["a bad email", { email: "nope" }, "email", "Invalid email format: use name@example.com"],
    ["an unknown unit", { quantityUnit: "ton" }, "quantityUnit", "Please choose a unit"],
    ["no sample name", { sampleName: " " }, "sampleName", "Please enter the sample name"],
  ])("refuses %s naming the field, storing nothing", async (_, change, field, message) => {
    const before = t.snapshot();
    const r = await t.call(P.inspectInsert, { ...sample, ...change }, as(alice));
    expect(r.json.code).toBe("000001");
    expect(r.json.data.issues).toContainEqual({ path: field, message });
    expect(t.snapshot()).toEqual(before);
  });

  it("refuses a country or province that is not on the lists", async () => {
    const before = t.snapshot();
    for (const [change, field] of [
      [{ countryCode: "XX" }, "countryCode"],
      [{ provinceCode: "999999" }, "provinceCode"],
    ] as const) {
      const r = await t.call(P.inspectInsert, { ...sample, ...change }, as(alice));
      expect(r.json.code).toBe("000001");
      expect(r.json.data.issues).toEqual([{ path: field, message: "Please choose from the list" }]);
    }
    expect(t.snapshot()).toEqual(before);
  });
});

describe("inspect/testing, inspect/testAchieve, inspect/process/getList", () => {
  it("lists only the caller's own inspections, newest first, searchable by number or sample name", async () => {
    const mine = await t.call(P.inspectTesting, { pageNum: 1, pageSize: 10 }, as(alice));
    expect(mine.json.data).toMatchObject({ total: 2, pageNum: 1, pageSize: 10 });
    expect(mine.json.data.list.map((i: { sampleName: string }) => i.sampleName)).toEqual(["乳铁蛋白 LF-90", "乳铁蛋白 LF-95"]);
    expect(mine.json.data.list[0]).not.toHaveProperty("userId");
    const found = await t.call(P.inspectTesting, { keyword: "LF-95" }, as(alice));
    expect(found.json.data.total).toBe(1);
    const byNo = await t.call(P.inspectTesting, { keyword: "-0002" }, as(alice));
    expect(byNo.json.data.list[0].sampleName).toBe("乳铁蛋白 LF-90");
    expect((await t.call(P.inspectTesting, {}, as(bob))).json.data.total).toBe(0);
  });

  it("moves an inspection through the lab states into completed, each step on the timeline", async () => {
    const db = t.portal.database.db;
    for (const to of ["received", "testing", "completed"] as const)
      await advanceInspection(db, { id: firstId, to, reason: "", actorId: labId }, "en");
    const done = await t.call(P.inspectAchieved, {}, as(alice));
    expect(done.json.data.list.map((i: { id: number }) => i.id)).toEqual([firstId]);
    expect((await t.call(P.inspectTesting, {}, as(alice))).json.data.total).toBe(1);
    const timeline = await t.call(P.inspectProcess, { id: firstId }, as(alice));
    expect(timeline.json.data.map((e: { status: string }) => e.status)).toEqual(["submitted", "received", "testing", "completed"]);
  });

  it("refuses transitions the workflow does not allow, and a rejection without a reason", async () => {
    const db = t.portal.database.db;
    await expect(advanceInspection(db, { id: firstId, to: "testing", reason: "", actorId: labId }, "en")).rejects.toMatchObject({
      codeName: "conflict",
    });
    const list = (await t.call(P.inspectTesting, {}, as(alice))).json.data.list as Array<{ id: number }>;
    const open = list[0]?.id ?? 0;
    await expect(advanceInspection(db, { id: open, to: "rejected", reason: " ", actorId: labId }, "en")).rejects.toMatchObject({
      codeName: "invalidInput",
    });
    await advanceInspection(db, { id: open, to: "rejected", reason: "Sample leaked in transit", actorId: labId }, "en");
    const timeline = await t.call(P.inspectProcess, { id: open }, as(alice));
    expect(timeline.json.data.at(-1)).toMatchObject({ status: "rejected", reason: "Sample leaked in transit" });
  });

  it("lists a rejected sample under its own filter, never as in progress", async () => {
    const ids = async (body: Record<string, unknown>) =>
      ((await t.call(P.inspectTesting, body, as(alice))).json.data.list as Array<{ id: number; status: string }>).map((i) => i.status);
    expect(await ids({})).toEqual([]);
    expect(await ids({ filter: "inProgress" })).toEqual([]);
    expect(await ids({ filter: "rejected" })).toEqual(["rejected"]);
    expect(await ids({ filter: "cancelled" })).toEqual([]);
    const bad = await t.call(P.inspectTesting, { filter: "testing" }, as(alice));
    expect(bad.json.code).toBe("000001");
    expect(bad.json.data.issues[0].path).toBe("filter");
  });

  it("another customer's timeline is not found, whatever the id", async () => {
    for (const id of [firstId, 999_999]) {
      const r = await t.call(P.inspectProcess, { id }, as(bob));
      expect(r.status).toBe(404);
      expect(r.json.code).toBe("000002");
    }
  });

  it("every inspection call needs a session and refuses bad bodies", async () => {
    for (const path of [P.inspectTesting, P.inspectAchieved, P.inspectProcess]) {
      expect((await t.call(path, { id: 1 }, { headers: { lang: "en-US" } })).json.code, path).toBe("000004");
    }
    expect((await t.call(P.inspectTesting, { pageSize: 1000 }, as(alice))).json.code).toBe("000001");
    expect((await t.call(P.inspectProcess, { id: "abc" }, as(alice))).json.code).toBe("000001");
  });
});

describe("searching by keyword", () => {
  it("treats % _ and \\ literally and ignores case, for customers and lab staff", async () => {
    const names = ["LF_95%", "LFx95y", "Back\\slash LF", "Lactoferrin Powder"];
    for (const sampleName of names) expect((await t.call(P.inspectInsert, { ...sample, sampleName }, as(bob))).json.code).toBe("000000");
    const search = async (keyword: string) =>
      ((await t.call(P.inspectTesting, { keyword, pageSize: 100 }, as(bob))).json.data.list as Array<{ sampleName: string }>)
        .map((i) => i.sampleName)
        .sort();
    expect(await search("LF_95%")).toEqual(["LF_95%"]);
    expect(await search("_95")).toEqual(["LF_95%"]);
    expect(await search("%")).toEqual(["LF_95%"]);
    expect(await search("k\\s")).toEqual(["Back\\slash LF"]);
    expect(await search("lf_95")).toEqual(["LF_95%"]);
    expect(await search("LACTOFERRIN")).toEqual(["Lactoferrin Powder"]);
    expect(await search("powder")).toEqual(["Lactoferrin Powder"]);
    // Inspection numbers (LF…) match without regard to case too.
    expect(await search("lf2")).toEqual([...names].sort());

    const { listAllInspections } = await import("../../server/services/lab-inspections");
    const lab = async (keyword: string) =>
      (await listAllInspections(t.portal.database.db, { keyword, pageNum: 1, pageSize: 100 })).list.map((i) => i.sampleName).sort();
    expect(await lab("f_95%")).toEqual(["LF_95%"]);
    expect(await lab("BACK\\")).toEqual(["Back\\slash LF"]);
  });
});

describe("an expired session", () => {
  it("gets 000004 from every customer call", async () => {
    const token = (await t.call(P.login, { account: "alice@example.com", password: "milk2026protein" })).json.data.token as string;
    const { hashToken } = await import("../../server/auth/sessions");
    const thirteenHoursAgo = Date.now() - 13 * 3600_000;
    await t.portal.database.db
      .updateTable("userSession")
      .set({ lastSeenAt: thirteenHoursAgo })
      .where("tokenHash", "=", hashToken(token))
      .execute();
    for (const [path, body] of [
      [P.inspectInsert, sample],
      [P.inspectTesting, {}],
      [P.inspectAchieved, {}],
      [P.inspectProcess, { id: firstId }],
      [P.inspectCompare, { ids: [1, 2] }],
      [P.inspectDownloadBatch, { ids: [firstId] }],
      [P.downloadTaskList, {}],
      [P.downloadTaskDelete, { id: 1 }],
      [P.ossToken, {}],
      [P.currentUser, {}],
      [P.modifyUser, { nickname: "x" }],
    ] as const) {
      const r = await t.call(path, body, as(token));
      expect(r.json.code, path).toBe("000004");
    }
  });
});
