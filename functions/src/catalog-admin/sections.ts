// Removing a full category section (POST /api/removefullcategorysection; docs/product.md, "Admin: goods"): the category,
// its catalog page and its goods go together in one transaction; goods an order names are
// archived, not lost. The trigger on goods brings the search index in step (ADR 13).
import { db } from '../admin';
import { ApiError } from '../http/api-error';
import { typedConverter } from '../model/converters';
import { COLLECTIONS, type GoodDoc } from '../model/types';
import { removeGoodsInTransaction } from './goods';
import { MAX_GOODS_PER_CHANGE } from './limits';

const goodLineConverter = typedConverter<Pick<GoodDoc, 'yarnLineId'>>();

interface SectionRemoval {
  category: string;
  deletedGoods: string[];
  archivedGoods: string[];
}

export async function removeFullCategorySection(outerCategory: string, category: string, catalogId: string): Promise<SectionRemoval> {
  if (catalogId !== category) throw new ApiError(400, 'CATALOG_MISMATCH');
  const result = await db.runTransaction(async (tx) => {
    const categoryRef = db.collection(COLLECTIONS.categories).doc(category);
    const catalogRef = db.collection(COLLECTIONS.catalogs).doc(catalogId);
    const [categorySnap, goods] = await Promise.all([
      tx.get(categoryRef),
      tx.get(db.collection(COLLECTIONS.goods).where('category', '==', category).select('yarnLineId').withConverter(goodLineConverter)),
    ]);
    if (!categorySnap.exists) throw new ApiError(404, 'CATEGORY_NOT_FOUND');
    if (categorySnap.get('outerCategory') !== outerCategory) throw new ApiError(400, 'CATALOG_MISMATCH');
    if (goods.size > MAX_GOODS_PER_CHANGE) throw new ApiError(409, 'TOO_MANY_GOODS_FOR_ONE_CHANGE');
    const writeGoods = await removeGoodsInTransaction(tx, goods.docs.map((d) => ({ id: d.id, yarnLineId: d.data().yarnLineId })));
    tx.delete(categoryRef);
    tx.delete(catalogRef);
    const { deleted, archived } = writeGoods();
    return { category, deletedGoods: deleted, archivedGoods: archived };
  });
  return result;
}
