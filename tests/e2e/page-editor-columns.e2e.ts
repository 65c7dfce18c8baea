import type { Page } from "@playwright/test";
import { adminCall, createStaffAccount, logInToBackOffice, storedDraft } from "./editor-helpers";
import { expect, test } from "./fixtures";
import type { StaffAccount } from "./helpers";

const EDITOR: StaffAccount = {
  account: "columns-editor@e2e.example",
  password: "drop-into-columns-2026",
  totpSecret: "KNUGS3TFONUGS3TFONUGS3TFONUGS3TF",
};

interface Block {
  id: string;
  type: string;
  props: Record<string, unknown>;
}
interface PageDocument {
  blocks: Block[];
}

const text = (id: string, zh: string, en: string): Block => ({
  id,
  type: "richText",
  props: { heading: { zh: "", en: "" }, body: { zh: `<p>${zh}</p>`, en: `<p>${en}</p>` } },
});

/** A page with a two-column and a three-column layout, one text block in each column (the layouts' defaults). */
async function createColumnsPage(page: Page, slug: string) {
  await adminCall(page, "/api/admin/page/create", { slug, title: { zh: "分栏测试", en: "Columns" } });
  const { document, revision } = await adminCall<{ document: PageDocument & Record<string, unknown>; revision: number }>(
    page,
    "/api/admin/page/get",
    { slug },
  );
  const blocks: Block[] = [
    {
      id: "two",
      type: "twoColumns",
      props: {
        heading: { zh: "两栏", en: "Two" },
        ratio: "1-1",
        left: [text("left-text", "左栏", "Left")],
        right: [text("right-text", "右栏", "Right")],
      },
    },
    {
      id: "three",
      type: "threeColumns",
      props: {
        heading: { zh: "三栏", en: "Three" },
        first: [text("first-text", "第一栏", "First")],
        second: [text("second-text", "第二栏", "Second")],
        third: [text("third-text", "第三栏", "Third")],
      },
    },
  ];
  await adminCall(page, "/api/admin/page/saveDraft", { slug, revision, document: { ...document, blocks } });
}

/**
 * Drags a block from the block list into a column of the preview, the way a person does: press,
 * move there in steps, let go at once (no pause over the target).
 */
async function dragIntoColumn(page: Page, blockLabel: string, zone: string) {
  const column = page.frameLocator("#preview-frame").locator(`[data-puck-dropzone="${zone}"]`);
  // Looked at in the middle of the preview, as a person would: near the preview's edge the drag
  // scrolls it (the phone preview is taller than the canvas) and the column moves under the pointer.
  await column.evaluate((el) => {
    const view = el.ownerDocument.defaultView;
    const box = el.getBoundingClientRect();
    view?.scrollBy(0, box.top + box.height / 2 - view.innerHeight / 2);
  });
  const source = await page.locator("[data-puck-drawer-item]", { hasText: blockLabel }).first().boundingBox();
  const target = await column.boundingBox();
  if (!source || !target) throw new Error(`not laid out: ${blockLabel} → ${zone}`);
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(source.x + source.width / 2 + 10, source.y + source.height / 2 + 5, { steps: 3 });
  // Into the column, in the lower half of its text block (the new block goes after it), clear of
  // the column's edge: Puck ignores the outer 6 px of a drop zone.
  const x = target.x + target.width / 2;
  const y = target.y + target.height * 0.75;
  await page.mouse.move(x, y, { steps: 15 });
  await page.mouse.up();
}

const COLUMNS = [
  { block: "two", slot: "left" },
  { block: "two", slot: "right" },
  { block: "three", slot: "first" },
  { block: "three", slot: "second" },
  { block: "three", slot: "third" },
];

for (const viewport of [
  { name: "桌面", title: "以桌面宽度预览" },
  { name: "手机", title: "以手机宽度预览" },
]) {
  test(`an editor drags a block from the list into each column of a two- and a three-column layout (${viewport.name} preview)`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    createStaffAccount(EDITOR, "Columns Editor");
    await logInToBackOffice(page, EDITOR, "zh");
    const slug = `columns-${viewport.name === "桌面" ? "desktop" : "mobile"}-${Date.now().toString(36)}`;
    await createColumnsPage(page, slug);
    await page.goto(`/admin/pages/${slug}`);
    const frame = page.frameLocator("#preview-frame");
    await expect(frame.getByText("第三栏", { exact: true })).toBeVisible({ timeout: 30_000 });
    const switchTo = page.getByRole("button", { name: viewport.title });
    if (await switchTo.isEnabled()) await switchTo.click();
    await expect(switchTo).toBeDisabled();
    // The default zoom: the preview scaled to fit the canvas (37 % for desktop at 1280×800).
    await expect(frame.locator('[data-puck-dropzone="three:third"]')).toBeVisible();

    for (const [i, column] of COLUMNS.entries()) {
      await dragIntoColumn(page, "关键数据", `${column.block}:${column.slot}`);
      await expect(frame.locator(`[data-puck-dropzone="${column.block}:${column.slot}"] [data-block-type="keyFigures"]`)).toHaveCount(1);
      await expect(page.getByTestId("save-status")).toHaveText("所有更改已保存", { timeout: 15_000 });
      // The chosen preview width stays chosen after the drop and its autosave.
      await expect(switchTo).toBeDisabled();
      const draft = await storedDraft<PageDocument>(page, slug);
      // Still the two layouts at the top level: nothing landed below them.
      expect(draft.blocks.map((b) => b.type)).toEqual(["twoColumns", "threeColumns"]);
      const layout = draft.blocks.find((b) => b.id === column.block);
      const children = (layout?.props[column.slot] ?? []) as Block[];
      expect(
        children.map((b) => b.type),
        `column ${column.block}.${column.slot}`,
      ).toEqual(["richText", "keyFigures"]);
      const placed = draft.blocks.flatMap((b) => Object.values(b.props).filter(Array.isArray).flat() as Block[]);
      expect(placed.filter((b) => b.type === "keyFigures")).toHaveLength(i + 1);
    }
  });
}
