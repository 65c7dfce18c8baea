import { type ExpressionBuilder, sql } from "kysely";

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/**
 * `keyword` in any of the columns, ignoring case in both dialects (lower() on both sides: SQLite's
 * LIKE ignores ASCII case, PostgreSQL's does not).
 */
// biome-ignore lint/suspicious/noExplicitAny: works on any table's expression builder
export function keywordFilter<EB extends ExpressionBuilder<any, any>>(eb: EB, columns: readonly string[], keyword: string) {
  const like = `%${escapeLike(keyword.toLowerCase())}%`;
  return eb.or(columns.map((c) => eb(sql`lower(${sql.ref(c)})`, "like", sql`${like} escape '\\'`)));
}

export const offsetOf = (req: { pageNum: number; pageSize: number }) => (req.pageNum - 1) * req.pageSize;
