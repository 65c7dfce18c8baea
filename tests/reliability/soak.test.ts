import fs from "node:fs";
import os from "node:os";
import path from "node:path";
// autocannon ships no types; the little used here is typed below.
// @ts-expect-error no declaration file
import autocannonUntyped from "autocannon";
import { afterAll, expect, it } from "vitest";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { startPortal } from "../../server/bootstrap";
import { loadConfig } from "../../server/config";
import { createLogger } from "../../server/logger";
import { sampleSubmission, userWithToken } from "../support/seed-inspections";
import { assertBuilt, killStartedServers, PORT_BASE, startServer } from "./server-process";

/**
 * `npm run test:soak` (not part of npm test): SOAK_SECONDS (60) of mixed reads and writes at 64
 * connections against the built server on loopback. Passes when there is no error, no timeout and no
 * non-2xx answer, and the server's resident memory shows no growth over the second half: the
 * least-squares slope of the RSS samples (one a second) stays under RSS_SLOPE_LIMIT MB per minute.
 * docs/decisions/065-soak-test.md
 */
interface AutocannonResult {
  requests: { total: number; average: number };
  latency: { p50: number; p90: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  "5xx": number;
}
const autocannon = autocannonUntyped as (options: Record<string, unknown>) => Promise<AutocannonResult>;

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CONNECTIONS = 64;
const RSS_SLOPE_LIMIT_MB_PER_MIN = Number(process.env.RSS_SLOPE_LIMIT ?? 8);
const USERS = 16;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "soak-test-"));
afterAll(() => {
  killStartedServers();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const rssMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
};

/** Least-squares slope of y over x. */
function slope(points: Array<[number, number]>): number {
  const n = points.length;
  const mx = points.reduce((s, [x]) => s + x, 0) / n;
  const my = points.reduce((s, [, y]) => s + y, 0) / n;
  const num = points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0);
  const den = points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  return den === 0 ? 0 : num / den;
}

it(`${SECONDS} s of mixed reads and writes at ${CONNECTIONS} connections: no errors, no non-2xx, RSS flat over the second half`, async () => {
  assertBuilt();
  const portal = await startPortal(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" }), createLogger("silent"));
  const tokens: string[] = [];
  for (let i = 0; i < USERS; i++) tokens.push((await userWithToken(portal.database.db, `soak-${i}@example.com`)).token);
  await portal.close();

  const server = startServer(PORT_BASE + 4, { DATA_DIR: dataDir, LOG_LEVEL: "error" });
  await server.ready();
  const pid = server.child.pid as number;

  let nextUser = 0;
  let edits = 0;
  const json = (body: unknown) => JSON.stringify(body);
  type Ctx = { token?: string };
  // Each connection goes round this list: 6 reads (2 server-rendered pages, 4 API calls) and 2 writes.
  const authed = (body: () => unknown) => (req: { headers?: Record<string, string>; body?: string }, context: Ctx) => {
    context.token ??= tokens[nextUser++ % USERS];
    return { ...req, headers: { ...req.headers, accessToken: context.token ?? "" }, body: json(body()) };
  };
  const post = { method: "POST" as const, headers: { "content-type": "application/json" } };
  const requests = [
    { method: "GET" as const, path: "/" },
    { ...post, path: P.newsList, body: json({ pageNum: 1, pageSize: 10 }) },
    { method: "GET" as const, path: "/about" },
    { ...post, path: P.pageBySlug, body: json({ slug: "about" }) },
    { ...post, path: P.modifyUser, setupRequest: authed(() => ({ nickname: `soak-${++edits}`, company: "Soak Ltd", contactPhone: "" })) },
    { ...post, path: P.website, body: "{}" },
    { ...post, path: P.inspectInsert, setupRequest: authed(() => sampleSubmission("soak sample")) },
    { ...post, path: P.inspectTesting, setupRequest: authed(() => ({ pageNum: 1, pageSize: 10, keyword: "" })) },
  ];

  const samples: Array<[number, number]> = [];
  const started = Date.now();
  const sampler = setInterval(() => samples.push([(Date.now() - started) / 1000, rssMb(pid)]), 1000);
  const result = await autocannon({ url: server.url, connections: CONNECTIONS, duration: SECONDS, timeout: 10, requests });
  clearInterval(sampler);

  server.child.kill("SIGTERM");
  const exit = await server.exited;

  const secondHalf = samples.filter(([t]) => t >= SECONDS / 2);
  const slopePerMin = slope(secondHalf) * 60;
  const summary = {
    seconds: SECONDS,
    connections: CONNECTIONS,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    writes: `2 of every 8 requests (profile edits, inspection submissions)`,
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    status5xx: result["5xx"],
    rssMb: {
      first: Math.round(samples[0]?.[1] ?? 0),
      peak: Math.round(Math.max(...samples.map(([, y]) => y))),
      last: Math.round(samples.at(-1)?.[1] ?? 0),
      secondHalfSlopeMbPerMin: Math.round(slopePerMin * 100) / 100,
      limitMbPerMin: RSS_SLOPE_LIMIT_MB_PER_MIN,
      samples: samples.length,
    },
  };
  console.log(`soak summary ${JSON.stringify(summary, null, 2)}`);
  fs.mkdirSync(".tmp", { recursive: true });
  fs.writeFileSync(".tmp/soak-summary.json", JSON.stringify({ ...summary, rssSamples: samples }, null, 2));

  expect(result.errors).toBe(0);
  expect(result.timeouts).toBe(0);
  expect(result.non2xx).toBe(0);
  expect(result["5xx"]).toBe(0);
  expect(result.requests.total).toBeGreaterThan(0);
  expect(secondHalf.length).toBeGreaterThanOrEqual(Math.floor(SECONDS / 2) - 2);
  expect(slopePerMin).toBeLessThan(RSS_SLOPE_LIMIT_MB_PER_MIN);
  expect(exit).toEqual({ code: 0, signal: null });
});
