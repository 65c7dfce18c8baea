import fs from "node:fs";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ATTACHMENT_MAX_BYTES } from "../../schemas/attachment";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { listCalls } from "../../server/http/call-registry";
import { resolveClientAddress } from "../../server/http/client-address";
import type { NonceVariables } from "../../server/http/security-headers";
import { OPENAPI_PATH } from "../../server/openapi/openapi-route";
import { createSiteApp } from "../../server/site-app";
import { localFileStore } from "../../server/storage/file-store";
import { startTestPortal, type TestPortal } from "./harness";
import { signUp } from "./sign-up";

/**
 * Headers on every kind of response, CORS and cross-site requests, client addresses behind (and not
 * behind) a trusted proxy, no debug endpoints, and the upload rules, each proved on the real API.
 */
const PROXY = "198.51.100.1";
let t: TestPortal;
let site: Hono<{ Variables: NonceVariables }>;
const noncesSeen: string[] = [];
let owner: string;
let other: string;

beforeAll(async () => {
  t = await startTestPortal({ TRUSTED_PROXY: PROXY });
  // The real site composition with a stand-in for the built web app (pages, assets, files).
  const web = new Hono<{ Variables: NonceVariables }>();
  web.get("/assets/app.js", (c) => c.body("export {}", 200, { "Content-Type": "text/javascript" }));
  web.get("*", (c) => {
    noncesSeen.push(c.get("cspNonce"));
    return c.html(`<!doctype html><script nonce="${c.get("cspNonce")}">1</script>`);
  });
  site = createSiteApp({ TRUSTED_PROXY: [PROXY], PORTAL_API_URL: undefined }, t.portal, web);
  owner = (await signUp(t, { account: "uploader@example.com", password: "lactoferrin-2026", nickname: "Up" })).token;
  other = (await signUp(t, { account: "other@example.com", password: "lactoferrin-2026", nickname: "Other" })).token;
});
afterAll(() => t.close());

const peerEnv = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });
const get = (url: string, headers: Record<string, string> = {}, peer = "203.0.113.9") =>
  Promise.resolve(site.fetch(new Request(`http://127.0.0.1${url}`, { headers }), peerEnv(peer)));

describe("security headers", () => {
  it("every response — page, asset, API, unknown path — carries CSP with a fresh nonce, nosniff, referrer and permissions policies, no framing", async () => {
    const responses = {
      page: await get("/about/"),
      asset: await get("/assets/app.js"),
      api: await Promise.resolve(
        site.fetch(
          new Request(`http://127.0.0.1${P.website}`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }),
          peerEnv("203.0.113.9"),
        ),
      ),
      missingApi: await get("/api/portal/nothing-here"),
      admin: await get("/admin/lab"),
    };
    const nonces = new Set<string>();
    for (const [kind, res] of Object.entries(responses)) {
      const csp = res.headers.get("content-security-policy") ?? "";
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? "";
      nonces.add(nonce);
      expect(nonce.length, kind).toBeGreaterThanOrEqual(22);
      const directive = (name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `));
      expect(directive("script-src"), kind).toBe(`script-src 'self' 'nonce-${nonce}'`);
      expect(directive("style-src"), kind).toBe(`style-src 'self' 'nonce-${nonce}'`);
      expect(csp, kind).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
      for (const d of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "default-src 'self'"])
        expect(csp, kind).toContain(d);
      expect(res.headers.get("x-content-type-options"), kind).toBe("nosniff");
      expect(res.headers.get("referrer-policy"), kind).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("permissions-policy"), kind).toContain("camera=()");
      expect(res.headers.get("x-frame-options"), kind).toBe("DENY");
      expect(res.headers.get("strict-transport-security"), kind).toBeNull();
    }
    expect(nonces.size).toBe(Object.keys(responses).length);
    // The page was rendered with the nonce its header names.
    expect(responses.page.headers.get("content-security-policy")).toContain(`'nonce-${noncesSeen[0]}'`);
    expect(responses.admin.headers.get("cache-control")).toBe("no-store");
  });

  it("only the editor preview may be framed, and only by the site itself", async () => {
    const preview = await get("/admin/preview/home");
    expect(preview.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    expect(preview.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });

  it("HSTS only over TLS: never because an untrusted client says https, always when the trusted proxy does", async () => {
    expect((await get("/", { "x-forwarded-proto": "https" })).headers.get("strict-transport-security")).toBeNull();
    expect((await get("/", { "x-forwarded-proto": "https" }, PROXY)).headers.get("strict-transport-security")).toBe("max-age=31536000");
    expect((await get("/", { "x-forwarded-proto": "http" }, PROXY)).headers.get("strict-transport-security")).toBeNull();
  });
});

describe("CORS and cross-site requests", () => {
  it("never reflects an origin, and refuses a cross-site simple POST to a state-changing call, storing nothing", async () => {
    const before = t.snapshot();
    const preflight = await site.fetch(
      new Request(`http://127.0.0.1${P.messageSubmit}`, {
        method: "OPTIONS",
        headers: {
          origin: "https://evil.example",
          "access-control-request-method": "POST",
          "access-control-request-headers": "content-type",
        },
      }),
      peerEnv("203.0.113.9"),
    );
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    const message = JSON.stringify({ name: "Eve", email: "eve@example.com", message: "cross-site message" });
    const formPost = await t.post(P.messageSubmit, undefined, {
      rawBody: message,
      headers: { "content-type": "text/plain", origin: "https://evil.example" },
    });
    const fetchPost = await t.post(P.messageSubmit, undefined, {
      rawBody: message,
      headers: { "content-type": "text/plain", "sec-fetch-site": "cross-site" },
    });
    const noOrigin = await t.post(P.messageSubmit, undefined, { rawBody: message, headers: { "content-type": "text/plain" } });
    for (const res of [formPost, fetchPost, noOrigin]) expect(res.headers.get("access-control-allow-origin")).toBeNull();
    expect([formPost.status, ((await formPost.json()) as { code: string }).code]).toEqual([403, "000003"]);
    expect([fetchPost.status, ((await fetchPost.json()) as { code: string }).code]).toEqual([403, "000003"]);
    expect(((await noOrigin.json()) as { message: string }).message).toBe("Send the request body as JSON (Content-Type: application/json)");
    expect(t.snapshot()).toEqual(before);
    const sameSite = await t.post(
      P.website,
      {},
      { headers: { origin: "http://127.0.0.1", host: "127.0.0.1", "sec-fetch-site": "same-origin" } },
    );
    expect(((await sameSite.json()) as { code: string }).code).toBe("000000");
  });
});

describe("client addresses for rate limits", () => {
  it("a spoofed X-Forwarded-For does not reset a limit; behind the trusted proxy each real client has its own", async () => {
    const send = (peer: string, xff: string) =>
      t.call(
        P.messageSubmit,
        { name: "Rate", email: "rate@example.com", message: "about your lactoferrin" },
        { peer, headers: { "x-forwarded-for": xff } },
      );
    const direct = [];
    for (let i = 0; i < 6; i++) direct.push((await send("203.0.113.50", `10.0.0.${i}`)).json.code);
    expect(direct).toEqual(["000000", "000000", "000000", "000000", "000000", "000005"]);
    const proxied = [];
    for (let i = 0; i < 6; i++) proxied.push((await send(PROXY, "192.0.2.1")).json.code);
    expect(proxied.at(-1)).toBe("000005");
    expect((await send(PROXY, "192.0.2.2")).json.code).toBe("000000");
    // A client's own X-Forwarded-For entries to the left of the proxy's are not believed.
    expect(resolveClientAddress(PROXY, "6.6.6.6, 192.0.2.1", [PROXY])).toBe("192.0.2.1");
    expect(resolveClientAddress("203.0.113.50", "192.0.2.1", [PROXY])).toBe("203.0.113.50");
    expect(resolveClientAddress(`::ffff:${PROXY}`, "192.0.2.7", [PROXY])).toBe("192.0.2.7");
  });
});

describe("production mode", () => {
  it("has no debug or test endpoints: the API's routes are the registered calls and the not-found answer", async () => {
    const registered = new Set(listCalls().map((c) => c.path));
    // Besides the calls, the API serves uploaded images' variants by URL (public, GET; decision 021) and its OpenAPI document.
    const publicFiles = new Set(["GET /files/img/:id/:file", `GET ${OPENAPI_PATH}`]);
    const unregistered = t.portal.api.routes.filter(
      (r) => r.method !== "ALL" && !registered.has(r.path) && !publicFiles.has(`${r.method} ${r.path}`),
    );
    expect(unregistered.map((r) => `${r.method} ${r.path}`)).toEqual([]);
    const suspicious = t.portal.api.routes.filter((r) =>
      r.path.split("/").some((seg) => /^(debug|test|tests|seed|internal|dev|__.*)$/i.test(seg)),
    );
    expect(suspicious.map((r) => r.path)).toEqual([]);
    for (const probe of ["/api/debug", "/api/__test__/reset", "/api/portal/test/login", "/api/admin/seed"]) {
      const res = await t.post(probe, {});
      expect([probe, res.status]).toEqual([probe, 404]);
    }
  });
});

describe("uploads", () => {
  const upload = async (name: string, bytes: Uint8Array, token: string | null = owner) => {
    const form = new FormData();
    form.append("file", new File([new Uint8Array(bytes)], name));
    const res = await t.portal.api.fetch(
      new Request(`http://127.0.0.1${P.upload}`, { method: "POST", headers: token ? { accessToken: token } : {}, body: form }),
    );
    return { status: res.status, json: (await res.json()) as { code: string; data: { id: number; name: string; contentType: string } } };
  };
  const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");

  it("decide the type from the first bytes, whatever the name says", async () => {
    const disguised = await upload("report.pdf", PNG);
    expect([disguised.json.code, disguised.json.data.contentType]).toEqual(["000000", "image/png"]);
    const before = t.snapshot();
    for (const [name, bytes] of [
      ["photo.png", Buffer.from("<html><script>alert(1)</script></html>")],
      ["vector.svg", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
      ["anim.gif", Buffer.from("GIF89a<script>alert(1)</script>")],
      ["run.exe", Buffer.from("MZ\x90\x00")],
    ] as const) {
      expect([name, (await upload(name, bytes)).json.code]).toEqual([name, "000001"]);
    }
    expect(t.snapshot()).toEqual(before);
  });

  it("cap the size at 10 MB", async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(ATTACHMENT_MAX_BYTES)]);
    const res = await upload("big.png", big);
    expect([res.status, res.json.code]).toEqual([413, "000007"]);
  });

  it("store under generated names inside the storage folder; a client's path is kept only as a clean display name", async () => {
    const res = await upload("../../../etc/passwd\u0000.png", PNG);
    expect(res.json.data.name).toBe("passwd.png");
    const row = await t.portal.database.db
      .selectFrom("attachment")
      .select("storageKey")
      .where("id", "=", res.json.data.id)
      .executeTakeFirstOrThrow();
    expect(row.storageKey).toMatch(/^attachments\/[A-Za-z0-9_-]{24}\.png$/);
    expect(fs.existsSync(path.join(t.storageDir, row.storageKey))).toBe(true);
    const store = localFileStore(t.storageDir);
    for (const key of ["../site.db", "attachments/../../site.db", "/etc/passwd", "attachments/x.png"])
      await expect(store.get(key)).rejects.toThrow(/invalid storage key/);
  });

  it("download with Content-Disposition, the stored type and nosniff, to the uploader only", async () => {
    const { json } = await upload("Sample photo 样品.png", PNG);
    const own = await t.post(P.attachmentDownload, { id: json.data.id }, { headers: { accessToken: owner } });
    expect(own.headers.get("content-type")).toBe("image/png");
    expect(own.headers.get("content-disposition")).toBe(
      `attachment; filename="Sample photo __.png"; filename*=UTF-8''${encodeURIComponent("Sample photo 样品.png")}`,
    );
    expect(own.headers.get("x-content-type-options")).toBe("nosniff");
    expect(own.headers.get("cache-control")).toBe("no-store");
    expect(Buffer.from(await own.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await t.call(P.attachmentDownload, { id: json.data.id }, { headers: { accessToken: other } })).json.code).toBe("000002");
    expect((await t.call(P.attachmentDownload, { id: json.data.id })).json.code).toBe("000004");
    expect((await upload("x.png", PNG, null)).json.code).toBe("000004");
  });
});
