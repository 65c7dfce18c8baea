import fs from "node:fs";
import type { Logger } from "./logger";

/**
 * DATA_DIR holds the database, the generated key, uploads and unsent mail: only the server's user may
 * enter it (decision 132). Made 0700 when missing; one made earlier (before that decision, or by hand
 * with the default 0755) is narrowed at every start, whether or not SECRETS_KEY is set.
 */
export function openDataDir(dir: string, logger: Logger): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    fs.chmodSync(dir, 0o700);
  } catch (err) {
    // A folder owned by another user (a mounted volume): its owner must narrow it; the server still runs.
    if ((err as NodeJS.ErrnoException).code !== "EPERM") throw err;
    logger.warn({ dataDir: dir }, "DATA_DIR belongs to another user and could not be made private (chmod 700 it)");
  }
}
