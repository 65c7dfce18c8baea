import { expect, loginAsCustomer, portalCall, test } from "./fixtures";
import { COA_FILE, fillSampleForm } from "./helpers";

test("a customer sends a sample and follows it in the personal centre", async ({ page, request }) => {
  const session = await loginAsCustomer(page, request);
  await page.goto("/sampleTesting/");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const form = page.getByRole("form", { name: "Sample submission" });

  await form.getByRole("button", { name: "Submit sample" }).click();
  for (const message of [
    "Please enter the sample name",
    "Please enter the batch number",
    "Enter a quantity greater than 0",
    "Please enter a date",
    "Choose at least one test",
    "Please enter the address",
  ]) {
    await expect(form.getByText(message)).toBeVisible();
  }

  await fillSampleForm(form, "Lactoferrin LF-95");
  await form.getByLabel("Add files").setInputFiles(COA_FILE);
  const attachment = form.getByTestId("attachment-item");
  await expect(attachment).toContainText("COA LF-95.pdf");
  // The bar is named after its file; the upload's end is said in the picker's live region (issue 27, item 9).
  await expect(attachment.getByRole("progressbar", { name: "Uploaded COA LF-95.pdf" })).toHaveAttribute("aria-valuenow", "100");
  await expect(form.getByTestId("attachment-status")).toHaveText("Uploaded COA LF-95.pdf");
  await form.getByLabel("Add files").setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not really a png") });
  await expect(form.getByRole("alert").filter({ hasText: "Only JPEG, PNG, WebP images and PDF files are accepted" })).toBeVisible();
  await form.getByRole("button", { name: "Remove notes.png" }).click();
  // Focus moves to the file before it, not to <body> (item 10).
  await expect(form.getByRole("button", { name: "Remove COA LF-95.pdf" })).toBeFocused();
  await form.getByRole("button", { name: "Submit sample" }).click();

  // Said once: focus moves to the confirmation's heading; no toast says it again (item 10).
  const done = page.getByTestId("sample-submitted");
  await expect(done.getByRole("heading", { name: "Sample submitted" })).toBeFocused();
  await expect(page.getByRole("region", { name: "Notifications" }).getByRole("listitem")).toHaveCount(0);
  const mine = await request.post("/api/portal/inspect/testing", { headers: { accessToken: session.token }, data: { keyword: "LF-95" } });
  const list = (await mine.json()).data.list as Array<{ id: number; inspectionNo: string; testItems: string[] }>;
  const inspectionNo = list[0]?.inspectionNo ?? "missing";
  expect(list[0]?.testItems).toEqual(["lfContentHplc", "ironSaturation"]);
  await expect(done).toContainText(inspectionNo);

  await done.getByRole("link", { name: "Follow the progress" }).click();
  await expect(page).toHaveURL(/\/user\/\?tab=detecting$/);
  const row = page.getByRole("row").filter({ hasText: inspectionNo });
  await expect(row).toContainText("Submitted");
  await row.getByRole("button", { name: "Show progress" }).click();
  await expect(page.getByRole("list", { name: "Progress timeline" })).toContainText("Submitted");

  await page.getByRole("search", { name: "Search inspections" }).getByLabel("Inspection number or sample name").fill("no such sample");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No inspection matches your search.")).toBeVisible();

  await page.getByRole("tab", { name: "Detected completed" }).click();
  await expect(page).toHaveURL(/\/user\/\?tab=detectedCompleted$/);
  // The shared customer may hold reports other tests issued: the tab shows them, or says there are none yet.
  const completed = await request.post("/api/portal/inspect/testAchieve", {
    headers: { accessToken: session.token },
    data: { pageNum: 1, pageSize: 10 },
  });
  const issued = (await completed.json()).data.total as number;
  if (issued === 0)
    await expect(page.getByText("No report has been issued yet. Reports appear here once the lab has tested your sample.")).toBeVisible();
  else await expect(page.getByRole("button", { name: /^Download report LF/ })).toHaveCount(Math.min(issued, 10));
});

test("account management saves the profile through the portal", async ({ page, request }) => {
  const session = await loginAsCustomer(page, request);
  await page.goto("/user/?tab=editorialMaterial");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const company = `Example Nutrition ${Date.now()}`;
  await page.getByLabel(/^Company/).fill(company);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your account details have been saved" })).toBeVisible();
  const me = await request.post("/api/portal/user/getCurrentUserInfo", { headers: { accessToken: session.token }, data: {} });
  expect((await me.json()).data.company).toBe(company);
  const newPassword = page.getByLabel(/^New password/);
  await newPassword.fill("short");
  await newPassword.blur();
  await expect(page.getByText("At least 8 characters").first()).toBeVisible();
  // The country list comes from the portal.
  const countries = await portalCall<unknown[]>(request, "/api/portal/content/configData/countryArea");
  expect(countries.length).toBeGreaterThan(0);
});
