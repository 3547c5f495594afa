// Addresses of each kind of public page in the seeded catalogue, with what each must show: the
// server-render, link-preview and hydration tests all visit the same ones.
import { db } from '../../functions/src/admin.ts';
import type { CatalogDoc, GoodDoc } from '../../functions/src/model/types.ts';
import { allGoodsLink, goodLink, outerCategoryLink, subCategoryLink, subCategorySegment } from '@domain/links.ts';

export interface SeededGood {
  id: string;
  doc: GoodDoc;
  /** Its address under its outer category (a yarn with pictures). */
  path: string;
}

export interface SeededPages {
  good: SeededGood;
  /** A yarn colour with further pictures (its close-up and swatch), for the gallery's tests. */
  yarnWithPictures: SeededGood;
  outerCategory: { path: string; title: { ua: string; en: string } };
  catalog: { path: string; title: { ua: string; en: string } };
  goodsList: { path: string; title: { ua: string; en: string } };
  /** /catalog/… pages of a catalog outside any outer category, and its all-goods list. */
  plainCatalog: { path: string; allGoods: string; title: { ua: string; en: string } };
}

function seededGood(id: string, doc: GoodDoc): SeededGood {
  return { id, doc, path: goodLink({ id, outerCategory: doc.outerCategory, category: doc.category, subcategory: doc.subcategory }) };
}

export async function seededPages(): Promise<SeededPages> {
  const goods = await db.collection('goods').where('archived', '==', false).limit(300).get();
  const placed = (g: GoodDoc) => g.outerCategory !== 'noOuterCategory' && g.subcategory !== 'allgoods' && g.mainImage !== null;
  const yarn = goods.docs.find((d) => placed(d.data() as GoodDoc));
  if (!yarn) throw new Error('no seeded good with a picture in a sub-category: is the catalogue seeded?');
  const withPictures = goods.docs.find((d) => placed(d.data() as GoodDoc) && (d.data() as GoodDoc).images.length >= 2);
  if (!withPictures) throw new Error('no seeded yarn colour with further pictures in a sub-category: is the catalogue seeded?');
  const doc = yarn.data() as GoodDoc;
  const catalogDoc = (await db.collection('catalogs').doc(doc.category).get()).data() as CatalogDoc;
  const outerDoc = (await db.collection('outerCategories').doc(doc.outerCategory).get()).data() as { title: { ua: string; en: string } };
  const sub = catalogDoc.subCategories.find((s) => subCategorySegment(s.name) === doc.subcategory);
  if (!sub) throw new Error(`sub-category ${doc.subcategory} of ${doc.category} not found`);
  const plain = await db.collection('catalogs').where('outerCategory', '==', 'noOuterCategory').get();
  const plainDoc = plain.docs.map((d) => d.data() as CatalogDoc).find((c) => c.subCategories.length > 0);
  if (!plainDoc) throw new Error('no seeded catalog with sub-categories outside the outer categories');
  return {
    good: seededGood(yarn.id, doc),
    yarnWithPictures: seededGood(withPictures.id, withPictures.data() as GoodDoc),
    outerCategory: { path: outerCategoryLink(doc.outerCategory), title: outerDoc.title },
    catalog: { path: `/outercategory/${encodeURIComponent(doc.outerCategory)}/${encodeURIComponent(doc.category)}`, title: catalogDoc.title },
    goodsList: { path: subCategoryLink(catalogDoc, sub.name), title: sub.title },
    plainCatalog: { path: `/catalog/${encodeURIComponent(plainDoc.category)}`, allGoods: allGoodsLink(plainDoc), title: plainDoc.title },
  };
}
