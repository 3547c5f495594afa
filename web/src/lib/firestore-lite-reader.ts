// The browser's CatalogReader: Firestore Lite, loaded on the first read. A page rendered on the
// server arrives with its data, so a visit that only looks at that page never downloads the SDK.
import type { CatalogQuery, CatalogReader } from '@domain/catalog-reader';
import { withListLimits } from '@domain/catalog-list-limits';

const loadFirestore = async () => {
  const [sdk, { db }] = await Promise.all([import('firebase/firestore/lite'), import('./firebase')]);
  return { sdk, db };
};

async function runQuery(collectionName: string, spec: CatalogQuery) {
  const { sdk, db } = await loadFirestore();
  const filters = [
    ...(spec.where ?? []).map(({ field, value }) => sdk.where(field, '==', value)),
    ...(spec.ids ? [sdk.where(sdk.documentId(), 'in', [...spec.ids])] : []),
  ];
  const shape = [
    ...(spec.orderBy ? [sdk.orderBy(spec.orderBy.field, spec.orderBy.direction)] : []),
    ...(spec.limit !== undefined ? [sdk.limit(spec.limit)] : []),
  ];
  const base = sdk.collection(db, collectionName);
  // With an `or`, every filter has to be inside one composite filter.
  const query = spec.anyOf
    ? sdk.query(base, sdk.and(sdk.or(...spec.anyOf.map(({ field, value }) => sdk.where(field, '==', value))), ...filters), ...shape)
    : sdk.query(base, ...filters, ...shape);
  return sdk.getDocs(query);
}

const unlimitedReader: CatalogReader = {
  async get(collectionName, id) {
    const { sdk, db } = await loadFirestore();
    const snapshot = await sdk.getDoc(sdk.doc(db, collectionName, id));
    return snapshot.exists() ? { id: snapshot.id, data: snapshot.data() } : null;
  },
  async list(collectionName, spec = {}) {
    const snapshot = await runQuery(collectionName, spec);
    return snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() }));
  },
};

/** The rules take a list only with a limit (domain/catalog-list-limits.ts): every list says one. */
export const firestoreLiteReader = withListLimits(unlimitedReader);
