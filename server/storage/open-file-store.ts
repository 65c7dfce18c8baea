import type { Config } from "../config";
import { type FileStore, localFileStore } from "./file-store";
import { s3FileStore } from "./s3-file-store";

/** The configured file store: a local folder by default, an S3-compatible bucket when S3_BUCKET is set. */
export function openFileStore(storage: Config["storage"]): FileStore {
  return storage.kind === "s3" ? s3FileStore(storage) : localFileStore(storage.dir);
}
