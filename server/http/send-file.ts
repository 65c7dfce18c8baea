import type { Context } from "hono";

/** A file answer: never cached, never sniffed, saved under `fileName`. */
export function sendFile(c: Context, bytes: Uint8Array, contentType: string, fileName: string) {
  // Non-ASCII names (Chinese file names) travel in RFC 6266's filename*, with an ASCII fallback.
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  const disposition =
    ascii === fileName
      ? `attachment; filename="${fileName}"`
      : `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
  return c.body(new Uint8Array(bytes), 200, {
    "Content-Type": contentType,
    "Content-Disposition": disposition,
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  });
}
