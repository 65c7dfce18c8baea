import { parentPort } from "node:worker_threads";
import { CPU_TASKS, type CpuTaskName } from "./cpu-tasks";

/** The worker thread's side of cpu-pool.ts: runs one named task per message and answers with its id. */
const port = parentPort;
if (!port) throw new Error("cpu-worker runs as a worker thread only");
port.on("message", async (message: { id: number; task: CpuTaskName; args: unknown[] }) => {
  try {
    const run = CPU_TASKS[message.task] as (...args: unknown[]) => unknown;
    const result = await run(...message.args);
    port.postMessage({ id: message.id, ok: true, result });
  } catch (err) {
    port.postMessage({ id: message.id, ok: false, error: err instanceof Error ? err.message : String(err) });
  }
});
