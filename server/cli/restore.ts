import path from "node:path";
import { restoreBackup } from "../backup/backup";
import { loadConfig } from "../config";

/** `npm run restore -- <folder> [--force]`: puts a backup back; stop the server(s) first. */
async function main() {
  const args = process.argv.slice(2);
  const force = args.includes("--force");
  const source = args.find((a) => !a.startsWith("--"));
  if (!source) throw new Error("name the backup folder: npm run restore -- <folder> [--force]");
  const config = loadConfig(process.env);
  const manifest = await restoreBackup(config, path.resolve(source), { force });
  console.log(`Restored the backup of ${manifest.createdAt}: ${manifest.database.kind} database, ${manifest.files.count} files.`);
}

main().catch((err) => {
  console.error(`Restore failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
