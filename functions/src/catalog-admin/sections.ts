// Removing a full category section (POST /api/removefullcategorysection; docs/product.md, "Admin: goods"): the category,
// its catalog page and its goods go to the bin together in one transaction; goods an order names
// are archived in place, not lost. The trigger on goods brings the search index in step (ADR 13).
import { db } from '../admin';
import { putInBin, stored, type Remover } from '../bin/put-in-bin';
import { ApiError } from '../http/api-error';
import { catalogConverter, goodConverter } from '../model/converters';
import { COLLECTIONS } from '../model/types';
import { removeGoodsInTransaction } from './goods';
import { MAX_GOODS_PER_CHANGE } from './limits';

interface SectionRemoval {
  category: string;
  deletedGoods: string[];
  archivedGoods: string[];
  binEntryId: string;
}

export async function removeFullCategorySection(outerCategory: string, category: string, catalogId: string, removedBy: Remover): Promise<SectionRemoval> {
  if (catalogId !== category) throw new ApiError(400, 'CATALOG_MISMATCH');
  return db.runTransaction(async (tx) => {
    const categoryRef = db.collection(COLLECTIONS.categories).doc(category);
    const catalogRef = db.collection(COLLECTIONS.catalogs).doc(catalogId).withConverter(catalogConverter);
    const [categorySnap, catalogSnap, goods] = await Promise.all([
      tx.get(categoryRef),
      tx.get(catalogRef),
      tx.get(db.collection(COLLECTIONS.goods).where('category', '==', category).withConverter(goodConverter)),
    ]);
    if (!categorySnap.exists) throw new ApiError(404, 'CATEGORY_NOT_FOUND');
    if (categorySnap.get('outerCategory') !== outerCategory) throw new ApiError(400, 'CATALOG_MISMATCH');
    if (goods.size > MAX_GOODS_PER_CHANGE) throw new ApiError(409, 'TOO_MANY_GOODS_FOR_ONE_CHANGE');
    const writeGoods = await removeGoodsInTransaction(tx, goods.docs.map((d) => ({ id: d.id, data: d.data() })));
    tx.delete(categoryRef);
    tx.delete(catalogRef);
    const removal = writeGoods();
    const catalog = catalogSnap.data();
    const binEntryId = putInBin(tx, {
      kind: 'categorySection',
      title: categorySnap.get('title') ?? catalog?.title ?? { ua: category, en: category },
      place: outerCategory,
      docs: [stored(categorySnap), ...(catalogSnap.exists ? [stored(catalogSnap)] : []), ...removal.docs],
      restore: { archivedGoods: removal.archived },
      goods: goods.size,
      pictures: [catalog?.previewImage, ...(catalog?.subCategories ?? []).map((sub) => sub.previewImage), ...removal.pictures],
      removedBy,
      otherWrites: removal.writes + 2,
    });
    return { category, deletedGoods: removal.deleted, archivedGoods: removal.archived, binEntryId };
  });
}
