import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./fixtures";
import { createEditor, EDITOR, enrolTwoFactor } from "./helpers";
import { axeViolations } from "./shell-helpers";

test.use({ reducedMotion: "reduce" });

/**
 * `mainOnly`: the page's own content; the site header and footer are checked by a11y.e2e.ts on every route.
 * Colours caught mid-transition (a rich-text toolbar fading in as its editor becomes ready, again when
 * the form reloads its item) are not what anyone reads: axe runs again, after finite animations end,
 * until the page has settled (10 s); a violation that stays fails.
 */
async function expectNoAxeViolations(page: Page, where: string, mainOnly = false) {
  await expect(async () => {
    await page
      .waitForFunction(
        () =>
          document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
        undefined,
        { timeout: 5_000 },
      )
      .catch(() => undefined);
    const violations = await axeViolations(page, mainOnly ? "main" : undefined);
    expect(violations.map((v) => `${where} ${v}`)).toEqual([]);
  }).toPass({ timeout: 10_000 });
}

test("no back-office code is in the visitor bundles", () => {
  // React Router's browser manifest: every route's module and the chunks it imports.
  const client = path.resolve(process.env.BUILD_DIR ?? "build", "client");
  const file = fs.readdirSync(path.join(client, "assets")).find((f) => /^manifest-[\w-]+\.js$/.test(f)) as string;
  const text = fs.readFileSync(path.join(client, "assets", file), "utf8");
  const manifest = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as {
    entry: { module: string; imports: string[] };
    routes: Record<string, { module: string; imports?: string[] }>;
  };
  const chunks = (routes: Array<{ module: string; imports?: string[] }>) =>
    [...new Set(routes.flatMap((r) => [r.module, ...(r.imports ?? [])]))].map((url) => fs.readFileSync(path.join(client, url), "utf8"));
  const ids = Object.keys(manifest.routes);
  expect(ids).toContain("adminNews");
  const visitor = chunks([
    manifest.entry,
    ...ids.filter((id) => !id.startsWith("admin")).map((id) => manifest.routes[id] as { module: string }),
  ]);
  const backOffice = chunks(ids.filter((id) => id.startsWith("admin")).map((id) => manifest.routes[id] as { module: string }));
  // Strings only back-office code holds: the rich-text editor (ProseMirror), the bilingual fallback note, the area guard.
  for (const marker of ["ProseMirror", "en-fallback", "admin:areaNotAllowed"]) {
    expect(
      backOffice.some((code) => code.includes(marker)),
      marker,
    ).toBe(true);
    expect(
      visitor.some((code) => code.includes(marker)),
      marker,
    ).toBe(false);
  }
});

test("an editor logs in on the back-office login screen, publishes a news item with an uploaded cover, and visitors see it in both languages; axe finds nothing in zh and en", async ({
  page,
  request,
  browser,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  const { adminToken, adminUser } = await createEditor(request);

  // A visitor opening a back-office URL gets the login screen there, not a redirect.
  await page.goto("/admin/news");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Back office login" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/news$/);
  await expectNoAxeViolations(page, "login (en)");
  const login = page.getByRole("form", { name: "Log in" });
  await login.getByLabel("Email or mobile number").fill(EDITOR.account);
  await login.getByLabel(/^Password/).fill(EDITOR.password);
  await login.getByRole("button", { name: "Log in" }).click();
  // Staff without a second factor yet are asked to set one up before anything else (decision 051).
  // Password hashing is deliberately slow (scrypt), more so on a busy machine.
  await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page, "two-factor enrolment (en)");
  await enrolTwoFactor(page);
  await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/news$/);
  const menu = page.getByRole("navigation", { name: "Back office menu" });
  await expect(menu.getByRole("link")).toHaveText([
    "Pages",
    "Navigation",
    "News",
    "News categories",
    "Banners",
    "Media library",
    "Page headers",
    "Lists (advantages, FAQ…)",
    "Site settings",
    "Policies",
    "Messages",
  ]);

  // Create the item: bilingual fields side by side, the English fallback shown while English is empty.
  await page.getByRole("link", { name: "New news item" }).click();
  const form = page.getByRole("form", { name: "New news item" });
  const stamp = Date.now().toString(36);
  await form.getByLabel("Title (中文)").fill(`后台发布的新闻 ${stamp}`);
  await form.getByLabel("Summary (中文)").fill("这是一条在后台创建的资讯。");
  await expect(form.getByTestId("en-fallback").first()).toContainText(`English visitors see “后台发布的新闻 ${stamp}”`);
  await form.getByLabel("Title (English)").fill(`Published from the back office ${stamp}`);
  await form.getByRole("textbox", { name: "Body (中文)" }).fill("正文第一段。");
  const englishBody = form.getByRole("textbox", { name: "Body (English)" });
  await englishBody.fill("Made bold in the editor");
  await englishBody.press("ControlOrMeta+a");
  await form.getByRole("toolbar").nth(1).getByRole("button", { name: "Bold" }).click();
  const cover = await sharp({ create: { width: 1280, height: 720, channels: 3, background: { r: 127, g: 20, b: 51 } } })
    .png()
    .toBuffer();
  await form.getByLabel("Upload image for Cover image").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: cover });
  await expect(form.getByRole("textbox", { name: "Cover image" })).toHaveValue(/^\/files\/img\/[0-9a-f]{24}-1280x720\/1280\.webp$/);
  await form.getByLabel("Category").selectOption("company");
  await form.getByLabel("Status").selectOption("published");
  await expectNoAxeViolations(page, "news form (en)", true);
  await form.getByRole("button", { name: "Save", exact: true }).click();
  // Saved: the form becomes the new item's edit page.
  await expect(page).toHaveURL(/\/admin\/news\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Edit news item" })).toBeVisible();
  const id = page.url().split("/").pop();

  // Visitors see it on /consult at once, in both languages, with the uploaded cover's variants.
  const visitor = await browser.newContext();
  const site = await visitor.newPage();
  await visitor.addCookies([{ name: "lang", value: "en", url: baseURL as string }]);
  await site.goto("/consult/");
  const card = site.getByRole("article").filter({ hasText: `Published from the back office ${stamp}` });
  await expect(card).toBeVisible();
  await expect(card.getByRole("link")).toHaveAttribute("href", `/consult/${id}`);
  await site.goto(`/consult/${id}`);
  await expect(site.locator("main strong")).toHaveText("Made bold in the editor");
  await visitor.addCookies([{ name: "lang", value: "zh", url: baseURL as string }]);
  await site.goto("/consult/");
  await expect(site.getByRole("article").filter({ hasText: `后台发布的新闻 ${stamp}` })).toBeVisible();
  const image = await site.request.get((await site.locator(`article img[src*="/files/img/"]`).first().getAttribute("src")) as string);
  expect([image.status(), image.headers()["content-type"]]).toEqual([200, "image/webp"]);
  await visitor.close();

  // axe on every back-office page the editor can open in English, and in Chinese on the pages that
  // hold every kind of control (list with sorting and paging, the bilingual/rich-text/image form, settings).
  const pages = {
    en: [
      "/admin/news",
      `/admin/news/${id}`,
      "/admin/categories",
      "/admin/banners",
      "/admin/settings",
      "/admin/policies",
      "/admin/policies/privacy",
      "/admin/messages",
    ],
    zh: ["/admin/news", `/admin/news/${id}`, "/admin/settings", "/admin/menu"],
  };
  // One full load per language, then the editor's own clicks (client-side: axe stays in the page).
  for (const lang of ["en", "zh"] as const) {
    await page.context().addCookies([{ name: "lang", value: lang, url: baseURL as string }]);
    for (const [index, route] of pages[lang].entries()) {
      if (index === 0) {
        await page.goto(route);
        await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
      } else {
        await page.locator(`a[href="${route}"]`).first().click();
        await expect(page).toHaveURL(new RegExp(`${route}$`));
      }
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText(/^(Loading…|加载中…)$/)).toHaveCount(0);
      await expectNoAxeViolations(page, `${route} (${lang})`, route !== `/admin/news/${id}`);
    }
  }
  // The users section is the admin's: checked with the admin's session.
  const adminContext = await browser.newContext();
  await adminContext.addInitScript(
    ({ token, user }) => {
      window.localStorage.setItem("token", token);
      window.localStorage.setItem("userInfo", JSON.stringify(user));
    },
    { token: adminToken, user: adminUser },
  );
  const admin = await adminContext.newPage();
  for (const lang of ["en", "zh"] as const) {
    await adminContext.addCookies([{ name: "lang", value: lang, url: baseURL as string }]);
    await admin.goto("/admin/users");
    await expect(admin.getByRole("cell", { name: EDITOR.account, exact: true })).toBeVisible();
    await expectNoAxeViolations(admin, `/admin/users (${lang})`, true);
  }
  await adminContext.close();
  expect(consoleErrors).toEqual([]);
});
