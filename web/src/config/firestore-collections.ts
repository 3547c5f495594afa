/** Firestore collections the SPA reads directly (the rest go through the HTTP API). */
export const COLLECTIONS = {
  outerCategories: 'outerCategories',
  categories: 'categories',
  catalogs: 'catalogs',
  goods: 'goods',
  mainPageImages: 'mainPageImages',
  searchIndex: 'searchIndex',
  yarnLines: 'yarnLines',
} as const;
