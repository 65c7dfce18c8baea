import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/**
 * Where generated and uploaded files live. Keys are generated here (never from user input), so no
 * name can walk out of the folder. One implementation today: a local folder (STORAGE_DIR).
 */
export interface FileStore {
  /** Stores bytes under a new generated key (`<folder>/<random>.<ext>`) and returns the key. */
  put(folder: string, ext: string, bytes: Uint8Array): Promise<string>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

const KEY = /^[a-z-]+\/[A-Za-z0-9_-]{22,}\.[a-z0-9]{1,8}$/;

export function localFileStore(root: string): FileStore {
  const resolve = (key: string) => {
    if (!KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(folder, ext, bytes) {
      const key = `${folder}/${randomBytes(18).toString("base64url")}.${ext}`;
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a crash never leaves a half-written file under the final name.
      const tmp = `${file}.tmp`;
      await fs.writeFile(tmp, bytes);
      await fs.rename(tmp, file);
      return key;
    },
    async get(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw err;
      }
    },
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
  };
}
