import { type Kysely, sql, type Transaction } from "kysely";
import type { LocalizedText } from "../../schemas/localize-text";
import type { MediaUsage } from "../../schemas/media";
import { containsText } from "../db/contains-text";
import type { Database } from "../db/types";

type Db = Kysely<Database> | Transaction<Database>;
type Found = { text: string; usage: MediaUsage };

const same = (text: string): LocalizedText => ({ zh: text, en: text });

function pageTitle(json: string, slug: string): LocalizedText {
  try {
    const title = (JSON.parse(json) as { title?: Partial<LocalizedText> }).title;
    return { zh: title?.zh || slug, en: title?.en || title?.zh || slug };
  } catch {
    return same(slug);
  }
}

/**
 * Every place whose stored content names `needle` (an image id, or `/files/img/` for all uploaded
 * images): the live version and the draft of each page, reusable sections (live and draft), news (cover and body),
 * banners, page headers, list entries and the site settings. Old page versions do not count (decision 160).
 */
async function candidates(db: Db, needle: string): Promise<Found[]> {
  const has = (column: string) => containsText(sql.ref<string>(column), needle);
  const [drafts, versions, sections, news, banners, columns, items, settings] = await Promise.all([
    db.selectFrom("page").select(["slug", "draft"]).where(has("draft")).execute(),
    db
      .selectFrom("pageVersion as v")
      .select(["v.pageSlug", "v.document"])
      .where(has("v.document"))
      .where(({ eb, selectFrom }) =>
        eb(
          "v.version",
          "=",
          selectFrom("pageVersion as w")
            .select((e) => e.fn.max("w.version").as("top"))
            .whereRef("w.pageSlug", "=", "v.pageSlug"),
        ),
      )
      .execute(),
    db
      .selectFrom("pageSection")
      .select(["id", "name", "block", "draft"])
      .where((eb) => eb.or([has("block"), has("draft")]))
      .execute(),
    db
      .selectFrom("news")
      .select(["id", "title", "titleEn", "cover", "content", "contentEn"])
      .where((eb) => eb.or([has("cover"), has("content"), has("contentEn")]))
      .execute(),
    db.selectFrom("banner").select(["id", "title", "titleEn", "image"]).where(has("image")).execute(),
    db.selectFrom("contentColumn").select(["code", "title", "titleEn", "image"]).where(has("image")).execute(),
    db
      .selectFrom("contentData")
      .select(["id", "title", "titleEn", "image", "content", "contentEn"])
      .where((eb) => eb.or([has("image"), has("content"), has("contentEn")]))
      .execute(),
    db.selectFrom("siteSettings").select(["data"]).where(has("data")).execute(),
  ]);
  const live = new Set(versions.map((v) => v.pageSlug));
  const both = (zh: string, en: string): LocalizedText => ({ zh, en: en || zh });
  return [
    ...versions.map((v) => ({
      text: v.document,
      usage: { kind: "page" as const, title: pageTitle(v.document, v.pageSlug), editPath: `/admin/pages/${v.pageSlug}` },
    })),
    // A draft counts too (publishing it would show the image), once per page.
    ...drafts.map((d) => ({
      text: d.draft,
      usage: {
        kind: live.has(d.slug) ? ("page" as const) : ("pageDraft" as const),
        title: pageTitle(d.draft, d.slug),
        editPath: `/admin/pages/${d.slug}`,
      },
    })),
    ...sections.map((s) => ({
      text: `${s.block} ${s.draft}`,
      usage: { kind: "section" as const, title: same(s.name), editPath: `/admin/sections/${s.id}` },
    })),
    ...news.map((n) => ({
      text: `${n.cover} ${n.content} ${n.contentEn}`,
      usage: { kind: "news" as const, title: both(n.title, n.titleEn), editPath: `/admin/news/${n.id}` },
    })),
    ...banners.map((b) => ({
      text: b.image,
      usage: { kind: "banner" as const, title: both(b.title, b.titleEn), editPath: "/admin/banners" },
    })),
    ...columns.map((c) => ({
      text: c.image,
      usage: { kind: "column" as const, title: both(c.title || c.code, c.titleEn), editPath: "/admin/columns" },
    })),
    ...items.map((i) => ({
      text: `${i.image} ${i.content} ${i.contentEn}`,
      usage: { kind: "columnItem" as const, title: both(i.title, i.titleEn), editPath: "/admin/column-items" },
    })),
    ...settings.map((s) => ({ text: s.data, usage: { kind: "settings" as const, title: same(""), editPath: "/admin/settings" } })),
  ];
}

function dedupe(list: MediaUsage[]): MediaUsage[] {
  const seen = new Map<string, MediaUsage>();
  for (const u of list) {
    const key = u.editPath === "/admin/banners" || u.editPath === "/admin/column-items" ? `${u.editPath} ${u.title.zh}` : u.editPath;
    // A page's live use outranks its draft's.
    if (!seen.has(key) || u.kind === "page") seen.set(key, u);
  }
  return [...seen.values()];
}

/** Where each of the images is used, with one read of each table for the whole list. */
export async function usageOf(db: Db, publicIds: readonly string[]): Promise<Map<string, MediaUsage[]>> {
  const out = new Map<string, MediaUsage[]>(publicIds.map((id) => [id, []]));
  if (publicIds.length === 0) return out;
  const found = await candidates(db, publicIds.length === 1 ? (publicIds[0] as string) : "/files/img/");
  for (const id of publicIds) out.set(id, dedupe(found.filter((f) => f.text.includes(id)).map((f) => f.usage)));
  return out;
}
