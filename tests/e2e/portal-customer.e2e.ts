import fs from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { readSheet } from "read-excel-file/node";
import enPortal from "../../locales/en/portal.json" with { type: "json" };
import zhPortal from "../../locales/zh/portal.json" with { type: "json" };
import { SERIES_COLORS } from "../../src/comparison/series-palette";
import { codeIn, waitForMail } from "../support/outbox";
import { asClient, E2E_OUTBOX } from "./fixtures";
import { createLabAdmin, LAB, staffToken } from "./helpers";
import { axeViolations, expect, hydrated, type Lang, openAt, PAIRS, type Session, signIn, TEXT, test } from "./shell-helpers";

// The customer's side of the portal (issue 23 items 1, 2, 3 and 7; issue 24 defect 9; issue 27 item 19),
// in every language × size pair. Each worker has its own two customers: one with samples in every
// state, one with none.
test.describe.configure({ mode: "parallel" });

const PASSWORD = "portal-cards-2026";
const EXPORT_TEXT = { zh: zhPortal.comparisonExport, en: enPortal.comparisonExport };

/** Signs a customer up and confirms the address with the mailed code, as a customer does; then logs in. */
async function confirmedCustomer(request: APIRequestContext, account: string): Promise<Session> {
  const post = async <T>(path: string, data: Record<string, unknown>) =>
    (await (await request.post(path, { data })).json()) as { code: string; data: T };
  const login = () => post<Session>("/api/portal/user/login", { account, password: PASSWORD });
  const existing = await login();
  if (existing.code === "000000") return existing.data;
  const signUp = await request.post("/api/portal/user/register", {
    data: { account, password: PASSWORD, nickname: "Zhao Min" },
    headers: asClient(10 + test.info().parallelIndex),
  });
  expect(((await signUp.json()) as { code: string }).code).toBe("000000");
  const mail = await waitForMail(E2E_OUTBOX, (m) => m.to === account && /\b[0-9]{6}\b/.test(m.text));
  expect((await post("/api/portal/user/email/confirm", { account, code: codeIn(mail) })).code).toBe("000000");
  const session = await login();
  expect(session.code).toBe("000000");
  return session.data;
}

interface Sample {
  id: number;
  inspectionNo: string;
  sampleName: string;
}

/** Four completed inspections (varied results, one fail), one rejected, one just sent. */
async function customerWithSamples(request: APIRequestContext, account: string) {
  const session = await confirmedCustomer(request, account);
  createLabAdmin();
  const lab = await staffToken(request, LAB);
  const call = async <T>(path: string, token: string, data: Record<string, unknown>) => {
    const json = (await (await request.post(path, { headers: { accessToken: token }, data })).json()) as { code: string; data: T };
    expect(json.code, path).toBe("000000");
    return json.data;
  };
  const send = async (sampleName: string, testItems: string[]) => {
    const sent = await call<Sample>("/api/portal/sent/inspect/insert", session.token, {
      company: "Example Dairy",
      contactPerson: "Zhao Min",
      phone: "13812345678",
      email: "zhao.min@example.com",
      countryCode: "CN",
      address: "1 Example Road",
      sampleName,
      batchNo: `B-${sampleName}`,
      quantity: 30,
      quantityUnit: "g",
      productionDate: "2026-10-01",
      testItems,
    });
    return { ...sent, sampleName };
  };
  const items = ["lfContentHplc", "puritySdsPage", "ironSaturation", "proteinKjeldahl", "moisture"];
  const completed: Sample[] = [];
  for (const [n, name] of ["Alpha", "Bravo", "Charlie", "Delta"].entries()) {
    const sample = await send(`LF ${name}`, items);
    await call("/api/admin/inspect/transition", lab, { id: sample.id, to: "received" });
    await call("/api/admin/inspect/transition", lab, { id: sample.id, to: "testing" });
    await call("/api/admin/inspect/saveResults", lab, {
      id: sample.id,
      results: [
        { itemCode: "lfContentHplc", value: String(95 - n), unit: "%", limit: "≥ 90", passed: true },
        { itemCode: "puritySdsPage", value: String(96 - n * 2), unit: "%", limit: "≥ 90", passed: true },
        { itemCode: "ironSaturation", value: String(12 + n), unit: "%", limit: "10–20", passed: true },
        { itemCode: "proteinKjeldahl", value: String(93 + n), unit: "%", passed: true },
        { itemCode: "moisture", value: n === 1 ? "5.2" : "4.1", unit: "%", limit: "≤ 4.5", passed: n !== 1 },
      ],
    });
    await call("/api/admin/inspect/issueReport", lab, { id: sample.id });
    completed.push(sample);
  }
  const rejected = await send("LF Rejected", ["moisture"]);
  await call("/api/admin/inspect/transition", lab, { id: rejected.id, to: "rejected", reason: "Bag arrived torn" });
  const sent = await send("LF Waiting", ["moisture"]);
  return { session, completed, rejected, sent };
}

type Customer = Awaited<ReturnType<typeof customerWithSamples>>;
let withSamples: Promise<Customer> | null = null;
let withNothing: Promise<Session> | null = null;
const customer = (request: APIRequestContext, worker: number) => {
  withSamples ??= customerWithSamples(request, `portal-cards-${worker}@e2e.example`);
  return withSamples;
};
const emptyCustomer = (request: APIRequestContext, worker: number) => {
  withNothing ??= confirmedCustomer(request, `portal-empty-${worker}@e2e.example`);
  return withNothing;
};

/** Ticks the given inspections in the comparison's chooser (search finds each) and compares them. */
async function compare(page: Page, lang: Lang, samples: Sample[]) {
  const T = TEXT[lang].pages;
  const chooser = page.getByRole("form", { name: T.dataComparison.chooseLabel });
  const search = page.getByRole("search", { name: T.inspection.search });
  for (const s of samples) {
    await search.getByRole("textbox").fill(s.inspectionNo);
    await search.getByRole("button", { name: T.inspection.searchButton }).click();
    await expect(chooser.getByRole("checkbox")).toHaveCount(1);
    await chooser.getByRole("checkbox", { name: new RegExp(s.inspectionNo) }).check();
  }
  await chooser.getByRole("button", { name: T.dataComparison.compare.replace("{{n}}", String(samples.length)) }).click();
}

/** The file a click downloads. */
async function downloaded(page: Page, click: () => Promise<void>) {
  const waiting = page.waitForEvent("download");
  await click();
  const file = await waiting;
  return { name: file.suggestedFilename(), bytes: fs.readFileSync(await file.path()) };
}

for (const { lang, size } of PAIRS) {
  const T = TEXT[lang].pages;
  const X = EXPORT_TEXT[lang];

  test(`comparison: legend in bar order with the bars' swatches, every item named, exports in four columns per item (${lang}, ${size.name})`, async ({
    page,
    request,
  }, info) => {
    test.setTimeout(180_000);
    const { session, completed } = await customer(request, info.parallelIndex);
    await page.setViewportSize({ width: size.width, height: size.height });
    await signIn(page, session);
    await openAt(page, "/dataComparison", lang);
    await expect(page.getByTestId("comparison-hint")).toBeVisible();
    // Chosen out of list order: the bars and the legend follow the order of choice.
    const chosen = [completed[2], completed[0], completed[1]] as Sample[];
    await compare(page, lang, chosen);

    const chart = page.getByTestId("comparison-chart");
    await expect(chart.locator(".recharts-bar-rectangle")).toHaveCount(chosen.length * 5);
    const legend = await chart.locator(".recharts-legend-wrapper [data-testid=legend-swatch]").evaluateAll((swatches) =>
      swatches.map((s) => ({
        text: s.parentElement?.textContent ?? "",
        color: s.getAttribute("data-color"),
        pattern: s.getAttribute("data-pattern"),
        fill: s.querySelector(`pattern rect`)?.getAttribute("fill"),
      })),
    );
    expect(legend.map((l) => l.text)).toEqual(chosen.map((s) => `${s.inspectionNo} · ${s.sampleName}`));
    // Each series' bars are filled with a pattern of the legend swatch's colour; patterns differ between series.
    const bars = await chart.locator(".recharts-bar").evaluateAll((series) =>
      series.map((g) => {
        const fill = g.querySelector(".recharts-bar-rectangle path")?.getAttribute("fill") ?? "";
        const id = /url\(#(.+)\)/.exec(fill)?.[1] ?? "";
        return document.getElementById(id)?.querySelector("rect")?.getAttribute("fill");
      }),
    );
    expect(bars).toEqual(chosen.map((_, i) => SERIES_COLORS[i]));
    expect(legend.map((l) => l.fill)).toEqual(chosen.map((_, i) => SERIES_COLORS[i]));
    expect(legend.map((l) => l.color)).toEqual(chosen.map((_, i) => SERIES_COLORS[i]));
    expect(new Set(legend.map((l) => l.pattern)).size).toBe(chosen.length);

    // Every test item's name is drawn, inside the chart and apart from the others (none dropped at 390 px).
    const itemNames = ["lfContentHplc", "puritySdsPage", "ironSaturation", "proteinKjeldahl", "moisture"].map(
      (code) => (lang === "zh" ? ZH_ITEMS : EN_ITEMS)[code],
    );
    const ticks = chart.locator("[data-testid=item-label]");
    await expect(ticks).toHaveCount(itemNames.length);
    const boxes = await ticks.evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { text: el.textContent?.replace(/\s+/g, "") ?? "", left: r.left, right: r.right, top: r.top, bottom: r.bottom };
      }),
    );
    expect(boxes.map((b) => b.text)).toEqual(itemNames.map((n) => (n ?? "").replace(/\s+/g, "")));
    const chartBox = await chart.boundingBox();
    for (const [i, b] of boxes.entries()) {
      expect(b.left, b.text).toBeGreaterThanOrEqual(chartBox?.x ?? 0);
      if (i > 0) expect(b.top, `${b.text} below ${boxes[i - 1]?.text}`).toBeGreaterThanOrEqual(boxes[i - 1]?.bottom ?? 0);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await chart.scrollIntoViewIfNeeded();
    await page.screenshot({ fullPage: true, path: info.outputPath("comparison.png") });
    expect(await axeViolations(page)).toEqual([]);

    // CSV: UTF-8 with a BOM; one row per inspection; value, unit, limit and pass/fail per item.
    const exports = page.getByRole("group", { name: T.dataComparison.exportLabel });
    const csv = await downloaded(page, () => exports.getByRole("button", { name: T.dataComparison.exportCsv }).click());
    expect(csv.name).toBe("comparison.csv");
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = csv.bytes
      .subarray(3)
      .toString("utf8")
      .split("\r\n")
      .filter(Boolean)
      .map((line) => line.slice(1, -1).split('","'));
    expect(rows[0]?.slice(0, 8)).toEqual([X.inspectionNo, X.sample, X.batch, X.issued, ...fourColumns(itemNames[0] ?? "", X)]);
    expect(rows[0]).toHaveLength(4 + 4 * itemNames.length);
    expect(rows.slice(1).map((r) => r[0])).toEqual(chosen.map((s) => s.inspectionNo));
    // Bravo (completed[1], third row) failed moisture: 5.2 % against ≤ 4.5.
    expect(rows[3]?.slice(-4)).toEqual(["5.2", "%", "≤ 4.5", X.fail]);
    expect(rows[1]?.slice(4, 8)).toEqual(["93", "%", "≥ 90", X.pass]);

    // .xlsx: the same columns, numbers stored as numbers.
    const xlsx = await downloaded(page, () => exports.getByRole("button", { name: T.dataComparison.exportXlsx }).click());
    expect(xlsx.name).toBe("comparison.xlsx");
    const sheet = await readSheet(xlsx.bytes);
    expect(sheet[0]).toEqual(rows[0]);
    expect(sheet[3]?.slice(-4)).toEqual([5.2, "%", "≤ 4.5", X.fail]);
    expect(sheet[1]?.slice(4, 8)).toEqual([93, "%", "≥ 90", X.pass]);

    // PDF: a real document naming the compared inspections.
    const pdf = await downloaded(page, () => exports.getByRole("button", { name: T.dataComparison.exportPdf }).click());
    const doc = await PDFDocument.load(pdf.bytes, { updateMetadata: false });
    expect(doc.getSubject()).toBe(chosen.map((s) => s.inspectionNo).join(", "));
  });

  test(`personal centre: ${size.desktop ? "a table" : "a card per inspection, actions and timeline on screen"}; rejected samples filtered apart; a link to comparison (${lang}, ${size.name})`, async ({
    page,
    request,
  }, info) => {
    test.setTimeout(180_000);
    const { session, completed, rejected, sent } = await customer(request, info.parallelIndex);
    await page.setViewportSize({ width: size.width, height: size.height });
    await signIn(page, session);
    await openAt(page, "/user/?tab=detectedCompleted", lang);
    const sample = completed[3] as Sample;
    const cards = page.getByTestId("inspection-card");
    const table = page.getByRole("region", { name: TEXT[lang].user.detectedCompleted });
    if (size.desktop) {
      await expect(table.getByRole("row").filter({ hasText: sample.inspectionNo })).toBeVisible();
      await expect(cards.first()).toBeHidden();
    } else {
      await expect(table).toBeHidden();
      const card = cards.filter({ hasText: sample.inspectionNo });
      await expect(card).toContainText(T.inspection.status.completed);
      await expect(card).toContainText(sample.sampleName);
      const download = card.getByRole("button", { name: T.inspection.downloadReportOf.replace("{{no}}", sample.inspectionNo) });
      const progress = card.getByRole("button", { name: T.inspection.showProgress });
      await progress.click();
      const timeline = card.getByRole("list", { name: T.inspection.timeline });
      await expect(timeline).toContainText(T.inspection.status.completed);
      for (const what of [
        card.getByText(T.inspection.status.completed).first(),
        download,
        card.getByRole("button", { name: T.inspection.hideProgress }),
        timeline,
      ]) {
        const box = await what.boundingBox();
        expect(box, "laid out").not.toBeNull();
        expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(size.width);
      }
      // The timeline takes the card's width, not a sliver of a table cell.
      const cardBox = await card.boundingBox();
      expect((await timeline.boundingBox())?.width ?? 0).toBeGreaterThan((cardBox?.width ?? 0) * 0.8);
      const saving = downloaded(page, () => download.click());
      expect((await saving).name).toBe(`${sample.inspectionNo}.pdf`);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await page.screenshot({ fullPage: true, path: info.outputPath("completed.png") });

    // From the completed reports to the comparison.
    await expect(page.getByTestId("compare-link").getByRole("link", { name: T.user.compareLink })).toHaveAttribute(
      "href",
      "/dataComparison",
    );

    // In progress: the one just sent, never the rejected one, which has its own filter with its reason.
    await openAt(page, "/user/?tab=detecting", lang);
    const listed = () => (size.desktop ? page.getByRole("row") : cards);
    await expect(listed().filter({ hasText: sent.inspectionNo })).toHaveCount(1);
    await expect(listed().filter({ hasText: rejected.inspectionNo })).toHaveCount(0);
    // The choice is kept in the address (the list reloads for it).
    await page.getByRole("radio", { name: T.inspection.filter.rejected }).click();
    await expect(page).toHaveURL(/filter=rejected/);
    await expect(page.getByRole("radio", { name: T.inspection.filter.rejected })).toBeChecked();
    const item = listed().filter({ hasText: rejected.inspectionNo });
    await expect(item).toContainText(T.inspection.status.rejected);
    await expect(listed().filter({ hasText: sent.inspectionNo })).toHaveCount(0);
    await item.getByRole("button", { name: T.inspection.showProgress }).click();
    await expect(page.getByRole("list", { name: T.inspection.timeline })).toContainText("Bag arrived torn");
    await page.getByRole("radio", { name: T.inspection.filter.cancelled }).click();
    await expect(page.getByTestId("list-empty")).toContainText(T.user.empty.cancelled);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`empty and failed states: a picture, one sentence, the next action (${lang}, ${size.name})`, async ({ page, request }, info) => {
    test.setTimeout(120_000);
    const session = await emptyCustomer(request, info.parallelIndex);
    await page.setViewportSize({ width: size.width, height: size.height });
    await signIn(page, session);
    await openAt(page, "/user/?tab=detecting", lang);
    const empty = page.getByTestId("list-empty");
    await expect(empty).toContainText(T.user.empty.inProgress);
    await expect(empty.locator("svg[data-picture=empty]")).toBeVisible();
    await expect(empty.getByRole("link", { name: T.user.sendSample })).toHaveAttribute("href", "/sampleTesting/");

    await openAt(page, "/dataComparison", lang);
    const none = page.getByTestId("comparison-empty");
    await expect(none).toContainText(T.dataComparison.needTwo);
    await expect(none.locator("svg[data-picture=compare]")).toBeVisible();
    await expect(none.getByRole("link", { name: T.user.sendSample })).toHaveAttribute("href", "/sampleTesting/");
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ fullPage: true, path: info.outputPath("comparison-empty.png") });

    // The network drops the list: say so, offer to try again; once it is back, the retry loads it.
    await page.route("**/api/portal/inspect/testing", (route) => route.abort("internetdisconnected"));
    await openAt(page, "/user/?tab=detecting", lang);
    const failed = page.getByTestId("list-failed");
    await expect(failed).toHaveRole("alert");
    await expect(failed).toContainText(T.inspection.listFailed);
    await page.screenshot({ fullPage: true, path: info.outputPath("list-failed.png") });
    await page.unroute("**/api/portal/inspect/testing");
    await failed.getByRole("button", { name: T.portalState.retry }).click();
    await expect(page.getByTestId("list-empty")).toContainText(T.user.empty.inProgress);
    await expect(failed).toHaveCount(0);
  });
}

test("deleting a download task asks first; Cancel keeps it (en, 1440px)", async ({ page, request }, info) => {
  test.setTimeout(180_000);
  const { session, completed } = await customer(request, info.parallelIndex);
  const T = TEXT.en.pages;
  await signIn(page, session);
  await openAt(page, "/user/?tab=detectedCompleted", "en");
  const sample = completed[0] as Sample;
  await page.getByRole("checkbox", { name: `Select ${sample.inspectionNo}` }).check();
  await page.getByRole("button", { name: "Download 1 selected report as a zip" }).click();
  const task = page.getByTestId("download-task").first();
  await expect(task).toContainText("Ready");
  const before = await page.getByTestId("download-task").count();
  await task.getByRole("button", { name: /^Delete download task/ }).click();
  const dialog = page.getByRole("alertdialog", { name: T.tasks.confirmTitle });
  await expect(dialog).toContainText("The zip with 1 report will be deleted.");
  // Enter out of habit keeps the task: focus starts on Cancel.
  await expect(dialog.getByRole("button", { name: T.confirm.cancel })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("download-task")).toHaveCount(before);
  await task.getByRole("button", { name: /^Delete download task/ }).click();
  await dialog.getByRole("button", { name: T.tasks.delete }).click();
  await expect(page.getByTestId("download-task")).toHaveCount(before - 1);
});

test("after a failed then successful login no error toast stays; an open header menu stays above the toasts (en, 1440px)", async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const { session } = await customer(request, info.parallelIndex);
  await openAt(page, "/login/", "en");
  const form = page.getByRole("form", { name: TEXT.en.pages.login.loginTab });
  const account = `portal-cards-${info.parallelIndex}@e2e.example`;
  await form.getByLabel(TEXT.en.pages.login.account).fill(account);
  await form.getByLabel(/^Password/).fill("not-the-password");
  await form.getByRole("button", { name: TEXT.en.pages.login.submitLogin }).click();
  const toasts = page.getByRole("region", { name: "Notifications" }).getByRole("listitem");
  await expect(toasts.locator("[data-type=error]")).toHaveCount(1);
  await form.getByLabel(/^Password/).fill(PASSWORD);
  await form.getByRole("button", { name: TEXT.en.pages.login.submitLogin }).click();
  await expect(page).not.toHaveURL(/\/login\//);
  // At once: the error toast would otherwise stay its 3 s into the page the login led to.
  await expect(toasts.locator("[data-type=error]")).toHaveCount(0, { timeout: 1000 });
  await expect(toasts.locator("[data-type=success]")).toHaveCount(1);

  // While the user menu is open, the toasts lie below the header bar and beneath the menu, not over it.
  await hydrated(page);
  const region = page.getByRole("region", { name: "Notifications" });
  const toastLayer = () => region.evaluate((el) => ({ z: Number(getComputedStyle(el).zIndex), top: el.getBoundingClientRect().top }));
  expect((await toastLayer()).top).toBeLessThan(72);
  await page.getByRole("button", { name: new RegExp(session.userInfo.nickname) }).click();
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  const menuZ = await menu.evaluate((el) =>
    Math.max(Number(getComputedStyle(el).zIndex) || 0, Number(getComputedStyle(el.parentElement ?? el).zIndex) || 0),
  );
  const layer = await toastLayer();
  expect(layer.z).toBeLessThan(menuZ);
  expect(layer.top).toBeGreaterThanOrEqual(72);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  expect((await toastLayer()).top).toBeLessThan(72);
});

const EN_ITEMS: Record<string, string> = {
  lfContentHplc: "Lactoferrin content (HPLC)",
  puritySdsPage: "Purity (SDS-PAGE)",
  ironSaturation: "Iron saturation",
  proteinKjeldahl: "Protein (Kjeldahl)",
  moisture: "Moisture",
};
const ZH_ITEMS: Record<string, string> = {
  lfContentHplc: "乳铁蛋白含量（HPLC）",
  puritySdsPage: "纯度（SDS-PAGE）",
  ironSaturation: "铁饱和度",
  proteinKjeldahl: "蛋白质（凯氏定氮）",
  moisture: "水分",
};
const fourColumns = (item: string, x: typeof EXPORT_TEXT.en) => [
  `${item} · ${x.value}`,
  `${item} · ${x.unit}`,
  `${item} · ${x.limit}`,
  `${item} · ${x.result}`,
];
