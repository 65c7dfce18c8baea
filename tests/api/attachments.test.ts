import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { staffToken, startTestPortal, type TestPortal } from "./harness";
import { signUp } from "./sign-up";

let t: TestPortal;
let alice = "";
let bob = "";
let lab = "";
const as = (token: string) => ({ headers: { accessToken: token, lang: "en-US" } });

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const PDF = new TextEncoder().encode("%PDF-1.4\n% test\n");

async function upload(token: string | null, file: Blob | null, name = "photo.png") {
  const form = new FormData();
  if (file) form.append("file", file, name);
  const res = await t.portal.api.fetch(
    new Request(`http://127.0.0.1${P.upload}`, {
      method: "POST",
      headers: { lang: "en-US", ...(token ? { accessToken: token } : {}) },
      body: form,
    }),
  );
  return {
    status: res.status,
    json: (await res.json()) as { code: string; message: string; data: { id: number; name: string; contentType: string } },
  };
}

const sample = (attachmentIds: number[]) => ({
  company: "Example Dairy",
  contactPerson: "Li Wei",
  phone: "13812345678",
  email: "li@example.com",
  countryCode: "CN",
  address: "1 Example Road",
  sampleName: "LF-95",
  batchNo: "B1",
  quantity: 20,
  quantityUnit: "g",
  productionDate: "2026-10-01",
  testItems: ["moisture"],
  attachmentIds,
});

beforeAll(async () => {
  t = await startTestPortal();
  alice = (await signUp(t, { account: "alice@example.com", password: "milk2026protein", nickname: "A" })).token;
  bob = (await signUp(t, { account: "bob@example.com", password: "milk2026protein", nickname: "B" })).token;
  lab = await staffToken(t);
});
afterAll(() => t.close());

describe("uploads", () => {
  it("getOssToken tells a logged-in customer where and what to upload", async () => {
    const r = await t.call(P.ossToken, {}, as(alice));
    expect(r.json.data).toEqual({
      uploadUrl: P.upload,
      maxBytes: 10 * 1024 * 1024,
      accept: ["image/jpeg", "image/png", "image/webp", "application/pdf"],
    });
    expect((await t.call(P.ossToken, {}, { headers: { lang: "en-US" } })).json.code).toBe("000004");
  });

  it("accepts images and PDFs by their first bytes and keeps only a clean display name", async () => {
    const png = await upload(alice, new Blob([PNG]), "../../etc/样品照片.png");
    expect(png.json.data).toMatchObject({ name: "样品照片.png", contentType: "image/png" });
    const pdf = await upload(alice, new Blob([PDF]), "coa.bin");
    expect(pdf.json.data.contentType).toBe("application/pdf");
  });

  it("refuses other types whatever their name, empty or missing files, oversized files and visitors, storing nothing", async () => {
    const before = t.snapshot();
    const script = await upload(alice, new Blob(["<script>alert(1)</script>"]), "photo.png");
    expect(script.json).toMatchObject({ code: "000001", message: "Only JPEG, PNG, WebP images and PDF files are accepted" });
    expect((await upload(alice, new Blob([]), "empty.png")).json.code).toBe("000001");
    expect((await upload(alice, null)).json).toMatchObject({ code: "000001", message: "Choose a file" });
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PNG);
    const tooBig = await upload(alice, new Blob([big]), "big.png");
    expect(tooBig.status).toBe(413);
    expect(tooBig.json.code).toBe("000007");
    expect((await upload(null, new Blob([PNG]))).json.code).toBe("000004");
    expect(t.snapshot()).toEqual(before);
  });
});

describe("attachments on an inspection", () => {
  it("are linked when the sample is submitted, listed for the lab, downloadable by owner and lab only", async () => {
    const photo = (await upload(alice, new Blob([PNG]), "样品照片.png")).json.data;
    const inserted = await t.call(P.inspectInsert, sample([photo.id]), as(alice));
    expect(inserted.json.code).toBe("000000");
    const detail = await t.call(P.labInspectDetail, { id: inserted.json.data.id }, as(lab));
    expect(detail.json.data.attachments).toEqual([{ id: photo.id, name: "样品照片.png", size: PNG.length, contentType: "image/png" }]);

    const get = (token: string) =>
      t.portal.api.fetch(
        new Request(`http://127.0.0.1${P.attachmentDownload}`, {
          method: "POST",
          headers: { "content-type": "application/json", accessToken: token },
          body: JSON.stringify({ id: photo.id }),
        }),
      );
    const own = await get(alice);
    expect(own.headers.get("content-type")).toBe("image/png");
    expect(own.headers.get("content-disposition")).toBe(
      `attachment; filename="____.png"; filename*=UTF-8''${encodeURIComponent("样品照片.png")}`,
    );
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(PNG);
    expect((await get(lab)).status).toBe(200);
    expect((await get(bob)).status).toBe(404);
  });

  it("refuses someone else's upload or one already used, and then stores no inspection", async () => {
    const used = (await upload(alice, new Blob([PNG]))).json.data;
    expect((await t.call(P.inspectInsert, sample([used.id]), as(alice))).json.code).toBe("000000");
    const bobs = (await upload(bob, new Blob([PNG]))).json.data;
    const before = t.snapshot();
    for (const ids of [[used.id], [bobs.id], [999_999]]) {
      const r = await t.call(P.inspectInsert, sample(ids), as(alice));
      expect(r.json).toMatchObject({ code: "000001", message: "An attachment is unknown or already used" });
    }
    expect(t.snapshot()).toEqual(before);
  });
});
