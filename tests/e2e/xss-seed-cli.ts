// Bundled with esbuild and run by security.e2e.ts (Playwright's loader cannot import the server's JSON locales).
import { seedXssCorpus } from "./xss-seed";

const dbFile = process.argv[2];
if (!dbFile) throw new Error("usage: xss-seed-cli <sqlite file>");
process.stdout.write(JSON.stringify(await seedXssCorpus(dbFile)));
