import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { loadConfig } from "../../server/config";
import { type FileStore, localFileStore, STORAGE_KEY } from "../../server/storage/file-store";
import { s3FileStore } from "../../server/storage/s3-file-store";
import { type LocalS3, startLocalS3 } from "../support/s3-server";
import { userWithToken } from "../support/seed-inspections";
import { startTestPortal } from "./harness";

let s3: LocalS3;
let localRoot = "";
beforeAll(async () => {
  s3 = await startLocalS3();
  localRoot = fs.mkdtempSync(path.join(os.tmpdir(), "file-store-"));
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(localRoot, { recursive: true, force: true });
});

const s3Location = () => {
  const storage = loadConfig(s3.env).storage;
  if (storage.kind !== "s3") throw new Error("S3 not selected");
  return storage;
};
const collect = async (keys: AsyncIterable<string>) => {
  const out: string[] = [];
  for await (const k of keys) out.push(k);
  return out.sort();
};

const stores: Array<[string, () => FileStore]> = [
  ["local folder", () => localFileStore(localRoot)],
  // A tiny list page proves that paging (ListObjects `marker`) is followed.
  ["S3 bucket (s3rver)", () => s3FileStore(s3Location(), { listPageSize: 2 })],
];

describe.each(stores)("file store contract: %s", (_name, open) => {
  it("stores bytes under a new generated key and reads them back byte for byte", async () => {
    const files = open();
    const bytes = new Uint8Array(randomBytes(300_000));
    const a = await files.put("reports", "pdf", bytes);
    const b = await files.put("reports", "pdf", bytes);
    expect(a).toMatch(STORAGE_KEY);
    expect(a.startsWith("reports/") && a.endsWith(".pdf")).toBe(true);
    expect(b).not.toBe(a);
    expect(Buffer.compare((await files.get(a)) ?? Buffer.alloc(0), Buffer.from(bytes))).toBe(0);
  });

  it("answers null for a missing key; remove is idempotent; keys not of ours are refused", async () => {
    const files = open();
    const key = await files.put("attachments", "png", new Uint8Array([1, 2, 3]));
    expect(await files.get("attachments/AAAAAAAAAAAAAAAAAAAAAAAA.png")).toBeNull();
    await files.remove(key);
    expect(await files.get(key)).toBeNull();
    await files.remove(key);
    for (const bad of ["../../etc/passwd", "reports/../../x.pdf", "Reports/AAAAAAAAAAAAAAAAAAAAAAAA.pdf", "reports/short.pdf"]) {
      await expect(files.get(bad)).rejects.toThrow(/invalid storage key/);
      await expect(files.putAt(bad, new Uint8Array([1]))).rejects.toThrow(/invalid storage key/);
    }
  });

  it("lists every stored key (across pages) and restores bytes under a listed key", async () => {
    const files = open();
    const before = await collect(files.list());
    const added = [];
    for (let i = 0; i < 5; i++) added.push(await files.put("downloads", "zip", new Uint8Array([i])));
    const listed = await collect(files.list());
    expect(listed).toEqual([...before, ...added].sort());
    await files.remove(added[0] as string);
    await files.putAt(added[0] as string, new Uint8Array([42]));
    expect([...((await files.get(added[0] as string)) ?? [])]).toEqual([42]);
  });
});

describe("S3 storage selected by configuration", () => {
  it("refuses an incomplete S3 configuration with one line naming the variables", () => {
    expect(() => loadConfig({ S3_BUCKET: "site-files" })).toThrow(
      "Invalid configuration: S3_ACCESS_KEY_ID: required when S3_BUCKET is set; S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set",
    );
    expect(loadConfig({ S3_BUCKET: "site-files", S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s" }).storage).toMatchObject({
      endpoint: "https://s3.us-east-1.amazonaws.com",
      pathStyle: false,
    });
  });

  it("requests carry SigV4 credentials: an unknown access key is refused", async () => {
    // s3rver checks the access key of a SigV4 request but not its signature; real S3 checks both.
    const files = s3FileStore({ ...s3Location(), accessKeyId: "UNKNOWN" });
    await expect(files.put("reports", "pdf", new Uint8Array([1]))).rejects.toThrow(/HTTP 403.*InvalidAccessKeyId/s);
  });

  it("an upload through the portal lands in the bucket and is served back from it", async () => {
    const t = await startTestPortal(s3.env);
    try {
      const { token } = await userWithToken(t.portal.database.db, "s3-upload@example.com");
      const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
      const form = new FormData();
      form.append("file", new Blob([png]), "photo.png");
      const up = await t.portal.api.fetch(
        new Request(`http://127.0.0.1${P.upload}`, { method: "POST", headers: { accessToken: token }, body: form }),
      );
      const { id } = ((await up.json()) as { data: { id: number } }).data;
      const row = await t.portal.database.db.selectFrom("attachment").select("storageKey").where("id", "=", id).executeTakeFirstOrThrow();
      // s3rver keeps each object's bytes in `<key>._S3rver_object` under its bucket folder.
      expect(fs.existsSync(path.join(s3.directory, s3.bucket, `${row.storageKey}._S3rver_object`))).toBe(true);
      expect(fs.existsSync(t.storageDir)).toBe(false);
      const down = await t.portal.api.fetch(
        new Request(`http://127.0.0.1${P.attachmentDownload}`, {
          method: "POST",
          headers: { accessToken: token, "content-type": "application/json" },
          body: JSON.stringify({ id }),
        }),
      );
      expect(down.status).toBe(200);
      expect([...new Uint8Array(await down.arrayBuffer())]).toEqual([...png]);
    } finally {
      await t.close();
    }
  });
});
