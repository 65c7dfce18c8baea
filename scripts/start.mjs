// `npm start`: builds when the build is missing or older than the sources, then runs the server.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const SOURCES = [
  "src",
  "server",
  "schemas",
  "locales",
  "blocks",
  "public",
  "build-tools",
  "scripts/build.mjs",
  "package.json",
  "vite.config.ts",
  "react-router.config.ts",
];
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const STAMP = path.join(BUILD_DIR, ".stamp");

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return fs.readdirSync(p).reduce((max, name) => Math.max(max, newestMtime(path.join(p, name))), st.mtimeMs);
}

const built = fs.existsSync(STAMP) ? fs.statSync(STAMP).mtimeMs : 0;
if (built < Math.max(...SOURCES.map(newestMtime))) {
  console.log("Building the site (first start or sources changed)…");
  const result = spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// package.json runs this script with a heap ceiling (decision 096); on the command line it wins over
// one in NODE_OPTIONS, so say which applies.
if (/--max-old-space-size/.test(process.env.NODE_OPTIONS ?? "")) {
  console.warn(
    "NODE_OPTIONS sets --max-old-space-size, but npm start's own value applies; to choose another, run: node --max-old-space-size=<MB> scripts/start.mjs",
  );
}

// Same process, so SIGINT/SIGTERM reach the server directly.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.resolve(BUILD_DIR, "app-server/main.mjs")).href);
