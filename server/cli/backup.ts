import path from "node:path";
import { createBackup } from "../backup/backup";
import { loadConfig } from "../config";

/** `npm run backup [-- <folder>]`: a consistent copy of the running site's database and files. */
async function main() {
  const config = loadConfig(process.env);
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const target = path.resolve(process.argv[2] ?? path.join("backups", `site-${stamp}`));
  const manifest = await createBackup(config, target);
  console.log(
    `Backup written to ${target}: ${manifest.database.kind} database (${manifest.migrations.length} migrations), ${manifest.files.count} files (${manifest.files.bytes} bytes).`,
  );
}

main().catch((err) => {
  console.error(`Backup failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
