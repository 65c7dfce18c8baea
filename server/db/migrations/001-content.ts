import type { Kysely } from "kysely";
import type { DialectName } from "../connection";
import { idColumn } from "./id-column";

export function contentTables(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("app_meta")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("value", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("site_settings")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("data", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await idColumn(db.schema.createTable("consult_class"), dialect)
        .addColumn("code", "text", (c) => c.unique())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("name_en", "text", (c) => c.notNull())
        .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await idColumn(db.schema.createTable("news"), dialect)
        .addColumn("class_code", "text", (c) => c.notNull())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("title_en", "text", (c) => c.notNull())
        .addColumn("summary", "text", (c) => c.notNull())
        .addColumn("summary_en", "text", (c) => c.notNull())
        .addColumn("content", "text", (c) => c.notNull())
        .addColumn("content_en", "text", (c) => c.notNull())
        .addColumn("cover", "text", (c) => c.notNull())
        .addColumn("publish_time", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("news_class_publish").on("news").columns(["class_code", "publish_time"]).execute();
      await db.schema.createIndex("news_publish").on("news").columns(["status", "publish_time"]).execute();
      await idColumn(db.schema.createTable("banner"), dialect)
        .addColumn("position", "text", (c) => c.notNull())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("title_en", "text", (c) => c.notNull())
        .addColumn("subtitle", "text", (c) => c.notNull())
        .addColumn("subtitle_en", "text", (c) => c.notNull())
        .addColumn("image", "text", (c) => c.notNull())
        .addColumn("link", "text", (c) => c.notNull())
        .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
        .execute();
      await idColumn(db.schema.createTable("content_column"), dialect)
        .addColumn("code", "text", (c) => c.notNull().unique())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("title_en", "text", (c) => c.notNull())
        .addColumn("description", "text", (c) => c.notNull())
        .addColumn("description_en", "text", (c) => c.notNull())
        .addColumn("keyword", "text", (c) => c.notNull())
        .addColumn("keyword_en", "text", (c) => c.notNull())
        .addColumn("image", "text", (c) => c.notNull())
        .execute();
      await idColumn(db.schema.createTable("content_data"), dialect)
        .addColumn("column_code", "text", (c) => c.notNull())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("title_en", "text", (c) => c.notNull())
        .addColumn("summary", "text", (c) => c.notNull())
        .addColumn("summary_en", "text", (c) => c.notNull())
        .addColumn("content", "text", (c) => c.notNull())
        .addColumn("content_en", "text", (c) => c.notNull())
        .addColumn("image", "text", (c) => c.notNull())
        .addColumn("link", "text", (c) => c.notNull())
        .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("publish_time", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("content_data_column").on("content_data").columns(["column_code", "sort"]).execute();
      await idColumn(db.schema.createTable("policy"), dialect)
        .addColumn("code", "text", (c) => c.notNull().unique())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("title_en", "text", (c) => c.notNull())
        .addColumn("content", "text", (c) => c.notNull())
        .addColumn("content_en", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await idColumn(db.schema.createTable("region"), dialect)
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("code", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("name_en", "text", (c) => c.notNull())
        .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint("region_kind_code", ["kind", "code"])
        .execute();
    },
  };
}
