import { COLLECTIONS as ALL } from '@domain/collections';

/** Firestore collections the SPA reads directly (the rest go through the HTTP API). */
export const COLLECTIONS = {
  outerCategories: ALL.outerCategories,
  categories: ALL.categories,
  catalogs: ALL.catalogs,
  goods: ALL.goods,
  mainPageImages: ALL.mainPageImages,
  searchIndex: ALL.searchIndex,
  yarnLines: ALL.yarnLines,
} as const;
