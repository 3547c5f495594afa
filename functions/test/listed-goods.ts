// A seeded good a shopper can reach: on sale, in a category a catalog lists, with a picture.
// Tests make goods of their own in unlisted categories; picking "the first good" by id can land
// on one of those when files run side by side, so every pick goes through here.
import type { Firestore, Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';

export async function listedGood(db: Firestore, narrow: (goods: Query) => Query = (goods) => goods): Promise<QueryDocumentSnapshot> {
  const [catalogs, goods] = await Promise.all([
    db.collection('catalogs').get(),
    narrow(db.collection('goods').where('archived', '==', false)).limit(200).get(),
  ]);
  const listed = new Set(catalogs.docs.map((doc) => doc.id));
  const good = goods.docs.find((doc) => listed.has(doc.get('category') as string) && Boolean(doc.get('mainImage')));
  if (!good) throw new Error('no seeded good in a listed category: run the seed (npm run seed) before these tests');
  return good;
}
