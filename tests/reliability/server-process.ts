import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";

export const MAIN = path.resolve(process.env.BUILD_DIR ?? "build", "app-server/main.mjs");
/** First of the loopback ports these tests use (one per server). */
export const PORT_BASE = Number(process.env.RELIABILITY_PORT ?? 3400);

export function assertBuilt() {
  if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build\` first`);
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves once /readyz answers 200. */
  ready(timeoutMs?: number): Promise<number>;
}

const running = new Set<ChildProcess>();
/** Kills every server these helpers started that is still running (a test that failed or timed out midway). */
export function killStartedServers() {
  for (const child of running) child.kill("SIGKILL");
}
process.on("exit", killStartedServers);

/** The built production server as a child process on 127.0.0.1. */
export function startServer(port: number, env: Record<string, string>): ServerProcess {
  const started = Date.now();
  const child = spawn(process.execPath, ["--enable-source-maps", MAIN], {
    // Empty values count as unset: a DATABASE_URL or S3_BUCKET of the caller's shell never leaks in.
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      S3_BUCKET: "",
      HOST: "127.0.0.1",
      PORT: String(port),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  child.on("exit", () => running.delete(child));
  let out = "";
  child.stdout?.on("data", (d) => (out += d));
  child.stderr?.on("data", (d) => (out += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  let gone = false;
  void exited.then(() => (gone = true));
  const url = `http://127.0.0.1:${port}`;
  return {
    child,
    port,
    url,
    output: () => out,
    exited,
    async ready(timeoutMs = 90_000) {
      const end = Date.now() + timeoutMs;
      for (;;) {
        if (gone) throw new Error(`server on ${port} exited before it was ready:\n${out}`);
        const status = await request(url, "GET", "/readyz").then(
          (r) => r.status,
          () => 0,
        );
        if (status === 200) return Date.now() - started;
        if (Date.now() > end) throw new Error(`server on ${port} not ready after ${timeoutMs} ms:\n${out}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  // biome-ignore lint/suspicious/noExplicitAny: tests read the envelope shape by shape
  json(): any;
}

/**
 * One request on its own connection. `localAddress` picks the client's loopback address (any of
 * 127.0.0.0/8): the server's per-address limits then see different visitors, as they would be.
 */
export function request(
  base: string,
  method: string,
  apiPath: string,
  options: { body?: unknown; token?: string; localAddress?: string; timeoutMs?: number } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body));
    const req = http.request(
      `${base}${apiPath}`,
      {
        method,
        agent: false,
        localAddress: options.localAddress,
        timeout: options.timeoutMs ?? 30_000,
        headers: {
          ...(payload ? { "content-type": "application/json", "content-length": String(payload.length) } : {}),
          ...(options.token ? { accessToken: options.token } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, json: () => JSON.parse(body.toString("utf8")) });
        });
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    req.end(payload);
  });
}
