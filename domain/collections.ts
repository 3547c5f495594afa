// The Firestore collections, named once for the functions, the SPA and the scripts.
// docs/data-model.md says what each holds and who may read or write it.
export const COLLECTIONS = {
  outerCategories: 'outerCategories',
  categories: 'categories',
  catalogs: 'catalogs',
  goods: 'goods',
  mainPageImages: 'mainPageImages',
  shoppingCards: 'shoppingCards',
  users: 'users',
  usernames: 'usernames',
  callbackRequests: 'callbackRequests',
  mail: 'mail',
  counters: 'counters',
  /** Blocks of display numbers, one document per block (functions/src/orders/number-blocks.ts). */
  shoppingCardNumbers: 'shoppingCardNumbers',
  shoppingCardRequests: 'shoppingCardRequests',
  searchIndex: 'searchIndex',
  loginAttempts: 'loginAttempts',
  /** Request counts of the public writes' rate limits (functions/src/http/rate-limit.ts). Functions only. */
  rateLimits: 'rateLimits',
  /** Built artefacts such as the site map (siteMeta/sitemap). Functions only. */
  siteMeta: 'siteMeta',
  /** Yarn lines: shared attributes and a short entry per colour (domain/yarn-line.ts). Public read. */
  yarnLines: 'yarnLines',
  /** The shop's settings edited by the ADMIN: settings/shipping (domain/shipping.ts). Functions only. */
  settings: 'settings',
} as const;

export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];
