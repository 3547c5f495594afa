// The catalogue a feed is made from, read once for all four feeds: the goods on sale (only the
// fields a feed writes), the yarn lines, the catalogs and the departments.
import { db } from '../admin';
import { typedConverter } from '../model/converters';
import { COLLECTIONS } from '../model/types';
import type { Localized } from '@domain/language';
import type { FeedCatalog, FeedCatalogue, FeedGood, FeedLine } from './feed-offers';

const GOOD_FIELDS = ['title', 'description', 'outerCategory', 'category', 'subcategory', 'mainImage', 'images', 'price', 'discount', 'quantity', 'articul', 'archived', 'yarn', 'yarnLineId', 'colour'] as const;

export async function readFeedCatalogue(): Promise<FeedCatalogue> {
  const [goods, lines, catalogs, outers] = await Promise.all([
    db.collection(COLLECTIONS.goods).where('archived', '==', false).select(...GOOD_FIELDS).withConverter(typedConverter<FeedGood>()).get(),
    db.collection(COLLECTIONS.yarnLines).select('brand', 'name', 'fibres', 'metresPer100g', 'skein', 'needleMm').withConverter(typedConverter<FeedLine>()).get(),
    db.collection(COLLECTIONS.catalogs).orderBy('order').select('category', 'outerCategory', 'title', 'subCategories').withConverter(typedConverter<FeedCatalog>()).get(),
    db.collection(COLLECTIONS.outerCategories).orderBy('order').select('title').withConverter(typedConverter<{ title: Localized }>()).get(),
  ]);
  return {
    // In id order, so that a feed lists its offers the same way every build.
    goods: goods.docs.map((doc) => ({ id: doc.id, good: doc.data() })).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
    lines: new Map(lines.docs.map((doc) => [doc.id, doc.data()])),
    catalogs: catalogs.docs.map((doc) => ({ ...doc.data(), category: doc.id, subCategories: doc.data().subCategories ?? [] })),
    outerCategories: outers.docs.map((doc) => ({ id: doc.id, title: doc.data().title })),
  };
}
