import { AwsClient } from "aws4fetch";
import type { S3Location } from "../config";
import { type FileStore, newStorageKey, STORAGE_KEY } from "./file-store";

/** A request that hangs must not hold a download task (whose lease keeps renewing) forever. */
const REQUEST_TIMEOUT_MS = 60_000;

/** The XML entities S3 escapes in the values we read (keys). */
const unescapeXml = (v: string) =>
  v.replace(/&(lt|gt|quot|apos|amp);/g, (_m, e: string) => ({ lt: "<", gt: ">", quot: '"', apos: "'", amp: "&" })[e] ?? "");

/** The text of every `<tag>…</tag>` in a ListObjects answer (flat: these tags hold text only). */
const xmlValues = (xml: string, tag: string) =>
  Array.from(xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, "g")), (m) => unescapeXml(m[1] ?? ""));

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2, s3rver…), signed with SigV4 by
 * aws4fetch over `fetch`. The same contract as the local folder (tests/api/file-store.test.ts).
 */
export function s3FileStore(location: S3Location, { listPageSize = 1000 }: { listPageSize?: number } = {}): FileStore {
  const client = new AwsClient({
    accessKeyId: location.accessKeyId,
    secretAccessKey: location.secretAccessKey,
    region: location.region,
    service: "s3",
    retries: 3,
  });
  const base = new URL(location.endpoint);
  const bucketUrl = location.pathStyle
    ? `${base.origin}${base.pathname.replace(/\/$/, "")}/${location.bucket}`
    : `${base.protocol}//${location.bucket}.${base.host}${base.pathname.replace(/\/$/, "")}`;
  const objectUrl = (key: string) => {
    if (!STORAGE_KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
    return `${bucketUrl}/${location.prefix}${key}`;
  };
  const send = (method: string, url: string, body?: Uint8Array) =>
    client.fetch(url, {
      method,
      // Our bytes always sit on a plain ArrayBuffer; the DOM typings only want it said.
      body: body as Uint8Array<ArrayBuffer> | undefined,
      headers: body ? { "content-type": "application/octet-stream" } : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  const fail = async (what: string, res: Response) => {
    const detail = (await res.text().catch(() => "")).slice(0, 300);
    return new Error(`S3 ${what}: HTTP ${res.status} ${detail}`);
  };
  const write = async (key: string, bytes: Uint8Array) => {
    const res = await send("PUT", objectUrl(key), bytes);
    if (!res.ok) throw await fail(`PUT ${key}`, res);
    await res.body?.cancel();
  };

  return {
    async put(folder, ext, bytes) {
      const key = newStorageKey(folder, ext);
      await write(key, bytes);
      return key;
    },
    putAt: write,
    async get(key) {
      const res = await send("GET", objectUrl(key));
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok) throw await fail(`GET ${key}`, res);
      return Buffer.from(await res.arrayBuffer());
    },
    async remove(key) {
      const res = await send("DELETE", objectUrl(key));
      if (!res.ok && res.status !== 404) throw await fail(`DELETE ${key}`, res);
      await res.body?.cancel();
    },
    async *list() {
      // ListObjects (v1) paged with `marker` = the last key seen: every S3-compatible server has it, and
      // s3rver's ListObjectsV2 continuation tokens need DES, which OpenSSL 3 (Node 18+) no longer offers.
      let marker = "";
      for (;;) {
        const query = new URLSearchParams({ prefix: location.prefix, "max-keys": String(listPageSize) });
        if (marker) query.set("marker", marker);
        const res = await send("GET", `${bucketUrl}?${query}`);
        if (!res.ok) throw await fail("list", res);
        const xml = await res.text();
        const keys = xmlValues(xml, "Key");
        for (const full of keys) {
          const key = full.slice(location.prefix.length);
          if (full.startsWith(location.prefix) && STORAGE_KEY.test(key)) yield key;
        }
        const last = keys.at(-1);
        if (xmlValues(xml, "IsTruncated")[0] !== "true" || !last) return;
        marker = last;
      }
    },
  };
}
