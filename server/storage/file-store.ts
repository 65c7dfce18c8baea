import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/**
 * Where generated and uploaded files live. Keys are generated here (never from user input), so no
 * name can walk out of the folder. Two implementations: a local folder (STORAGE_DIR, below) and an
 * S3-compatible bucket (`s3-file-store.ts`); `open-file-store.ts` picks one from the configuration.
 */
export interface FileStore {
  /** Stores bytes under a new generated key (`<folder>/<random>.<ext>`) and returns the key. */
  put(folder: string, ext: string, bytes: Uint8Array): Promise<string>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /** Every stored key (for backups); anything not shaped like a key of ours is skipped. */
  list(): AsyncIterable<string>;
  /** Stores bytes under a key from `list()` (restoring a backup). */
  putAt(key: string, bytes: Uint8Array): Promise<void>;
}

/** The shape of every key `put` generates. */
export const STORAGE_KEY = /^[a-z-]+\/[A-Za-z0-9_-]{22,}\.[a-z0-9]{1,8}$/;
const KEY = STORAGE_KEY;

export const newStorageKey = (folder: string, ext: string) => `${folder}/${randomBytes(18).toString("base64url")}.${ext}`;

export function localFileStore(root: string): FileStore {
  const resolve = (key: string) => {
    if (!KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(root, key);
  };
  const write = async (key: string, bytes: Uint8Array) => {
    const file = resolve(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Write then rename: a crash never leaves a half-written file under the final name.
    const tmp = `${file}.tmp`;
    await fs.writeFile(tmp, bytes);
    await fs.rename(tmp, file);
  };
  return {
    async put(folder, ext, bytes) {
      const key = newStorageKey(folder, ext);
      await write(key, bytes);
      return key;
    },
    putAt: write,
    async *list() {
      let folders: string[];
      try {
        folders = await fs.readdir(root);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return;
        throw err;
      }
      for (const folder of folders.sort()) {
        const names = await fs.readdir(path.join(root, folder)).catch(() => [] as string[]);
        for (const name of names.sort()) if (KEY.test(`${folder}/${name}`)) yield `${folder}/${name}`;
      }
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
