// Writes .br and .gz beside every compressible file of the client build, so the server sends
// hashed assets and public files compressed without spending CPU per request (serveStatic
// `precompressed`). Densest settings: this runs once per build.
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const root = path.join(process.env.BUILD_DIR ?? "build", "client");
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|xml|txt|webmanifest|ico)$/;

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(p);
    else if (COMPRESSIBLE.test(entry.name)) yield p;
  }
}

let files = 0;
let saved = 0;
await Promise.all(
  [...walk(root)].map(async (file) => {
    const body = fs.readFileSync(file);
    if (body.byteLength < 1024) return;
    const [br, gz] = await Promise.all([
      brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }),
      gzip(body, { level: 9 }),
    ]);
    // Not worth it when compression saves little (already-compressed icons).
    if (gz.byteLength > body.byteLength * 0.9) return;
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, gz);
    files++;
    saved += body.byteLength - br.byteLength;
  }),
);
console.log(`precompressed ${files} files (brotli saves ${(saved / 1024).toFixed(0)} KB)`);
