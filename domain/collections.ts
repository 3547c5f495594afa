// The catalogue's Firestore collections, named once for the SPA, the functions and the scripts
// (the functions add their own in functions/src/model/collections.ts). docs/data-model.md says
// what each holds and who may read or write it.
/** The catalogue's collections, which anyone may read: the SPA reads them straight from Firestore. */
export const PUBLIC_COLLECTIONS = {
  outerCategories: 'outerCategories',
  categories: 'categories',
  catalogs: 'catalogs',
  goods: 'goods',
  mainPageImages: 'mainPageImages',
  searchIndex: 'searchIndex',
  /** Yarn lines: shared attributes and a short entry per colour (domain/yarn-line.ts). */
  yarnLines: 'yarnLines',
} as const;
