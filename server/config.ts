import path from "node:path";
import { z } from "zod";

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
  /** Builder.io space's public API key: pages marked `source: "builder"` then come from Builder (docs/builder-io.md). */
  BUILDER_PUBLIC_KEY: z.string().trim().min(1).max(200).optional(),
  /** Builder's content API host; tests point it at a local fixture server. */
  BUILDER_API_URL: z.url().default("https://cdn.builder.io"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Config = z.infer<typeof ConfigSchema> & {
  /** Resolved absolute paths. */
  dataDir: string;
  storageDir: string;
  database: { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };
};

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== "")));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${lines.join("; ")}`);
  }
  const c = parsed.data;
  const dataDir = path.resolve(c.DATA_DIR);
  const url = c.DATABASE_URL;
  const database: Config["database"] =
    url && !url.startsWith("file:")
      ? { kind: "postgres", url }
      : { kind: "sqlite", file: url ? path.resolve(url.slice("file:".length)) : path.join(dataDir, "site.db") };
  return {
    ...c,
    dataDir,
    storageDir: path.resolve(c.STORAGE_DIR ?? path.join(dataDir, "files")),
    database,
  };
}
