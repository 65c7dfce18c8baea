import { afterAll, beforeAll, expect, it } from "vitest";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { sampleSubmission, userWithToken } from "../support/seed-inspections";
import { startTestPortal, type TestPortal } from "./harness";

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
});
afterAll(() => t.close());

// Found by the backup test's writer: -10000 sorts below -9999 as text, so the day's sequence stuck there.
it("numbers go on past the 9,999th inspection of a day", async () => {
  const db = t.portal.database.db;
  const { id: userId, token } = await userWithToken(db, "numbers@example.com");
  const first = await t.call(P.inspectInsert, sampleSubmission(), { headers: { accessToken: token } });
  const no = first.json.data.inspectionNo as string;
  await db
    .updateTable("inspection")
    .set({ inspectionNo: no.replace(/-\d+$/, "-9999") })
    .where("userId", "=", userId)
    .execute();
  const next = await t.call(P.inspectInsert, sampleSubmission(), { headers: { accessToken: token } });
  expect(next.json.data.inspectionNo).toBe(no.replace(/-\d+$/, "-10000"));
  const after = await t.call(P.inspectInsert, sampleSubmission(), { headers: { accessToken: token } });
  expect(after.json.data.inspectionNo).toBe(no.replace(/-\d+$/, "-10001"));
});
