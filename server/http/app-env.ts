import type { Kysely } from "kysely";
import type { Lang } from "../../schemas/lang";
import type { PasswordHashing } from "../auth/password";
import type { SecretBox } from "../auth/secret-box";
import type { Database } from "../db/types";
import type { Logger } from "../logger";
import type { FileStore } from "../storage/file-store";

export interface AppDeps {
  db: Kysely<Database>;
  logger: Logger;
  files: FileStore;
  /** Addresses of reverse proxies whose X-Forwarded-* headers are believed (TRUSTED_PROXY). */
  trustedProxies: readonly string[];
  /** Background jobs: `kick()` after queuing work. */
  jobs: { kick(): void };
  /** UPLOAD_QUOTA_MB in bytes: what one customer's unlinked uploads may add up to. */
  uploadQuotaBytes: number;
  /** The mail runner: `kick()` after queuing mail (it also polls every second). */
  mail?: { kick(): void };
  /** Password hashing at the configured cost (PASSWORD_SCRYPT_LOG2N). */
  passwords: PasswordHashing;
  /** Seals TOTP secrets and keys recovery-code hashes (SECRETS_KEY). */
  secrets: SecretBox;
  /** The public origin for a request's URL (SITE_URL, or an ALLOWED_HOSTS host): links that leave the request, e.g. printed reports. */
  publicOrigin?: (requestUrl: string) => string;
}

/** Hono's per-request variables. */
export interface AppEnv {
  Variables: { deps: AppDeps; lang: Lang; requestId: string; log: Logger };
}
