import { expect, test } from "./fixtures";
import { axeViolations } from "./shell-helpers";

/**
 * The integrators' reference (decision 200): Scalar renders /api/openapi.json under the site's CSP
 * (nonce scripts, nonce styles), shows the calls, and passes axe.
 */
test("the API reference page shows the calls under the site's CSP, with no axe violation", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text().slice(0, 240));
  });
  page.on("pageerror", (err) => violations.push(`pageerror: ${err.message}`));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) =>
      console.error(`Content Security Policy: ${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
    );
  });
  const requests: string[] = [];
  page.on("request", (req) => requests.push(req.url()));

  await page.goto("/api-reference/?lang=en");
  await expect(page).toHaveTitle("API reference");
  await expect(page.getByText("/api/portal/user/login").first()).toBeVisible({ timeout: 15_000 });

  expect(violations).toEqual([]);
  const baseURL = test.info().project.use.baseURL as string;
  expect(requests.filter((url) => !url.startsWith(baseURL) && !url.startsWith("data:"))).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
});
