import { execFileSync } from "node:child_process";
import path from "node:path";
import type { APIRequestContext, Locator } from "@playwright/test";
import { expect, portalCall } from "./fixtures";

export const LAB = { account: "lab-admin@e2e.example", password: "bench-and-pipette" };

/** Staff accounts exist only through `npm run admin:create`; run it against the e2e server's database. */
export function createLabAdmin() {
  const port = process.env.E2E_PORT ?? "3123";
  execFileSync(process.execPath, ["scripts/admin-create.mjs"], {
    env: {
      ...process.env,
      DATA_DIR: path.resolve(`.tmp/e2e-data-${port}`),
      ADMIN_ACCOUNT: LAB.account,
      ADMIN_PASSWORD: LAB.password,
      ADMIN_NICKNAME: "Lab Admin",
      LOG_LEVEL: "silent",
    },
    stdio: "pipe",
  });
}

/** Fills the sample form (English) with a valid sample; the caller adds attachments and submits. */
export async function fillSampleForm(form: Locator, sampleName: string) {
  await form.getByLabel(/^Company/).fill("Example Dairy Co.");
  await form.getByLabel(/^Contact person/).fill("Li Wei");
  await form.getByLabel(/^Phone/).fill("13812345678");
  await form.getByLabel(/^Email/).fill("li.wei@example.com");
  await form.getByLabel(/^Province/).selectOption({ label: "Jiangsu" });
  await form.getByLabel(/^Address/).fill("1 Example Road, Nanjing");
  await form.getByLabel(/^Sample name/).fill(sampleName);
  await form.getByLabel(/^Batch number/).fill("B2026-1101");
  await form.getByLabel(/^Quantity/).fill("50");
  await form.getByLabel(/^Production date/).fill("2026-10-20");
  await form.getByLabel("Lactoferrin content (HPLC)").check();
  await form.getByLabel("Iron saturation").check();
}

/** A small PDF-looking file (the server checks the first bytes) big enough to show upload progress. */
export const COA_FILE = {
  name: "COA LF-95.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(600_000, 0x20)]),
};

/** Lab steps through the back-office API: receive, test, results for the ordered items, issue. */
export async function processAsLab(request: APIRequestContext, id: number, results: Array<{ itemCode: string; value: string }>) {
  const { token } = await portalCall<{ token: string }>(request, "/api/portal/user/login", LAB);
  const post = async (p: string, data: Record<string, unknown>) => {
    const res = await request.post(p, { headers: { accessToken: token }, data });
    expect(((await res.json()) as { code: string }).code, p).toBe("000000");
  };
  await post("/api/admin/inspect/transition", { id, to: "received" });
  await post("/api/admin/inspect/transition", { id, to: "testing" });
  await post("/api/admin/inspect/saveResults", { id, results: results.map((r) => ({ ...r, unit: "%", passed: true })) });
  await post("/api/admin/inspect/issueReport", { id });
}

export const EDITOR = { account: "editor@e2e.example", password: "editorial-desk-2026", nickname: "Editor Liu" };

/**
 * An editor account, made the way a real site gets one: the admin (from `npm run admin:create`)
 * creates it in the back office's users section (`/api/admin/user/create`). Returns the admin's token.
 */
export async function createEditor(request: APIRequestContext): Promise<{ adminToken: string; adminUser: unknown }> {
  createLabAdmin();
  const admin = await portalCall<{ token: string; userInfo: unknown }>(request, "/api/portal/user/login", LAB);
  const res = await request.post("/api/admin/user/create", { headers: { accessToken: admin.token }, data: { ...EDITOR, role: "editor" } });
  const { code } = (await res.json()) as { code: string };
  // 000006: made by an earlier test of this run.
  expect(["000000", "000006"], `user/create answered ${code}`).toContain(code);
  return { adminToken: admin.token, adminUser: admin.userInfo };
}
