/**
 * The customer's own pages (spec §8), by their first path segment: an ended session sends the visitor
 * from these to log in; on every other page it only clears the user info. The back office shows its
 * own login in place. The page cache never stores them either (server/page-cache/cache-policy.ts).
 */
export const PERSONAL_PAGE_SEGMENTS = ["user", "sampleTesting", "dataComparison"] as const;

const PERSONAL_PAGE = new RegExp(`^/(${PERSONAL_PAGE_SEGMENTS.join("|")})(/|$)`);

export function isPersonalPage(pathname: string): boolean {
  return PERSONAL_PAGE.test(pathname);
}
