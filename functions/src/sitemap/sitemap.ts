// Builds the site map from Firestore and keeps it in siteMeta/sitemap, so /sitemap.xml is one
// document read however large the catalogue grows.
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../admin';
import { COLLECTIONS, type SitemapDoc } from '../model/types';
import { sitemapXml } from './sitemap-xml';
import { catalogConverter, goodConverter, typedConverter } from '../model/converters';

const sitemapDoc = () => db.collection(COLLECTIONS.siteMeta).withConverter(typedConverter<SitemapDoc>()).doc('sitemap');

export async function buildSitemap(origin: string): Promise<{ xml: string; urlCount: number }> {
  const [outer, catalogs, goods] = await Promise.all([
    db.collection(COLLECTIONS.outerCategories).orderBy('order').get(),
    db.collection(COLLECTIONS.catalogs).withConverter(catalogConverter).orderBy('order').get(),
    db.collection(COLLECTIONS.goods).withConverter(goodConverter).where('archived', '==', false).get(),
  ]);
  const result = sitemapXml(origin, {
    outerCategories: outer.docs.map((d) => d.id),
    catalogs: catalogs.docs.map((d) => d.data()),
    goods: goods.docs.map((d) => {
      const good = d.data();
      return { id: d.id, outerCategory: good.outerCategory, category: good.category, subcategory: good.subcategory };
    }) });
  await sitemapDoc().set({ ...result, origin, builtAt: FieldValue.serverTimestamp() });
  return result;
}

/** The stored site map, built on first use. */
export async function storedSitemap(origin: string): Promise<string> {
  const snap = await sitemapDoc().get();
  const xml = snap.data()?.xml;
  return xml ?? (await buildSitemap(origin)).xml;
}
