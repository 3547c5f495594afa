// POST /api/gettranslations: content translations by the spec's keys, each answered as a
// JSON-encoded string, or '' when there is none. The texts themselves live in the documents they
// translate (docs/data-model.md); each document is read once however many keys name it.
import type { CatalogReader } from '@domain/catalog-reader';
import { isDocumentId } from '../http/validate';
import { COLLECTIONS, type CatalogDoc, type Language, type Localized } from '../model/types';
import { adminCatalogReader } from '../ssr/admin-catalog-reader';

type DocumentData = Record<string, unknown>;
type Lookup = { collection: string; id: string; pick: (data: DocumentData) => Localized | undefined };

const title = (data: DocumentData) => data.title as Localized | undefined;

/** Where a spec key's text lives, or null for a key the shop does not know. */
export function lookupOf(key: string): Lookup | null {
  let m = /^outerCategory:([^:]+):title$/.exec(key);
  if (m) return { collection: COLLECTIONS.outerCategories, id: m[1]!, pick: title };
  m = /^category:([^:]+)$/.exec(key);
  if (m) return { collection: COLLECTIONS.categories, id: m[1]!, pick: title };
  m = /^good_translation:([^:]+):title$/.exec(key);
  if (m) return { collection: COLLECTIONS.goods, id: m[1]!, pick: title };
  m = /^subcategories:([^:]+):title$/.exec(key);
  if (m) {
    const subId = m[1]!;
    // Sub-category ids are `{category}-{segment}`; the catalog is the part before the first dash.
    const catalogId = subId.split('-')[0]!;
    const pick = (data: DocumentData) => (data as unknown as CatalogDoc).subCategories?.find((s) => s._id === subId)?.title;
    return { collection: COLLECTIONS.catalogs, id: catalogId, pick };
  }
  // A bare good id asks for the good's short description.
  if (/^[\w-]{1,100}$/.test(key)) return { collection: COLLECTIONS.goods, id: key, pick: (d) => d.description as Localized | undefined };
  return null;
}

/** A key naming an id Firestore cannot hold names nothing: it gets an empty text like any unknown key. */
const lookupOfValid = (key: string): Lookup | null => {
  const lookup = lookupOf(key);
  return lookup && isDocumentId(lookup.id) ? lookup : null;
};

export async function getTranslations(language: Language, keys: string[], reader: CatalogReader = adminCatalogReader): Promise<Record<string, string>> {
  const lookups = keys.map((key) => [key, lookupOfValid(key)] as const);
  const wanted = new Map<string, Lookup>();
  for (const [, lookup] of lookups) if (lookup) wanted.set(`${lookup.collection}/${lookup.id}`, lookup);
  const docs = new Map(await Promise.all([...wanted].map(async ([path, { collection, id }]) => [path, (await reader.get(collection, id))?.data] as const)));
  return Object.fromEntries(
    lookups.map(([key, lookup]) => {
      const data = lookup && docs.get(`${lookup.collection}/${lookup.id}`);
      const text = data ? lookup.pick(data)?.[language] : undefined;
      return [key, text ? JSON.stringify(text) : ''];
    }),
  );
}
