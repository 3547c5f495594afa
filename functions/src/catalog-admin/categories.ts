// Adding, changing and removing outer categories and categories (with their catalog pages).
// Each change that touches several documents is one transaction, so the catalogue is never
// seen half-changed; goods follow their category on purpose instead of being orphaned.
import { FieldValue, type QueryDocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import type { z } from 'zod';
import { catalogLink } from '@domain/links';
import { db } from '../admin';
import { ApiError } from '../http/api-error';
import { COLLECTIONS, NO_OUTER_CATEGORY, type CatalogDoc } from '../model/types';
import { MAX_GOODS_PER_CHANGE } from './limits';
import type { SaveCategorySchema, SaveOuterCategorySchema } from '@domain/api/catalog-admin';
import { catalogConverter } from '../model/converters';
import { nextOrder } from '../model/next-order';
import { editStamp } from '../http/edit-stamp';
import { putInBin, stored, type Remover } from '../bin/put-in-bin';

const outerRef = (name: string) => db.collection(COLLECTIONS.outerCategories).doc(name);
const categoryRef = (name: string) => db.collection(COLLECTIONS.categories).doc(name);
const catalogRef = (name: string) => db.collection(COLLECTIONS.catalogs).doc(name);

export async function saveOuterCategory(input: z.infer<typeof SaveOuterCategorySchema>): Promise<void> {
  const order = input.order ?? (await nextOrder(COLLECTIONS.outerCategories));
  await outerRef(input.name).set({ name: input.name, title: input.title, previewImage: input.previewImage, order, ...editStamp() }, { merge: true });
}

/** The goods of these categories, read inside the transaction (all reads come before writes). */
async function readGoods(tx: Transaction, categories: string[]): Promise<QueryDocumentSnapshot[]> {
  const snaps = await Promise.all(categories.map((c) => tx.get(db.collection(COLLECTIONS.goods).where('category', '==', c))));
  const goods = snaps.flatMap((snap) => snap.docs);
  if (goods.length > MAX_GOODS_PER_CHANGE) throw new ApiError(409, 'TOO_MANY_GOODS_FOR_ONE_CHANGE');
  return goods;
}

function moveGoods(tx: Transaction, goods: QueryDocumentSnapshot[], outerCategory: string): void {
  for (const good of goods) tx.update(good.ref, { outerCategory, updatedAt: FieldValue.serverTimestamp(), ...editStamp() });
}

export async function saveCategory(input: z.infer<typeof SaveCategorySchema>): Promise<void> {
  const order = input.order ?? (await nextOrder(COLLECTIONS.categories));
  await db.runTransaction(async (tx) => {
    if (input.outerCategory !== NO_OUTER_CATEGORY && !(await tx.get(outerRef(input.outerCategory))).exists) {
      throw new ApiError(404, 'OUTER_CATEGORY_NOT_FOUND');
    }
    const existing = await tx.get(catalogRef(input.name).withConverter(catalogConverter));
    const previous = existing.data();
    if (previous && previous.outerCategory !== input.outerCategory) {
      moveGoods(tx, await readGoods(tx, [input.name]), input.outerCategory);
    }
    const subCategories = previous?.subCategories ?? [];
    tx.set(categoryRef(input.name), { name: input.name, outerCategory: input.outerCategory, title: input.title, order, ...editStamp() });
    tx.set(catalogRef(input.name), {
      category: input.name,
      outerCategory: input.outerCategory,
      title: input.title,
      description: input.description,
      previewImage: input.previewImage ?? previous?.previewImage ?? null,
      link: catalogLink({ category: input.name, outerCategory: input.outerCategory, subCategories }),
      subCategories,
      allGoods: 'allgoods',
      order,
      ...editStamp(),
    } satisfies CatalogDoc);
  });
}

/** The outer category goes to the bin; its categories (and their goods) move to the top-level group. */
export async function removeOuterCategory(outerCategory: string, removedBy: Remover): Promise<{ movedCategories: string[]; binEntryId: string }> {
  return db.runTransaction(async (tx) => {
    const outer = await tx.get(outerRef(outerCategory));
    if (!outer.exists) throw new ApiError(404, 'OUTER_CATEGORY_NOT_FOUND');
    const categories = await tx.get(db.collection(COLLECTIONS.categories).where('outerCategory', '==', outerCategory));
    const catalogs = await Promise.all(categories.docs.map((c) => tx.get(catalogRef(c.id).withConverter(catalogConverter))));
    const goods = await readGoods(tx, categories.docs.map((c) => c.id));
    moveGoods(tx, goods, NO_OUTER_CATEGORY);
    for (const category of categories.docs) tx.update(category.ref, { outerCategory: NO_OUTER_CATEGORY, ...editStamp() });
    for (const catalog of catalogs) {
      if (!catalog.exists) continue;
      const data = catalog.data()!;
      tx.update(catalog.ref, { outerCategory: NO_OUTER_CATEGORY, link: catalogLink({ ...data, outerCategory: NO_OUTER_CATEGORY }), ...editStamp() });
    }
    tx.delete(outer.ref);
    const movedCategories = categories.docs.map((c) => c.id);
    const binEntryId = putInBin(tx, {
      kind: 'outerCategory',
      title: outer.get('title') ?? { ua: outerCategory, en: outerCategory },
      place: null,
      docs: [stored(outer)],
      restore: { movedCategories },
      pictures: [outer.get('previewImage')],
      removedBy,
      otherWrites: goods.length + 2 * categories.size + 1,
    });
    return { movedCategories, binEntryId };
  });
}
