// Sub-categories live inside their catalog document. Removing one puts it in the bin and moves
// its goods to the catalog's all-goods list on purpose, in the same transaction.
import { FieldValue } from 'firebase-admin/firestore';
import type { z } from 'zod';
import { catalogLink, subCategorySegment } from '@domain/links';
import { db } from '../admin';
import { ApiError } from '../http/api-error';
import { ALL_GOODS, COLLECTIONS, type SubCategory } from '../model/types';
import { MAX_GOODS_PER_CHANGE } from './limits';
import type { AddSubCategorySchema } from '@domain/api/catalog-admin';
import { catalogConverter } from '../model/converters';
import { editStamp } from '../http/edit-stamp';
import { putInBin, type Remover } from '../bin/put-in-bin';

const catalogRef = (id: string) => db.collection(COLLECTIONS.catalogs).doc(id);

export async function addSubCategory(input: z.infer<typeof AddSubCategorySchema>): Promise<SubCategory> {
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(catalogRef(input.catalogId).withConverter(catalogConverter));
    if (!snap.exists) throw new ApiError(404, 'CATALOG_NOT_FOUND');
    const catalog = snap.data()!;
    const segment = subCategorySegment(input.name);
    if (segment === ALL_GOODS || catalog.subCategories.some((s) => subCategorySegment(s.name) === segment)) {
      throw new ApiError(409, 'SUBCATEGORY_EXISTS');
    }
    const sub: SubCategory = {
      _id: `${catalog.category}-${segment}`.toLowerCase(),
      name: input.name,
      title: input.title,
      previewImage: input.previewImage,
    };
    const subCategories = [...catalog.subCategories, sub];
    tx.update(snap.ref, { subCategories, link: catalogLink({ ...catalog, subCategories }), ...editStamp() });
    return sub;
  });
}

/** The sub-category goes to the bin; its goods move to the catalog's all-goods list. */
export async function removeSubCategory(catalogId: string, subCategoryId: string, removedBy: Remover): Promise<{ movedGoods: number; binEntryId: string }> {
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(catalogRef(catalogId).withConverter(catalogConverter));
    if (!snap.exists) throw new ApiError(404, 'CATALOG_NOT_FOUND');
    const catalog = snap.data()!;
    const index = catalog.subCategories.findIndex((s) => s._id === subCategoryId);
    const sub = catalog.subCategories[index];
    if (!sub) throw new ApiError(404, 'SUBCATEGORY_NOT_FOUND');
    const goods = await tx.get(
      db.collection(COLLECTIONS.goods).where('category', '==', catalog.category).where('subcategory', '==', subCategorySegment(sub.name)),
    );
    if (goods.size > MAX_GOODS_PER_CHANGE) throw new ApiError(409, 'TOO_MANY_GOODS_FOR_ONE_CHANGE');
    const subCategories = catalog.subCategories.filter((s) => s._id !== subCategoryId);
    tx.update(snap.ref, { subCategories, link: catalogLink({ ...catalog, subCategories }), ...editStamp() });
    for (const good of goods.docs) tx.update(good.ref, { subcategory: ALL_GOODS, updatedAt: FieldValue.serverTimestamp(), ...editStamp() });
    const binEntryId = putInBin(tx, {
      kind: 'subCategory',
      title: sub.title,
      place: catalogId,
      docs: [],
      removed: { collection: COLLECTIONS.catalogs, docId: catalogId },
      restore: { subCategory: { sub, index, movedGoods: goods.docs.map((good) => good.id) } },
      pictures: [sub.previewImage],
      removedBy,
      otherWrites: goods.size + 1,
    });
    return { movedGoods: goods.size, binEntryId };
  });
}
