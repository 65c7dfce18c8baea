import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Kysely, Migrator } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "../../server/db/connection";
import { migrateToLatest } from "../../server/db/migrate";
import { migrations } from "../../server/db/migrations/index";

/**
 * Migration 135 (decision 201) on a database that already holds a section, in the dialect the suite
 * runs on: the live block becomes the draft too and the section's version 1, named after who saved it.
 */
let database: Db;
let pgName = "";
const pgAdmin = process.env.TEST_PG_ADMIN_URL;

beforeAll(async () => {
  if (pgAdmin) {
    pgName = `t_section_drafts_${process.pid}`;
    execFileSync("psql", [pgAdmin, "-qc", `create database ${pgName}`]);
    database = openDatabase({ kind: "postgres", url: `${pgAdmin.replace(/\/[^/]*$/, "")}/${pgName}` });
  } else {
    database = openDatabase({ kind: "sqlite", file: path.join(fs.mkdtempSync(path.join(os.tmpdir(), "section-drafts-")), "site.db") });
  }
});
afterAll(async () => {
  await database.close();
  if (pgName) execFileSync("psql", [pgAdmin as string, "-qc", `drop database if exists ${pgName}`]);
});

describe("migration 135: section drafts and versions", () => {
  it("keeps every section's live block, makes it the draft and version 1, and leaves old page versions unrecorded", async () => {
    const db = database.db as unknown as Kysely<unknown>;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(database.dialect) } });
    const before = await migrator.migrateTo("130-news-versions");
    expect(before.error).toBeUndefined();
    const typed = database.db;
    const now = "2026-01-02T03:04:05.000Z";
    const user = await typed
      .insertInto("userAccount")
      .values({
        account: "ed@old.example",
        passwordHash: "x",
        nickname: "Ed",
        company: "",
        contactPhone: "",
        role: "editor",
        createdAt: now,
        updatedAt: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const block = JSON.stringify({ id: "s", type: "callToAction", props: { title: { zh: "联系", en: "Contact" } } });
    await (db as Kysely<Record<string, Record<string, unknown>>>)
      .insertInto("pageSection")
      .values({ name: "CTA", block, schemaVersion: 2, revision: 4, createdAt: now, updatedAt: now, updatedBy: Number(user.id) })
      .execute();
    await typed
      .insertInto("page")
      .values({ slug: "contact", draft: "{}", draftUpdatedAt: now, createdAt: now, draftUpdatedBy: null })
      .execute();
    await (db as Kysely<Record<string, Record<string, unknown>>>)
      .insertInto("pageVersion")
      .values({ pageSlug: "contact", version: 1, document: "{}", publishedAt: now, publishedBy: null, publishedById: null })
      .execute();

    expect(await migrateToLatest(database.db, database.dialect)).toContain("135-section-drafts");
    const section = await typed.selectFrom("pageSection").selectAll().executeTakeFirstOrThrow();
    expect(section).toMatchObject({ block, draft: block, revision: 4 });
    expect([Number(section.schemaVersion), Number(section.draftSchemaVersion)]).toEqual([2, 2]);
    const versions = await typed.selectFrom("pageSectionVersion").selectAll().execute();
    expect(versions).toEqual([
      expect.objectContaining({
        sectionId: section.id,
        name: "CTA",
        block,
        publishedAt: now,
        publishedBy: "Ed",
        publishedById: Number(user.id),
      }),
    ]);
    expect([Number(versions[0]?.version), Number(versions[0]?.schemaVersion)]).toEqual([1, 2]);
    expect((await typed.selectFrom("pageVersion").select("sectionVersions").executeTakeFirstOrThrow()).sectionVersions).toBeNull();
  });
});
