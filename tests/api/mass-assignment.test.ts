import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INSPECTION_STATUSES, type InspectionStatus, LAB_ACTIONS } from "../../schemas/inspection";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { NEXT_STATUSES } from "../../server/services/lab-workflow";
import { TEST_PASSWORD_HASH } from "../support/password-cost";
import { staffToken, startTestPortal, type TestPortal } from "./harness";
import { signUp } from "./sign-up";

/**
 * Mass assignment (a customer's body naming protected fields never sets them — checked on the
 * stored row) and workflow order (a skipped or backward step is refused and leaves nothing behind).
 */
let t: TestPortal;
let customer: string;
let customerId: number;
let victimId: number;
let lab: string;
const PROTECTED = {
  id: 424242,
  userId: 1,
  ownerId: 1,
  role: "admin",
  status: "completed",
  inspectionNo: "LF19990101-9999",
  createdAt: "1999-01-01T00:00:00.000Z",
  updatedAt: "1999-01-01T00:00:00.000Z",
  disabledAt: null,
  passwordHash: "scrypt$1$1$1$x$y",
  totpSecret: "AAAAAAAAAAAAAAAA",
  totpEnabledAt: "1999-01-01",
  secondFactorAt: 1,
  storageKey: "attachments/../../site.db",
  account: "someone-else@example.com",
};
const SAMPLE = {
  company: "Example Dairy",
  contactPerson: "Li Wei",
  phone: "13812345678",
  email: "li.wei@example.com",
  countryCode: "CN",
  address: "1 Example Road",
  sampleName: "Mass assignment probe",
  batchNo: "B1",
  quantity: 5,
  quantityUnit: "g",
  productionDate: "2026-01-01",
  testItems: ["moisture"],
};
const as = (token: string) => ({ headers: { accessToken: token } });

beforeAll(async () => {
  t = await startTestPortal();
  const victim = await signUp(t, { account: "victim@example.com", password: "lactoferrin-2026", nickname: "Victim" });
  victimId = victim.userInfo.id;
  const reg = await signUp(t, {
    ...PROTECTED,
    userId: victimId,
    ownerId: victimId,
    account: "mass@example.com",
    password: "lactoferrin-2026",
    nickname: "Mass",
  });
  customer = reg.token;
  customerId = reg.userInfo.id;
  lab = await staffToken(t);
});
afterAll(() => t.close());

const db = () => t.portal.database.db;

describe("mass assignment", () => {
  it("sign-up and profile edits never set role, account, id, hashes, two-factor or disabling", async () => {
    const stored = () => db().selectFrom("userAccount").selectAll().where("id", "=", customerId).executeTakeFirstOrThrow();
    const afterSignUp = await stored();
    expect(afterSignUp).toMatchObject({
      account: "mass@example.com",
      role: "customer",
      totpSecret: null,
      totpEnabledAt: null,
      disabledAt: null,
    });
    expect(afterSignUp.id).not.toBe(PROTECTED.id);
    expect(afterSignUp.passwordHash).toMatch(TEST_PASSWORD_HASH);
    expect(afterSignUp.createdAt > "2020").toBe(true);
    const edit = await t.call(P.modifyUser, { ...PROTECTED, nickname: "Renamed", company: "New Co" }, as(customer));
    expect(edit.json.code).toBe("000000");
    const afterEdit = await stored();
    expect(afterEdit).toEqual({ ...afterSignUp, nickname: "Renamed", company: "New Co", updatedAt: afterEdit.updatedAt });
    const session = await db().selectFrom("userSession").select("secondFactorAt").where("userId", "=", customerId).execute();
    expect(session.every((s) => s.secondFactorAt === null)).toBe(true);
  });

  it("a sample submission never sets its status, owner, number, id or times", async () => {
    const res = await t.call(
      P.inspectInsert,
      { ...SAMPLE, ...PROTECTED, userId: victimId, ownerId: victimId, testItems: SAMPLE.testItems },
      as(customer),
    );
    expect(res.json.code).toBe("000000");
    const row = await db().selectFrom("inspection").selectAll().where("id", "=", res.json.data.id).executeTakeFirstOrThrow();
    expect(row.status).toBe("submitted");
    expect(row.userId).toBe(customerId);
    expect(row.id).not.toBe(PROTECTED.id);
    expect(row.inspectionNo).toMatch(/^LF\d{8}-\d{4}$/);
    expect(row.inspectionNo).not.toBe(PROTECTED.inspectionNo);
    expect(row.createdAt > "2020").toBe(true);
    const events = await db().selectFrom("inspectionEvent").select(["status", "actorId"]).where("inspectionId", "=", row.id).execute();
    expect(events).toEqual([{ status: "submitted", actorId: customerId }]);
  });

  it("a download task and a leave-a-message never take a status, owner, file key or address from the body", async () => {
    const message = await t.call(P.messageSubmit, {
      ...PROTECTED,
      name: "Mass",
      email: "m@example.com",
      message: "protected fields?",
      clientAddress: "1.2.3.4",
      lang: "zh-CN",
    });
    expect(message.json.code).toBe("000000");
    const stored = await db().selectFrom("contactMessage").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(stored.clientAddress).not.toBe("1.2.3.4");
    expect(stored.id).not.toBe(PROTECTED.id);
    expect(stored.createdAt > "2020").toBe(true);
    // A task needs completed inspections: the customer has none, so the body's status and key change nothing.
    const before = t.snapshot();
    const task = await t.call(
      P.inspectDownloadBatch,
      { ...PROTECTED, ids: [1], status: "done", storageKey: PROTECTED.storageKey },
      as(customer),
    );
    expect(task.json.code).toBe("000002");
    expect(t.snapshot()).toEqual(before);
  });
});

describe("workflow order", () => {
  /** An inspection brought to `status` along the allowed path. */
  async function inspectionIn(status: InspectionStatus): Promise<number> {
    const id = (await t.call(P.inspectInsert, { ...SAMPLE, sampleName: `Order ${status}` }, as(customer))).json.data.id as number;
    const path: Record<InspectionStatus, string[]> = {
      submitted: [],
      received: ["received"],
      testing: ["received", "testing"],
      completed: ["received", "testing", "report"],
      rejected: ["rejected"],
      cancelled: [],
    };
    for (const step of path[status]) {
      if (step === "report") {
        await t.call(P.labInspectSaveResults, { id, results: [{ itemCode: "moisture", value: "4", passed: true }] }, as(lab));
        expect((await t.call(P.labInspectIssueReport, { id }, as(lab))).json.code).toBe("000000");
      } else {
        expect((await t.call(P.labInspectTransition, { id, to: step, reason: "probe" }, as(lab))).json.code).toBe("000000");
      }
    }
    return id;
  }

  it("every step the workflow does not allow — skipped or backward — is refused and leaves nothing behind", async () => {
    const reached = INSPECTION_STATUSES.filter((s) => s !== "cancelled");
    const refused: string[] = [];
    for (const from of reached) {
      const id = await inspectionIn(from);
      const attempts: Array<[string, () => Promise<{ json: { code: string } }>]> = [
        ...LAB_ACTIONS.filter((to) => !NEXT_STATUSES[from].includes(to)).map(
          (to) =>
            [to, () => t.call(P.labInspectTransition, { id, to, reason: "out of order" }, as(lab))] as [
              string,
              () => Promise<{ json: { code: string } }>,
            ],
        ),
        ...(from === "testing"
          ? []
          : [["report", () => t.call(P.labInspectIssueReport, { id }, as(lab))] as [string, () => Promise<{ json: { code: string } }>]]),
        ...(from === "testing"
          ? []
          : [
              [
                "results",
                () => t.call(P.labInspectSaveResults, { id, results: [{ itemCode: "moisture", value: "1", passed: false }] }, as(lab)),
              ] as [string, () => Promise<{ json: { code: string } }>],
            ]),
      ];
      for (const [to, attempt] of attempts) {
        const before = t.snapshot();
        const stored = await db().selectFrom("inspection").select(["status", "updatedAt"]).where("id", "=", id).executeTakeFirstOrThrow();
        const res = await attempt();
        expect([from, to, res.json.code]).toEqual([from, to, "000006"]);
        expect(t.snapshot()).toEqual(before);
        expect(await db().selectFrom("inspection").select(["status", "updatedAt"]).where("id", "=", id).executeTakeFirstOrThrow()).toEqual(
          stored,
        );
        refused.push(`${from}→${to}`);
      }
    }
    expect(refused).toEqual(
      expect.arrayContaining([
        "submitted→testing",
        "submitted→report",
        "received→report",
        "testing→received",
        "completed→testing",
        "rejected→received",
      ]),
    );
    console.info(`workflow order: ${refused.length} out-of-order steps refused (${refused.join(", ")})`);
  });
});
