import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "../../schemas/account";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { createSession, hashToken } from "../../server/auth/sessions";
import { listCalls } from "../../server/http/call-registry";
import { advanceInspection } from "../../server/services/lab-workflow";
import { staffToken, startTestPortal, type TestPortal } from "./harness";

let t: TestPortal;
let customerToken: string;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestPortal();
  const r = await t.call("/api/portal/user/register", { account: "reg@example.com", password: "lactoferrin-2026", nickname: "Reg" });
  customerToken = r.json.data.token;
});
afterAll(() => t.close());

describe("the call registry", () => {
  it("lists every POST route of the API, each with its access", () => {
    const routes = new Set(t.portal.api.routes.filter((r) => r.method === "POST").map((r) => r.path));
    const registered = new Set(listCalls().map((c) => c.path));
    expect([...routes].filter((p) => !registered.has(p))).toEqual([]);
    expect([...registered].filter((p) => !routes.has(p))).toEqual([]);
  });

  it("every call that is not public answers 000004 without a session, whatever the body", async () => {
    for (const call of listCalls().filter((c) => c.access !== "public")) {
      const r = await t.call(call.path, { id: "not-an-id", pageSize: -1 });
      expect([call.path, r.status, r.json.code]).toEqual([call.path, 401, "000004"]);
    }
  });

  it("every staff call answers 000003 to a customer and to each staff role it does not name", async () => {
    tokens.customer = customerToken;
    for (const role of ROLES.filter((r) => r !== "customer")) tokens[role] = await staffToken(t, `${role}@example.com`, role);
    for (const call of listCalls()) {
      if (typeof call.access === "string") continue;
      for (const role of ROLES.filter((r) => !(call.access as readonly string[]).includes(r))) {
        const r = await t.call(call.path, {}, { headers: { accessToken: tokens[role] as string } });
        expect([call.path, role, r.status, r.json.code]).toEqual([call.path, role, 403, "000003"]);
      }
    }
  });

  it("every call that is not public answers 000004 to an expired session (idle or too old), whatever its role", async () => {
    const db = t.portal.database.db;
    const now = Date.now();
    const users = await db.selectFrom("userAccount").select(["id", "role"]).execute();
    const expired: Record<string, string[]> = {};
    for (const user of users) {
      const idle = await createSession(db, Number(user.id));
      const old = await createSession(db, Number(user.id));
      // Moved in the database: one unused for longer than the idle limit, one older than the absolute limit.
      await db
        .updateTable("userSession")
        .set({ lastSeenAt: now - SESSION_IDLE_MS - 60_000 })
        .where("tokenHash", "=", hashToken(idle))
        .execute();
      await db
        .updateTable("userSession")
        .set({ createdAt: now - SESSION_ABSOLUTE_MS - 60_000, lastSeenAt: now - 60_000 })
        .where("tokenHash", "=", hashToken(old))
        .execute();
      expired[user.role] = [idle, old];
    }
    for (const call of listCalls().filter((c) => c.access !== "public")) {
      // A role the call admits: an expired session must not get past the session check into the role check.
      const role = call.access === "user" ? "customer" : (call.access as readonly string[])[0];
      for (const token of expired[role as string] ?? []) {
        const r = await t.call(call.path, { id: 1, ids: [1, 2] }, { headers: { accessToken: token } });
        expect([call.path, role, r.status, r.json.code]).toEqual([call.path, role, 401, "000004"]);
      }
    }
  });

  it("a customer gets nothing of another customer's completed inspections from inspect/testAchieve", async () => {
    const asA = { headers: { accessToken: customerToken, lang: "en-US" } };
    const db = t.portal.database.db;
    const inserted = await t.call(
      P.inspectInsert,
      {
        company: "A Dairy",
        contactPerson: "A",
        phone: "13812345678",
        email: "a@example.com",
        countryCode: "CN",
        address: "1 A Road",
        sampleName: "A's sample",
        batchNo: "A1",
        quantity: 1,
        quantityUnit: "g",
        productionDate: "2026-10-01",
        testItems: ["moisture"],
      },
      asA,
    );
    const { id, inspectionNo } = inserted.json.data;
    // Through the workflow service: the report PDF itself is not what this test is about.
    const labId = Number((await db.selectFrom("userAccount").select("id").where("role", "=", "lab").executeTakeFirstOrThrow()).id);
    for (const to of ["received", "testing", "completed"] as const)
      await advanceInspection(db, { id, to, reason: "", actorId: labId }, "en");
    // The owner sees it (so the empty answers below are not an empty database).
    expect((await t.call(P.inspectAchieved, {}, asA)).json.data.list.map((i: { id: number }) => i.id)).toEqual([id]);

    const b = await t.call(P.register, { account: "b@example.com", password: "lactoferrin-2026", nickname: "B" });
    const asB = { headers: { accessToken: b.json.data.token as string, lang: "en-US" } };
    for (const body of [{}, { keyword: inspectionNo }, { keyword: "A's sample" }, { pageNum: 1, pageSize: 100 }]) {
      expect((await t.call(P.inspectAchieved, body, asB)).json.data).toMatchObject({ list: [], total: 0 });
    }
  });
});
