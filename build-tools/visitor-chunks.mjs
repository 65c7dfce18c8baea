// Which modules visitors' pages load, and how the client build groups them into few files
// (decision 103). Shared by the build (scripts/build.mjs, vite.config.ts) and the bundle budget.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { VISITOR_CHUNKS_IN_ORDER } from "./visitor-chunk-names.mjs";

/** The routes a visitor lands on from a search engine or a link (spec §2), by route id. */
export const MARKETING_ROUTES = [
  "index",
  "about",
  "protein",
  "testingServices",
  "consult",
  "consultDetail",
  "contact",
  "detectionSteps",
  "privacy",
  "disclaimer",
];
/** The marketing routes that render a page built from blocks (the news pages do not). */
export const BLOCK_PAGE_ROUTES = MARKETING_ROUTES.filter((id) => id !== "consult" && id !== "consultDetail");

/** A build's route manifest and chunk graph (`server/index.js`, `bundle-map.json`). */
export async function readBuild(buildDir) {
  const { assets } = await import(pathToFileURL(path.resolve(buildDir, "server", "index.js")).href);
  const { chunks } = JSON.parse(fs.readFileSync(path.join(buildDir, "bundle-map.json"), "utf8"));
  return { assets, chunks, chunkByFile: new Map(chunks.map((c) => [`/${c.file}`, c])) };
}

/** A chunk and every chunk it imports statically, added to `into`, as URL paths. */
export function withStaticImports({ chunkByFile }, file, into = new Set()) {
  if (into.has(file)) return into;
  into.add(file);
  for (const dep of chunkByFile.get(file)?.imports ?? []) withStaticImports({ chunkByFile }, `/${dep}`, into);
  return into;
}

/**
 * The files a route's page loads before it is interactive, as URL paths: the client entry, the
 * root route and the route module with their static imports (React Router's modulepreload list).
 */
export function initialFiles(build, routeId) {
  const { assets } = build;
  const route = assets.routes[routeId];
  if (!route) throw new Error(`route "${routeId}" is not in the build`);
  const files = new Set();
  for (const f of [assets.entry.module, ...assets.entry.imports, assets.routes.root.module, ...assets.routes.root.imports]) {
    withStaticImports(build, f, files);
  }
  for (const f of [route.module, ...route.imports]) withStaticImports(build, f, files);
  return files;
}

/** Route modules and the client entry stay the entries React Router loads by name. */
const isEntryModule = (m) => /^src\/(routes\/|root\.tsx$|entry\.client\.tsx$)/.test(m);

const modulesOf = (build, files) => [...files].flatMap((f) => Object.keys(build.chunkByFile.get(f)?.modules ?? {}));

/** Module ids that every one of `routeIds` loads at first, route modules and the client entry left out. */
function commonModules(build, routeIds) {
  let common = null;
  for (const id of routeIds) {
    const modules = new Set(modulesOf(build, initialFiles(build, id)));
    common = common ? new Set([...common].filter((m) => modules.has(m))) : modules;
  }
  return [...(common ?? [])].filter((m) => !isEntryModule(m)).sort();
}

/**
 * From a build with rolldown's default chunking (one chunk per set of entries that share modules:
 * 44–57 small files per visitor's page), the groups of the second build: what every marketing
 * page loads and what the news pages load (`site`), what every block page loads beyond that
 * (`blocks`).
 *
 * The news pages' modules go with the site's: the news-list block imports them (its cards), and
 * that block is in the block pages' group, so every block page loaded them anyway — as a file of
 * their own, one more round trip on every page of the site (decision 103).
 */
export async function computeChunkGroups(buildDir) {
  const build = await readBuild(buildDir);
  const newsRoutes = MARKETING_ROUTES.filter((id) => !BLOCK_PAGE_ROUTES.includes(id));
  const news = newsRoutes.flatMap((id) => modulesOf(build, initialFiles(build, id))).filter((m) => !isEntryModule(m));
  const site = [...new Set([...commonModules(build, MARKETING_ROUTES), ...news])].sort();
  const inSite = new Set(site);
  const blocks = commonModules(build, BLOCK_PAGE_ROUTES).filter((m) => !inSite.has(m));
  return { site, blocks };
}

const REACT = /^node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser|turbo-stream)\//;

/**
 * rolldown's `output.codeSplitting` for the client build, from the groups file named by
 * `VISITOR_CHUNKS` (scripts/build.mjs sets it for its second build); undefined, so default chunking,
 * without one. The modules every marketing page loads become two files — React with React Router,
 * and the site's own code with its translator and the news pages' — so that
 * hydrate-after-first-paint still evaluates them in separate tasks. What every block page loads
 * beyond that is one more file.
 */
export function visitorChunking(root = process.cwd()) {
  const file = process.env.VISITOR_CHUNKS;
  if (!file) return undefined;
  const { site, blocks } = JSON.parse(fs.readFileSync(file, "utf8"));
  const inSite = new Set(site);
  const inBlocks = new Set(blocks);
  const id = (moduleId) => path.relative(root, moduleId.replace(/^\0/, "").split("?")[0] ?? moduleId);
  const tests = {
    react: (m) => inSite.has(id(m)) && REACT.test(id(m)),
    site: (m) => inSite.has(id(m)),
    "block-pages": (m) => inBlocks.has(id(m)),
  };
  // Earlier in the order, higher priority: a module matching two groups goes to the first.
  const named = VISITOR_CHUNKS_IN_ORDER.filter((name) => name in tests);
  return { groups: named.map((name, index) => ({ name, priority: 100 - index * 10, test: tests[name] })) };
}
