import { adminCall, createStaffAccount, openPageEditor, storedDraft } from "./editor-helpers";
import { expect, test } from "./fixtures";
import type { StaffAccount } from "./helpers";

const EDITOR: StaffAccount = {
  account: "autosave-editor@e2e.example",
  password: "leave-nothing-behind-2026",
  totpSecret: "ORSXG5DBOV2G643BOZSXG5DBOV2G643B",
};

interface Draft {
  title: { zh: string; en: string };
  blocks: Array<{ id: string; props: { title?: { zh: string; en: string } } }>;
}

test("leaving the editor right after an edit saves it first; the conflict dialog's × closes it and the next edit brings it back", async ({
  page,
}) => {
  test.setTimeout(120_000);
  createStaffAccount(EDITOR, "Autosave Editor");
  await openPageEditor(page, EDITOR, "about", "zh");
  await page.locator("nav li", { hasText: "结构" }).click();
  await page.locator("[data-puck-layer-tree-id] button", { hasText: "行动号召" }).first().click();
  const title = page.getByRole("group", { name: "标题", exact: true }).getByLabel("English");

  // An edit, then straight back to the pages list, well within the autosave delay: typed and clicked in
  // one script so that a slow test machine cannot stretch the gap past the delay.
  await expect(page.getByRole("link", { name: "← 全部页面" })).toBeVisible();
  await title.evaluate((input: HTMLInputElement, value) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
    document.querySelector<HTMLAnchorElement>('a[href="/admin/pages"]')?.click();
  }, "Send us your sample today");
  await expect(page).toHaveURL(/\/admin\/pages$/);
  await expect
    .poll(async () => (await storedDraft<Draft>(page, "about")).blocks.find((b) => b.id === "cta")?.props.title?.en)
    .toBe("Send us your sample today");

  // Someone else saves meanwhile; this editor's next change is refused and the dialog says so.
  await page.goto("/admin/pages/about");
  await page.locator("nav li", { hasText: "结构" }).click({ timeout: 30_000 });
  await page.locator("[data-puck-layer-tree-id] button", { hasText: "行动号召" }).first().click();
  const current = await adminCall<{ revision: number; document: Draft }>(page, "/api/admin/page/get", { slug: "about" });
  await adminCall(page, "/api/admin/page/saveDraft", {
    slug: "about",
    revision: current.revision,
    document: { ...current.document, title: { ...current.document.title, en: "About, saved by someone else" } },
  });
  await title.fill("A stale edit");
  const conflict = page.getByRole("alertdialog", { name: "其他人保存了此页面" });
  await expect(conflict).toBeVisible();
  // × closes it: the editor can look at the page; nothing is saved or overwritten.
  await conflict.getByRole("button", { name: "关闭" }).click();
  await expect(conflict).toBeHidden();
  await expect(page.getByTestId("save-status")).toHaveText("未保存：已有更新的草稿");
  expect((await storedDraft<Draft>(page, "about")).title.en).toBe("About, saved by someone else");
  // The next edit asks again.
  await title.fill("A stale edit, again");
  await expect(conflict).toBeVisible();
  await conflict.getByRole("button", { name: "载入更新的草稿" }).click();
  await expect(conflict).toBeHidden();
});
