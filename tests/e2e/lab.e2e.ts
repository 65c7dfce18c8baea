import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import JSZip from "jszip";
import { PDFDocument } from "pdf-lib";
import { expect, loginAsCustomer, test } from "./fixtures";
import { createLabAdmin, enterTotpCode, LAB, staffToken } from "./helpers";

test("lab staff receive a sample, test it, enter results and issue the report; the customer follows it and downloads the PDF", async ({
  page,
  request,
  browser,
}) => {
  // About 25 s on an idle machine; CI runs two workers on 2 cores.
  test.setTimeout(120_000);
  // The customer submits a sample through the portal.
  const session = await loginAsCustomer(page, request);
  const sampleName = `Lab journey ${Date.now()}`;
  const inserted = await request.post("/api/portal/sent/inspect/insert", {
    headers: { accessToken: session.token },
    data: {
      company: "Example Dairy",
      contactPerson: "Li Wei",
      phone: "13812345678",
      email: "li.wei@example.com",
      countryCode: "CN",
      address: "1 Example Road",
      sampleName,
      batchNo: "B7",
      quantity: 30,
      quantityUnit: "g",
      productionDate: "2026-10-01",
      testItems: ["lfContentHplc", "moisture"],
    },
  });
  const { inspectionNo } = (await inserted.json()).data as { inspectionNo: string };

  // A customer is refused the back office.
  await page.goto("/admin/lab");
  await expect(page.getByRole("alert").filter({ hasText: "The back office is for staff." })).toBeVisible();

  createLabAdmin();
  const labContext = await browser.newContext();
  const lab = await labContext.newPage();
  await lab.goto("/login/?redirect=%2Fadmin%2Flab");
  await expect(lab.locator("html")).toHaveAttribute("data-hydrated", "true");
  const login = lab.getByRole("form", { name: "Log in" });
  await login.getByLabel("Email or mobile number").fill(LAB.account);
  await login.getByLabel(/^Password/).fill(LAB.password);
  await login.getByRole("button", { name: "Log in" }).click();
  // Staff accounts have two-factor authentication: the same form asks for the code.
  await enterTotpCode(lab, LAB);
  await expect(lab).toHaveURL(/\/admin\/lab$/);
  await expect(lab.getByRole("navigation", { name: "Back office menu" }).getByRole("link", { name: "Laboratory" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await lab.getByRole("button", { name: "User menu: Lab Admin" }).click();
  await expect(lab.getByRole("menuitem", { name: "Laboratory" })).toBeVisible();
  // Keys reach the menu once it has taken focus, a frame after it opens (an earlier Escape is lost).
  await expect(lab.getByRole("menu")).toBeFocused();
  await lab.keyboard.press("Escape");
  await expect(lab.getByRole("menu")).toBeHidden();

  await lab.getByLabel("Number, sample or company").fill(sampleName);
  await lab.getByRole("button", { name: "Search" }).click();
  await lab.getByRole("button", { name: inspectionNo }).click();
  await lab.getByRole("button", { name: "Mark as received" }).click();
  await expect(lab.getByRole("button", { name: "Start testing" })).toBeVisible();
  await lab.getByRole("button", { name: "Start testing" }).click();

  const results = lab.getByRole("form", { name: "Test results" });
  await results.getByRole("button", { name: "Save results" }).click();
  await expect(results.getByText("Enter the result").first()).toBeVisible();
  await results.getByLabel("Lactoferrin content (HPLC): Result").fill("92.4");
  await results.getByLabel("Lactoferrin content (HPLC): Unit").fill("%");
  await results.getByLabel("Lactoferrin content (HPLC): Verdict").selectOption("pass");
  await results.getByLabel("Moisture: Result").fill("4.1");
  await results.getByLabel("Moisture: Verdict").selectOption("pass");
  await results.getByRole("button", { name: "Save results" }).click();
  await expect(lab.getByRole("status").filter({ hasText: "Results saved" })).toBeVisible();
  await lab.getByRole("button", { name: "Issue report" }).click();
  await expect(lab.getByRole("status").filter({ hasText: "Report issued" })).toBeVisible();
  const { violations } = await new AxeBuilder({ page: lab }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`)).toEqual([]);
  await labContext.close();

  // The customer sees every step and downloads the report.
  await page.goto("/user/?tab=detectedCompleted");
  const row = page.getByRole("row").filter({ hasText: inspectionNo });
  await expect(row).toContainText("Report issued");
  await row.getByRole("button", { name: "Show progress" }).click();
  await expect(page.getByRole("list", { name: "Progress timeline" }).getByText(/^(Submitted|Received|Testing|Report issued)$/)).toHaveText([
    "Submitted",
    "Received",
    "Testing",
    "Report issued",
  ]);
  const downloading = page.waitForEvent("download");
  await row.getByRole("button", { name: `Download report ${inspectionNo}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${inspectionNo}.pdf`);
  const pdf = await PDFDocument.load(fs.readFileSync(await download.path()), { updateMetadata: false });
  expect(pdf.getSubject()).toContain(inspectionNo);
  expect(pdf.getSubject()).toContain(sampleName);
});

test("a customer compares two completed inspections (table, chart, CSV) and batch-downloads their reports as a zip", async ({
  page,
  request,
}) => {
  // About 25 s on an idle machine; CI runs two workers on 2 cores.
  test.setTimeout(120_000);
  const session = await loginAsCustomer(page, request);
  createLabAdmin();
  const labToken = await staffToken(request, LAB);
  const numbers: string[] = [];
  for (const [sampleName, value] of [
    ["Compare A", "92.4"],
    ["Compare B", "90.1"],
  ] as const) {
    const post = async (path: string, token: string, data: Record<string, unknown>) => {
      const res = await request.post(path, { headers: { accessToken: token }, data });
      const json = (await res.json()) as { code: string; data: { id: number; inspectionNo: string } };
      expect(json.code, path).toBe("000000");
      return json.data;
    };
    const { id, inspectionNo } = await post("/api/portal/sent/inspect/insert", session.token, {
      company: "Example Dairy",
      contactPerson: "Li Wei",
      phone: "13812345678",
      email: "li.wei@example.com",
      countryCode: "CN",
      address: "1 Example Road",
      sampleName,
      batchNo: "B8",
      quantity: 30,
      quantityUnit: "g",
      productionDate: "2026-10-01",
      testItems: ["lfContentHplc"],
    });
    numbers.push(inspectionNo);
    await post("/api/admin/inspect/transition", labToken, { id, to: "received" });
    await post("/api/admin/inspect/transition", labToken, { id, to: "testing" });
    await post("/api/admin/inspect/saveResults", labToken, {
      id,
      results: [{ itemCode: "lfContentHplc", value, unit: "%", passed: true }],
    });
    await post("/api/admin/inspect/issueReport", labToken, { id });
  }

  await page.goto("/dataComparison");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const chooser = page.getByRole("form", { name: "Choose inspections to compare" });
  await expect(chooser.getByRole("button", { name: /^Compare/ })).toBeDisabled();
  // Search narrows the list (older completed ones may sit on later pages); choices survive each search.
  const search = page.getByRole("search", { name: "Search inspections" });
  for (const no of numbers) {
    await search.getByRole("textbox").fill(no);
    await search.getByRole("button", { name: "Search" }).click();
    await expect(chooser.getByRole("checkbox")).toHaveCount(1);
    await chooser.getByRole("checkbox", { name: new RegExp(no) }).check();
  }
  await expect(chooser.getByTestId("comparison-choices")).toContainText(`${numbers[0]} (Compare A), ${numbers[1]} (Compare B)`);
  await chooser.getByRole("button", { name: "Compare (2)" }).click();
  const table = page.getByRole("region", { name: "Results side by side" });
  await expect(table.getByRole("row", { name: /Lactoferrin content \(HPLC\)/ })).toContainText("92.4 %");
  await expect(table.getByRole("row", { name: /Lactoferrin content \(HPLC\)/ })).toContainText("90.1 %");
  await expect(page.getByTestId("comparison-chart").locator(".recharts-bar-rectangle")).toHaveCount(2);

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`)).toEqual([]);

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const csv = fs.readFileSync(await (await downloading).path(), "utf8");
  for (const no of numbers) expect(csv).toContain(no);

  // Both reports in one zip, built in the background; then the task is deleted.
  await page.goto("/user/?tab=detectedCompleted");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  for (const no of numbers) await page.getByRole("checkbox", { name: `Select ${no}` }).check();
  await page.getByRole("button", { name: "Download 2 selected reports as a zip" }).click();
  const task = page.getByTestId("download-task").first();
  await expect(task).toContainText("2 reports as a zip");
  await expect(task.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
  await expect(task).toContainText("Ready");
  const tasksAxe = await new AxeBuilder({ page }).analyze();
  expect(tasksAxe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`)).toEqual([]);
  const zipping = page.waitForEvent("download");
  await task.getByRole("button", { name: "Download zip" }).click();
  const zip = await JSZip.loadAsync(fs.readFileSync(await (await zipping).path()));
  expect(Object.keys(zip.files).sort()).toEqual(numbers.map((no) => `${no}.pdf`).sort());
  await task.getByRole("button", { name: /^Delete download task/ }).click();
  await page.getByRole("alertdialog", { name: "Delete this download task?" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Download task deleted" })).toBeVisible();
  await expect(page.getByTestId("download-task")).toHaveCount(0);
});
