import fs from "node:fs";

/**
 * The V8 heap options `npm start` runs the server with (package.json's start script, decision 096).
 * The bench, Lighthouse and the e2e server use them too, so what is measured and tested is the
 * server as it runs.
 */
export function startHeapOptions() {
  const { scripts } = JSON.parse(fs.readFileSync(new URL("../../package.json", import.meta.url), "utf8"));
  return scripts.start.match(/--max-[a-z-]+-size=\d+/g) ?? [];
}
