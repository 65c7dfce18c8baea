/**
 * The browser paints the server's HTML before any of the app's JavaScript runs, and then runs it
 * in small tasks (decision 100).
 *
 * React Router's `<Scripts>` ends the page with an async inline module that imports the route
 * modules statically and then the client entry. When the modules are at hand (a repeat visit, with
 * the immutable assets in the HTTP cache, or any fast connection) the browser evaluates all of
 * them — React, the site's shell, the page — in one long task before its first frame: a slow phone
 * shows a blank page for that long, and cannot answer a tap. This rewrites that script so that it
 * waits for the first frame, then evaluates the shared chunks one per task (yielding between
 * them), and only then imports the route modules and the entry as before.
 *
 * The module preloads leave <head>: the script adds them, all at once, right after the first frame
 * (decision 112). Fetched from <head>, 180 KB of script competed with the page for a slow link
 * before its first paint, and Lighthouse's simulation counted every byte of it before both paints.
 */
import { VISITOR_CHUNKS_IN_ORDER } from "../../build-tools/visitor-chunk-names.mjs";

const ROUTE_MODULES_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([^<]*window\.__reactRouterRouteModules[^<]*)(<\/script>)/;
const STATIC_ROUTE_IMPORT = /import \* as (route\d+) from ("[^"]+");\n?/g;
const ENTRY_IMPORT = /import\(("[^"]+")\);\s*$/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\bhref="([^"]+)"[^>]*>/g;

/**
 * Waits for the first frame: a `setTimeout` queued from `requestAnimationFrame` runs once that frame
 * is painted. A hidden document paints nothing (and runs no animation frames), so it does not wait;
 * the second timer covers a document hidden while it waits.
 */
export const AFTER_FIRST_PAINT =
  'await new Promise((go) => { if (document.visibilityState !== "visible") return go(); requestAnimationFrame(() => setTimeout(go, 0)); setTimeout(go, 1000); });';

/**
 * The grouped files every visitor's page shares (decision 103) come first, each after the ones it
 * imports: importing a file evaluates its imports in the same task, so this order keeps one file's
 * evaluation per task. Other files keep their order, after those.
 */
function rank(url: string): number {
  const name = /^\/assets\/(.+)-[\w-]{8}\.js$/.exec(url)?.[1] ?? "";
  const index = VISITOR_CHUNKS_IN_ORDER.indexOf(name);
  return index === -1 ? VISITOR_CHUNKS_IN_ORDER.length : index;
}

/** Gives the browser a turn (input, paint) between two chunks' evaluations. */
const NEXT_TASK =
  "const nextTask = () => (globalThis.scheduler?.yield ? globalThis.scheduler.yield() : new Promise((go) => setTimeout(go, 0)));";

/**
 * Returns the page with its scripts rewritten as above. A page whose script does not have the
 * expected shape (another React Router version) is returned unchanged: it still works, and the
 * e2e test in `seo-cache.e2e.ts` fails on the installed version's output.
 */
export function hydrateAfterFirstPaint(html: string): string {
  const script = ROUTE_MODULES_SCRIPT.exec(html);
  if (!script) return html;
  const [whole, open = "", body = "", close = ""] = script;
  const routes: { name: string; url: string }[] = [];
  const rest = body.replace(STATIC_ROUTE_IMPORT, (_, name: string, url: string) => {
    routes.push({ name, url });
    return "";
  });
  const entry = ENTRY_IMPORT.exec(rest)?.[1];
  if (routes.length === 0 || !entry || /\bimport\s*[*{"]/.test(rest)) return html;

  const own = new Set([entry, ...routes.map((r) => r.url)].map((url) => JSON.parse(url) as string));
  const preloads = [...new Set([...html.matchAll(MODULE_PRELOAD)].map((m) => m[1] ?? ""))];
  const chunks = preloads.filter((url) => !own.has(url)).sort((a, b) => rank(a) - rank(b));
  const names = routes.map((r) => r.name).join(", ");
  const imports = routes.map((r) => `import(${r.url})`).join(", ");
  const gated = [
    AFTER_FIRST_PAINT,
    `for (const href of ${JSON.stringify(preloads)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`,
    NEXT_TASK,
    `for (const chunk of ${JSON.stringify(chunks)}) { await import(chunk); await nextTask(); }`,
    `const [${names}] = await Promise.all([${imports}]);`,
    rest,
  ].join("\n");
  const page = html.slice(0, script.index) + open + gated + close + html.slice(script.index + whole.length);
  return page.replace(MODULE_PRELOAD, "");
}
