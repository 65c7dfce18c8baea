// The bundle budget, checked after every production build (`npm test` runs it): the initial
// JavaScript of each marketing route (gzip) at most 170 KB (the named stack's budget: issue 25 and
// shared/STACK.md; issue 7's 150 KB did not fit it, decision 158), and no back-office, editor,
// Chakra/emotion or zod module in it. Prints each route's size and file count; exits 1 past the
// budget, past MAX_FILES or when a forbidden module is found (decisions 042 and 115).
//
// Initial JavaScript of a route = what React Router's manifest makes the browser load for it (the
// client entry, the root route and the route module, each with its static imports, which the
// server renders as modulepreload links) plus the dynamic chunks the page loads right after
// hydration (EAGER below). Sizes are those of the served `.gz` files (gzip -9, written at build).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { initialFiles, MARKETING_ROUTES, readBuild, withStaticImports } from "../build-tools/visitor-chunks.mjs";

/** Issue 7's budget for every marketing route. */
const BUDGET_KB = 170;
/**
 * Files per marketing route: each one costs round trips on a slow link, and Lighthouse's simulation
 * counts them all (decision 103). 6–9 today; ~50 without `npm run build`'s chunk groups.
 */
const MAX_FILES = 16;
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const clientDir = path.join(buildDir, "client");

/**
 * Dynamic chunks loaded on every page as soon as it hydrates, by a module they contain; and the
 * ones a route's page loads for its blocks (the contact page's form), by route id.
 */
const EAGER = [];
const EAGER_BY_ROUTE = { contact: ["blocks/contact-form/contact-form.tsx"] };

/**
 * Never in a marketing route's initial JavaScript: back office, editor, staff and chart code, the
 * header's popups, texts; and since decision 115 no runtime styles (Chakra, emotion, the theme), no
 * popup machinery (Ark, zag, floating-ui: the popups load on first use) and no zod (the contact
 * form checks with schemas/message-rules.ts).
 */
const FORBIDDEN = [
  /^src\/routes\/admin/,
  /^src\/admin\//,
  /^src\/lab\//,
  /^src\/editor\//,
  /^src\/back-office\//,
  /^src\/backoffice\//,
  /(^|\/)editor(\/|\.tsx?$)/,
  /^node_modules\/@puckeditor\//,
  /^node_modules\/@builder\.io\//,
  /^node_modules\/recharts\//,
  /^server\//,
  /\.server\.tsx?$/,
  // The header's menus and drawers load on first use (decision 101).
  /^src\/layout\/header\/(header-popups|language-menu|user-menu|side-drawer|full-screen-drawer)\.tsx?$/,
  // The page carries its own language's texts as JSON; a switch fetches the other's (decision 105).
  /^locales\/.+\.json$/,
  /^node_modules\/(@chakra-ui|@emotion|@ark-ui|@zag-js|@floating-ui|zod|@hookform)\//,
  /^src\/(theme|emotion)\//,
  // The common-password check (~1 MB of lists) loads only with a form that sets a password (issue 26 item 5).
  /^node_modules\/@zxcvbn-ts\//,
  /^schemas\/common-password-check\.ts$/,
];

const build = await readBuild(buildDir);
const { chunks, chunkByFile } = build;

function gzipBytes(file) {
  const p = path.join(clientDir, file);
  if (fs.existsSync(`${p}.gz`)) return fs.statSync(`${p}.gz`).size;
  return zlib.gzipSync(fs.readFileSync(p), { level: 9 }).byteLength;
}

function chunksContaining(moduleId) {
  return chunks.filter((c) => Object.hasOwn(c.modules, moduleId)).map((c) => `/${c.file}`);
}

let failed = false;
const rows = [];
for (const id of MARKETING_ROUTES) {
  if (!build.assets.routes[id]) {
    console.error(`bundle budget: route "${id}" is not in the build`);
    failed = true;
    continue;
  }
  const files = initialFiles(build, id);
  for (const moduleId of [...EAGER, ...(EAGER_BY_ROUTE[id] ?? [])]) {
    const found = chunksContaining(moduleId);
    if (found.length === 0) console.warn(`bundle budget: ${moduleId} is in no chunk (still lazily loaded?)`);
    for (const f of found) withStaticImports(build, f, files);
  }
  const bytes = [...files].reduce((sum, f) => sum + gzipBytes(f.slice(1)), 0);
  const forbidden = [...files].flatMap((f) =>
    Object.keys(chunkByFile.get(f)?.modules ?? {}).filter((m) => FORBIDDEN.some((re) => re.test(m))),
  );
  const kb = bytes / 1024;
  const over = kb > BUDGET_KB;
  const tooManyFiles = files.size > MAX_FILES;
  if (tooManyFiles) failed = true;
  if (over || forbidden.length) failed = true;
  rows.push({ id, kb, files: files.size, over, tooManyFiles, forbidden });
}

const width = Math.max(...rows.map((r) => r.id.length));
console.log(`Initial JS per marketing route (gzip); budget ${BUDGET_KB} KB (issue 25):`);
for (const r of rows) {
  const flag = `${r.over ? "  OVER THE BUDGET" : ""}${r.tooManyFiles ? `  MORE THAN ${MAX_FILES} FILES (built without npm run build's chunk groups?)` : ""}`;
  console.log(`  ${r.id.padEnd(width)}  ${r.kb.toFixed(1).padStart(6)} KB  ${String(r.files).padStart(3)} files${flag}`);
  for (const m of r.forbidden) console.log(`    forbidden module in this route's bundle: ${m}`);
}
if (failed) {
  console.error("bundle budget: FAILED");
  process.exit(1);
}
console.log("bundle budget: ok");
