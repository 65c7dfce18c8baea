import { expectGoodRing } from "./focus-ring-helpers";
import { expect, header, LANGS, mainNav, openAt, signIn, TEXT, test } from "./shell-helpers";

/**
 * Issue 27 item 8: one focus style (2 px, ≥ 3:1) on every background it appears on, measured on the
 * screen's pixels beside the ring (tests/e2e/focus-ring-helpers.ts). The back office's controls are
 * measured in back-office-keyboard.e2e.ts.
 */
test.describe.configure({ mode: "parallel" });
test.use({ reducedMotion: "reduce" });
// Each test measures up to a dozen rings (a screenshot each) on a shared 2-core machine.
test.setTimeout(90_000);

for (const lang of LANGS) {
  test(`the ring on the light header, white content and the dark footer (${lang}, 1440px)`, async ({ page }) => {
    const T = TEXT[lang];
    await page.setViewportSize({ width: 1440, height: 900 });
    await openAt(page, "/consult/", lang);
    await page.keyboard.press("Tab");
    await expect(header(page)).toHaveClass(/site-header--light/);
    await expectGoodRing(
      page,
      page.getByRole("button", { name: `${T.language.label}: ${T.language[lang]}` }),
      "language button, light header",
    );
    await expectGoodRing(page, mainNav(page, lang).getByRole("link", { name: T.nav.protein, exact: true }), "header link, light header");
    const categories = page.getByRole("navigation", { name: T.pages.consult.categories });
    await expectGoodRing(page, categories.getByRole("link").first(), "filter link, white content");
    const footer = page.locator("footer");
    await expectGoodRing(page, footer.getByTestId("qr-weixin"), "QR button, dark footer");
    await expectGoodRing(page, footer.getByRole("link").first(), "link, dark footer");
  });

  test(`the ring over the home page's picture: transparent header, its white sub-menu, the carousel; the maroon band (${lang}, 1440px)`, async ({
    page,
  }) => {
    const T = TEXT[lang];
    await page.setViewportSize({ width: 1440, height: 900 });
    await openAt(page, "/", lang);
    await page.keyboard.press("Tab");
    await expect(header(page)).toHaveClass(/site-header--transparent/);
    await expectGoodRing(
      page,
      page.getByRole("button", { name: `${T.language.label}: ${T.language[lang]}` }),
      "language button, transparent header",
    );
    const about = mainNav(page, lang).getByRole("link", { name: T.nav.about, exact: true });
    await expectGoodRing(page, about, "header link, transparent header");
    await page.keyboard.press("ArrowDown");
    const sub = mainNav(page, lang)
      .getByRole("list", { name: T.menu.subMenuOf.replace("{{name}}", T.nav.about) })
      .getByRole("link")
      .first();
    await expect(sub).toBeFocused();
    await expectGoodRing(page, sub, "sub-menu link, white panel in the transparent header");
    await page.keyboard.press("Escape");
    const carousel = page.locator("section[aria-roledescription]").first();
    await expectGoodRing(page, carousel.locator("[data-active]").getByRole("link").first(), "slide link on the picture");
    await expectGoodRing(page, carousel.locator("button[aria-current]").first(), "slide dot on the picture");
    await expectGoodRing(
      page,
      carousel.getByRole("button", { name: lang === "zh" ? "播放" : "Play", exact: true }),
      "play button on the picture",
    );
    // The call to action above the footer, on the home page only: a maroon band.
    const band = page.locator('section[aria-labelledby="footer-cta-heading"]');
    await expectGoodRing(page, band.getByRole("link").first(), "button link on the maroon band");
  });

  test(`the ring in the drawer, the language menu and the contact form (${lang}, 390px)`, async ({ page }) => {
    const T = TEXT[lang];
    await page.setViewportSize({ width: 390, height: 844 });
    await openAt(page, "/contact/", lang);
    await page.keyboard.press("Tab");
    await expectGoodRing(page, page.locator("main form input").first(), "contact form input");
    await expectGoodRing(page, page.locator("main form textarea").first(), "contact form textarea");
    await page.getByTestId("side-drawer-trigger").focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: T.menu.sideDrawer });
    await expect(drawer).toBeVisible();
    await expectGoodRing(page, drawer.getByRole("button", { name: T.menu.close }), "drawer close button");
    await expectGoodRing(page, drawer.getByRole("link").first(), "drawer link");
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    // The language menu keeps focus on itself and highlights an item (aria-activedescendant): the item wears the ring.
    await page.getByRole("button", { name: `${T.language.label}: ${T.language[lang]}` }).focus();
    await page.keyboard.press("Enter");
    const item = page.getByRole("menuitem").first();
    await expect(item).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(page.locator("[role=menuitem][data-highlighted]")).toHaveCount(1);
    await expectGoodRing(page, page.locator("[role=menuitem][data-highlighted]"), "highlighted language menu item", { focus: false });
    await page.keyboard.press("Escape");
  });

  test(`the portal's Chakra inputs, select and buttons wear the same 2 px ring, not a 1 px grey line (${lang}, 1440px)`, async ({
    page,
    customer,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, customer);
    await openAt(page, "/sampleTesting/", lang);
    const form = page.locator("main form").first();
    await expect(form).toBeVisible();
    await page.keyboard.press("Tab");
    await expectGoodRing(page, form.locator("input[type=text], input:not([type])").first(), "portal text input");
    await expectGoodRing(page, form.locator("select").first(), "portal select");
    await expectGoodRing(page, form.locator("input[type=checkbox]").first(), "portal checkbox");
    await expectGoodRing(page, form.getByRole("button").last(), "portal submit button");
  });
}
