// What the admin page lists, read through the storefront's catalogue reader. Keys
// carry `scope: 'admin'` so they never share a cache entry with the storefront's own shapes, and
// still fall under the storefront's invalidation prefixes (['goods'], ['catalogs'], ...).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_GOODS_LIMIT } from '@domain/catalog-list-limits';
import { COLLECTIONS } from '@/config/firestore-collections';
import { catalogReader } from '@/lib/catalog-reader';
import { catalogKeys, goodsKeys, outerCategoryKeys } from '@/lib/query-keys';
import { NO_OUTER_CATEGORY, type Catalog, type OuterCategory } from '@/types/catalog';
import type { Good } from '@/types/good';
import { isRecord, readArray, readLocalized, readNumber, readOptionalString, readString } from '@/utils/document-fields';
import { toGood } from '@/utils/good-document';

const byOrder = <T extends { order: number; key: string }>(a: T, b: T) => a.order - b.order || a.key.localeCompare(b.key);

async function getAdminOuterCategories(): Promise<OuterCategory[]> {
  const docs = await catalogReader().list(COLLECTIONS.outerCategories);
  return docs
    .map((doc) => {
      const { data } = doc;
      return { name: doc.id, title: readLocalized(data.title, doc.id), previewImage: readOptionalString(data.previewImage), order: readNumber(data.order, 1e9), key: doc.id };
    })
    .sort(byOrder);
}

async function getAdminCatalogs(): Promise<Catalog[]> {
  const docs = await catalogReader().list(COLLECTIONS.catalogs);
  return docs
    .map((doc) => {
      const { data } = doc;
      const subCategories = readArray(data.subCategories)
        .filter(isRecord)
        .map((sub, index) => ({
          id: readString(sub._id) || String(index),
          name: readString(sub.name),
          title: readLocalized(sub.title, readString(sub.name)),
          previewImage: readOptionalString(sub.previewImage),
        }));
      return {
        category: doc.id,
        outerCategory: readString(data.outerCategory) || NO_OUTER_CATEGORY,
        title: readLocalized(data.title, doc.id),
        previewImage: readOptionalString(data.previewImage),
        subCategories,
        description: readLocalized(data.description),
        order: readNumber(data.order, 1e9),
        key: doc.id,
      };
    })
    .sort(byOrder);
}

/** Every good that is not archived; a few hundred, searched and paged in the page itself. */
async function getAdminGoods(): Promise<Good[]> {
  // More than a storefront listing may ask for: the rules allow it to a token with the ADMIN claim.
  const docs = await catalogReader().list(COLLECTIONS.goods, { limit: ADMIN_GOODS_LIMIT });
  return docs.map((doc) => toGood(doc.id, doc.data)).filter((good) => !good.archived);
}

const adminOuterCategoriesQuery = () => queryOptions({ queryKey: outerCategoryKeys.admin(), queryFn: getAdminOuterCategories });
const adminCatalogsQuery = () => queryOptions({ queryKey: catalogKeys.admin(), queryFn: getAdminCatalogs });
const adminGoodsQuery = () => queryOptions({ queryKey: goodsKeys.admin(), queryFn: getAdminGoods });

export const useAdminOuterCategories = () => useQuery(adminOuterCategoriesQuery());
export const useAdminCatalogs = () => useQuery(adminCatalogsQuery());
export const useAdminGoods = () => useQuery(adminGoodsQuery());
