import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "new-block-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** Runs a command in the scratch copy; its output is what the failure shows. */
function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: scratch, encoding: "utf8", env: { ...process.env, CI: "1" } });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}`.slice(-4000) };
}

/** The same, without blocking: two checks can run at once (the typecheck is single-threaded). */
function runAsync(command: string, args: string[]): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: scratch, env: { ...process.env, CI: "1" } });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("close", (status) => resolve({ status, output }));
  });
}

it("npm run new:block gives a block that passes the block tests and typecheck at once (README: Adding a block type)", async () => {
  // A copy of the working tree (tracked and new files) sharing node_modules: the scaffold edits the registry.
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" });
  for (const file of listed.stdout.split("\0").filter(Boolean)) {
    if (!fs.existsSync(path.join(root, file))) continue;
    fs.mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(scratch, file));
  }
  fs.symlinkSync(path.join(root, "node_modules"), path.join(scratch, "node_modules"));

  const scaffold = run("npm", ["run", "--silent", "new:block", "--", "award-list", "奖项列表", "Award list"]);
  expect(scaffold.status, scaffold.output).toBe(0);
  expect(fs.readdirSync(path.join(scratch, "blocks/award-list")).sort()).toEqual([
    "award-list.module.css",
    "award-list.stories.tsx",
    "award-list.test.ts",
    "award-list.tsx",
    "index.ts",
    "strings.ts",
  ]);
  const again = run("npm", ["run", "--silent", "new:block", "--", "award-list", "奖项列表"]);
  expect([again.status, again.output]).toEqual([1, expect.stringContaining("blocks/award-list exists already")]);

  // The registry, component map, fixture, migrations, render, stories-by-folder and CSS-module tests, and the block's own.
  const [tests, typecheck] = await Promise.all([
    runAsync("npx", ["vitest", "run", "--project", "unit", "blocks/award-list", "tests/unit"]),
    runAsync("npm", ["run", "--silent", "typecheck"]),
  ]);
  expect(tests.status, tests.output.slice(-4000)).toBe(0);
  expect(tests.output).toContain("blocks/award-list/award-list.test.ts");
  expect(typecheck.status, typecheck.output.slice(-4000)).toBe(0);
}, 600_000);
