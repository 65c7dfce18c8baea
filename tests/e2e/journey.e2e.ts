import fs from "node:fs";
import JSZip from "jszip";
import { PDFDocument } from "pdf-lib";
import { codeIn, waitForMail } from "../support/outbox";
import { E2E_OUTBOX, expect, test } from "./fixtures";
import { COA_FILE, createLabAdmin, fillSampleForm, JOURNEY_LAB, processAsLab } from "./helpers";

// The whole customer journey of the portal issue, for a visitor who signs up on the way. The lab's
// own screens are driven in lab.e2e.ts; here the lab acts through its API.
test("sign up, send two samples (one with an attachment), get both reports, compare them, zip them", async ({ page, request }) => {
  test.setTimeout(90_000);
  const account = `journey.${Date.now()}@example.com`;

  // A visitor wants to send a sample, is sent to log in, signs up and comes back.
  await page.goto("/sampleTesting/");
  await expect(page).toHaveURL(/\/login\/\?redirect=%2FsampleTesting%2F$/);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("tab", { name: "Sign up" }).click();
  const signUp = page.getByRole("form", { name: "Sign up" });
  await signUp.getByLabel("Email or mobile number").fill(account);
  await signUp.getByLabel("Nickname").fill("Journey");
  await signUp.getByLabel(/^Password/).fill("lactoferrin-journey-2026");
  await signUp.getByLabel("Repeat the password").fill("lactoferrin-journey-2026");
  await signUp.getByRole("button", { name: "Create account" }).click();
  // The address is confirmed with the code from the mail (sending samples needs it), which logs in.
  const confirm = page.getByRole("form", { name: "Confirm your email address" });
  await expect(confirm.getByRole("heading", { name: "Confirm your email address" })).toBeVisible();
  const mail = await waitForMail(E2E_OUTBOX, (m) => m.to === account);
  await confirm.getByLabel("6-digit code from the mail").fill(codeIn(mail));
  await confirm.getByRole("button", { name: "Confirm and log in" }).click();
  await expect(page).toHaveURL(/\/sampleTesting\/$/);

  // First sample through the form, with a COA whose upload progress is shown.
  const form = page.getByRole("form", { name: "Sample submission" });
  await fillSampleForm(form, "Journey LF-95");
  await form.getByLabel("Add files").setInputFiles(COA_FILE);
  await expect(form.getByTestId("attachment-item").getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
  // Sent is not stored: the form asks to wait until the server has answered for the file.
  await expect(form.getByTestId("attachment-item").getByText("Uploaded COA LF-95.pdf")).toBeAttached();
  // Sent: focus moves to the confirmation's heading, which says it once (issue 27 item 10).
  const submitted = page.getByRole("heading", { name: "Sample submitted" });
  await form.getByRole("button", { name: "Submit sample" }).click();
  await expect(submitted).toBeFocused();
  await page.getByRole("button", { name: "Submit another sample" }).click();
  await fillSampleForm(form, "Journey LF-90");
  await form.getByRole("button", { name: "Submit sample" }).click();
  await expect(submitted).toBeFocused();

  const token = (await page.evaluate(() => localStorage.getItem("token"))) ?? "";
  const listed = await request.post("/api/portal/inspect/testing", { headers: { accessToken: token }, data: { pageSize: 10 } });
  const mine = ((await listed.json()) as { data: { list: Array<{ id: number; inspectionNo: string; sampleName: string }> } }).data.list;
  expect(mine.map((i) => i.sampleName)).toEqual(["Journey LF-90", "Journey LF-95"]);

  // The lab receives, tests, enters results and issues both reports.
  createLabAdmin(JOURNEY_LAB);
  for (const [i, ins] of mine.entries()) {
    await processAsLab(
      request,
      ins.id,
      [
        { itemCode: "lfContentHplc", value: i === 0 ? "90.2" : "93.1" },
        { itemCode: "ironSaturation", value: "15" },
      ],
      JOURNEY_LAB,
    );
  }

  // The customer sees the timeline and downloads a report that parses and names the sample.
  await page.goto("/user/?tab=detectedCompleted");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const first = mine[1] as { inspectionNo: string };
  const row = page.getByRole("row").filter({ hasText: first.inspectionNo });
  await row.getByRole("button", { name: "Show progress" }).click();
  await expect(page.getByRole("list", { name: "Progress timeline" }).getByText("Report issued")).toBeVisible();
  const pdfDownload = page.waitForEvent("download");
  await row.getByRole("button", { name: `Download report ${first.inspectionNo}` }).click();
  const pdf = await PDFDocument.load(fs.readFileSync(await (await pdfDownload).path()), { updateMetadata: false });
  expect(pdf.getSubject()).toBe(`Inspection ${first.inspectionNo}, sample Journey LF-95`);

  // Both reports in one zip, then the task is deleted.
  for (const ins of mine) await page.getByRole("checkbox", { name: `Select ${ins.inspectionNo}` }).check();
  await page.getByRole("button", { name: "Download 2 selected reports as a zip" }).click();
  const task = page.getByTestId("download-task").first();
  await expect(task).toContainText("Ready");
  const zipDownload = page.waitForEvent("download");
  await task.getByRole("button", { name: "Download zip" }).click();
  const zip = await JSZip.loadAsync(fs.readFileSync(await (await zipDownload).path()));
  expect(Object.keys(zip.files).sort()).toEqual(mine.map((i) => `${i.inspectionNo}.pdf`).sort());
  await task.getByRole("button", { name: /^Delete download task/ }).click();
  await page.getByRole("alertdialog", { name: "Delete this download task?" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByTestId("download-task")).toHaveCount(0);

  // And compares the two, with the chart drawn.
  await page.goto("/dataComparison");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const chooser = page.getByRole("form", { name: "Choose inspections to compare" });
  for (const ins of mine) await chooser.getByRole("checkbox", { name: new RegExp(ins.inspectionNo) }).check();
  await chooser.getByRole("button", { name: "Compare (2)" }).click();
  await expect(page.getByTestId("comparison-chart").locator(".recharts-bar-rectangle")).toHaveCount(4);
});
