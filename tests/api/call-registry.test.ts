import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES } from "../../schemas/account";
import { listCalls } from "../../server/http/call-registry";
import { staffToken, startTestPortal, type TestPortal } from "./harness";

let t: TestPortal;
let customerToken: string;
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
    const tokens: Record<string, string> = { customer: customerToken };
    for (const role of ROLES.filter((r) => r !== "customer")) tokens[role] = await staffToken(t, `${role}@example.com`, role);
    for (const call of listCalls()) {
      if (typeof call.access === "string") continue;
      for (const role of ROLES.filter((r) => !(call.access as readonly string[]).includes(r))) {
        const r = await t.call(call.path, {}, { headers: { accessToken: tokens[role] as string } });
        expect([call.path, role, r.status, r.json.code]).toEqual([call.path, role, 403, "000003"]);
      }
    }
  });
});
