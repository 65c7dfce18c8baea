import fs from "node:fs";
import os from "node:os";
import path from "node:path";
// s3rver ships no types; it is only ever started by tests.
// @ts-expect-error no declaration file
import S3rver from "s3rver";

export interface LocalS3 {
  /** S3_* variables pointing the portal at this server's bucket. */
  env: Record<string, string>;
  endpoint: string;
  bucket: string;
  /** Where s3rver keeps the objects (to prove a file went to the bucket). */
  directory: string;
  close(): Promise<void>;
}

/** An S3-compatible server (s3rver) on loopback, on a free port, with one empty bucket; it checks SigV4 signatures. */
export async function startLocalS3(bucket = "site-files"): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    directory,
    // s3rver's fixed credentials; a wrong secret is refused (allowMismatchedSignatures is off).
    env: { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_REGION: "us-east-1", S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
