// `npm run admin:create`: Node 20 cannot run TypeScript, so the CLI is bundled with esbuild first
// (npm packages stay external), then run with the same arguments and environment.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

// One file per run: two runs at once (parallel tests) must not overwrite each other's bundle.
const outfile = path.resolve(`.tmp/admin-create-${process.pid}.mjs`);
await build({
  entryPoints: ["server/cli/admin-create.ts"],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  logLevel: "warning",
});
const result = spawnSync(process.execPath, [outfile, ...process.argv.slice(2)], { stdio: "inherit" });
rmSync(outfile, { force: true });
process.exit(result.status ?? 1);
