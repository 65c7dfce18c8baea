import { promisify } from "node:util";
import zlib from "node:zlib";

export type Encoding = "br" | "gzip";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Smaller bodies are not worth a compression header and a CPU slice. */
export const MIN_COMPRESS_BYTES = 1024;

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json)|image\/svg\+xml)/i;

export function isCompressible(contentType: string | null): boolean {
  return !!contentType && COMPRESSIBLE.test(contentType);
}

/** The best encoding the client accepts (brotli over gzip; `q=0` refuses), or null for identity. */
export function negotiateEncoding(acceptEncoding: string | null): Encoding | null {
  if (!acceptEncoding) return null;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    q.set(name, qParam ? Number(qParam.slice(2)) || 0 : 1);
  }
  const accepts = (e: string) => (q.get(e) ?? q.get("*") ?? 0) > 0;
  if (accepts("br")) return "br";
  if (accepts("gzip")) return "gzip";
  return null;
}

/**
 * `fast` for answers compressed on every request (brotli 4, gzip 6); otherwise the densest
 * settings, for bytes compressed once and served many times (cached pages).
 */
export async function compress(body: Uint8Array, encoding: Encoding, effort: "fast" | "dense"): Promise<Buffer> {
  if (encoding === "gzip") return gzip(body, { level: effort === "fast" ? 6 : 9 });
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: effort === "fast" ? 4 : 10,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  });
}

/** A Node Buffer as a fetch body (same bytes, no copy). */
export function asBody(buffer: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);
}

/** Appends a token to Vary unless it is already there. */
export function addVary(headers: Headers, token: string): void {
  const current = headers.get("vary");
  const tokens = current ? current.split(",").map((t) => t.trim().toLowerCase()) : [];
  if (!tokens.includes(token.toLowerCase()) && !tokens.includes("*")) headers.set("vary", current ? `${current}, ${token}` : token);
}

/** The same response with another header set, copying it only when its headers are immutable. */
function withVaryEncoding(response: Response): Response {
  try {
    addVary(response.headers, "Accept-Encoding");
    return response;
  } catch {
    const headers = new Headers(response.headers);
    addVary(headers, "Accept-Encoding");
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}

/**
 * Compresses a finished response when the client accepts it and the type is text-like;
 * anything already encoded, streamed files (no text type) and small bodies pass unchanged.
 */
export async function compressResponse(request: Request, response: Response): Promise<Response> {
  // Headers first: reading `body` turns @hono/node-server's lightweight response into a full one.
  if (response.headers.has("content-encoding") || !isCompressible(response.headers.get("content-type"))) return response;
  const encoding = negotiateEncoding(request.headers.get("accept-encoding"));
  if (!encoding || request.method === "HEAD") return withVaryEncoding(response);
  if (!response.body) return response;
  const body = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  addVary(headers, "Accept-Encoding");
  if (body.byteLength < MIN_COMPRESS_BYTES)
    return new Response(body, { status: response.status, statusText: response.statusText, headers });
  const compressed = await compress(body, encoding, "fast");
  headers.set("content-encoding", encoding);
  headers.delete("content-length");
  return new Response(asBody(compressed), { status: response.status, statusText: response.statusText, headers });
}
