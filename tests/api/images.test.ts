import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_MAX_BYTES } from "../../schemas/image";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { sessionFor, storedState } from "./back-office-helpers";
import { startTestPortal, type TestPortal } from "./harness";

let t: TestPortal;
let editor = "";
let customer = "";
beforeAll(async () => {
  t = await startTestPortal();
  editor = (await sessionFor(t, "editor")).token;
  customer = (await sessionFor(t, "customer")).token;
});
afterAll(() => t.close());

async function upload(token: string, bytes: Uint8Array, name = "photo.png") {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), name);
  const res = await t.portal.api.fetch(
    new Request(`http://127.0.0.1${P.adminImageUpload}`, { method: "POST", headers: { accessToken: token, lang: "en-US" }, body: form }),
  );
  // biome-ignore lint/suspicious/noExplicitAny: the test asserts on the JSON it receives
  return { status: res.status, json: (await res.json()) as { code: string; message: string; data: any } };
}
const get = (url: string) => t.portal.api.fetch(new Request(`http://127.0.0.1${url}`));
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 127, g: 20, b: 51 } } })
    .png()
    .toBuffer();
const storedFiles = () =>
  fs.existsSync(t.storageDir) ? fs.readdirSync(t.storageDir, { recursive: true }).filter((f) => path.extname(String(f))) : [];

describe("image uploads", () => {
  it("store AVIF and WebP variants at 480/960 and the original's own width (never upscaled), served with long caching", async () => {
    const r = await upload(editor, await png(1200, 600));
    expect(r.json.code).toBe("000000");
    const img = r.json.data;
    expect(img).toMatchObject({ width: 1200, height: 600 });
    expect(img.id).toMatch(/^[0-9a-f]{24}-1200x600$/);
    expect(img.url).toBe(`/files/img/${img.id}/1200.webp`);
    expect(img.variants.map((v: { width: number; format: string }) => `${v.width}.${v.format}`)).toEqual([
      "480.avif",
      "480.webp",
      "960.avif",
      "960.webp",
      "1200.avif",
      "1200.webp",
    ]);
    for (const v of img.variants as Array<{ width: number; format: string; url: string }>) {
      const res = await get(v.url);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(`image/${v.format}`);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([v.url, meta.width, meta.height]).toEqual([v.url, v.width, v.width / 2]);
    }
    expect(await t.portal.database.db.selectFrom("imageAsset").select(["width", "height"]).execute()).toEqual([
      { width: 1200, height: 600 },
    ]);
    expect((await get(`/files/img/${img.id}/1600.webp`)).status).toBe(404);
    // Another id: the first character changed (to one it is not).
    const otherId = `${img.id.startsWith("0") ? "1" : "0"}${img.id.slice(1)}`;
    expect((await get(`/files/img/${otherId}/480.webp`)).status).toBe(404);

    const small = (await upload(editor, await png(300, 200))).json.data;
    expect(small.variants.map((v: { width: number }) => v.width)).toEqual([300, 300]);
  });

  it("refuse other types by their bytes, oversize files and non-staff, storing nothing", async () => {
    const before = await storedState(t);
    const files = storedFiles().length;
    const pdf = await upload(editor, new TextEncoder().encode("%PDF-1.4 pretending"), "cover.png");
    expect(pdf.json).toMatchObject({ code: "000001", message: "Only JPEG, PNG and WebP images are accepted" });
    const svg = await upload(editor, new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), "x.svg");
    expect(svg.json.code).toBe("000001");
    const broken = await upload(editor, (await png(50, 50)).subarray(0, 60));
    expect(broken.json).toMatchObject({ code: "000001", message: "This image cannot be read (damaged, or too many pixels)" });
    const huge = await upload(editor, new Uint8Array(IMAGE_MAX_BYTES + 1));
    expect([huge.status, huge.json.code]).toEqual([413, "000007"]);
    const asCustomer = await upload(customer, await png(10, 10));
    expect([asCustomer.status, asCustomer.json.code]).toEqual([403, "000003"]);
    expect(await storedState(t)).toEqual(before);
    expect(storedFiles().length).toBe(files);
  });
});
