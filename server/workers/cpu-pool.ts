import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { CpuTaskName, CpuTasks } from "./cpu-tasks";
import { sanitizeRichTextForStorage } from "./sanitize-for-storage";

type Pending = { resolve: (value: unknown) => void; reject: (err: Error) => void };

/**
 * One worker thread for CPU-heavy tasks (cpu-tasks.ts), started on first use and restarted after a
 * crash. One is enough on the 2-core machines this runs on: the event loop keeps one core, the PDFs
 * and large sanitizing queue on the other (decision 137). Tasks run in order of arrival.
 */
class CpuPool {
  private worker: Worker | null = null;
  private starting: Promise<Worker> | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  async run<N extends CpuTaskName>(task: N, ...args: Parameters<CpuTasks[N]>): Promise<Awaited<ReturnType<CpuTasks[N]>>> {
    const worker = await this.start();
    const id = this.nextId++;
    const result = new Promise((resolve, reject) => this.pending.set(id, { resolve, reject }));
    worker.ref();
    worker.postMessage({ id, task, args });
    return (await result) as Awaited<ReturnType<CpuTasks[N]>>;
  }

  private start(): Promise<Worker> {
    if (this.worker) return Promise.resolve(this.worker);
    this.starting ??= workerScript()
      .then((script) => {
        const worker = new Worker(script);
        worker.on("message", (m: { id: number; ok: boolean; result?: unknown; error?: string }) => this.settle(m));
        worker.on("error", (err) => this.fail(worker, err));
        worker.on("exit", (code) => this.fail(worker, new Error(`cpu worker exited (${code})`)));
        worker.unref();
        this.worker = worker;
        return worker;
      })
      .finally(() => {
        this.starting = null;
      });
    return this.starting;
  }

  private settle(m: { id: number; ok: boolean; result?: unknown; error?: string }) {
    const waiting = this.pending.get(m.id);
    if (!waiting) return;
    this.pending.delete(m.id);
    if (this.pending.size === 0) this.worker?.unref();
    if (m.ok) waiting.resolve(m.result instanceof Uint8Array && !Buffer.isBuffer(m.result) ? toBuffer(m.result) : m.result);
    else waiting.reject(new Error(m.error));
  }

  /** The worker died: everything it held fails, and the next task starts a new one. */
  private fail(worker: Worker, err: Error) {
    if (this.worker !== worker) return;
    this.worker = null;
    for (const waiting of this.pending.values()) waiting.reject(err);
    this.pending.clear();
  }

  async close() {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }
}

const toBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * The worker's script: `cpu-worker.mjs` next to the server bundle in a build (scripts/build-server.mjs
 * writes it); when the server runs from its TypeScript sources (tests, tools), the same entry point is
 * bundled once with esbuild into node_modules/.cache, named by its content, so packages resolve as usual.
 */
async function workerScript(): Promise<URL> {
  const built = new URL("./cpu-worker.mjs", import.meta.url);
  if (fs.existsSync(fileURLToPath(built))) return built;
  const source = fileURLToPath(new URL("./cpu-worker.ts", import.meta.url));
  const { build } = await import("esbuild");
  const out = await build({
    entryPoints: [source],
    bundle: true,
    write: false,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
  const code = out.outputFiles[0]?.text ?? "";
  const dir = path.resolve(path.dirname(source), "../../node_modules/.cache/cpu-worker");
  const file = path.join(dir, `cpu-worker-${createHash("sha256").update(code).digest("hex").slice(0, 16)}.mjs`);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, { recursive: true });
    // Written under a temporary name, then renamed: parallel test processes may build it at once.
    const temp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temp, code);
    fs.renameSync(temp, file);
  }
  return pathToFileURL(file);
}

/** The process's CPU worker (see CpuPool). */
export const cpuPool = new CpuPool();

/** Below this many characters sanitizing takes under a millisecond or two: not worth a thread hop. */
const INLINE_SANITIZE_CHARS = 10_000;

/** Rich text sanitized for storage without holding the event loop (large texts go to the worker). */
export async function sanitizeForStorage(html: string): Promise<string> {
  if (html.length < INLINE_SANITIZE_CHARS) return sanitizeRichTextForStorage(html);
  return cpuPool.run("sanitizeRichText", html);
}
