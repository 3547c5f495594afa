// "Відновити": a bin entry's documents go back where they were, in one transaction with the
// entry's deletion. When the place it came from is gone, the ADMIN is asked where to put it
// (BIN_PLACE_GONE) and calls again with `place`.
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { BinKind, BinPlaceKind } from '@domain/api/bin';
import { ALL_GOODS, catalogLink, NO_OUTER_CATEGORY, subCategorySegment } from '@domain/links';
import { db } from '../admin';
import { editStamp } from '../http/edit-stamp';
import { ApiError } from '../http/api-error';
import { catalogConverter } from '../model/converters';
import { COLLECTIONS, type BinEntryDoc, type BinStoredDoc, type CatalogDoc, type CategoryDoc } from '../model/types';
import { binEntryRef, binPartRef, checkWriteCount } from './put-in-bin';
import { checkPathsFree, planGoodsBack } from './restore-goods';

interface Restoring {
  tx: Transaction;
  entry: BinEntryDoc;
  docs: BinStoredDoc[];
  /** The place the ADMIN chose instead of the gone one. */
  chosen: string | undefined;
}

/** Reads what the restore needs; answers the writes (made after every read) and their count, and where it went. */
type Restorer = (r: Restoring) => Promise<{ write: () => number; place: string | null }>;

const collectionOf = (doc: BinStoredDoc) => doc.path.split('/')[0];
const docsIn = (docs: BinStoredDoc[], collection: string) => docs.filter((doc) => collectionOf(doc) === collection);

/** The parent the thing goes back to: the chosen one, else its own while it exists, else the ADMIN is asked. */
async function parentPlace(r: Restoring, kind: BinPlaceKind, exists: (name: string) => Promise<boolean>): Promise<string> {
  const notFound = kind === 'outerCategory' ? 'OUTER_CATEGORY_NOT_FOUND' : 'CATALOG_NOT_FOUND';
  if (r.chosen !== undefined) {
    if (!(await exists(r.chosen))) throw new ApiError(404, notFound);
    return r.chosen;
  }
  if (r.entry.place !== null && (await exists(r.entry.place))) return r.entry.place;
  throw new ApiError(409, 'BIN_PLACE_GONE', { choose: kind, was: r.entry.place });
}

const outerExists = (tx: Transaction) => async (name: string) => name === NO_OUTER_CATEGORY || (await tx.get(db.collection(COLLECTIONS.outerCategories).doc(name))).exists;

async function readCatalog(tx: Transaction, name: string): Promise<CatalogDoc | undefined> {
  return (await tx.get(db.collection(COLLECTIONS.catalogs).doc(name).withConverter(catalogConverter))).data();
}

/** Documents that simply go back whole (a yarn line, a slide). */
const restoreWhole: Restorer = async ({ tx, docs }) => {
  await checkPathsFree(tx, docs.map((doc) => doc.path));
  return { write: () => (docs.forEach((doc) => tx.set(db.doc(doc.path), { ...doc.data, ...editStamp() })), docs.length), place: null };
};

/** The outer category comes back, and its categories that still sit in the top-level group go back into it with their goods. */
const restoreOuterCategory: Restorer = async ({ tx, entry, docs }) => {
  await checkPathsFree(tx, docs.map((doc) => doc.path));
  const name = docs[0]!.path.split('/')[1]!;
  const moved = entry.restore.movedCategories ?? [];
  const catalogs = moved.length ? await tx.getAll(...moved.map((c) => db.collection(COLLECTIONS.catalogs).doc(c).withConverter(catalogConverter))) : [];
  const categories = moved.length ? await tx.getAll(...moved.map((c) => db.collection(COLLECTIONS.categories).doc(c))) : [];
  const back = categories.filter((snap) => snap.get('outerCategory') === NO_OUTER_CATEGORY).map((snap) => snap.id);
  const goods = await Promise.all(back.map((c) => tx.get(db.collection(COLLECTIONS.goods).where('category', '==', c).select())));
  return {
    place: null,
    write: () => {
      tx.set(db.doc(docs[0]!.path), { ...docs[0]!.data, ...editStamp() });
      for (const category of back) tx.update(db.collection(COLLECTIONS.categories).doc(category), { outerCategory: name, ...editStamp() });
      for (const snap of catalogs) {
        const catalog = snap.data();
        if (catalog && back.includes(snap.id)) tx.update(snap.ref, { outerCategory: name, link: catalogLink({ ...catalog, outerCategory: name }), ...editStamp() });
      }
      const goodRefs = goods.flatMap((snap) => snap.docs.map((doc) => doc.ref));
      for (const ref of goodRefs) tx.update(ref, { outerCategory: name, updatedAt: FieldValue.serverTimestamp(), ...editStamp() });
      return 1 + 2 * back.length + goodRefs.length;
    },
  };
};

/** The category and its catalog page come back with their goods, under their outer category or the one chosen. */
const restoreSection: Restorer = async (r) => {
  const { tx, docs } = r;
  const outerCategory = await parentPlace(r, 'outerCategory', outerExists(tx));
  const [category] = docsIn(docs, COLLECTIONS.categories);
  const [catalog] = docsIn(docs, COLLECTIONS.catalogs);
  const own = [category, catalog].filter((doc): doc is BinStoredDoc => Boolean(doc));
  await checkPathsFree(tx, own.map((doc) => doc.path));
  const name = (category!.data as unknown as CategoryDoc).name;
  const goods = await planGoodsBack(tx, docsIn(docs, COLLECTIONS.goods), r.entry.restore.archivedGoods ?? [], {
    category: name,
    outerCategory,
    subcategoryOf: (good) => good.subcategory,
  });
  return {
    place: outerCategory,
    write: () => {
      tx.set(db.doc(category!.path), { ...category!.data, outerCategory, ...editStamp() });
      if (catalog) {
        const data = catalog.data as unknown as CatalogDoc;
        tx.set(db.doc(catalog.path), { ...data, outerCategory, link: catalogLink({ ...data, outerCategory }), ...editStamp() });
      }
      return own.length + goods();
    },
  };
};

/** The sub-category goes back into its catalog (or the one chosen) at its place; its goods still in all-goods go back into it. */
const restoreSubCategory: Restorer = async (r) => {
  const { tx } = r;
  const saved = r.entry.restore.subCategory!;
  let catalog: CatalogDoc | undefined;
  const catalogName = await parentPlace(r, 'category', async (name) => Boolean((catalog = await readCatalog(tx, name))));
  const target = catalog!;
  const segment = subCategorySegment(saved.sub.name);
  if (target.subCategories.some((s) => subCategorySegment(s.name) === segment)) throw new ApiError(409, 'SUBCATEGORY_EXISTS');
  const sameCatalog = catalogName === r.entry.place;
  const goods = sameCatalog && saved.movedGoods.length ? await tx.getAll(...saved.movedGoods.map((id) => db.collection(COLLECTIONS.goods).doc(id))) : [];
  const back = goods.filter((snap) => snap.get('category') === catalogName && snap.get('subcategory') === ALL_GOODS);
  const sub = { ...saved.sub, _id: `${target.category}-${segment}`.toLowerCase() };
  const subCategories = [...target.subCategories];
  subCategories.splice(Math.min(saved.index, subCategories.length), 0, sub);
  return {
    place: catalogName,
    write: () => {
      tx.update(db.collection(COLLECTIONS.catalogs).doc(catalogName), { subCategories, link: catalogLink({ ...target, subCategories }), ...editStamp() });
      for (const snap of back) tx.update(snap.ref, { subcategory: segment, updatedAt: FieldValue.serverTimestamp(), ...editStamp() });
      return 1 + back.length;
    },
  };
};

/** The good comes back into its category (or the one chosen), in its sub-category while that still exists. */
const restoreGood: Restorer = async (r) => {
  const { tx } = r;
  let catalog: CatalogDoc | undefined;
  const category = await parentPlace(r, 'category', async (name) => Boolean((catalog = await readCatalog(tx, name))));
  const segments = new Set(catalog!.subCategories.map((s) => subCategorySegment(s.name)));
  const goods = await planGoodsBack(tx, r.docs, r.entry.restore.archivedGoods ?? [], {
    category,
    outerCategory: catalog!.outerCategory,
    subcategoryOf: (good) => (segments.has(good.subcategory) ? good.subcategory : ALL_GOODS),
  });
  return { place: category, write: goods };
};

const RESTORERS: Record<BinKind, Restorer> = {
  outerCategory: restoreOuterCategory,
  categorySection: restoreSection,
  subCategory: restoreSubCategory,
  good: restoreGood,
  yarnLine: restoreWhole,
  slide: restoreWhole,
};

export async function restoreFromBin(entryId: string, chosen?: string): Promise<{ kind: BinKind; place: string | null }> {
  return db.runTransaction(async (tx) => {
    const entrySnap = await tx.get(binEntryRef(entryId));
    const entry = entrySnap.data();
    if (!entry) throw new ApiError(404, 'BIN_ENTRY_NOT_FOUND');
    const partRefs = Array.from({ length: entry.parts }, (_, at) => binPartRef(entryId, at));
    const parts = partRefs.length ? await tx.getAll(...partRefs) : [];
    const docs = parts.flatMap((part) => part.data()?.docs ?? []);
    const { write, place } = await RESTORERS[entry.kind]({ tx, entry, docs, chosen });
    const writes = write();
    for (const ref of partRefs) tx.delete(ref);
    tx.delete(entrySnap.ref);
    // Thrown before the commit, so nothing of an oversized restore is written.
    checkWriteCount(writes + partRefs.length + 1);
    return { kind: entry.kind, place };
  });
}
