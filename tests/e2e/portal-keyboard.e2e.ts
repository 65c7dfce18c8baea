import type { APIRequestContext, FileChooser, Locator, Page } from "@playwright/test";
import { clearSubmissionAllowance, createLabAdmin, LAB, staffToken } from "./helpers";
import { expect, type Lang, openAt, PAIRS, type Session, signIn, TEXT, test } from "./shell-helpers";

/**
 * Issue 27 items 9, 10, 13, 14, 17: the portal's upload, focus after removing and sending, the error
 * summary, "not tested" cells and the progress timeline, by keyboard only, read from
 * `document.activeElement`, the live regions' contents and the accessibility tree, in zh and en.
 */
test.describe.configure({ mode: "parallel" });
test.use({ reducedMotion: "reduce" });

/** Presses Tab (Shift+Tab with `back`) until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 60, back = false } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  await expect(target, `reached by ${back ? "Shift+Tab" : "Tab"}`).toBeFocused();
}

/** What has focus: "body", or its tag and accessible-ish name. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "body";
    return `${el.tagName.toLowerCase()}:${el.getAttribute("aria-label") ?? (el.textContent ?? "").trim().slice(0, 60)}`;
  });
}

/**
 * The first file chooser a page opens, watched from now on. Playwright intercepts choosers only once a
 * listener exists, and turning that on races a key press sent right after it (puppeteer/puppeteer#6040):
 * an Enter that wins opens an unintercepted chooser, which blocks every later one on the page (two CI
 * failures here). So the listener is added long before the Enter; the promise holds the first chooser.
 */
function watchFileChooser(page: Page): Promise<FileChooser> {
  return new Promise((resolve) => page.on("filechooser", resolve));
}

/** Types into the focused field (keyboard only) after selecting what is there. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(text);
}

function sampleForm(page: Page, lang: Lang) {
  return page.getByRole("form", { name: TEXT[lang].pages.sampleTesting.formLabel });
}

/** Fills the sample form by keyboard: Tab to each field, type, Space on the checkboxes. */
async function fillSampleByKeyboard(page: Page, form: Locator, sampleName: string) {
  for (const [name, value] of [
    ["company", "Example Dairy Co."],
    ["contactPerson", "Li Wei"],
    ["phone", "13812345678"],
    ["email", "li.wei@example.com"],
    ["address", "1 Example Road, Nanjing"],
    ["sampleName", sampleName],
    ["batchNo", "B2026-1127"],
    ["quantity", "50"],
  ] as const) {
    await typeInto(page, form.locator(`[name="${name}"]`), value);
  }
  const province = form.locator('select[name="provinceCode"]');
  await tabTo(page, province, { back: true });
  // A native select takes its value from the keyboard: ArrowDown moves to the next province.
  await page.keyboard.press("ArrowDown");
  await expect(province).not.toHaveValue("");
  // The date is typed into its segments, in the page language's order (year first in Chinese).
  const firstSegment = form.locator('[data-scope="date-input"]').getByRole("spinbutton").first();
  await tabTo(page, firstSegment);
  const zh = (await page.locator("html").getAttribute("lang"))?.startsWith("zh");
  await page.keyboard.type(zh ? "20261020" : "10202026");
  await expect(firstSegment).toHaveText(zh ? "2026" : "10");
  await expect(form.locator('input[name="productionDate"]')).not.toHaveValue("");
  const item = form.locator('input[name="testItems"]').first();
  await tabTo(page, item);
  await page.keyboard.press("Space");
  await expect(item).toBeChecked();
}

async function api<T>(request: APIRequestContext, path: string, token: string, data: Record<string, unknown>): Promise<T> {
  const res = await request.post(path, { headers: { accessToken: token }, data });
  const json = (await res.json()) as { code: string; data: T };
  expect(json.code, path).toBe("000000");
  return json.data;
}

async function sendSample(request: APIRequestContext, customer: Session, sampleName: string, testItems: string[]) {
  clearSubmissionAllowance();
  return api<{ id: number; inspectionNo: string }>(request, "/api/portal/sent/inspect/insert", customer.token, {
    company: "Example Dairy",
    contactPerson: "Li Wei",
    phone: "13812345678",
    email: "li.wei@example.com",
    countryCode: "CN",
    address: "1 Example Road",
    sampleName,
    batchNo: "KB1",
    quantity: 30,
    quantityUnit: "g",
    productionDate: "2026-10-01",
    testItems,
  });
}

for (const { lang, size } of PAIRS) {
  const viewport = { width: size.width, height: size.height };
  const T = TEXT[lang];
  const S = T.pages.sampleTesting;

  test(`13: a failed submit says "N fields need attention" once and moves focus to the first invalid field; field errors are no live regions (${lang}, ${size.name})`, async ({
    page,
    customer,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, customer);
    await openAt(page, "/sampleTesting/", lang);
    const form = sampleForm(page, lang);
    const summary = form.getByTestId("error-summary");
    // Present and empty before anything is said.
    await expect(summary).toHaveText("");
    await expect(summary).toHaveAttribute("role", "status");
    const submit = form.getByRole("button", { name: S.submit });
    await tabTo(page, submit);
    await page.keyboard.press("Enter");
    const invalid = form.locator('[aria-invalid="true"]');
    await expect(invalid.first()).toBeFocused();
    const count = await form.evaluate(
      (f) => new Set([...f.querySelectorAll('[aria-invalid="true"]')].map((el) => el.getAttribute("name"))).size,
    );
    expect(count).toBeGreaterThanOrEqual(2);
    const expected = (count === 1 ? T.errors.summary_one : T.errors.summary_other).replace("{{count}}", String(count));
    await expect(summary).toHaveText(expected);
    // The first invalid field in the page's order has focus, and its error is in its description.
    const first = await form.evaluate((f) => f.querySelector('[aria-invalid="true"]') === document.activeElement);
    expect(first).toBe(true);
    const described = await page.evaluate(() =>
      (document.activeElement?.getAttribute("aria-describedby") ?? "")
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => document.getElementById(id)?.textContent?.trim() ?? ""),
    );
    expect(described.join(" ")).not.toBe("");
    // No field error is a live region of its own (they would all fire at once and most be dropped).
    const liveErrors = await form.evaluate(
      (f) =>
        [...f.querySelectorAll('[aria-invalid="true"]')].flatMap((el) =>
          (el.getAttribute("aria-describedby") ?? "")
            .split(/\s+/)
            .map((id) => document.getElementById(id))
            .filter((d): d is HTMLElement => !!d?.closest('[role="alert"], [aria-live]:not([aria-live="off"]), [role="status"]'))
            .map((d) => d.textContent),
        ).length,
    );
    expect(liveErrors).toBe(0);
    // A second failed attempt says it again (the text is put back into the same region).
    await tabTo(page, submit);
    await page.keyboard.press("Enter");
    await expect(invalid.first()).toBeFocused();
    await expect(summary).toHaveText(expected);
  });

  test(`9, 10: uploading is said in a live region, the bar is named after its file and moves; removing and sending keep focus (${lang}, ${size.name})`, async ({
    page,
    customer,
  }) => {
    test.setTimeout(90_000);
    clearSubmissionAllowance();
    await page.setViewportSize(viewport);
    await signIn(page, customer);
    await openAt(page, "/sampleTesting/", lang);
    const chooser = watchFileChooser(page);
    const form = sampleForm(page, lang);
    await fillSampleByKeyboard(page, form, `Keyboard sample ${lang} ${Date.now()}`);
    // The status region is in the page, empty, before any file.
    const status = form.getByTestId("attachment-status");
    await expect(status).toHaveText("");
    await expect(status).toHaveAttribute("role", "status");
    // A slow line, so the upload's progress is seen: every value the bar takes is recorded.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 400_000 });
    await page.evaluate(() => {
      const w = window as unknown as { __bar: string[] };
      w.__bar = [];
      new MutationObserver(() => {
        for (const bar of document.querySelectorAll('[role="progressbar"]')) w.__bar.push(bar.getAttribute("aria-valuenow") ?? "");
      }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ["aria-valuenow"], childList: true });
    });
    // The file input is reached by Tab (its label is the visible button); the chooser opens on Enter.
    // Two files at once: a COA slow enough for its bar to be seen moving, and a photo removed further down.
    const input = form.getByLabel(S.addFiles);
    await tabTo(page, input);
    await page.keyboard.press("Enter");
    await (await test.step("Enter on the file input opens its chooser", () => chooser)).setFiles([
      {
        name: "COA-keyboard.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(900_000, 0x20)]),
      },
      { name: "photo.png", mimeType: "image/png", buffer: Buffer.from("not really a png") },
    ]);
    const item = form.getByTestId("attachment-item").filter({ hasText: "COA-keyboard.pdf" });
    await expect(item.getByRole("progressbar", { name: S.uploadProgress.replace("{{name}}", "COA-keyboard.pdf") })).toBeVisible();
    const done = S.uploadDone.replace("{{name}}", "COA-keyboard.pdf");
    await expect(item.getByRole("progressbar", { name: done })).toHaveAttribute("aria-valuenow", "100", { timeout: 20_000 });
    await expect(status).toHaveText(done);
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const values = await page.evaluate(() => (window as unknown as { __bar: string[] }).__bar.map(Number));
    expect(
      values.some((v) => v > 0 && v < 100),
      `the bar moved on its way (${values.join(",")})`,
    ).toBe(true);
    // The accessibility tree names the bar after its file, not "100%".
    expect(await item.ariaSnapshot()).toContain(`progressbar "${done}"`);

    // The photo, removed by keyboard: focus goes to the remaining file's Remove button, and the removal is said.
    await expect(form.getByTestId("attachment-item")).toHaveCount(2);
    const removePhoto = form.getByRole("button", { name: S.removeFile.replace("{{name}}", "photo.png") });
    await tabTo(page, removePhoto);
    await page.keyboard.press("Enter");
    await expect(form.getByRole("button", { name: S.removeFile.replace("{{name}}", "COA-keyboard.pdf") })).toBeFocused();
    await expect(status).toHaveText(S.fileRemoved.replace("{{name}}", "photo.png"));
    // Removing the last file: focus to the file input, not to <body>.
    await page.keyboard.press("Enter");
    await expect(input).toBeFocused();
    expect(await focused(page)).not.toBe("body");

    // Sending: focus moves to the confirmation's heading; it is said once (no toast, no live region repeats it).
    await page.evaluate(() => {
      const w = window as unknown as { __said: string[] };
      w.__said = [];
      new MutationObserver(() => {
        for (const el of document.querySelectorAll('[role="status"], [role="alert"], [aria-live="polite"], [aria-live="assertive"]'))
          if (el.textContent?.trim()) w.__said.push(el.textContent.trim());
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const submit = form.getByRole("button", { name: S.submit });
    await tabTo(page, submit);
    await page.keyboard.press("Enter");
    const heading = page.getByTestId("sample-submitted").getByRole("heading", { name: S.doneTitle });
    await expect(heading).toBeFocused({ timeout: 15_000 });
    await page.waitForTimeout(500);
    const said = await page.evaluate(() => (window as unknown as { __said: string[] }).__said);
    expect(said.filter((s) => s.includes(S.doneTitle))).toEqual([]);
    await expect(page.getByRole("region", { name: T.toast.region }).getByRole("listitem")).toHaveCount(0);
  });

  test(`17: the progress timeline marks the current step and lists the steps to come (${lang}, ${size.name})`, async ({
    page,
    request,
    customer,
  }) => {
    await page.setViewportSize(viewport);
    createLabAdmin();
    const lab = await staffToken(request, LAB);
    const sampleName = `Timeline ${lang} ${Date.now()}`;
    const { id } = await sendSample(request, customer, sampleName, ["lfContentHplc"]);
    await api(request, "/api/admin/inspect/transition", lab, { id, to: "received" });
    await signIn(page, customer);
    await openAt(page, "/user/?tab=detecting", lang);
    // A table row on wide screens, a card on phones (below 768 px): the inspection's own button either way.
    const show = page.locator(`[aria-controls="timeline-${id}"]:visible, [aria-controls="timeline-card-${id}"]:visible`);
    await expect(show).toHaveText(T.pages.inspection.showProgress);
    await tabTo(page, show);
    await expect(show).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    const timeline = page.getByRole("list", { name: T.pages.inspection.timeline });
    await expect(timeline).toBeVisible();
    await expect(show).toHaveAttribute("aria-expanded", "true");
    const steps = timeline.getByRole("listitem");
    const status = T.pages.inspection.status as Record<string, string>;
    // Submitted, received (the current step), then testing and completed still to come.
    await expect(steps).toHaveCount(4);
    await expect(steps.nth(1)).toHaveAttribute("aria-current", "step");
    await expect(steps.nth(1)).toContainText(status.received ?? "");
    await expect(steps.nth(1)).toContainText(T.pages.inspection.currentStep);
    await expect(timeline.locator('[aria-current="step"]')).toHaveCount(1);
    await expect(steps.nth(2)).toContainText(`${status.testing} ${T.pages.inspection.stepToCome}`);
    await expect(steps.nth(3)).toContainText(`${status.completed} ${T.pages.inspection.stepToCome}`);
    // What a screen reader's list reads.
    const tree = await timeline.ariaSnapshot();
    expect(tree).toContain(T.pages.inspection.currentStep);
    expect(tree.match(new RegExp(T.pages.inspection.stepToCome, "g"))?.length).toBe(2);
  });
}

test("14: a comparison's 'not tested' cell is real text in the accessibility tree, in zh and en at 390 and 1440 px", async ({
  page,
  request,
  customer,
}) => {
  test.setTimeout(150_000);
  createLabAdmin();
  const lab = await staffToken(request, LAB);
  const stamp = Date.now().toString(36);
  const numbers: string[] = [];
  for (const [sampleName, items] of [
    [`NT-A ${stamp}`, ["lfContentHplc", "ironSaturation"]],
    [`NT-B ${stamp}`, ["lfContentHplc"]],
  ] as const) {
    const { id, inspectionNo } = await sendSample(request, customer, sampleName, [...items]);
    numbers.push(inspectionNo);
    await api(request, "/api/admin/inspect/transition", lab, { id, to: "received" });
    await api(request, "/api/admin/inspect/transition", lab, { id, to: "testing" });
    await api(request, "/api/admin/inspect/saveResults", lab, {
      id,
      results: items.map((itemCode) => ({ itemCode, value: "90.5", unit: "%", passed: true })),
    });
    await api(request, "/api/admin/inspect/issueReport", lab, { id });
  }
  await signIn(page, customer);
  for (const { lang, size } of PAIRS) {
    const P = TEXT[lang].pages.dataComparison as Record<string, string>;
    await page.setViewportSize({ width: size.width, height: size.height });
    await openAt(page, "/dataComparison", lang);
    const search = page.getByRole("search");
    const chooser = page.getByRole("form", { name: P.chooseLabel });
    for (const [i, no] of numbers.entries()) {
      // The first time from the top; then back up from the box just ticked below it.
      await tabTo(page, search.getByRole("textbox"), { back: i > 0 });
      await page.keyboard.press("ControlOrMeta+a");
      await page.keyboard.type(no);
      await page.keyboard.press("Enter");
      await expect(chooser.getByRole("checkbox")).toHaveCount(1);
      const box = chooser.getByRole("checkbox", { name: new RegExp(no) });
      await tabTo(page, box);
      await page.keyboard.press("Space");
      await expect(box).toBeChecked();
    }
    const compare = chooser.getByRole("button", { name: /[(（]2[)）]/ });
    await tabTo(page, compare);
    await page.keyboard.press("Enter");
    const table = page.getByRole("table").first();
    await expect(table).toBeVisible();
    // The iron-saturation row: a value for A, and for B the words "not tested" (the dash is hidden from the tree).
    const tree = await table.ariaSnapshot();
    expect(tree).toContain(P.notTested);
    const row = table.getByRole("row").filter({ hasText: P.notTested });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole("cell").filter({ hasText: P.notTested })).toHaveCount(1);
    expect(await row.ariaSnapshot()).not.toContain("—");
  }
});
