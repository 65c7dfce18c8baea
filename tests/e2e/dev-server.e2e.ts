import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

const FOOTER = "src/layout/site-footer.tsx";

test("npm run dev serves the whole site from the sources, portal included, and an edit shows without a reload", async ({ page }) => {
  // Vite compiles the page's ~600 modules on the first visit: minutes on a 2-core machine running
  // the other e2e tests beside it.
  test.setTimeout(420_000);
  const port = 3700 + Math.floor(Math.random() * 100);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dev-server-"));
  const child = spawn(process.execPath, ["scripts/dev.mjs"], {
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir, NODE_ENV: undefined },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout.on("data", (d) => (out += d));
  child.stderr.on("data", (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const original = fs.readFileSync(FOOTER, "utf8");
  try {
    await expect.poll(() => out, { timeout: 90_000 }).toContain(`Developing on http://127.0.0.1:${port}`);
    const violations: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error" && /Content Security Policy/.test(m.text())) violations.push(m.text());
    });
    await page.goto(`http://127.0.0.1:${port}/about/`, { timeout: 150_000 });
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 180_000 });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The page's content came from the in-process portal (the demo data's column header).
    expect(await page.title()).toMatch(/\S+ \| \S+/);
    const list = await page.request.post(`http://127.0.0.1:${port}/api/portal/content/news/list`, { data: { pageNum: 1, pageSize: 1 } });
    expect((await list.json()).code).toBe("000000");

    await page.evaluate(() => Object.assign(window, { beforeEdit: true }));
    fs.writeFileSync(FOOTER, original.replace("<footer", '<footer data-edited="yes"'));
    await expect(page.locator("footer[data-edited=yes]")).toHaveCount(1, { timeout: 60_000 });
    expect(await page.evaluate(() => (window as { beforeEdit?: boolean }).beforeEdit)).toBe(true);
    expect(violations).toEqual([]);
  } finally {
    fs.writeFileSync(FOOTER, original);
    child.kill("SIGINT");
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
