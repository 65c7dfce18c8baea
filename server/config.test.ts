import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("config", () => {
  it("has embedded defaults: port 3000, SQLite in ./data, local files", () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.database).toEqual({ kind: "sqlite", file: path.resolve("data/site.db") });
    expect(c.storageDir).toBe(path.resolve("data/files"));
    expect(c.SEED_DEMO_CONTENT).toBe(true);
  });

  it("selects PostgreSQL with a postgres:// DATABASE_URL", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://u:p@127.0.0.1/db" }).database).toEqual({
      kind: "postgres",
      url: "postgres://u:p@127.0.0.1/db",
    });
  });

  it("names the bad variable in one clear line", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/^Invalid configuration: PORT: /);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SEED_DEMO_CONTENT: "maybe" })).toThrow(/SEED_DEMO_CONTENT/);
    expect(() => loadConfig({ TRUSTED_PROXY: "10.0.0.1, proxy.example" })).toThrow(/TRUSTED_PROXY/);
  });

  it("trusts no proxy by default; TRUSTED_PROXY lists addresses", () => {
    expect(loadConfig({}).TRUSTED_PROXY).toEqual([]);
    expect(loadConfig({ TRUSTED_PROXY: "127.0.0.1, ::1" }).TRUSTED_PROXY).toEqual(["127.0.0.1", "::1"]);
  });

  it("leaves Builder.io off without a key and checks its content API URL", () => {
    expect(loadConfig({}).BUILDER_PUBLIC_KEY).toBeUndefined();
    expect(loadConfig({}).BUILDER_API_URL).toBe("https://cdn.builder.io");
    expect(loadConfig({ BUILDER_PUBLIC_KEY: "abc", BUILDER_API_URL: "http://127.0.0.1:9" })).toMatchObject({
      BUILDER_PUBLIC_KEY: "abc",
      BUILDER_API_URL: "http://127.0.0.1:9",
    });
    expect(() => loadConfig({ BUILDER_API_URL: "not a url" })).toThrow(/BUILDER_API_URL/);
  });
});
