import { type APIRequestContext, test as base, expect } from "@playwright/test";

/** Calls the real portal of the server under test (no mocks). */
export async function portalCall<T>(request: APIRequestContext, path: string, body: Record<string, unknown> = {}): Promise<T> {
  const res = await request.post(path, { data: body });
  const json = (await res.json()) as { code: string; data: T };
  expect(json.code, `${path} answered ${json.code}`).toBe("000000");
  return json.data;
}

export const LANG_COOKIE_URL = "http://127.0.0.1";

/** A page whose console errors (hydration mismatches included) fail the test. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error") errors.push(msg.text());
    });
    page.on("pageerror", (err) => errors.push(err.message));
    await use(errors);
  },
});
export { expect };
