import type { Page } from "@playwright/test";
import { createStaffAccount, expectResponsive, openPageEditor, storedDraft } from "./editor-helpers";
import { expect, test } from "./fixtures";
import type { StaffAccount } from "./helpers";

const EDITOR: StaffAccount = {
  account: "rich-text-editor@e2e.example",
  password: "type-both-languages-2026",
  totpSecret: "MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U",
};

const ZH_ADDED = "冷链运输全程可追溯";
const EN_ADDED = "Cold chain traced end to end";

/**
 * Types at the end of a rich-text field the way a person does (click in, go to the end, key by key),
 * checking every few keys that the tab still answers within a second.
 */
async function typeAtEnd(page: Page, name: string, text: string) {
  const box = page.getByRole("textbox", { name });
  await box.click();
  await page.keyboard.press("ControlOrMeta+End");
  for (const chunk of ` ${text}`.match(/.{1,4}/gu) ?? []) {
    await page.keyboard.type(chunk, { delay: 40 });
    await expectResponsive(page);
  }
}

test("an editor types in both languages of a rich-text field: the tab keeps answering, the draft and the preview have both texts", async ({
  page,
}) => {
  test.setTimeout(120_000);
  createStaffAccount(EDITOR, "Rich Text Editor");
  const pageErrors: string[] = [];
  page.on("pageerror", (err) => pageErrors.push(err.message));
  // React's production message for an update loop ("Maximum update depth exceeded") is error #185.
  page.on("console", (msg) => {
    if (msg.type() === "error" && /#185|Maximum update depth/.test(msg.text())) pageErrors.push(msg.text());
  });
  await openPageEditor(page, EDITOR, "about", "zh");

  await page.locator("nav li", { hasText: "结构" }).click();
  await page.locator("[data-puck-layer-tree-id] button", { hasText: "图文" }).first().click();
  const body = page.getByRole("group", { name: "正文", exact: true });
  await expect(body).toBeVisible();

  await typeAtEnd(page, "正文 · 中文", ZH_ADDED);
  await expectResponsive(page);
  await typeAtEnd(page, "正文 · English", EN_ADDED);
  await expectResponsive(page);
  await expect(page.getByRole("textbox", { name: "正文 · 中文" })).toContainText(ZH_ADDED);
  await expect(page.getByRole("textbox", { name: "正文 · English" })).toContainText(EN_ADDED);

  // Saved as the draft (autosave), in both languages.
  await expect(page.getByTestId("save-status")).toHaveText("所有更改已保存", { timeout: 15_000 });
  const draft = await storedDraft<{ blocks: Array<{ id: string; props: { body?: { zh: string; en: string } } }> }>(page, "about");
  const introduce = draft.blocks.find((b) => b.id === "introduce");
  expect(introduce?.props.body?.zh).toContain(ZH_ADDED);
  expect(introduce?.props.body?.en).toContain(EN_ADDED);

  // The preview shows each language's text.
  const preview = page.frameLocator("#preview-frame");
  const languages = page.getByRole("group", { name: "预览语言" });
  await expect(preview.getByText(ZH_ADDED)).toBeVisible();
  await languages.getByRole("button", { name: "English" }).click();
  await expect(preview.getByText(EN_ADDED)).toBeVisible();
  await expectResponsive(page);

  expect(pageErrors).toEqual([]);
});
