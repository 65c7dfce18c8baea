import type { Kysely } from "kysely";
import type { FieldIssue } from "../../schemas/envelope";
import type { Lang } from "../../schemas/lang";
import type { AdminMenu, MenuItem, SiteMenu } from "../../schemas/menu";
import { PageDocumentSchema } from "../../schemas/page";
import { FIXED_PAGE_PATHS } from "../../schemas/page-admin";
import { recordAudit } from "../audit/audit-log";
import { touchContent } from "../content/content-revision";
import type { Database } from "../db/types";
import { PortalError } from "../http/portal-error";
import { serverT } from "../i18n";
import { publishedCustomPages, readSiteMenu } from "../services/site-menu";
import { conflict } from "./versioned";

type Actor = { actorId: number; lang: Lang };

/** The pages editors created, newest first: what a menu item of kind `page` may name. */
async function customPages(db: Kysely<Database>): Promise<AdminMenu["pages"]> {
  const [rows, published] = await Promise.all([
    db.selectFrom("page").select(["slug", "draft"]).orderBy("createdAt", "desc").execute(),
    publishedCustomPages(db),
  ]);
  return rows
    .filter((r) => !(r.slug in FIXED_PAGE_PATHS))
    .map((r) => {
      const doc = PageDocumentSchema.safeParse(JSON.parse(r.draft));
      return { slug: r.slug, title: doc.success ? doc.data.title : { zh: r.slug, en: "" }, published: published.has(r.slug) };
    });
}

export async function getMenuForStaff(db: Kysely<Database>): Promise<AdminMenu> {
  const [stored, pages] = await Promise.all([readSiteMenu(db), customPages(db)]);
  return { ...stored, pages };
}

/** Every item of both trees with its path in the request body (for the field list of an invalid answer). */
function itemsWithPaths(menu: SiteMenu): Array<[MenuItem, string]> {
  const out: Array<[MenuItem, string]> = [];
  for (const tree of ["header", "footer"] as const)
    menu[tree].forEach((entry, i) => {
      out.push([entry, `menu.${tree}.${i}`]);
      entry.children.forEach((child, j) => {
        out.push([child, `menu.${tree}.${i}.children.${j}`]);
      });
    });
  return out;
}

/** A `page` link must name a page editors created (the site's own pages are `route` links). */
async function refuseMissingPages(db: Kysely<Database>, menu: SiteMenu, lang: Lang) {
  const slugs = new Set((await db.selectFrom("page").select("slug").execute()).map((r) => r.slug));
  const t = serverT(lang);
  const issues: FieldIssue[] = itemsWithPaths(menu)
    .filter(([item]) => item.link.kind === "page" && (!slugs.has(item.link.slug) || item.link.slug in FIXED_PAGE_PATHS))
    .map(([item, path]) => ({
      path: `${path}.link.slug`,
      message: t("admin:menu.rules.pageMissing", { slug: (item.link as { slug: string }).slug }),
    }));
  if (issues.length === 0) return;
  const fields = issues.map((i) => `${i.path} — ${i.message}`).join("; ");
  throw new PortalError("invalidInput", t("fieldList", { summary: t("codes.invalidInput"), fields }), { issues });
}

/**
 * Saves both trees over the version the editor loaded (0: the built-in menu, never saved): a menu saved
 * meanwhile by someone else is never overwritten (000006). Every page shows the menu, so the `menu` tag
 * changes and cached pages are rendered again.
 */
export async function updateMenu(db: Kysely<Database>, input: { version: number; menu: SiteMenu }, { actorId, lang }: Actor) {
  await refuseMissingPages(db, input.menu, lang);
  await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const data = JSON.stringify(input.menu);
    const values = { data, version: input.version + 1, updatedAt: now, updatedBy: actorId };
    const written =
      input.version === 0
        ? await trx
            .insertInto("siteMenu")
            .values({ id: 1, ...values })
            .onConflict((oc) => oc.column("id").doNothing())
            .executeTakeFirst()
            .then((r) => Number(r.numInsertedOrUpdatedRows ?? 0n))
        : await trx
            .updateTable("siteMenu")
            .set(values)
            .where("id", "=", 1)
            .where("version", "=", input.version)
            .executeTakeFirst()
            .then((r) => Number(r.numUpdatedRows));
    if (written !== 1) throw conflict(lang);
    await touchContent(trx, ["menu"]);
    const count = (tree: keyof SiteMenu) => input.menu[tree].reduce((n, e) => n + 1 + e.children.length, 0);
    await recordAudit(trx, {
      actorId,
      action: "edit",
      entity: "menu",
      entityId: 1,
      summary: { version: input.version + 1, headerItems: count("header"), footerItems: count("footer") },
    });
  });
  return getMenuForStaff(db);
}
