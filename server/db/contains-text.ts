import { type Expression, type SqlBool, sql } from "kysely";

/** `%`, `_` and `\` stand for themselves in a search: each is escaped with `\`. */
export function likeContains(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * "column contains keyword", ignoring case, the same on SQLite and PostgreSQL: lower() on both sides
 * (SQLite's LIKE ignores only ASCII case, PostgreSQL's none) and an explicit ESCAPE clause (SQLite's
 * LIKE has no escape character unless one is named; PostgreSQL's default is `\`).
 */
export function containsText(column: Expression<string>, keyword: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${column}) like lower(${likeContains(keyword)}) escape '\\'`;
}
