import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import JSZip from "jszip";
import { afterAll, expect, it } from "vitest";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { startPortal } from "../../server/bootstrap";
import { loadConfig } from "../../server/config";
import { createLogger } from "../../server/logger";
import { sampleSubmission, seedCompletedInspections, userWithToken } from "../support/seed-inspections";
import { assertBuilt, killStartedServers, PORT_BASE, request, type ServerProcess, startServer } from "./server-process";

/**
 * `npm run test:crash` (docs/decisions/064-crash-test.md): the built server is killed with SIGKILL at
 * a random moment while concurrent clients write, ROUNDS times. After every restart each
 * acknowledged write must be there, whole, and the database must pass its integrity check; at the
 * end every download task must be done (a valid zip) or failed with a reason.
 */
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 20);
const PORT = PORT_BASE;
/** Clients write for a random time in this range (ms) after the server is ready, then it is killed. */
const KILL_AFTER_MS: [number, number] = [150, 1500];
const LEASE_SECONDS = 2;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "crash-test-"));
const dbFile = path.join(dataDir, "site.db");
afterAll(() => {
  killStartedServers();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Ledger {
  /** Acknowledged messages: the nonce in the text → the body sent. */
  messages: Map<string, { name: string; email: string; message: string }>;
  inspections: Map<number, { inspectionNo: string; sampleName: string }>;
  /** Per profile user: the last acknowledged edit and the one in flight when the server died. */
  profiles: Map<number, { acked: number; sent: number }>;
  tasks: Set<number>;
  inFlightAtKill: number;
  requests: number;
}

const ledger: Ledger = {
  messages: new Map(),
  inspections: new Map(),
  profiles: new Map(),
  tasks: new Set(),
  inFlightAtKill: 0,
  requests: 0,
};
const stats = { startupMs: [] as number[], killAfterMs: [] as number[], tasksUnfinishedAtRestart: 0 };

const random = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
let addressSeq = 0;
/** Every visitor address sends at most 5 messages an hour: a fresh loopback address per message keeps well under it. */
const nextVisitorAddress = () => {
  addressSeq++;
  return `127.1.${Math.floor(addressSeq / 250)}.${(addressSeq % 250) + 2}`;
};

/** Runs the writers until `stop` says so; returns how many requests were in flight when it did. */
async function writeUntil(server: ServerProcess, users: Users, stop: Promise<void>) {
  let stopped = false;
  void stop.then(() => (stopped = true));
  let inFlight = 0;
  let seq = 0;
  const send = async (apiPath: string, body: unknown, options: { token?: string; localAddress?: string } = {}) => {
    inFlight++;
    ledger.requests++;
    try {
      const r = await request(server.url, "POST", apiPath, { body, ...options, timeoutMs: 10_000 });
      const json = r.json();
      if (r.status >= 500 || json.code === "000099") throw new Error(`server error on ${apiPath}: ${r.body.toString()}`);
      return json.code === "000000" ? json.data : undefined;
    } catch (err) {
      // The server died under this request: it is not acknowledged, whatever it did.
      if (/ECONNRESET|ECONNREFUSED|socket hang up|EPIPE|aborted|timeout/i.test(String(err))) return undefined;
      throw err;
    } finally {
      inFlight--;
    }
  };
  const loop = async (step: () => Promise<void>) => {
    while (!stopped) await step();
  };
  const messageWriter = () =>
    loop(async () => {
      const nonce = `crash-${process.pid}-${++seq}`;
      const body = { name: "Crash test", email: "crash@example.com", message: `Message ${nonce} — 请保存` };
      if ((await send(P.messageSubmit, body, { localAddress: nextVisitorAddress() })) !== undefined) ledger.messages.set(nonce, body);
    });
  const inspectionWriter = (token: string) =>
    loop(async () => {
      const sampleName = `crash-sample-${++seq}`;
      const data = await send(P.inspectInsert, sampleSubmission(sampleName), { token });
      if (data) ledger.inspections.set(data.id, { inspectionNo: data.inspectionNo, sampleName });
    });
  const profileWriter = (user: { id: number; token: string }) =>
    loop(async () => {
      const entry = ledger.profiles.get(user.id) ?? { acked: 0, sent: 0 };
      const n = entry.sent + 1;
      entry.sent = n;
      ledger.profiles.set(user.id, entry);
      // Three fields carry the same counter: a torn write would show two different ones.
      const data = await send(
        P.modifyUser,
        { nickname: `edit-${n}`, company: `company-${n}`, contactPhone: `+86 ${100000 + n}` },
        { token: user.token },
      );
      if (data) entry.acked = n;
    });
  const taskWriter = () =>
    loop(async () => {
      const ids = users.reports.filter(() => Math.random() < 0.6);
      const data = await send(
        P.inspectDownloadBatch,
        { ids: ids.length > 0 ? ids : users.reports.slice(0, 1) },
        { token: users.downloader.token },
      );
      if (data) ledger.tasks.add(data.id);
      await new Promise((r) => setTimeout(r, 40));
    });

  const writers = [
    messageWriter(),
    messageWriter(),
    inspectionWriter(users.submitters[0].token),
    inspectionWriter(users.submitters[1].token),
    profileWriter(users.editors[0]),
    profileWriter(users.editors[1]),
    taskWriter(),
  ];
  await stop;
  const inFlightAtStop = inFlight;
  await Promise.all(writers);
  return inFlightAtStop;
}

/** Everything the ledger says was acknowledged is there and whole; nothing anywhere is half-written. */
function verify(round: number) {
  const db = new SQLite(dbFile);
  try {
    expect(db.pragma("integrity_check", { simple: true }), `integrity after round ${round}`).toBe("ok");

    const messages = db.prepare("select name, email, message from contact_message where message like 'Message crash-%'").all() as Array<{
      name: string;
      email: string;
      message: string;
    }>;
    const byNonce = new Map(messages.map((m) => [m.message.split(" ")[1] as string, m]));
    for (const [nonce, sent] of ledger.messages) expect(byNonce.get(nonce), `message ${nonce}`).toEqual(sent);

    const inspections = db.prepare("select id, inspection_no as no, sample_name as sample, status from inspection").all() as Array<{
      id: number;
      no: string;
      sample: string;
      status: string;
    }>;
    const byId = new Map(inspections.map((i) => [i.id, i]));
    for (const [id, sent] of ledger.inspections)
      expect(byId.get(id), `inspection ${id}`).toMatchObject({ no: sent.inspectionNo, sample: sent.sampleName });
    const withoutFirstEvent = db
      .prepare(
        "select i.id from inspection i where not exists (select 1 from inspection_event e where e.inspection_id = i.id and e.status = 'submitted')",
      )
      .all();
    expect(withoutFirstEvent, "inspections without their first timeline event").toEqual([]);

    for (const [userId, edit] of ledger.profiles) {
      const row = db.prepare("select nickname, company, contact_phone as phone from user_account where id = ?").get(userId) as {
        nickname: string;
        company: string;
        phone: string;
      };
      if (!row.nickname.startsWith("edit-")) {
        expect(edit.acked, `profile of user ${userId} lost its edits`).toBe(0);
        continue;
      }
      const n = Number(row.nickname.replace("edit-", ""));
      // The last acknowledged edit, or the one the server was answering when it died (committed, not acknowledged).
      expect([edit.acked, edit.sent], `profile of user ${userId}`).toContain(n);
      expect(row).toEqual({ nickname: `edit-${n}`, company: `company-${n}`, phone: `+86 ${100000 + n}` });
    }

    const tasks = db
      .prepare("select id, status, storage_key as key, size, error, total, done_count as done from download_task")
      .all() as Array<{
      id: number;
      status: string;
      key: string | null;
      size: number;
      error: string;
      total: number;
      done: number;
    }>;
    const taskIds = new Set(tasks.map((t) => t.id));
    for (const id of ledger.tasks) expect(taskIds.has(id), `download task ${id}`).toBe(true);
    for (const t of tasks) {
      expect(["queued", "running", "done", "failed"]).toContain(t.status);
      expect(t.done).toBeLessThanOrEqual(t.total);
      if (t.status === "done")
        expect(fs.statSync(path.join(dataDir, "files", t.key ?? "missing")).size, `zip of task ${t.id}`).toBe(t.size);
      if (t.status === "failed") expect(t.error).not.toBe("");
    }
    return tasks.filter((t) => t.status === "queued" || t.status === "running").length;
  } finally {
    db.close();
  }
}

interface Users {
  submitters: [{ id: number; token: string }, { id: number; token: string }];
  editors: [{ id: number; token: string }, { id: number; token: string }];
  downloader: { id: number; token: string };
  reports: number[];
}

async function seed(): Promise<Users> {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  const portal = await startPortal(config, createLogger("silent"));
  try {
    await portal.jobs.stop();
    const db = portal.database.db;
    const lab = await userWithToken(db, "crash-lab@example.com", "lab");
    const downloader = await userWithToken(db, "crash-downloader@example.com");
    return {
      submitters: [await userWithToken(db, "crash-submitter-1@example.com"), await userWithToken(db, "crash-submitter-2@example.com")],
      editors: [await userWithToken(db, "crash-editor-1@example.com"), await userWithToken(db, "crash-editor-2@example.com")],
      downloader,
      reports: await seedCompletedInspections(db, portal.files, downloader.id, lab.id, 4),
    };
  } finally {
    await portal.close();
  }
}

it(
  `${ROUNDS} rounds of SIGKILL under concurrent writes lose no acknowledged write and leave nothing half-written`,
  async () => {
    assertBuilt();
    const users = await seed();
    const env = { DATA_DIR: dataDir, JOB_LEASE_SECONDS: String(LEASE_SECONDS), SEED_DEMO_CONTENT: "true" };

    for (let round = 1; round <= ROUNDS; round++) {
      const server = startServer(PORT, env);
      stats.startupMs.push(await server.ready());
      // After each restart: everything acknowledged before the last kill is there.
      stats.tasksUnfinishedAtRestart += verify(round);
      const killAfter = random(...KILL_AFTER_MS);
      stats.killAfterMs.push(killAfter);
      const stop = new Promise<void>((resolve) =>
        setTimeout(() => {
          server.child.kill("SIGKILL");
          resolve();
        }, killAfter),
      );
      ledger.inFlightAtKill += await writeUntil(server, users, stop);
      expect((await server.exited).signal).toBe("SIGKILL");
    }

    // A last start: the unfinished download tasks are taken again once their lease has run out, and end.
    const server = startServer(PORT, env);
    await server.ready();
    verify(ROUNDS + 1);
    const db = new SQLite(dbFile, { readonly: true });
    const deadline = Date.now() + 60_000;
    let tasks: Array<{ id: number; status: string; key: string | null; total: number; attempts: number; error: string }> = [];
    for (;;) {
      tasks = db.prepare("select id, status, storage_key as key, total, attempts, error from download_task").all() as typeof tasks;
      if (tasks.every((t) => t.status === "done" || t.status === "failed") || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const reportNames = db.prepare(`select inspection_no as no from inspection where id in (${users.reports.join(",")})`).all() as Array<{
      no: string;
    }>;
    db.close();
    expect(tasks.filter((t) => t.status !== "done" && t.status !== "failed")).toEqual([]);
    const names = new Set(reportNames.map((r) => `${r.no}.pdf`));
    for (const t of tasks.filter((x) => x.status === "done")) {
      const zip = await JSZip.loadAsync(fs.readFileSync(path.join(dataDir, "files", t.key ?? "missing")));
      const entries = Object.keys(zip.files);
      expect(entries.length, `entries of task ${t.id}`).toBe(t.total);
      for (const e of entries) expect(names.has(e)).toBe(true);
    }
    for (const t of tasks.filter((x) => x.status === "failed")) expect(t.error).toBe("codes.serverError");

    server.child.kill("SIGTERM");
    expect((await server.exited).code).toBe(0);
    const final = new SQLite(dbFile, { readonly: true });
    expect(final.pragma("integrity_check", { simple: true })).toBe("ok");
    final.close();

    const leftovers = fs.readdirSync(path.join(dataDir, "files"), { recursive: true }).filter((f) => String(f).endsWith(".tmp")).length;
    const summary = {
      rounds: ROUNDS,
      requests: ledger.requests,
      acknowledged: {
        messages: ledger.messages.size,
        inspections: ledger.inspections.size,
        profileEdits: [...ledger.profiles.values()].reduce((n, p) => n + p.acked, 0),
        downloadTasks: ledger.tasks.size,
      },
      inFlightAtKill: ledger.inFlightAtKill,
      downloadTasks: {
        total: tasks.length,
        unfinishedAtARestart: stats.tasksUnfinishedAtRestart,
        claimedMoreThanOnce: tasks.filter((t) => t.attempts > 1).length,
        done: tasks.filter((t) => t.status === "done").length,
        failed: tasks.filter((t) => t.status === "failed").length,
      },
      killAfterMs: { min: Math.min(...stats.killAfterMs), max: Math.max(...stats.killAfterMs) },
      startupMs: { min: Math.min(...stats.startupMs), max: Math.max(...stats.startupMs) },
      tmpFilesLeftByKills: leftovers,
    };
    console.log(`crash test summary ${JSON.stringify(summary, null, 2)}`);
    fs.mkdirSync(".tmp", { recursive: true });
    fs.writeFileSync(".tmp/crash-summary.json", JSON.stringify(summary, null, 2));
    // The rounds really interrupted work in progress.
    expect(ledger.inFlightAtKill).toBeGreaterThan(0);
    // Every step has its own limit (readiness 90 s, task drain 60 s); the whole may take long on a busy machine.
  },
  30 * 60_000,
);
