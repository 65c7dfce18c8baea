import type { Kysely } from "kysely";
import type { Role } from "../../schemas/account";
import { type InspectInsertRequest, InspectInsertRequestSchema } from "../../schemas/inspection";
import { createSession } from "../../server/auth/sessions";
import type { Database } from "../../server/db/types";
import { insertInspection } from "../../server/services/inspections";
import { saveResults } from "../../server/services/lab-inspections";
import { advanceInspection } from "../../server/services/lab-workflow";
import { issueReport } from "../../server/services/reports";
import type { FileStore } from "../../server/storage/file-store";

/**
 * A user with a live session, made without a password (no scrypt round): tests that need many
 * accounts or a token for a spawned server use it. The password hash is unusable on purpose.
 */
export async function userWithToken(db: Kysely<Database>, account: string, role: Role = "customer") {
  const now = new Date().toISOString();
  const row = await db
    .insertInto("userAccount")
    .values({
      account,
      passwordHash: "unusable",
      nickname: account.split("@")[0] ?? account,
      company: "",
      contactPhone: "",
      role,
      createdAt: now,
      updatedAt: now,
      // A customer who confirmed the mailed code (sending samples needs it).
      emailVerifiedAt: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  return { id, token: await createSession(db, id) };
}

export const sampleSubmission = (sampleName = "乳铁蛋白 LF-95"): InspectInsertRequest =>
  InspectInsertRequestSchema.parse({
    company: "示例乳业有限公司",
    contactPerson: "王芳",
    phone: "13812345678",
    email: "wang@example.com",
    countryCode: "CN",
    address: "南京市示例路 1 号",
    sampleName,
    batchNo: "B2026-07",
    quantity: 50,
    quantityUnit: "g",
    productionDate: "2026-01-05",
    testItems: ["lfContentHplc"],
  });

/** Inspections of one customer taken through the whole lab workflow, each with its issued PDF report. */
export async function seedCompletedInspections(
  db: Kysely<Database>,
  files: FileStore,
  customerId: number,
  labId: number,
  count: number,
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const { id } = await insertInspection(db, customerId, sampleSubmission(`LF-${i + 1}`), "en");
    for (const to of ["received", "testing"] as const) await advanceInspection(db, { id, to, reason: "", actorId: labId }, "en");
    await saveResults(
      db,
      id,
      [{ itemCode: "lfContentHplc", value: "92.4", unit: "%", method: "HPLC", limit: "≥ 90", passed: true }],
      labId,
      "en",
    );
    await issueReport(db, files, id, labId, "en", "http://127.0.0.1");
    ids.push(id);
  }
  return ids;
}
