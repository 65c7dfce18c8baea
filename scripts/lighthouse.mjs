// `npm run lighthouse`: Lighthouse 12 (mobile preset, simulated throttling) in Debian's Chromium on
// the production build, 3 runs per page and language, median per category. Exits 1 when
// performance < 95 or accessibility, best practices or SEO < 100 on any page (issue 7).
// Pages: the site's (visitor) pages, and the portal's (issue 23): /login/, and /sampleTesting/,
// /user/ and /dataComparison logged in as a customer with four issued reports and samples under way.
// The customer is made through the server's API (scripts/lib/lighthouse-customer.mjs); for the
// logged-in pages Lighthouse runs in a Chromium started here, whose localStorage holds the session
// (scripts/lib/session-chrome.mjs). /dataComparison is measured as it opens (the chooser): which
// inspections to compare is chosen on the page, not in the URL.
// Options: --runs=N (default 3), --only=/about/ (one path), --visitor or --portal (one group),
// --save=DIR (each run's report as JSON), PORT (default 3301), CDP_PORT (default PORT + 1).
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ensureBuild, newestNewsId, startBuiltServer } from "./lib/built-server.mjs";
import { customerWithData } from "./lib/lighthouse-customer.mjs";
import { startSessionChrome } from "./lib/session-chrome.mjs";

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, "").split("=")));
const RUNS = Number(args.runs ?? 3);
const PORT = Number(process.env.PORT ?? 3301);
const CDP_PORT = Number(process.env.CDP_PORT ?? PORT + 1);
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const BARS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
const CATEGORIES = Object.keys(BARS);
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * One Lighthouse run. With `port`, in the Chrome already listening there (the logged-in pages):
 * Lighthouse 12's storage reset empties the HTTP cache and the origin's file systems, shader cache,
 * service workers and cache storage, not localStorage, so the session set before the run stays.
 */
function lighthouse(url, port) {
  return new Promise((resolve, reject) => {
    const bin = path.resolve("node_modules/.bin/lighthouse");
    const child = spawn(
      bin,
      [
        url,
        "--output=json",
        "--quiet",
        `--only-categories=${CATEGORIES.join(",")}`,
        ...(port ? [`--port=${port}`] : [`--chrome-flags=${CHROME_FLAGS.join(" ")}`]),
      ],
      { env: { ...process.env, CHROME_PATH: CHROME }, stdio: ["ignore", "pipe", "pipe"] },
    );
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => {
      out += d;
    });
    child.stderr.on("data", (d) => {
      err += d;
    });
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited ${code}: ${err.slice(-500)}`));
      try {
        const lhr = JSON.parse(out);
        const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
        const failing = Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
          .map((a) => a.id);
        const metrics = {
          lcp: lhr.audits["largest-contentful-paint"]?.numericValue,
          tbt: lhr.audits["total-blocking-time"]?.numericValue,
          cls: lhr.audits["cumulative-layout-shift"]?.numericValue,
          fcp: lhr.audits["first-contentful-paint"]?.numericValue,
        };
        resolve({ scores, failing, metrics, finalUrl: lhr.finalDisplayedUrl, lhr });
      } catch (e) {
        reject(e);
      }
    });
  });
}

/**
 * Lighthouse now and then fails a run with a runtime error of its own (NO_NAVSTART: "something went
 * wrong with recording the trace"); such a run is repeated, up to twice, instead of ending the table.
 */
async function lighthouseWithRetry(url, sessionChrome) {
  for (let attempt = 1; ; attempt++) {
    try {
      if (!sessionChrome) return await lighthouse(url);
      await sessionChrome.signIn();
      const run = await lighthouse(url, sessionChrome.port);
      // Without the session the page sends the visitor to log in (useRequireLogin).
      if (new URL(run.finalUrl).pathname.startsWith("/login"))
        throw new Error(`the session did not reach ${url}: ended on ${run.finalUrl}`);
      return run;
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`${url}: ${String(error.message).split("\n")[0].slice(0, 160)} — running it again`);
    }
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

ensureBuild();
const server = await startBuiltServer({ port: PORT, name: "lighthouse" });
let sessionChrome = null;
let failed = false;
try {
  const group = "portal" in args ? "portal" : "visitor" in args ? "visitor" : "all";
  const visitor = group === "portal" ? [] : ["/", "/about/", "/protein/", "/consult/", "/consult/:newsId", "/contact/"];
  const portal = group === "visitor" ? [] : ["/login/", "/sampleTesting/", "/user/", "/dataComparison"];
  const personal = new Set(["/sampleTesting/", "/user/", "/dataComparison"]);
  let paths = [...visitor, ...portal];
  if (paths.includes("/consult/:newsId")) {
    const newsId = await newestNewsId(server.url);
    paths = paths.map((p) => (p === "/consult/:newsId" ? `/consult/${newsId}` : p));
  }
  paths = paths.filter((p) => !args.only || p === args.only);
  if (paths.length === 0) throw new Error(`no page to measure${args.only ? `: ${args.only} is not one of them` : ""}`);
  if (paths.some((p) => personal.has(p))) {
    const session = await customerWithData(server.url, server.dataDir);
    sessionChrome = await startSessionChrome({ chromePath: CHROME, flags: CHROME_FLAGS, port: CDP_PORT, origin: server.url, session });
  }
  if (args.save) fs.mkdirSync(args.save, { recursive: true });
  const rows = [];
  for (const p of paths) {
    for (const lang of ["zh", "en"]) {
      const url = `${server.url}${p}?lang=${lang}`;
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const run = await lighthouseWithRetry(url, personal.has(p) ? sessionChrome : null);
        if (args.save) {
          const name = `${p.replace(/[^a-zA-Z0-9]+/g, "-").replace(/^-|-$/g, "") || "home"}-${lang}-${i + 1}.json`;
          fs.writeFileSync(path.join(args.save, name), JSON.stringify(run.lhr));
        }
        delete run.lhr;
        runs.push(run);
      }
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))]));
      const metrics = Object.fromEntries(Object.keys(runs[0].metrics).map((m) => [m, median(runs.map((r) => r.metrics[m] ?? 0))]));
      // The portal's pages are `noindex` by design and carry no description (src/page-meta.ts): SEO scores
      // what a search engine would index, so for them it is printed but not a bar (decision 209).
      const below = CATEGORIES.filter((c) => scores[c] < BARS[c] && !(c === "seo" && portal.includes(p)));
      if (below.length) failed = true;
      const failing = [...new Set(runs.flatMap((r) => r.failing))];
      rows.push({ page: `${p}?lang=${lang}`, scores, metrics, below, failing });
      console.log(`${`${p}?lang=${lang}`.padEnd(22)} ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join("  ")}`);
    }
  }
  console.log(
    `\nLighthouse ${RUNS > 1 ? `median of ${RUNS} runs` : "1 run"}, mobile preset (bars: performance ≥ 95, others 100; SEO not for the noindex portal pages)\n`,
  );
  console.log("| page | perf | a11y | best pr. | SEO | FCP ms | LCP ms | TBT ms | CLS |");
  console.log("|---|---|---|---|---|---|---|---|---|");
  for (const r of rows) {
    const s = r.scores;
    const m = r.metrics;
    console.log(
      `| ${r.page} | ${s.performance} | ${s.accessibility} | ${s["best-practices"]} | ${s.seo} | ${Math.round(m.fcp)} | ${Math.round(m.lcp)} | ${Math.round(m.tbt)} | ${m.cls.toFixed(3)} |`,
    );
  }
  for (const r of rows.filter((x) => x.below.length)) {
    console.log(`below the bar on ${r.page}: ${r.below.join(", ")}${r.failing.length ? ` (failed audits: ${r.failing.join(", ")})` : ""}`);
  }
} finally {
  await sessionChrome?.stop();
  await server.stop();
}
process.exit(failed ? 1 : 0);
