// `node scripts/cli.mjs <name> [args]` runs server/cli/<name>.ts: Node 20 cannot run TypeScript, so the
// CLI is bundled with esbuild first (npm packages stay external), then run with the same arguments and environment.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const [name, ...args] = process.argv.slice(2);
const entry = `server/cli/${name}.ts`;
if (!name || !/^[a-z-]+$/.test(name) || !fs.existsSync(entry)) {
  console.error(
    `usage: node scripts/cli.mjs <${fs
      .readdirSync("server/cli")
      .map((f) => f.replace(/\.ts$/, ""))
      .join("|")}> [args]`,
  );
  process.exit(2);
}
// One file per run: two runs at once must not overwrite each other's bundle.
const outfile = path.resolve(`.tmp/cli-${name}-${process.pid}.mjs`);
await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  logLevel: "warning",
});
const result = spawnSync(process.execPath, [outfile, ...args], { stdio: "inherit" });
fs.rmSync(outfile, { force: true });
process.exit(result.status ?? 1);
