import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** A built server of a test's own, on a fresh data folder: what other tests write never reaches it. */
export interface OwnServer {
  /** `http://127.0.0.1:<port>` */
  base: string;
  dataDir: string;
  /** Stops the server (SIGTERM, waiting for it) and removes its data folder. */
  stop(): Promise<void>;
}

/** A fresh data folder for `startOwnServer`, made first when the test seeds it before the start. */
export const ownDataDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));

/** Starts `build/app-server/main.mjs` on a free loopback port and resolves once it says where it listens. */
export async function startOwnServer(dataDir: string): Promise<OwnServer> {
  const server = spawn(process.execPath, [path.resolve(process.env.BUILD_DIR ?? "build", "app-server/main.mjs")], {
    env: { ...process.env, HOST: "127.0.0.1", PORT: "0", DATA_DIR: dataDir, LOG_LEVEL: "info", NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const base = await new Promise<string>((resolve, reject) => {
    let out = "";
    server.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const url = /Listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1];
      if (url) resolve(url);
    });
    server.on("exit", (code) => reject(new Error(`server exited ${code}: ${out.slice(-500)}`)));
  });
  server.stdout?.resume();
  return {
    base,
    dataDir,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once("exit", resolve));
        server.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
