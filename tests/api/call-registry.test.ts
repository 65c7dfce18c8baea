import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "../../schemas/account";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { createSession, hashToken } from "../../server/auth/sessions";
import { type CallInfo, listCalls } from "../../server/http/call-registry";
import { advanceInspection } from "../../server/services/lab-workflow";
import { STAFF_PASSWORD, staffPasswordHash, staffSession, startTestPortal, type TestPortal } from "./harness";
import { idFieldKind, type Json, jsonSchemaOf, sampleValue } from "./schema-samples";
import { signUp } from "./sign-up";

/**
 * The access walk (issue 8): every registered call — whoever added it — with no session, every
 * role, a staff session that skipped two-factor, and a foreign owner's ids in every id field its
 * schema has. Fails on any access that should be refused and on any answer that shows the foreign
 * owner's records to someone else.
 */
let t: TestPortal;
const MARKER = "FOREIGN-7f3a";
const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
/** Callers: customer A, the staff roles (two-factor done), a lab session without a second factor. */
const callers: Record<string, { token: string; role: string; verified: boolean }> = {};
/** The foreign owner's (customer B's) records by kind. */
const foreign: Record<"user" | "inspection" | "attachment" | "task", number[]> = { user: [], inspection: [], attachment: [], task: [] };
/** Calls where lab staff legitimately read a customer's record (attachments of samples they test). */
const STAFF_MAY_READ = new Set<string>([P.attachmentDownload]);
let walked = 0;

beforeAll(async () => {
  t = await startTestPortal();
  const a = await signUp(t, { account: "walker-a@example.com", password: "lactoferrin-2026", nickname: "A" });
  callers.customer = { token: a.token, role: "customer", verified: false };
  const b = await signUp(t, { account: "owner-b@example.com", password: "lactoferrin-2026", nickname: MARKER });
  const bToken = b.token;
  foreign.user.push(b.userInfo.id);
  for (const role of ROLES.filter((r) => r !== "customer")) {
    callers[role] = { token: (await staffSession(t, `${role}-walk@example.com`, role)).token, role, verified: true };
  }
  const noSecondFactor = await insertStaffWithoutTwoFactor("lab-no-2fa@example.com");
  callers.labWithout2fa = { token: noSecondFactor, role: "lab", verified: false };

  // B's records: an attachment, two inspections the lab completes, a download task of both reports.
  const form = new FormData();
  form.append("file", new File([PNG], `${MARKER}.png`, { type: "image/png" }));
  const upload = await t.portal.api.fetch(
    new Request(`http://127.0.0.1${P.upload}`, { method: "POST", headers: { accessToken: bToken }, body: form }),
  );
  foreign.attachment.push(((await upload.json()) as { data: { id: number } }).data.id);
  const lab = callers.lab?.token as string;
  for (const n of [1, 2]) {
    const ins = await t.call(
      P.inspectInsert,
      {
        company: MARKER,
        contactPerson: MARKER,
        phone: "13812345678",
        email: "b@example.com",
        countryCode: "CN",
        address: MARKER,
        sampleName: `${MARKER} sample ${n}`,
        batchNo: MARKER,
        quantity: 1,
        quantityUnit: "g",
        productionDate: "2026-01-01",
        testItems: ["moisture"],
        notes: MARKER,
        attachmentIds: n === 1 ? foreign.attachment : [],
      },
      { headers: { accessToken: bToken } },
    );
    const id = ins.json.data.id as number;
    foreign.inspection.push(id);
    const staff = { headers: { accessToken: lab } };
    await t.call(P.labInspectTransition, { id, to: "received" }, staff);
    await t.call(P.labInspectTransition, { id, to: "testing" }, staff);
    await t.call(P.labInspectSaveResults, { id, results: [{ itemCode: "moisture", value: "4.1", passed: true }] }, staff);
    expect((await t.call(P.labInspectIssueReport, { id }, staff)).json.code).toBe("000000");
  }
  const task = await t.call(P.inspectDownloadBatch, { ids: foreign.inspection }, { headers: { accessToken: bToken } });
  foreign.task.push(task.json.data.id);
});
afterAll(() => t.close());

async function insertStaffWithoutTwoFactor(account: string): Promise<string> {
  const now = new Date().toISOString();
  await t.portal.database.db
    .insertInto("userAccount")
    .values({
      account,
      passwordHash: await staffPasswordHash(),
      nickname: "No2FA",
      company: "",
      contactPhone: "",
      role: "lab",
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return (await t.call(P.login, { account, password: STAFF_PASSWORD })).json.data.token;
}

/** The call's sample body, and one variant per kind of foreign id for every id field it has. */
function bodiesFor(call: CallInfo): Array<{ body: Record<string, unknown>; foreignIds: boolean }> {
  const schema = jsonSchemaOf(call);
  const base = (schema ? sampleValue(schema) : {}) as Record<string, unknown>;
  const props: Record<string, Json> = schema?.properties ?? {};
  const idFields = Object.keys(props).filter((k) => idFieldKind(k) !== undefined);
  if (idFields.length === 0) return [{ body: base, foreignIds: false }];
  const kinds = ["inspection", "attachment", "task", "user"] as const;
  return kinds.flatMap((kind) => {
    const body: Record<string, unknown> = { ...base };
    for (const field of idFields) {
      const wanted = idFieldKind(field) ?? kind;
      if (wanted !== kind) continue;
      const ids = foreign[kind];
      body[field] = props[field].type === "array" ? ids.slice(0, Math.max(props[field].minItems ?? 1, ids.length)) : ids[0];
    }
    return JSON.stringify(body) === JSON.stringify(base) ? [] : [{ body, foreignIds: true }];
  });
}

async function send(call: CallInfo, body: Record<string, unknown>, token?: string) {
  const headers = token ? { accessToken: token } : undefined;
  if (call.schema === null) {
    const form = new FormData();
    form.append("file", new File([PNG], "walk.png", { type: "image/png" }));
    const res = await t.portal.api.fetch(new Request(`http://127.0.0.1${call.path}`, { method: "POST", headers, body: form }));
    return { status: res.status, code: ((await res.json()) as { code: string }).code, text: "" };
  }
  const res = await t.post(call.path, body, { headers });
  const text = `${res.headers.get("content-disposition") ?? ""}\n${await res.text()}`;
  const code = (res.headers.get("content-type") ?? "").includes("json")
    ? (JSON.parse(text.slice(text.indexOf("\n") + 1)) as { code: string }).code
    : "file";
  return { status: res.status, code, text };
}

/**
 * Staff calls that may rightly change a completed inspection (amending a report reopens it): they
 * run after every other call, so the walk first proves nothing else changed the owner's records.
 */
const REOPENS_COMPLETED = new Set<string>([P.labInspectAmendReport]);
/** Logging out ends the caller's session: those calls go last. */
const rank = (path: string) => (path === P.logout ? 2 : REOPENS_COMPLETED.has(path) ? 1 : 0);
const ordered = () => [...listCalls()].sort((x, y) => rank(x.path) - rank(y.path));

describe("the call registry", () => {
  it("lists every POST route of the API, each with its access", () => {
    const routes = new Set(t.portal.api.routes.filter((r) => r.method === "POST").map((r) => r.path));
    const registered = new Set(listCalls().map((c) => c.path));
    expect([...routes].filter((p) => !registered.has(p))).toEqual([]);
    expect([...registered].filter((p) => !routes.has(p))).toEqual([]);
  });

  it("every call that is not public answers 000004 without a session, whatever the body", async () => {
    for (const call of listCalls().filter((c) => c.access !== "public")) {
      for (const { body } of bodiesFor(call)) {
        const r = await send(call, body);
        expect([call.path, r.status, r.code]).toEqual([call.path, 401, "000004"]);
        walked++;
      }
    }
  });

  it("walks every call with every role and a foreign owner's ids: refused where it must be, nothing of the owner shown or changed", async () => {
    const ownerRows = async () => {
      const db = t.portal.database.db;
      return {
        inspections: await db
          .selectFrom("inspection")
          .select(["id", "status", "sampleName"])
          .where("id", "in", foreign.inspection)
          .execute(),
        attachments: await db
          .selectFrom("attachment")
          .select(["id", "inspectionId", "userId"])
          .where("id", "in", foreign.attachment)
          .execute(),
        tasks: await db.selectFrom("downloadTask").select(["id", "userId"]).where("id", "in", foreign.task).execute(),
      };
    };
    const before = await ownerRows();
    const problems: string[] = [];
    const codes: Record<string, number> = {};
    let reopenedBy: string[] | null = null;
    for (const call of ordered()) {
      if (call.access === "public") continue;
      if (REOPENS_COMPLETED.has(call.path) && reopenedBy === null) {
        expect(await ownerRows()).toEqual(before);
        reopenedBy = [];
      }
      for (const [name, caller] of Object.entries(callers)) {
        const staffCall = typeof call.access !== "string";
        const admitted = !staffCall || ((call.access as readonly string[]).includes(caller.role) && caller.verified);
        for (const { body, foreignIds } of bodiesFor(call)) {
          const r = await send(call, body, caller.token);
          walked++;
          codes[r.code] = (codes[r.code] ?? 0) + 1;
          const where = `${name} → ${call.path} ${JSON.stringify(body).slice(0, 80)}`;
          if (r.code === "000004") problems.push(`${where}: a live session was treated as logged out`);
          if (!admitted && (r.status !== 403 || r.code !== "000003"))
            problems.push(`${where}: answered ${r.status} ${r.code}, should be refused (000003)`);
          if (admitted && r.code === "000003") problems.push(`${where}: refused a caller the call admits`);
          if (REOPENS_COMPLETED.has(call.path) && r.code === "000000") reopenedBy?.push(`${caller.role}:${String(body.id)}`);
          const mayRead = staffCall || (STAFF_MAY_READ.has(call.path) && ["lab", "admin"].includes(caller.role) && caller.verified);
          if (!mayRead && foreignIds && call.access === "user" && r.code === "000000")
            problems.push(`${where}: accepted another owner's id`);
          if (!mayRead && r.text.includes(MARKER)) problems.push(`${where}: showed the foreign owner's record`);
        }
      }
    }
    expect(problems).toEqual([]);
    // No one else's call changed or removed the owner's records (staff calls on completed inspections are refused by the
    // workflow); only admitted lab staff reopened a completed inspection, back to testing, and nothing else moved.
    expect(reopenedBy?.every((who) => /^(lab|admin):/.test(who))).toBe(true);
    const after = await ownerRows();
    const reopened = new Set((reopenedBy ?? []).map((who) => Number(who.split(":")[1])));
    expect(
      after.inspections.map((i) => (reopened.has(Number(i.id)) && i.status === "testing" ? { ...i, status: "completed" } : i)),
    ).toEqual(before.inspections);
    expect({ ...after, inspections: [] }).toEqual({ ...before, inspections: [] });
    console.info(
      `access walk: ${listCalls().length} calls, ${Object.keys(callers).length} sessions + visitor, ${walked} requests; answers by code ${JSON.stringify(codes)}`,
    );
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
    const a = await signUp(t, { account: "achieve-a@example.com", password: "lactoferrin-2026", nickname: "A" });
    const asA = { headers: { accessToken: a.token, lang: "en-US" } };
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

    const b = await signUp(t, { account: "achieve-b@example.com", password: "lactoferrin-2026", nickname: "B" });
    const asB = { headers: { accessToken: b.token, lang: "en-US" } };
    for (const body of [{}, { keyword: inspectionNo }, { keyword: "A's sample" }, { pageNum: 1, pageSize: 100 }]) {
      expect((await t.call(P.inspectAchieved, body, asB)).json.data).toMatchObject({ list: [], total: 0 });
    }
  });
});
