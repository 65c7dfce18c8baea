import fs from "node:fs";
import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOURLY_CALL_LIMITS } from "../../schemas/limits";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { staffToken, startTestPortal, type TestPortal } from "./harness";
import { signUp } from "./sign-up";

let t: TestPortal;
let lab = "";
const as = (token: string, lang = "en-US") => ({ headers: { accessToken: token, lang } });

const sample = (n: number) => ({
  company: "Example Dairy",
  contactPerson: "Li Wei",
  phone: "13812345678",
  email: "li@example.com",
  countryCode: "CN",
  address: "1 Example Road",
  sampleName: `LF-95 #${n}`,
  batchNo: `B${n}`,
  quantity: 20,
  quantityUnit: "g",
  productionDate: "2026-10-01",
  testItems: ["moisture"],
});

let accounts = 0;
async function customer() {
  accounts++;
  const r = await signUp(
    t,
    { account: `costly${accounts}@example.com`, password: "milk2026protein", nickname: "C" },
    { headers: { lang: "en-US" }, peer: `127.0.2.${accounts}` },
  );
  return r.token;
}

/** A sample of the customer's taken through the lab to an issued report. */
async function completed(token: string, n: number): Promise<number> {
  const id = (await t.call(P.inspectInsert, sample(n), as(token))).json.data.id as number;
  for (const to of ["received", "testing"]) await t.call(P.labInspectTransition, { id, to }, as(lab));
  await t.call(
    P.labInspectSaveResults,
    { id, results: [{ itemCode: "moisture", value: String(4 + n / 10), unit: "%", limit: "≤ 5", passed: n < 5 }] },
    as(lab),
  );
  expect((await t.call(P.labInspectIssueReport, { id }, as(lab))).json.code).toBe("000000");
  return id;
}

/**
 * CPU time this thread has run, in ms (Linux: /proc/thread-self/schedstat, in ns), or null elsewhere.
 * Unlike wall-clock time it does not grow while other processes hold the CPU.
 */
function threadCpuMs(): number | null {
  try {
    return Number(fs.readFileSync("/proc/thread-self/schedstat", "utf8").split(" ")[0]) / 1e6;
  } catch {
    return null;
  }
}

/**
 * Between ticks of a 5 ms timer: the longest gap (how long the event loop was held at a time, as the
 * clock saw it) and the most CPU time this thread spent in one gap (how much work held it).
 */
function stallMeter() {
  let last = performance.now();
  let lastCpu = threadCpuMs();
  let longest = 0;
  let longestCpu = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    const cpu = threadCpuMs();
    longest = Math.max(longest, now - last);
    if (cpu !== null && lastCpu !== null) longestCpu = Math.max(longestCpu, cpu - lastCpu);
    last = now;
    lastCpu = cpu;
  }, 5);
  return async () => {
    // One more tick, so a stall that has just ended is counted.
    await new Promise((resolve) => setTimeout(resolve, 20));
    clearInterval(timer);
    return { stallMs: longest, cpuMs: lastCpu === null ? null : longestCpu };
  };
}

const inspectionCount = async () =>
  Number(
    (
      await t.portal.database.db
        .selectFrom("inspection")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await startTestPortal();
  lab = await staffToken(t);
});
afterAll(() => t.close());

const HOUR_MS = 3_600_000;

/**
 * The allowances count per clock hour: a test that crossed the hour saw its count start again (a CI
 * run at 13:59:55 accepted the 31st submission). Near the hour's end, wait for the next one.
 */
async function clearOfTheHourEnd(needMs = 30_000) {
  const left = HOUR_MS - (Date.now() % HOUR_MS);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

describe("costly customer calls are limited per hour (issue 26, item 11)", () => {
  it(`at most ${HOURLY_CALL_LIMITS.submission} sample submissions, then 000005 with Retry-After and nothing stored`, async () => {
    await clearOfTheHourEnd();
    const alice = await customer();
    for (let n = 0; n < HOURLY_CALL_LIMITS.submission; n++)
      expect((await t.call(P.inspectInsert, sample(n), as(alice))).json.code).toBe("000000");
    const before = await inspectionCount();
    const refused = await t.post(P.inspectInsert, sample(99), as(alice));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const json = (await refused.json()) as { code: string; message: string };
    expect(json.code).toBe("000005");
    expect(json.message).toMatch(/^You have submitted 30 samples in the past hour\. Please try again in \d+ minutes?, or contact us/);
    const zh = await t.call(P.inspectInsert, sample(99), as(alice, "zh-CN"));
    expect(zh.json.message).toMatch(/^您在过去一小时内已提交 30 个样品，请在\d+分钟后重试/);
    expect(await inspectionCount()).toBe(before);
    // Someone else may still submit.
    expect((await t.call(P.inspectInsert, sample(1), as(await customer()))).json.code).toBe("000000");
  }, 60_000);

  it(`at most ${HOURLY_CALL_LIMITS.comparisonExport} comparison exports and ${HOURLY_CALL_LIMITS.downloadBatch} batch downloads`, async () => {
    await clearOfTheHourEnd();
    const bob = await customer();
    const ids = [await completed(bob, 1), await completed(bob, 2)];
    for (let n = 0; n < HOURLY_CALL_LIMITS.comparisonExport; n++) {
      const r = await t.post(P.inspectCompareDownload, { ids, format: "csv" }, as(bob));
      expect(r.headers.get("content-type")).toContain("text/csv");
    }
    const exportRefused = await t.call(P.inspectCompareDownload, { ids, format: "pdf" }, as(bob));
    expect(exportRefused.json.code).toBe("000005");
    expect(exportRefused.json.message).toMatch(/^You have exported 30 comparisons in the past hour/);

    const tasks = async () => (await t.portal.database.db.selectFrom("downloadTask").select("id").execute()).length;
    for (let n = 0; n < HOURLY_CALL_LIMITS.downloadBatch; n++)
      expect((await t.call(P.inspectDownloadBatch, { ids }, as(bob))).json.code).toBe("000000");
    const before = await tasks();
    const batchRefused = await t.call(P.inspectDownloadBatch, { ids }, as(bob));
    expect(batchRefused.json.code).toBe("000005");
    expect(batchRefused.json.message).toMatch(/^You have requested 20 batch downloads in the past hour/);
    expect(await tasks()).toBe(before);
  }, 60_000);
});

describe("PDFs are built without holding the event loop (issue 26, item 11)", () => {
  it("while comparison PDFs are generated the event loop stays mostly idle, no block takes 50 ms of CPU, and another call is answered promptly", async () => {
    const carol = await customer();
    const ids = [await completed(carol, 1), await completed(carol, 2), await completed(carol, 3)];
    const exportPdf = async () => {
      const res = await t.post(P.inspectCompareDownload, { ids, format: "pdf" }, as(carol));
      expect(res.headers.get("content-type")).toBe("application/pdf");
      return new TextDecoder().decode((await res.arrayBuffer()).slice(0, 5));
    };
    // Warm-up: the first export starts the PDF worker.
    expect(await exportPdf()).toBe("%PDF-");
    await t.call(P.bannerList, { position: "index" });

    const stopMeter = stallMeter();
    const busyBefore = performance.eventLoopUtilization();
    const pdfs = Promise.all([exportPdf(), exportPdf()]);
    const started = performance.now();
    const other = await t.call(P.bannerList, { position: "index" });
    const otherMs = performance.now() - started;
    expect(await pdfs).toEqual(["%PDF-", "%PDF-"]);
    const busy = performance.eventLoopUtilization(busyBefore).utilization;
    const { stallMs, cpuMs } = await stopMeter();
    expect(other.json.code).toBe("000000");
    // Built on the main thread, each PDF held it ~0.5 s (1.2 s on this busy machine), the loop was busy
    // nearly all the time and the other call waited as long. The time-based bounds leave room for a
    // loaded CI, where other processes also delay this one: the loop's busy share is 10–20 % alone on
    // an idle machine, up to 77 % seen inside `npm test` with the whole API suite on 2 cores (a starved
    // process's busy spans last longer, and every answer is now checked against its schema there);
    // nearly 100 % on the main thread. 90 % tells them apart; the CPU-time bound below is the sharp one.
    // The issue's "no block longer than 50 ms" is asserted in CPU time, which other processes do not
    // inflate: at most 8 ms between two ticks with the worker, 230 ms with the PDF on the main thread
    // (the clock's longest stall then was 563 ms; with the worker it reached 69 ms on the loaded machine).
    const seen = `busy ${Math.round(busy * 100)} %, longest stall ${Math.round(stallMs)} ms (${cpuMs?.toFixed(1)} ms CPU), other call ${Math.round(otherMs)} ms`;
    // CI runs on Linux; elsewhere the thread's CPU time cannot be read and only the other bounds apply.
    const noLongBlock = process.platform === "linux" ? cpuMs !== null && cpuMs < 50 : true;
    expect({ mostlyIdle: busy < 0.9, otherUnder400ms: otherMs < 400, noBlockOver50msCpu: noLongBlock }, seen).toEqual({
      mostlyIdle: true,
      otherUnder400ms: true,
      noBlockOver50msCpu: true,
    });
  });
});
