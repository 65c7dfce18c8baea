import type { Page } from "@playwright/test";
import { adminCall, createStaffAccount, openPageEditor, storedDraft } from "./editor-helpers";
import { expect, test } from "./fixtures";
import type { StaffAccount } from "./helpers";

const EDITOR: StaffAccount = {
  account: "csp-editor@e2e.example",
  password: "nonce-everywhere-2026",
  totpSecret: "GM4DGNZVGQ2TEMBRGIZTGNBVGY3TQOJQ",
};

/**
 * Every Content-Security-Policy violation of the page and of its frames (the preview is a same-origin
 * frame): the `securitypolicyviolation` events of each document, and Chromium's console reports.
 */
function recordCspViolations(page: Page) {
  const seen: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy/i.test(msg.text())) seen.push(`console: ${msg.text().slice(0, 240)}`);
  });
  page.on("pageerror", (err) => seen.push(`pageerror: ${err.message}`));
  const listen = () => {
    const w = window as unknown as { __cspSeen?: string[] };
    if (w.__cspSeen) return;
    w.__cspSeen = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      w.__cspSeen?.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`.trim()),
    );
  };
  return {
    async listenInFrames() {
      for (const frame of page.frames()) await frame.evaluate(listen).catch(() => {});
    },
    async take(): Promise<string[]> {
      const events: string[] = [];
      for (const frame of page.frames())
        events.push(...(await frame.evaluate(() => (window as unknown as { __cspSeen?: string[] }).__cspSeen ?? []).catch(() => [])));
      return [...seen, ...events];
    },
  };
}

test("the page and section editors run under the site's CSP: no violation on load, on selecting blocks, with a problem marked", async ({
  page,
}) => {
  test.setTimeout(120_000);
  createStaffAccount(EDITOR, "CSP Editor");
  const csp = recordCspViolations(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __cspSeen?: string[] };
    w.__cspSeen = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      w.__cspSeen?.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`.trim()),
    );
  });
  await openPageEditor(page, EDITOR, "about", "zh");
  await csp.listenInFrames();

  // Selecting blocks: rich text, a data block, the call to action.
  await page.locator("nav li", { hasText: "结构" }).click();
  for (const name of ["图文", "优势列表", "行动号召"]) {
    await page.locator("[data-puck-layer-tree-id] button", { hasText: name }).first().click();
    await expect(page.locator("[data-puck-layer-tree-id] button", { hasText: name }).first()).toBeVisible();
  }

  // A block with a problem: marked in the outline and in the canvas, in the editor's words.
  await page.getByRole("group", { name: "标题", exact: true }).getByLabel("中文").fill("");
  const outlineName = page.locator('[data-puck-layer-tree-id] [class*="Layer-name"]', { hasText: "行动号召" }).first();
  await expect.poll(() => outlineName.evaluate((el) => getComputedStyle(el, "::after").content)).toContain("无效");
  const note = page.frameLocator("#preview-frame").getByRole("note");
  await expect(note).toContainText("修正前访客看不到此区块");
  await expect(note).toContainText("标题（中文）：中文内容必填");
  await expect(note).not.toContainText("title.zh");
  // Styled (its red dashed frame), not raw text.
  expect(await note.evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe("dashed");
  await csp.listenInFrames();
  expect(await csp.take()).toEqual([]);

  // The section editor: a section made of this page's media-and-text block.
  const draft = await storedDraft<{ blocks: Array<{ id: string; type: string }> }>(page, "about");
  const section = await adminCall<{ id: number }>(page, "/api/admin/section/create", {
    name: "公司简介",
    block: draft.blocks.find((b) => b.type === "mediaText"),
  });
  await page.goto(`/admin/sections/${section.id}`);
  await expect(page.locator("#preview-frame")).toBeVisible({ timeout: 30_000 });
  await csp.listenInFrames();
  await page.locator("nav li", { hasText: "结构" }).click();
  await page.locator("[data-puck-layer-tree-id] button", { hasText: "图文" }).first().click();
  await expect(page.getByRole("group", { name: "正文", exact: true })).toBeVisible();
  await csp.listenInFrames();
  expect(await csp.take()).toEqual([]);
});
