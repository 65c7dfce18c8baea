// Fails when a server bundle imports one of the packages that are meant to be compiled into it
// (build-tools/server-bundled-packages.mjs, decision 096): Node would then load Chakra's whole
// entry from node_modules again, some 6,000 modules and about 100 MB of memory.
import fs from "node:fs";
import path from "node:path";
import { SERVER_BUNDLED_PACKAGES } from "../build-tools/server-bundled-packages.mjs";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const files = [
  path.join(buildDir, "app-server", "main.mjs"),
  ...fs
    .readdirSync(path.join(buildDir, "server"), { recursive: true })
    .filter((f) => f.endsWith(".js"))
    .map((f) => path.join(buildDir, "server", f)),
];
/** Specifiers of static imports, re-exports and dynamic imports. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g;

const offending = new Set();
for (const file of files) {
  const code = fs.readFileSync(file, "utf8");
  for (const [, spec] of code.matchAll(SPECIFIER)) {
    if (SERVER_BUNDLED_PACKAGES.test(spec)) offending.add(`${path.relative(buildDir, file)} imports ${spec}`);
  }
}
if (offending.size) {
  console.error(`server bundles: ${offending.size} import(s) of packages meant to be compiled in:`);
  for (const line of offending) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`server bundles: ${files.length} files, no import of a package meant to be compiled in`);
