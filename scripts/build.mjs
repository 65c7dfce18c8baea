// `npm run build`. React Router's build runs twice: first with rolldown's default chunking, which
// tells which modules every visitor's page loads (build-tools/visitor-chunks.mjs), then grouped by
// that, so those pages load a few larger files instead of ~50 small ones (decision 103). Then the
// app server, the link-preview images and the precompressed assets.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { computeChunkGroups } from "../build-tools/visitor-chunks.mjs";

const buildDir = process.env.BUILD_DIR ?? "build";

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const reactRouter = ["node_modules/.bin/react-router", "build"];
run(process.execPath, reactRouter, { VISITOR_CHUNKS: "" });
const groups = await computeChunkGroups(buildDir);
const groupsDir = fs.mkdtempSync(path.join(os.tmpdir(), "visitor-chunks-"));
const groupsFile = path.join(groupsDir, "groups.json");
fs.writeFileSync(groupsFile, JSON.stringify(groups));
console.log(`visitor chunks: ${groups.site.length} modules every marketing page loads, ${groups.blocks.length} more every block page`);
try {
  run(process.execPath, reactRouter, { VISITOR_CHUNKS: groupsFile });
} finally {
  fs.rmSync(groupsDir, { recursive: true, force: true });
}
for (const script of ["scripts/build-server.mjs", "scripts/share-images.mjs", "scripts/precompress-assets.mjs"])
  run(process.execPath, [script]);
