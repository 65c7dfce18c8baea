import fs from "node:fs";
import path from "node:path";
import { nextTotpCode as nextCode } from "../support/totp";

/** Steps claimed in this run, beside the e2e server's data (emptied when the server starts). */
const claims = () => path.resolve(`.tmp/e2e-data-${process.env.E2E_PORT ?? "3123"}/totp-steps`);

/** Claims a 30-second step of a secret for one login, across all workers: the server takes each code once. */
function claimInFile(secret: string, step: number): boolean {
  fs.mkdirSync(claims(), { recursive: true });
  try {
    fs.writeFileSync(path.join(claims(), `${secret}-${step}`), "", { flag: "wx" });
    return true;
  } catch {
    return false;
  }
}

/**
 * A code for a staff login in the e2e run, with the steps used shared by the workers: two workers
 * logging the lab admin in at the same moment got the same code, and the second login was refused.
 */
export const nextTotpCode = (secret: string) => nextCode(secret, claimInFile);
