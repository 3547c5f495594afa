// How long Hosting's CDN may keep a page. A rendered public page is the same for everyone who asks
// in the same language, so the CDN serves it for a minute, and for 3.5 more while it fetches a
// fresh copy, which the function renders from reads at most half a minute old (READ_CACHE_MS): an
// ADMIN's change shows on every page within five minutes (README, "Caching"). Browsers
// revalidate every time (max-age=0), so a language switch or a reload is never stale.
const PUBLIC_PAGE_SECONDS = 60;
const STALE_WHILE_REVALIDATE_SECONDS = 210;
export const READ_CACHE_MS = 30_000;
/** Distinct catalogue reads an instance keeps: a few hundred pages' worth, a few MB at most. */
export const READ_CACHE_ENTRIES = 500;

export const CACHE_HEADERS = {
  /** A page rendered from the catalogue: the same for every visitor in that language. */
  public: {
    'Cache-Control': `public, max-age=0, s-maxage=${PUBLIC_PAGE_SECONDS}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`,
    // The cookie chooses the language: no shared or browser cache may answer one cookie with another's page.
    Vary: 'Accept-Encoding, Cookie',
  },
  /** A personal page's shell, or a render that failed: never kept anywhere. */
  private: { 'Cache-Control': 'private, no-store' },
} as const;

/** The paths of pages about the visitor or their actions: answered with the bare shell, never cached. */
const PERSONAL = /^\/(userpage|unregistereduserpage|paymentreturn|makeorderpage|ordersmanager|admin|login|signup|checkemailmessage|confirmpasswordchange|confirmregistration|confirmemailchange|stockwatch)(\/|$)/;

export function isPersonalPath(pathname: string): boolean {
  return PERSONAL.test(pathname.toLowerCase());
}
