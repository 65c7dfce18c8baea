import path from "node:path";
import { z } from "zod";
import { UPLOAD_LIMITS } from "../schemas/limits";
import { parseSecretsKey } from "./auth/secret-box";
import { defaultAllowedHosts } from "./http/public-origin";

const Bool = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

/** Every environment variable the server reads; README's configuration table mirrors this list. */
export const ConfigSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres(ql)?:\/\/|file:)/, "must start with postgres://, postgresql:// or file:")
    .optional(),
  STORAGE_DIR: z.string().min(1).optional(),
  PORTAL_API_URL: z.url().optional(),
  SEED_DEMO_CONTENT: Bool.default(true),
  MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(1024 * 1024),
  BUILD_DIR: z.string().min(1).default("build"),
  /** Memory for rendered pages (0 turns the page cache off); see docs/decisions/040-page-cache.md. */
  PAGE_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
  /** Memory for answers of public content reads (0 turns the read cache off); see docs/decisions/092-public-read-cache.md. */
  READ_CACHE_MB: z.coerce.number().min(0).max(4096).default(8),
  /** Public origin for canonical URLs, hreflang and the sitemap (default: the request's own origin). */
  SITE_URL: z
    .url()
    .regex(/^https?:\/\/[^/]+\/?$/, "must be an origin such as https://www.example.com")
    .transform((u) => u.replace(/\/$/, ""))
    .optional(),
  /**
   * Without SITE_URL: comma-separated hosts (`host` or `host:port`, as in the Host header) whose requests
   * may write their own origin into canonical URLs and the sitemap; others get the first one.
   * Default: the listening address and localhost.
   */
  ALLOWED_HOSTS: z
    .string()
    .optional()
    .transform((v) =>
      v
        ?.split(",")
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(
          z
            .string()
            .regex(/^[a-z0-9.-]+(:[0-9]{1,5})?$|^\[[0-9a-f:.]+\](:[0-9]{1,5})?$/, "must be host or host:port names separated by commas"),
        )
        .optional(),
    ),
  /** Mail (docs/decisions/150-mail.md): an SMTP server (STARTTLS) as `smtp://user:pass@host:port`; unset, mail is written to DATA_DIR/outbox/. */
  SMTP_URL: z
    .url()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().trim().min(3).max(200).default("no-reply@localhost"),
  /** Wait before the first retry of a mail that was not accepted; each further wait doubles (at most 1 h). */
  MAIL_RETRY_SECONDS: z.coerce.number().min(0.05).max(3600).default(30),
  /** Turns on the /__bench/* endpoints of `npm run bench` for requests carrying this token; never set it in production. */
  BENCH_TOKEN: z.string().min(32).optional(),
  /** Builder.io space's public API key: pages marked `source: "builder"` then come from Builder (docs/builder-io.md). */
  BUILDER_PUBLIC_KEY: z.string().trim().min(1).max(200).optional(),
  /** Builder's content API host; tests point it at a local fixture server. */
  BUILDER_API_URL: z.url().default("https://cdn.builder.io"),
  /**
   * 32 random bytes (base64 or hex) sealing TOTP secrets and keying recovery-code hashes (decision 132).
   * Unset: generated into DATA_DIR/secrets.key (mode 0600) on the first start. Instances sharing a
   * database must share it. `openssl rand -base64 32` makes one.
   */
  SECRETS_KEY: z
    .string()
    .refine((v) => parseSecretsKey(v) !== null, "must be 32 bytes written as base64 (44 characters) or hex (64)")
    .optional(),
  /** The key before a rotation, still read while values sealed under it remain (docs/operations.md). */
  SECRETS_KEY_PREVIOUS: z
    .string()
    .refine((v) => parseSecretsKey(v) !== null, "must be 32 bytes written as base64 (44 characters) or hex (64)")
    .optional(),
  /**
   * scrypt's cost for new password hashes, as log2 N (17: N = 2^17, OWASP's recommendation). Below 17 is
   * for test runs only (decision 093); the server warns at start.
   */
  PASSWORD_SCRYPT_LOG2N: z.coerce.number().int().min(14).max(20).default(17),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * Comma-separated IP addresses of reverse proxies whose X-Forwarded-For and X-Forwarded-Proto are
   * believed (decision 052). Empty: none; the TCP peer is the client and HSTS follows our own socket.
   */
  TRUSTED_PROXY: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((a) => a.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.union([z.ipv4(), z.ipv6()], { error: "must be a comma-separated list of IP addresses" }))),
  /** How long a claimed background task stays claimed without a heartbeat (docs/decisions/060-job-leases.md). */
  JOB_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(30),
  /** After SIGTERM: seconds of answering /readyz 503 while still serving, so a load balancer stops sending. */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(0),
  /** Total size of one customer's uploads not yet linked to a sample, in MB (issue 26, item 9). */
  UPLOAD_QUOTA_MB: z.coerce.number().int().min(1).max(100_000).default(UPLOAD_LIMITS.unlinkedQuotaMb),
  /** An S3-compatible bucket for uploaded and generated files instead of STORAGE_DIR. */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: Bool.optional(),
  S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\/$/, "must be folder names ending with /")
    .optional(),
});

export interface S3Location {
  /** Base URL of the S3 API, without the bucket. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key`. */
  pathStyle: boolean;
  /** Prepended to every key ("" or folders ending with `/`). */
  prefix: string;
}

export type Config = z.infer<typeof ConfigSchema> & {
  /** Resolved absolute paths. */
  dataDir: string;
  /** ALLOWED_HOSTS, or its default (server/http/public-origin.ts). */
  allowedHosts: string[];
  storageDir: string;
  database: { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };
  /** Local folder (STORAGE_DIR) unless S3_BUCKET is set. */
  storage: { kind: "local"; dir: string } | ({ kind: "s3" } & S3Location);
};

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== "")));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${lines.join("; ")}`);
  }
  const c = parsed.data;
  const missing = c.S3_BUCKET ? (["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const).filter((k) => !c[k]) : [];
  if (missing.length > 0)
    throw new ConfigError(`Invalid configuration: ${missing.map((k) => `${k}: required when S3_BUCKET is set`).join("; ")}`);
  const dataDir = path.resolve(c.DATA_DIR);
  const url = c.DATABASE_URL;
  const database: Config["database"] =
    url && !url.startsWith("file:")
      ? { kind: "postgres", url }
      : { kind: "sqlite", file: url ? path.resolve(url.slice("file:".length)) : path.join(dataDir, "site.db") };
  const storageDir = path.resolve(c.STORAGE_DIR ?? path.join(dataDir, "files"));
  const storage: Config["storage"] = c.S3_BUCKET
    ? {
        kind: "s3",
        endpoint: (c.S3_ENDPOINT ?? `https://s3.${c.S3_REGION}.amazonaws.com`).replace(/\/+$/, ""),
        bucket: c.S3_BUCKET,
        region: c.S3_REGION,
        accessKeyId: c.S3_ACCESS_KEY_ID ?? "",
        secretAccessKey: c.S3_SECRET_ACCESS_KEY ?? "",
        // Self-hosted S3 servers (MinIO, s3rver, Ceph) expect path style; AWS prefers virtual-hosted.
        pathStyle: c.S3_FORCE_PATH_STYLE ?? c.S3_ENDPOINT !== undefined,
        prefix: c.S3_PREFIX ?? "",
      }
    : { kind: "local", dir: storageDir };
  const allowedHosts = c.ALLOWED_HOSTS?.length ? c.ALLOWED_HOSTS : defaultAllowedHosts(c.PORT, c.HOST);
  return { ...c, dataDir, storageDir, database, storage, allowedHosts };
}
