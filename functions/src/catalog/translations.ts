// POST /api/gettranslations: content translations by the first API's keys (docs/data-model.md), each answered as a
// JSON-encoded string, or '' when there is none. The texts themselves live in the documents they
// translate (docs/data-model.md); each document is read once however many keys name it.
import { z } from 'zod';
import type { CatalogReader } from '@domain/catalog-reader';
import { isDocumentId } from '../http/validate';
import { COLLECTIONS, type Language } from '../model/types';
import { firestoreCatalogReader } from '../model/catalog-reader';

type DocumentData = Record<string, unknown>;
type Text = Partial<Record<Language, string>>;
type Lookup = { collection: string; id: string; pick: (data: DocumentData) => Text | undefined };

// The documents are read through the catalogue's untyped port, so each text is checked as it is
// picked: a field an ADMIN left odd reads as no text, never as a crash.
const TextSchema = z.object({ ua: z.string(), en: z.string() }).partial();
const SubCategorySchema = z.object({ _id: z.string(), title: z.unknown() });
const textOf = (value: unknown): Text | undefined => TextSchema.safeParse(value).data;
const title = (data: DocumentData) => textOf(data.title);

function subCategoryTitle(data: DocumentData, subId: string): Text | undefined {
  const subCategories = Array.isArray(data.subCategories) ? data.subCategories : [];
  return textOf(subCategories.map((sub) => SubCategorySchema.safeParse(sub).data).find((sub) => sub?._id === subId)?.title);
}

/** Where a spec key's text lives, or null for a key the shop does not know. */
function lookupOf(key: string): Lookup | null {
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
    return { collection: COLLECTIONS.catalogs, id: catalogId, pick: (data) => subCategoryTitle(data, subId) };
  }
  // A bare good id asks for the good's short description.
  if (/^[\w-]{1,100}$/.test(key)) return { collection: COLLECTIONS.goods, id: key, pick: (d) => textOf(d.description) };
  return null;
}

/** A key naming an id Firestore cannot hold names nothing: it gets an empty text like any unknown key. */
const lookupOfValid = (key: string): Lookup | null => {
  const lookup = lookupOf(key);
  return lookup && isDocumentId(lookup.id) ? lookup : null;
};

export async function getTranslations(language: Language, keys: string[], reader: CatalogReader = firestoreCatalogReader): Promise<Record<string, string>> {
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
