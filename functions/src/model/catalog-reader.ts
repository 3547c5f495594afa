// The server renderer's CatalogReader: the same reads as the browser's Firestore Lite, through
// firebase-admin (which the security rules do not limit, so only public collections are asked for).
import { FieldPath, Filter, type Query } from 'firebase-admin/firestore';
import type { CatalogQuery, CatalogReader } from '@domain/catalog-reader';
import { db } from '../admin';

function toQuery(collectionName: string, spec: CatalogQuery): Query {
  let query: Query = db.collection(collectionName);
  for (const { field, value } of spec.where ?? []) query = query.where(field, '==', value);
  if (spec.anyOf) query = query.where(Filter.or(...spec.anyOf.map(({ field, value }) => Filter.where(field, '==', value))));
  if (spec.ids) query = query.where(FieldPath.documentId(), 'in', [...spec.ids]);
  if (spec.orderBy) query = query.orderBy(spec.orderBy.field, spec.orderBy.direction);
  if (spec.limit !== undefined) query = query.limit(spec.limit);
  return query;
}

export const firestoreCatalogReader: CatalogReader = {
  async get(collectionName, id) {
    const snapshot = await db.collection(collectionName).doc(id).get();
    return snapshot.exists ? { id: snapshot.id, data: snapshot.data() ?? {} } : null;
  },
  async list(collectionName, spec = {}) {
    const snapshot = await toQuery(collectionName, spec).get();
    return snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() }));
  },
};
