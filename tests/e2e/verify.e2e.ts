import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext } from "@playwright/test";
import { pdfPageTexts, squash } from "../support/pdf-text";
import { expect, LANG_COOKIE_URL, loginAsCustomer, test } from "./fixtures";
import { createLabAdmin, processAsLab, type StaffAccount, staffToken } from "./helpers";

/** This file's own lab account: TOTP codes are single-use, so no other file logs it in. */
const VERIFY_LAB: StaffAccount = {
  account: "verify-lab@e2e.example",
  password: "bench-and-pipette",
  totpSecret: "MFRGGZDFMZTWQ2LKMFRGGZDFMZTWQ2LK",
};
type Lang = "zh" | "en";
type VerifyText = Record<
  "valid" | "superseded" | "notIssued" | "pdfHeading" | "pdfChoose" | "pdfMatch" | "pdfDiffers" | "inspectionNo" | "code" | "submit",
  string
>;
const text = (lang: Lang): VerifyText =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../../locales/${lang}/pages.json`), "utf8")).verify;
const fill = (s: string, vars: Record<string, string>) => s.replace(/{{(\w+)}}/g, (_, k: string) => vars[k] ?? "");

interface Issued {
  inspectionNo: string;
  pdf: Buffer;
  /** The printed address's path and query (the e2e server has no SITE_URL: its own origin is printed). */
  link: string;
  code: string;
}

async function issuedReport(request: APIRequestContext, token: string, id: number): Promise<Issued> {
  const res = await request.post("/api/portal/inspect/report/download", { headers: { accessToken: token }, data: { id } });
  expect(res.status()).toBe(200);
  const pdf = Buffer.from(await res.body());
  const printed = squash((await pdfPageTexts(pdf)).join(""));
  const url = new URL(/https?:\/\/\S*?\/verify\/\?no=[^&]+&code=[0-9A-Z]{10}/.exec(printed)?.[0] ?? "http://missing/");
  return {
    inspectionNo: url.searchParams.get("no") ?? "",
    pdf,
    link: `${url.pathname}${url.search}`,
    code: url.searchParams.get("code") ?? "",
  };
}

let first: Issued;
let amended: Issued;

test.beforeAll(async ({ browser, request }) => {
  test.setTimeout(90_000);
  createLabAdmin(VERIFY_LAB);
  const page = await browser.newPage();
  const session = await loginAsCustomer(page, request);
  await page.close();
  const inserted = await request.post("/api/portal/sent/inspect/insert", {
    headers: { accessToken: session.token },
    data: {
      company: "Example Dairy",
      contactPerson: "Li Wei",
      phone: "13812345678",
      email: "li.wei@example.com",
      countryCode: "CN",
      address: "1 Example Road",
      sampleName: "LF-95 verify",
      batchNo: "B-VERIFY-1",
      quantity: 30,
      quantityUnit: "g",
      productionDate: "2026-10-01",
      testItems: ["lfContentHplc"],
    },
  });
  const { id } = (await inserted.json()).data as { id: number };
  await processAsLab(request, id, [{ itemCode: "lfContentHplc", value: "95.1" }], VERIFY_LAB);
  first = await issuedReport(request, session.token, id);
  // The lab withdraws the report to correct it, then issues the amended one.
  const lab = await staffToken(request, VERIFY_LAB);
  const post = async (p: string, data: Record<string, unknown>) => {
    const res = await request.post(p, { headers: { accessToken: lab }, data });
    expect(((await res.json()) as { code: string }).code, p).toBe("000000");
  };
  await post("/api/admin/inspect/amendReport", { id, reason: "Unit corrected" });
  await post("/api/admin/inspect/saveResults", { id, results: [{ itemCode: "lfContentHplc", value: "95.3", unit: "%", passed: true }] });
  await post("/api/admin/inspect/issueReport", { id });
  amended = await issuedReport(request, session.token, id);
});

for (const lang of ["zh", "en"] as const) {
  for (const width of [390, 1440]) {
    test(`${lang} at ${width} px: a printed report's link confirms it, checks its PDF, and refuses a forged code`, async ({
      page,
      consoleErrors,
    }, testInfo) => {
      const v = text(lang);
      await page.setViewportSize({ width, height: 900 });
      await page.context().addCookies([{ name: "lang", value: lang, url: LANG_COOKIE_URL }]);

      const valid = await page.goto(amended.link);
      expect(valid?.status()).toBe(200);
      expect(valid?.headers()["cache-control"]).toBe("no-store");
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      const result = page.getByRole("region", { name: v.valid });
      await expect(result).toBeVisible();
      await expect(result).toContainText(amended.inspectionNo);
      await expect(result).toContainText("LF-95 verify");
      await expect(result).toContainText("B-VERIFY-1");
      await expect(result).toContainText(`R${amended.inspectionNo.slice(2)}-A1`);

      // The PDF as issued matches; one changed byte does not. Nothing is uploaded.
      const uploads: string[] = [];
      page.on("request", (r) => {
        if (r.method() === "POST") uploads.push(r.url());
      });
      const chooser = page.getByLabel(v.pdfChoose);
      await chooser.setInputFiles({ name: "report.pdf", mimeType: "application/pdf", buffer: amended.pdf });
      await expect(page.getByRole("region", { name: v.pdfHeading }).getByRole("status")).toContainText(
        fill(v.pdfMatch, { name: "report.pdf" }),
      );
      const tampered = Buffer.from(amended.pdf);
      tampered[tampered.length - 20] = (tampered[tampered.length - 20] ?? 0) ^ 1;
      await chooser.setInputFiles({ name: "edited.pdf", mimeType: "application/pdf", buffer: tampered });
      await expect(page.getByRole("region", { name: v.pdfHeading }).getByRole("status")).toContainText(
        fill(v.pdfDiffers, { name: "edited.pdf" }),
      );
      expect(uploads).toEqual([]);
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: testInfo.outputPath(`verify-valid-${lang}-${width}.png`), fullPage: true });

      // The first report: superseded, naming its successor.
      await page.goto(first.link);
      await expect(page.getByRole("region", { name: v.superseded })).toContainText(`R${first.inspectionNo.slice(2)}-A1`);

      // A forged code: HTTP 404 and a page that says so, with the form to try again.
      const forged = first.code.startsWith("A") ? `B${first.code.slice(1)}` : `A${first.code.slice(1)}`;
      const refused = await page.goto(`/verify/?no=${first.inspectionNo}&code=${forged}`);
      expect(refused?.status()).toBe(404);
      await expect(page.getByRole("region", { name: v.notIssued })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`verify-forged-${lang}-${width}.png`), fullPage: true });

      // Typing the number and code from paper (lower case) into the form finds the report.
      await page.getByRole("textbox", { name: v.inspectionNo }).fill(amended.inspectionNo);
      await page.getByRole("textbox", { name: v.code }).fill(amended.code.toLowerCase());
      await page.getByRole("button", { name: v.submit }).click();
      await expect(page.getByRole("region", { name: v.valid })).toBeVisible();
      expect(consoleErrors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    });
  }
}
