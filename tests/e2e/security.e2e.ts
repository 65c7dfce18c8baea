import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { enterTotpCode } from "./helpers";
import { type OwnServer, ownDataDir, startOwnServer } from "./own-server";
import { XSS_MARKER, XSS_PAYLOADS } from "./xss-corpus";
import type { XssSeed } from "./xss-seed";

/** Scripts that hold data, not code: JSON-LD and the page's texts (decision 105). */
const DATA_SCRIPTS = "script[type='application/ld+json'], script[type='application/json']";

/** Runs the seeding script (server code, bundled like `admin:create`) against a fresh database file. */
async function seedXssCorpus(dbFile: string): Promise<XssSeed> {
  const { build } = await import("esbuild");
  const outfile = path.resolve(`.tmp/xss-seed-${process.pid}.mjs`);
  await build({
    entryPoints: ["tests/e2e/xss-seed-cli.ts"],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
  try {
    return JSON.parse(execFileSync(process.execPath, [outfile, dbFile], { encoding: "utf8" })) as XssSeed;
  } finally {
    fs.rmSync(outfile, { force: true });
  }
}

/** Records CSP violations and the payloads' flag from the first script on, before the app runs. */
async function watch(page: Page) {
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener("securitypolicyviolation", (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return {
    dialogs,
    async expectInert(where: string) {
      const state = await page.evaluate((DATA_SCRIPTS) => {
        const w = window as unknown as { __csp: string[]; __xss?: unknown };
        const active = document.querySelectorAll(
          "[onerror],[onload],[onclick],[onfocus],[ontoggle],[onbegin],[onmouseover],iframe,object,embed,base,meta[http-equiv]",
        );
        return {
          csp: w.__csp,
          xss: w.__xss ?? null,
          active: [...active].map((e) => e.outerHTML.slice(0, 80)),
          jsLinks: [...document.querySelectorAll("a[href],form[action]")]
            .map((e) => e.getAttribute("href") ?? e.getAttribute("action") ?? "")
            .filter((h) => /^\s*java\s*script:/i.test(h)),
          scriptsWithoutNonce: [...document.querySelectorAll<HTMLScriptElement>(`script:not(${DATA_SCRIPTS})`)]
            .filter((s) => !s.nonce)
            .map((s) => s.outerHTML.slice(0, 160)),
          // JSON-LD and the page's texts are data, not run, so they need no nonce; stored text inside
          // them must stay escaped JSON.
          unsafeJsonLd: [...document.querySelectorAll(DATA_SCRIPTS)]
            .filter((s) => {
              try {
                JSON.parse(s.textContent ?? "");
                return /[<>]/.test(s.textContent ?? "");
              } catch {
                return true;
              }
            })
            .map((s) => s.outerHTML.slice(0, 160)),
        };
      }, DATA_SCRIPTS);
      expect({ where, ...state, dialogs }).toEqual({
        where,
        csp: [],
        xss: null,
        active: [],
        jsLinks: [],
        scriptsWithoutNonce: [],
        unsafeJsonLd: [],
        dialogs: [],
      });
    },
  };
}

test("every response carries the security headers and pages hydrate under the nonce CSP with no violation", async ({
  page,
  request,
  consoleErrors,
}) => {
  const probe = await watch(page);
  const res = await page.goto("/");
  const csp = res?.headers()["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  // Client-side navigation and a form page: styles inserted at run time carry the nonce too.
  await page.locator('header a[href^="/about/"]').first().click();
  await expect(page).toHaveURL(/\/about\/$/);
  await page.goto("/login/");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("tab", { name: "Sign up" }).click();
  await expect(page.getByRole("form", { name: "Sign up" })).toBeVisible();
  await probe.expectInert("site pages");
  expect(consoleErrors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([]);

  const asset = await page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel="modulepreload"]')?.href ?? "");
  const responses = {
    asset: await request.get(asset),
    favicon: await request.get("/favicon.ico"),
    api: await request.post("/api/portal/content/configData/website", { data: {} }),
    missing: await request.get("/no-such-page/"),
  };
  for (const [kind, r] of Object.entries(responses)) {
    const h = r.headers();
    expect([kind, h["x-content-type-options"], h["x-frame-options"], h["referrer-policy"]]).toEqual([
      kind,
      "nosniff",
      "DENY",
      "strict-origin-when-cross-origin",
    ]);
    expect(h["content-security-policy"], kind).toMatch(/object-src 'none'.*base-uri 'none'.*frame-ancestors 'none'/);
    expect(h["permissions-policy"], kind).toContain("geolocation=()");
    expect(h["strict-transport-security"], kind).toBeUndefined();
  }
  expect(responses.api.headers()["cache-control"]).toBe("no-store");
  expect(responses.missing.status()).toBe(404);
});

test.describe("stored XSS", () => {
  // A server of its own with a fresh database: the payloads never reach the pages other tests read.
  let server: OwnServer | undefined;
  let base = "";
  let seed: XssSeed;

  test.beforeAll(async () => {
    // Seeding (one scrypt hash, a build of the seeding script) and a server start: ~10 s on an idle 2-core machine.
    test.setTimeout(90_000);
    const dir = ownDataDir("xss-e2e");
    seed = await seedXssCorpus(path.join(dir, "site.db"));
    server = await startOwnServer(dir);
    base = server.base;
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test(`${XSS_PAYLOADS.length} payloads stored in every text field of a page's blocks, news, a profile, an inspection and a message render inert`, async ({
    browser,
  }) => {
    // About 20 s on an idle machine (a two-factor login, five page visits); CI runs two workers on 2 cores.
    test.setTimeout(120_000);
    expect(seed.blockFields).toBeGreaterThan(20);
    const context = await browser.newContext({ baseURL: base });
    const page = await context.newPage();
    const probe = await watch(page);
    const open = async (url: string) => {
      await page.goto(url);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    };

    // Block page: every block type, every string prop (rich text included), title and SEO.
    await open("/privacy/");
    await expect(page.getByText(XSS_MARKER).first()).toBeVisible();
    await probe.expectInert("/privacy/");
    // News: the list card and the article.
    await open("/consult/");
    await expect(page.getByText(XSS_MARKER).first()).toBeVisible();
    await open(`/consult/${seed.newsId}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(XSS_MARKER);
    await probe.expectInert("news");

    // The customer: nickname in the header, company in the profile, the inspection and its timeline.
    const login = await page.request.post("/api/portal/user/login", { data: seed.customer });
    const session = (await login.json()).data as { token: string; userInfo: unknown };
    await page.evaluate(({ token, userInfo }) => {
      localStorage.setItem("token", token);
      localStorage.setItem("userInfo", JSON.stringify(userInfo));
    }, session);
    await open("/user/");
    const row = page.getByRole("row").filter({ hasText: seed.inspectionNo });
    await expect(row).toContainText(XSS_MARKER);
    await row.getByRole("button", { name: "Show progress" }).click();
    await expect(page.getByRole("list", { name: "Progress timeline" })).toBeVisible();
    await expect(page.getByRole("button", { name: /User menu: <img src=x onerror=alert\(1\)>/ })).toBeVisible();
    await probe.expectInert("/user/");

    // The lab sees every field of the inspection (logging in through the shared form with its code).
    await page.evaluate(() => localStorage.clear());
    await open("/login/?redirect=%2Fadmin%2Flab");
    const form = page.getByRole("form", { name: "Log in" });
    await form.getByLabel("Email or mobile number").fill(seed.lab.account);
    await form.getByLabel(/^Password/).fill(seed.lab.password);
    await form.getByRole("button", { name: "Log in" }).click();
    await enterTotpCode(page, { ...seed.lab });
    await expect(page).toHaveURL(/\/admin\/lab$/);
    await page.getByRole("button", { name: seed.inspectionNo }).click();
    await expect(page.getByText(XSS_MARKER).nth(3)).toBeVisible();
    await probe.expectInert("/admin/lab");
    await context.close();
  });
});
