import type { Kysely, Transaction } from "kysely";
import { type MenuEntry, type MenuItem, type SiteMenu, SiteMenuSchema } from "../../schemas/menu";
import { defaultSiteMenu } from "../../schemas/menu-default";
import { FIXED_PAGE_PATHS } from "../../schemas/page-admin";
import type { Database } from "../db/types";

type Db = Kysely<Database> | Transaction<Database>;

export interface StoredMenu {
  menu: SiteMenu;
  /** 0: never saved, the built-in menu. */
  version: number;
  updatedAt: string | null;
}

/** The menu as editors last saved it, or the built-in one; a stored menu that no longer parses is a server fault. */
export async function readSiteMenu(db: Db): Promise<StoredMenu> {
  const row = await db.selectFrom("siteMenu").select(["data", "version", "updatedAt"]).where("id", "=", 1).executeTakeFirst();
  if (!row) return { menu: defaultSiteMenu(), version: 0, updatedAt: null };
  return { menu: SiteMenuSchema.parse(JSON.parse(row.data)), version: Number(row.version), updatedAt: row.updatedAt };
}

/** Slugs of the pages editors created that have a published version (what `/p/{slug}` can show). */
export async function publishedCustomPages(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom("pageVersion").select("pageSlug").distinct().execute();
  return new Set(rows.map((r) => r.pageSlug).filter((slug) => !(slug in FIXED_PAGE_PATHS)));
}

/**
 * `content/menu/get`: what visitors see — hidden items left out, and links to pages that are not
 * (or no longer) published, so no menu link ever leads to a missing page.
 */
export async function publicSiteMenu(db: Db): Promise<SiteMenu> {
  const [{ menu }, published] = await Promise.all([readSiteMenu(db), publishedCustomPages(db)]);
  const shown = (item: MenuItem) => item.visible && (item.link.kind !== "page" || published.has(item.link.slug));
  const tree = (entries: MenuEntry[]): MenuEntry[] =>
    entries.filter(shown).map((entry) => ({ ...entry, children: entry.children.filter(shown) }));
  return { header: tree(menu.header), footer: tree(menu.footer) };
}
