/**
 * The customer's own pages (spec §8): an ended session sends the visitor from these to log in; on
 * every other page it only clears the user info. The back office shows its own login in place.
 */
const PERSONAL_PAGE = /^\/(user|sampleTesting|dataComparison)(\/|$)/;

export function isPersonalPage(pathname: string): boolean {
  return PERSONAL_PAGE.test(pathname);
}
