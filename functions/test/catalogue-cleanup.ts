// A test's own sections and categories, removed when its file ends: each one left would stand in
// every later page's nav bar and home tiles, and the layout tests count those.
import { db } from '../src/admin';

export async function removeOwnCatalogue({ outerCategories = [], categories = [] }: { outerCategories?: string[]; categories?: string[] }): Promise<void> {
  const inOuter = await Promise.all(outerCategories.map((outer) => db.collection('categories').where('outerCategory', '==', outer).get()));
  const allCategories = [...new Set([...categories, ...inOuter.flatMap((snap) => snap.docs.map((doc) => doc.id))])];
  const goods = await Promise.all(allCategories.map((name) => db.collection('goods').where('category', '==', name).get()));
  await Promise.all([
    ...goods.flatMap((snap) => snap.docs.map((doc) => doc.ref.delete())),
    ...allCategories.flatMap((name) => [db.collection('categories').doc(name).delete(), db.collection('catalogs').doc(name).delete()]),
    ...outerCategories.map((outer) => db.collection('outerCategories').doc(outer).delete()),
  ]);
}
