import { createStaffAccount, logInToBackOffice } from "./editor-helpers";
import { expect, test } from "./fixtures";
import type { StaffAccount } from "./helpers";

const EDITOR: StaffAccount = {
  account: "canvas-editor@e2e.example",
  password: "room-to-work-2026",
  totpSecret: "KRUGKIDDMFXHMYLTEBUXGIDXNFSGKZJA",
};

test("at 1280×800 the canvas is usable: zoom in and out, panels collapse, selecting a block moves neither the window nor the toolbar, the preview language keeps the width", async ({
  page,
}) => {
  test.setTimeout(90_000);
  createStaffAccount(EDITOR, "Canvas Editor");
  await logInToBackOffice(page, EDITOR, "en");
  await page.goto("/admin/pages/about");
  const frame = page.locator("#preview-frame");
  await expect(frame).toBeVisible({ timeout: 30_000 });
  const width = async () => (await frame.boundingBox())?.width ?? 0;

  // Zoom: the desktop preview starts fitted to the canvas (Puck zooms out, never in beyond the fit);
  // zooming out shrinks it, zooming in brings it back.
  const fitted = await width();
  await page.getByRole("button", { name: "Zoom out" }).click();
  await expect.poll(width).toBeLessThan(fitted * 0.9);
  await page.getByRole("button", { name: "Zoom in" }).click();
  await expect.poll(width).toBeGreaterThan(fitted * 0.95);

  // Both side panels collapse: the preview takes their room, over twice as large; they come back.
  const panels = ["Show or hide the left panel", "Show or hide the right panel"];
  for (const name of panels) await page.getByRole("button", { name }).click();
  await expect.poll(width).toBeGreaterThan(fitted * 2);
  for (const name of panels) await page.getByRole("button", { name }).click();
  await expect.poll(width).toBeLessThan(fitted * 1.05);

  // Selecting a block in the preview: its fields open on the right, the window stays put, the toolbar in view.
  const preview = page.frameLocator("#preview-frame");
  // (A click where the heading is: Puck's selection layer above the block takes it, as it takes the editor's.)
  await preview.getByRole("heading", { name: "More Than a Decade of Lactoferrin" }).click({ force: true });
  await expect(page.getByRole("group", { name: "Heading", exact: true })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeInViewport();

  // The preview language changes the text, not the width.
  const shown = await width();
  await page.getByRole("group", { name: "Preview language" }).getByRole("button", { name: "中文" }).click();
  await expect(preview.getByRole("heading", { level: 1 })).not.toHaveText("About Us");
  expect(await width()).toBe(shown);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
