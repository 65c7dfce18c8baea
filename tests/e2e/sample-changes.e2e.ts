import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import enErrors from "../../locales/en/errors.json" with { type: "json" };
import enPages from "../../locales/en/pages.json" with { type: "json" };
import enPortal from "../../locales/en/portal.json" with { type: "json" };
import zhErrors from "../../locales/zh/errors.json" with { type: "json" };
import zhPages from "../../locales/zh/pages.json" with { type: "json" };
import zhPortal from "../../locales/zh/portal.json" with { type: "json" };
import { expect, LANG_COOKIE_URL, loginAsCustomer, test } from "./fixtures";
import { clearSubmissionAllowance, createLabAdmin, fillDate, processAsLab, type StaffAccount, staffToken } from "./helpers";

/**
 * Issue 23, items 5–8 and issue 24, defect 11, as a customer and lab staff use them: the customer
 * edits and cancels a sample until the lab receives it (asked first); lab staff see everything the
 * customer wrote, are asked before rejecting, and find the issued report's results and PDF.
 */
const SAMPLES_LAB: StaffAccount = {
  account: "samples-lab@e2e.example",
  password: "bench-and-pipette",
  totpSecret: "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ",
};
const TEXTS = { en: { pages: enPages, portal: enPortal, errors: enErrors }, zh: { pages: zhPages, portal: zhPortal, errors: zhErrors } };
const fill = (s: string, vars: Record<string, string>) => s.replace(/{{(\w+)}}/g, (_, k: string) => vars[k] ?? "");

const SAMPLE = {
  company: "Example Dairy Co.",
  contactPerson: "Li Wei",
  phone: "13812345678",
  email: "li.wei@example.com",
  countryCode: "CN",
  provinceCode: "320000",
  address: "8 Riverside Road, Nanjing",
  batchNo: "B-CHG-1",
  quantity: 40,
  quantityUnit: "g",
  productionDate: "2026-10-01",
  testItems: ["moisture"],
  carrier: "SF Express",
  trackingNo: "SF5550001",
  notes: "Keep the second bag sealed for a retest.",
  storageConditions: "2–8 ℃, dry, away from light",
  nameOnReport: "Example Dairy Group (QA)",
};

async function insert(request: APIRequestContext, token: string, sampleName: string, extra: Record<string, unknown> = {}) {
  clearSubmissionAllowance();
  const res = await request.post("/api/portal/sent/inspect/insert", {
    headers: { accessToken: token },
    data: { ...SAMPLE, sampleName, ...extra },
  });
  const json = (await res.json()) as { code: string; data: { id: number; inspectionNo: string } };
  expect(json.code).toBe("000000");
  return json.data;
}

async function open(page: Page, path: string, lang: "zh" | "en", width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.context().addCookies([{ name: "lang", value: lang, url: LANG_COOKIE_URL }]);
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

test.beforeAll(() => createLabAdmin(SAMPLES_LAB));

for (const lang of ["zh", "en"] as const) {
  const { pages, portal } = TEXTS[lang];
  const a = portal.sampleActions;
  for (const width of [390, 1440]) {
    test(`${lang} at ${width} px: a customer edits and cancels a sample until the lab receives it, and is asked first`, async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(90_000);
      const session = await loginAsCustomer(page, request);
      const prefix = `Chg ${lang}${width} ${Date.now()}`;
      const toEdit = await insert(request, session.token, `${prefix} edit`);
      const toCancel = await insert(request, session.token, `${prefix} cancel`);
      const received = await insert(request, session.token, `${prefix} received`);
      const lab = await staffToken(request, SAMPLES_LAB);
      await request.post("/api/admin/inspect/transition", { headers: { accessToken: lab }, data: { id: received.id, to: "received" } });

      await open(page, "/user/", lang, width);
      const search = page.getByRole("search", { name: pages.inspection.search });
      await search.getByRole("textbox", { name: pages.inspection.searchLabel }).fill(prefix);
      await search.getByRole("button", { name: pages.inspection.searchButton }).click();
      await expect(page.getByText(`${prefix} received`).filter({ visible: true }).first()).toBeVisible();
      // A received sample offers neither action.
      await expect(page.getByRole("button", { name: fill(a.cancelOne, { no: received.inspectionNo }) })).toHaveCount(0);
      await expect(page.getByRole("button", { name: fill(a.editOne, { no: received.inspectionNo }) })).toHaveCount(0);

      // Edit: the dialog holds the sample's details; the date reads in the page language's order.
      await page.getByRole("button", { name: fill(a.editOne, { no: toEdit.inspectionNo }) }).click();
      const dialog = page.getByRole("dialog", { name: fill(a.editTitle, { no: toEdit.inspectionNo }) });
      await expect(dialog).toBeVisible();
      const f = pages.sampleTesting.fields;
      const date = dialog.getByRole("group", { name: new RegExp(`^${f.productionDate}`) });
      const parts = date.getByRole("spinbutton");
      await expect(parts.first()).toHaveAccessibleName(lang === "zh" ? portal.dateField.year : portal.dateField.month);
      await expect(parts.first()).toHaveText(lang === "zh" ? "2026" : "10");
      await expect(date).not.toContainText(/mm|dd|yyyy/i);
      await expect(dialog.getByLabel(new RegExp(`^${f.storageConditions}`))).toHaveValue(SAMPLE.storageConditions);
      await dialog.getByLabel(new RegExp(`^${f.sampleName}`)).fill(`${prefix} edited`);
      await dialog.getByLabel(new RegExp(`^${f.nameOnReport}`)).fill("Example Dairy Group (Lab)");
      await fillDate(date, "2026-09-15", lang);
      await page.screenshot({ path: testInfo.outputPath(`edit-${lang}-${width}.png`) });
      await dialog.getByRole("button", { name: a.save }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(`${prefix} edited`).filter({ visible: true }).first()).toBeVisible();
      const labDetail = await request.post("/api/admin/inspect/getById", { headers: { accessToken: lab }, data: { id: toEdit.id } });
      expect((await labDetail.json()).data).toMatchObject({
        sampleName: `${prefix} edited`,
        nameOnReport: "Example Dairy Group (Lab)",
        productionDate: "2026-09-15",
        status: "submitted",
      });

      // Cancel: asked first, with the consequence; keeping it changes nothing.
      const cancelButton = page.getByRole("button", { name: fill(a.cancelOne, { no: toCancel.inspectionNo }) });
      await cancelButton.click();
      const confirm = page.getByRole("alertdialog", { name: fill(a.cancelTitle, { no: toCancel.inspectionNo }) });
      await expect(confirm).toContainText(a.cancelConsequence);
      expect((await new AxeBuilder({ page }).include('[role="alertdialog"]').analyze()).violations).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`cancel-confirm-${lang}-${width}.png`) });
      await confirm.getByRole("button", { name: a.keep }).click();
      await expect(confirm).toBeHidden();
      await expect(cancelButton).toBeVisible();

      await cancelButton.click();
      await confirm.getByLabel(a.cancelReason).fill("Wrong batch sent");
      await confirm.getByRole("button", { name: a.cancelConfirm }).click();
      await expect(confirm).toBeHidden();
      await expect(cancelButton).toHaveCount(0);
      // No longer in progress: it is listed under the "cancelled" filter, as cancelled.
      await expect(page.getByText(`${prefix} cancel`).filter({ visible: true })).toHaveCount(0);
      await open(page, "/user/?tab=detecting&filter=cancelled", lang, width);
      await search.getByRole("textbox", { name: pages.inspection.searchLabel }).fill(prefix);
      await search.getByRole("button", { name: pages.inspection.searchButton }).click();
      await expect(page.getByText(`${prefix} cancel`).filter({ visible: true }).first()).toBeVisible();
      await expect(page.getByText(`${prefix} edited`)).toHaveCount(0);
      await expect(page.getByText(pages.inspection.status.cancelled, { exact: true }).filter({ visible: true }).last()).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`cancelled-${lang}-${width}.png`), fullPage: true });
    });
  }
}

for (const lang of ["zh", "en"] as const) {
  const { pages, errors } = TEXTS[lang];
  const l = pages.lab;
  for (const width of [390, 1440]) {
    test(`${lang} at ${width} px: lab staff see everything the customer wrote, are asked before rejecting, and find the issued report`, async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(120_000);
      const customer = await loginAsCustomer(page, request);
      const prefix = `Lab ${lang}${width} ${Date.now()}`;
      const upload = await request.post("/api/portal/base/file/upload", {
        headers: { accessToken: customer.token },
        multipart: { file: { name: "COA LF-95.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n% COA\n") } },
      });
      const attachmentId = ((await upload.json()) as { data: { id: number } }).data.id;
      const full = await insert(request, customer.token, `${prefix} full`, { attachmentIds: [attachmentId] });
      const toReject = await insert(request, customer.token, `${prefix} reject`);
      const issued = await insert(request, customer.token, `${prefix} issued`);
      await processAsLab(request, issued.id, [{ itemCode: "moisture", value: "4.1" }], SAMPLES_LAB);

      // Lab staff's session (two-factor passed) handed to the page, as the login form would.
      const token = await staffToken(request, SAMPLES_LAB);
      const userInfo = (
        (await (await request.post("/api/portal/user/getCurrentUserInfo", { headers: { accessToken: token } })).json()) as {
          data: unknown;
        }
      ).data;
      await page.addInitScript(
        ({ token, userInfo }) => {
          window.localStorage.setItem("token", token);
          window.localStorage.setItem("userInfo", JSON.stringify(userInfo));
        },
        { token, userInfo },
      );
      await open(page, "/admin/lab", lang, width);
      const openInspection = async (no: string) => {
        await page.getByRole("textbox", { name: pages.adminLab.searchLabel }).fill(prefix);
        await page.getByRole("button", { name: pages.inspection.searchButton }).click();
        await page.getByRole("button", { name: no }).click();
        await expect(page.getByRole("heading", { name: no })).toBeVisible();
      };

      await openInspection(full.inspectionNo);
      const facts = page.getByTestId("lab-sample-facts");
      for (const value of [
        SAMPLE.notes,
        SAMPLE.address,
        SAMPLE.email,
        SAMPLE.phone,
        SAMPLE.contactPerson,
        lang === "zh" ? "中国" : "China",
        SAMPLE.productionDate,
        SAMPLE.carrier,
        SAMPLE.trackingNo,
        SAMPLE.storageConditions,
        SAMPLE.nameOnReport,
      ]) {
        await expect(facts).toContainText(value);
      }
      const download = page.waitForEvent("download");
      await facts.getByRole("button", { name: fill(l.downloadAttachment, { name: "COA LF-95.pdf" }) }).click();
      expect((await download).suggestedFilename()).toBe("COA LF-95.pdf");
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`lab-detail-${lang}-${width}.png`), fullPage: true });

      // Rejecting asks first, states the consequence, and needs the reason the customer will read.
      await openInspection(toReject.inspectionNo);
      await page.getByRole("button", { name: l.reject }).click();
      const confirm = page.getByRole("alertdialog", { name: fill(l.rejectConfirmTitle, { no: toReject.inspectionNo }) });
      await expect(confirm).toContainText(l.rejectConsequence);
      await expect(confirm.getByRole("button", { name: l.rejectConfirm })).toBeDisabled();
      await page.screenshot({ path: testInfo.outputPath(`lab-reject-${lang}-${width}.png`) });
      await confirm.getByRole("button", { name: l.rejectKeep }).click();
      await expect(confirm).toBeHidden();
      await expect(page.getByRole("button", { name: l.markReceived })).toBeVisible();
      await page.getByRole("button", { name: l.reject }).click();
      await confirm.getByLabel(new RegExp(`^${l.rejectReason}`)).fill("Seal broken on arrival");
      await confirm.getByRole("button", { name: l.rejectConfirm }).click();
      await expect(confirm).toBeHidden();
      await expect(page.getByText(l.closed.rejected)).toBeVisible();

      // The issued report: its results and its PDF; issuing again is not offered, and says how to correct.
      await openInspection(issued.inspectionNo);
      const reportNo = `R${issued.inspectionNo.slice(2)}`;
      const report = page.getByRole("region", { name: fill(l.issuedReport, { no: reportNo }) });
      await expect(report).toContainText("4.1 %");
      await expect(page.getByText(l.reissueHelp)).toBeVisible();
      const pdf = page.waitForEvent("download");
      await report.getByRole("button", { name: l.downloadReport }).click();
      expect((await pdf).suggestedFilename()).toBe(`${reportNo}.pdf`);
      // The server's refusal says why, if a second issue is tried anyway (two tabs, a stale page).
      const again = await request.post("/api/admin/inspect/issueReport", {
        headers: { accessToken: token, lang: lang === "zh" ? "zh-CN" : "en-US" },
        data: { id: issued.id },
      });
      expect((await again.json()).message).toBe(fill(errors.lab.issueRefused.completed, { reportNo }));
      await page.screenshot({ path: testInfo.outputPath(`lab-report-${lang}-${width}.png`), fullPage: true });
    });
  }
}
