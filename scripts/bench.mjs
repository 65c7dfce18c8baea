// `npm run bench`: the load figures of issue 7, measured side by side on this machine, loopback only,
// with fixed durations and connection counts (autocannon). Writes bench/results.json, prints a table
// and exits 1 when a target is missed. Not part of `npm test`.
//
//  - pages: the built server (page cache on, then off) against nginx serving the very same HTML bytes
//  - portal reads against a bare endpoint in the same process answering a constant JSON of the same size
//  - publish-to-visible: publish through the server, poll the page until the change shows
//  - peak RSS of the server processes (VmHWM)
//  - beside the uncached server, React's own floor: the page's markup alone rendered by react-dom
//    in this process, with no app around it (scripts/lib/react-floor.mjs, decision 116)
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { ensureBuild, startBuiltServer } from "./lib/built-server.mjs";
import { startHeapOptions } from "./lib/start-heap-options.mjs";

const PAGE_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PAGE_CONNECTIONS = 32;
const PORTAL_CONNECTIONS = 64;
const WARMUP_SECONDS = 2;
const SERVER_PORT = 3300;
const UNCACHED_PORT = 3301;
const NGINX_PORT = 3310;
const TOKEN = randomBytes(24).toString("hex");
const benchDir = path.resolve(".tmp/bench-nginx");

const PAGES = [
  { path: "/", lang: "zh" },
  { path: "/", lang: "en" },
  { path: "/consult/", lang: "zh" },
  { path: "/consult/", lang: "en" },
];
const PORTAL_READS = [
  { name: "news/list", path: "/api/portal/content/news/list", body: { pageNum: 1, pageSize: 9 } },
  { name: "column/getByCode", path: "/api/portal/content/column/getByCode", body: { columnCode: "about" } },
  { name: "banner/getList", path: "/api/portal/content/banner/getList", body: { position: "index" } },
  { name: "configData/website", path: "/api/portal/content/configData/website", body: {} },
];

function findNginx() {
  for (const p of ["/usr/sbin/nginx", "/usr/bin/nginx"]) if (fs.existsSync(p)) return p;
  const which = spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" });
  return which.status === 0 ? which.stdout.trim() : null;
}

/** Debian's nginx; installed with apt-get when missing and we are root. */
function ensureNginx() {
  const found = findNginx();
  if (found) return found;
  if (process.getuid?.() !== 0 || !fs.existsSync("/usr/bin/apt-get")) {
    console.error("The bench compares with nginx: install it with `sudo apt-get install nginx`.");
    process.exit(2);
  }
  console.log("Installing Debian's nginx (apt-get install nginx)…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  let r = spawnSync("apt-get", ["install", "-y", "-qq", "nginx"], { stdio: "inherit", env });
  if (r.status !== 0) {
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    r = spawnSync("apt-get", ["install", "-y", "-qq", "nginx"], { stdio: "inherit", env });
  }
  const installed = findNginx();
  if (!installed) {
    console.error("nginx could not be installed.");
    process.exit(2);
  }
  return installed;
}

/** nginx with one worker (the server is one Node process) serving files from `root` on loopback. */
async function startNginx(bin, root) {
  const conf = path.join(benchDir, "nginx.conf");
  for (const d of ["tmp", "logs"]) fs.mkdirSync(path.join(benchDir, d), { recursive: true });
  const user = process.getuid?.() === 0 ? "user root root;" : "";
  fs.writeFileSync(
    conf,
    `${user}
worker_processes 1;
daemon off;
pid ${benchDir}/nginx.pid;
error_log ${benchDir}/logs/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${benchDir}/tmp/body;
  proxy_temp_path ${benchDir}/tmp/proxy;
  fastcgi_temp_path ${benchDir}/tmp/fastcgi;
  uwsgi_temp_path ${benchDir}/tmp/uwsgi;
  scgi_temp_path ${benchDir}/tmp/scgi;
  types { text/html html; }
  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${root};
    location / { try_files $uri $uri/index.html =404; }
  }
}
`,
  );
  const child = spawn(bin, ["-c", conf, "-p", benchDir], { stdio: ["ignore", "inherit", "inherit"] });
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${NGINX_PORT}/zh/`)).ok) break;
    } catch {
      // not yet
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error("nginx did not start");
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", resolve);
        child.kill("SIGQUIT");
      }),
  };
}

function load(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ ...opts, timeout: 10 }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** A warm-up run, then the measured one: requests per second and latency percentiles. */
async function measure(opts, seconds) {
  await load({ ...opts, duration: WARMUP_SECONDS });
  const r = await load({ ...opts, duration: seconds });
  // Failures are reported (and fail a target), not thrown: one overloaded run must not hide the rest.
  const failed = r.non2xx + r.errors + r.timeouts;
  if (failed > 0) console.log(`${opts.url}: ${failed} failed (non-2xx ${r.non2xx}, errors ${r.errors}, timeouts ${r.timeouts})`);
  const ok = r.requests.total - r.non2xx;
  return {
    rps: Math.round(ok / (r.duration || seconds)),
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    failed,
  };
}

function peakRssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

const pageHeaders = (lang) => ({ cookie: `lang=${lang}` });
const FLOOR_SECONDS = 3;
const nginxPath = (p) => `/${p.lang}${p.path}`;

ensureBuild();
const nginxBin = ensureNginx();
fs.rmSync(benchDir, { recursive: true, force: true });
const results = {
  measuredAt: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    model: os.cpus()[0]?.model,
    node: process.version,
    loadAverage: os.loadavg().map((l) => +l.toFixed(2)),
  },
  settings: {
    pageSeconds: PAGE_SECONDS,
    pageConnections: PAGE_CONNECTIONS,
    portalConnections: PORTAL_CONNECTIONS,
    warmupSeconds: WARMUP_SECONDS,
    serverNodeOptions: startHeapOptions(),
  },
  pages: [],
  portal: [],
  publishToVisibleMs: [],
  peakRssMb: {},
  targets: [],
};

const server = await startBuiltServer({ port: SERVER_PORT, name: "bench", env: { BENCH_TOKEN: TOKEN } });
let nginx;
try {
  // The very same bytes the server sends, as static files for nginx.
  for (const p of PAGES) {
    const html = await (await fetch(`${server.url}${p.path}`, { headers: pageHeaders(p.lang) })).text();
    const file = path.join(benchDir, "root", nginxPath(p), "index.html");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
    p.bytes = Buffer.byteLength(html);
    p.html = html;
  }
  // React's production build in this process too (it picks its build when first imported).
  process.env.NODE_ENV ||= "production";
  const { reactFloor } = await import("./lib/react-floor.mjs");
  for (const p of PAGES) {
    p.reactFloor = await reactFloor(p.html, { seconds: FLOOR_SECONDS });
    console.log(`page ${p.path} (${p.lang}): React's floor ${p.reactFloor} renders/s`);
  }
  nginx = await startNginx(nginxBin, path.join(benchDir, "root"));

  for (const p of PAGES) {
    const base = { connections: PAGE_CONNECTIONS, headers: pageHeaders(p.lang) };
    const viaNginx = await measure({ ...base, url: `http://127.0.0.1:${NGINX_PORT}${nginxPath(p)}` }, PAGE_SECONDS);
    const cached = await measure({ ...base, url: `${server.url}${p.path}` }, PAGE_SECONDS);
    results.pages.push({ page: `${p.path} (${p.lang})`, bytes: p.bytes, nginx: viaNginx, cached, reactFloor: p.reactFloor });
    console.log(`page ${p.path} (${p.lang}): nginx ${viaNginx.rps}/s, cached ${cached.rps}/s`);
  }

  const benchHeaders = { "x-bench-token": TOKEN, "content-type": "application/json" };
  for (const read of PORTAL_READS) {
    const body = JSON.stringify({ ...read.body, lang: "en-US" });
    const headers = { "content-type": "application/json", lang: "en-US" };
    const sample = await fetch(`${server.url}${read.path}`, { method: "POST", headers, body });
    const bytes = (await sample.arrayBuffer()).byteLength;
    const base = { connections: PORTAL_CONNECTIONS, method: "POST", body };
    const portal = await measure({ ...base, headers, url: `${server.url}${read.path}` }, PAGE_SECONDS);
    const bare = await measure({ ...base, headers: benchHeaders, url: `${server.url}/__bench/constant?bytes=${bytes}` }, PAGE_SECONDS);
    results.portal.push({ call: read.name, bytes, portal, bare });
    console.log(`portal ${read.name}: ${portal.rps}/s (p99 ${portal.p99} ms) vs bare ${bare.rps}/s`);
  }

  // Publish-to-visible: the page is cached before each publish, then polled until the change shows.
  for (let i = 0; i < 5; i++) {
    const marker = `Bench heading ${i} ${Date.now()}`;
    await fetch(`${server.url}/about/`, { headers: pageHeaders("en") });
    const started = performance.now();
    const res = await fetch(`${server.url}/__bench/publish`, {
      method: "POST",
      headers: benchHeaders,
      body: JSON.stringify({ slug: "about", heading: marker }),
    });
    if (!res.ok) throw new Error(`publish failed: ${res.status} ${await res.text()}`);
    for (;;) {
      const html = await (await fetch(`${server.url}/about/`, { headers: pageHeaders("en") })).text();
      if (html.includes(marker)) break;
      if (performance.now() - started > 10_000) throw new Error("a publish did not show within 10 s");
      await new Promise((r) => setTimeout(r, 10));
    }
    results.publishToVisibleMs.push(Math.round(performance.now() - started));
  }
  results.peakRssMb.cached = peakRssMb(server.pid);
} finally {
  await server.stop();
}

const uncachedServer = await startBuiltServer({ port: UNCACHED_PORT, name: "bench-uncached", env: { PAGE_CACHE_MB: "0" } });
try {
  for (const [i, p] of PAGES.entries()) {
    const uncached = await measure(
      { connections: PAGE_CONNECTIONS, headers: pageHeaders(p.lang), url: `${uncachedServer.url}${p.path}` },
      PAGE_SECONDS,
    );
    results.pages[i].uncached = uncached;
    console.log(`page ${p.path} (${p.lang}): uncached ${uncached.rps}/s`);
  }
  results.peakRssMb.uncached = peakRssMb(uncachedServer.pid);
} finally {
  await uncachedServer.stop();
  await nginx?.stop();
}

// Targets of issue 7.
const target = (name, value, bar, pass) => results.targets.push({ name, value, target: bar, pass });
for (const p of results.pages) {
  const cachedRatio = +(p.cached.rps / p.nginx.rps).toFixed(2);
  const uncachedRatio = +(p.uncached.rps / p.nginx.rps).toFixed(2);
  p.cachedRatio = cachedRatio;
  p.uncachedRatio = uncachedRatio;
  p.reactFloorRatio = +(p.reactFloor / p.nginx.rps).toFixed(2);
  target(`${p.page} cached / nginx`, cachedRatio, "≥ 0.5", cachedRatio >= 0.5);
  target(`${p.page} uncached SSR / nginx`, uncachedRatio, "≥ 0.15", uncachedRatio >= 0.15);
}
for (const r of results.portal) {
  r.ratio = +(r.portal.rps / r.bare.rps).toFixed(2);
  target(`${r.call} / bare endpoint`, r.ratio, "≥ 0.5", r.ratio >= 0.5);
  target(`${r.call} p99 at ${PORTAL_CONNECTIONS} connections (ms)`, r.portal.p99, "≤ 25", r.portal.p99 <= 25);
}
const runs = [...results.pages.flatMap((p) => [p.nginx, p.cached, p.uncached]), ...results.portal.flatMap((r) => [r.portal, r.bare])];
const failedRequests = runs.reduce((sum, run) => sum + run.failed, 0);
target("failed requests (non-2xx, errors, timeouts)", failedRequests, "0", failedRequests === 0);
const worstPublish = Math.max(...results.publishToVisibleMs);
target("publish-to-visible, worst of 5 (ms)", worstPublish, "≤ 1000", worstPublish <= 1000);
const peak = Math.max(results.peakRssMb.cached, results.peakRssMb.uncached);
target("peak server RSS (MB)", peak, "≤ 250", peak <= 250);

fs.mkdirSync("bench", { recursive: true });
fs.writeFileSync("bench/results.json", `${JSON.stringify(results, null, 2)}\n`);
fs.rmSync(benchDir, { recursive: true, force: true });

console.log(`\nnpm run bench — ${results.machine.cpus} CPUs, load ${results.machine.loadAverage.join(" ")}, ${PAGE_SECONDS} s per run`);
console.log(`pages at ${PAGE_CONNECTIONS} connections (requests/s):`);
console.log("| page | bytes | nginx | cached | ratio | uncached SSR | ratio | uncached failed | React's floor | ratio |");
console.log("|---|---|---|---|---|---|---|---|---|---|");
for (const p of results.pages) {
  console.log(
    `| ${p.page} | ${p.bytes} | ${p.nginx.rps} | ${p.cached.rps} | ${p.cachedRatio} | ${p.uncached.rps} | ${p.uncachedRatio} | ${p.uncached.failed} | ${p.reactFloor} | ${p.reactFloorRatio} |`,
  );
}
console.log("React's floor: the page's markup alone, rendered by react-dom in the bench's process (no app, router, data or HTTP).");
console.log(`portal reads at ${PORTAL_CONNECTIONS} connections:`);
console.log("| call | bytes | portal req/s | bare req/s | ratio | portal p99 ms |");
console.log("|---|---|---|---|---|---|");
for (const r of results.portal) console.log(`| ${r.call} | ${r.bytes} | ${r.portal.rps} | ${r.bare.rps} | ${r.ratio} | ${r.portal.p99} |`);
console.log(`publish-to-visible (ms): ${results.publishToVisibleMs.join(", ")}`);
console.log(
  `peak RSS (MB): cached server ${results.peakRssMb.cached}, uncached server ${results.peakRssMb.uncached} (node ${startHeapOptions().join(" ") || "defaults"}, as npm start)`,
);
const missed = results.targets.filter((t) => !t.pass);
for (const t of missed) console.log(`MISSED: ${t.name} = ${t.value} (target ${t.target})`);
console.log(missed.length ? `${missed.length} target(s) missed` : "every target met");
process.exit(missed.length ? 1 : 0);
