import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { type ContentTag, pageTag } from "../content/content-revision";

/**
 * What each public content read depends on (the tags its writers bump, see content-revision.ts).
 * A render that makes any call not listed here is not cached: a new call must be mapped first.
 * Reads that carry an image's focus point or alt text from the media library (banners, columns,
 * their items, news covers) depend on "media" too: a change in the library shows on those pages at once.
 */
const TAGS_BY_PATH: Readonly<Record<string, readonly ContentTag[]>> = {
  [P.website]: ["site"],
  [P.consultClass]: ["category"],
  [P.countryArea]: ["region"],
  [P.provinceList]: ["region"],
  [P.bannerList]: ["banner", "media"],
  [P.columnByCode]: ["column", "media"],
  [P.dataList]: ["column", "media"],
  [P.dataPageList]: ["column", "media"],
  [P.policyByCode]: ["policy"],
  [P.menu]: ["menu", "pages"],
  [P.mediaInfo]: ["media"],
  // News answers carry their covers' focus point and alt text from the media library.
  [P.newsList]: ["news", "media"],
  [P.newsYears]: ["news"],
  [P.newsById]: ["news", "category", "media"], // and its category's names
  [P.newsNeighbor]: ["news"],
  [P.newsRelated]: ["news", "media"],
};

/** Whether a path is a public content read (its tags may still depend on the body). */
export function isContentRead(path: string): boolean {
  return path === P.pageBySlug || Object.hasOwn(TAGS_BY_PATH, path);
}

/** The tags a portal call reads, or null when the call is not a known public content read. */
export function tagsForPortalCall(path: string, body: unknown): readonly ContentTag[] | null {
  if (path === P.pageBySlug) {
    const slug = (body as { slug?: unknown } | null)?.slug;
    return typeof slug === "string" && slug ? [pageTag(slug)] : null;
  }
  return TAGS_BY_PATH[path] ?? null;
}

/** Tags whose content can change by the clock alone (news scheduled for a later publish time). */
export const TIME_SENSITIVE_TAGS: ReadonlySet<ContentTag> = new Set(["news"]);
