import type { Context } from "hono";

/** A file answer: never cached, never sniffed, saved under `fileName`. */
export function sendFile(c: Context, bytes: Uint8Array, contentType: string, fileName: string) {
  return c.body(new Uint8Array(bytes), 200, {
    "Content-Type": contentType,
    "Content-Disposition": `attachment; filename="${fileName}"`,
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  });
}
