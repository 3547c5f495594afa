// Goods synchronisation from the warehouse price list: preview what a file would
// change, or apply it. Applying writes in transactions of at most 100 goods (stock changes
// only in transactions); the trigger on goods brings the search index in step (ADR 13). A file
// that cannot be read, or whose header lacks a required column, changes nothing.
import { FieldValue } from 'firebase-admin/firestore';
import type { DyeLot } from '@domain/yarn-line';
import { db } from '../admin';
import { ApiError } from '../http/api-error';
import { ALL_GOODS, COLLECTIONS, type CatalogDoc } from '../model/types';
import { readYarnLinesById, writeLineEntries } from '../stock/lot-stock';
import { readPriceList } from './price-list-file';
import { parsePriceRows, PriceListHeaderError } from './price-list-rows';
import { planSync, type ExistingGood, type GoodChange, type SyncPlan } from './sync-plan';
import { catalogConverter, goodConverter } from '../model/converters';
import { editStamp } from '../http/edit-stamp';

const BATCH = 100;

type KnownGood = ExistingGood & { yarnLineId: string | null };

async function currentCatalog(): Promise<{ goods: Map<string, KnownGood>; catalogs: Map<string, CatalogDoc> }> {
  const [goods, catalogs] = await Promise.all([
    db.collection(COLLECTIONS.goods).withConverter(goodConverter).get(),
    db.collection(COLLECTIONS.catalogs).withConverter(catalogConverter).get(),
  ]);
  const byArticul = new Map<string, KnownGood>();
  for (const doc of goods.docs) {
    const good = doc.data();
    byArticul.set(good.articul, {
      id: doc.id,
      price: good.price,
      quantity: good.quantity,
      discount: good.discount,
      title: good.title,
      ...(good.lots ? { lots: good.lots } : {}),
      ...(good.colour ? { colourCode: good.colour.code } : {}),
      yarnLineId: good.yarnLineId ?? null });
  }
  return { goods: byArticul, catalogs: new Map(catalogs.docs.map((d) => [d.id, d.data()])) };
}

export async function previewSync(bytes: Buffer): Promise<SyncPlan & { catalogs: Map<string, CatalogDoc>; goods: Map<string, KnownGood> }> {
  const rows = await readPriceList(bytes);
  let parsed;
  try {
    parsed = parsePriceRows(rows);
  } catch (error) {
    if (error instanceof PriceListHeaderError) throw new ApiError(400, 'PRICE_LIST_BAD_HEADER', { reason: error.message });
    throw error;
  }
  const { goods, catalogs } = await currentCatalog();
  return { ...planSync(parsed.rows, parsed.invalid, goods, new Set(catalogs.keys())), catalogs, goods };
}

/** A good created from a price-list row: on sale at once, to be completed in the edit form. */
function newGood(change: GoodChange, catalog: CatalogDoc): Record<string, unknown> {
  return {
    ...change.fields,
    description: { ua: '', en: '' },
    kind: 'accessory',
    measurement: 'piece',
    measurementCount: 1,
    outerCategory: catalog.outerCategory,
    subcategory: ALL_GOODS,
    mainImage: null,
    images: [],
    popular: false,
    newGoodState: true,
    articul: change.articul,
    yarn: null,
    archived: false,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    ...editStamp() };
}

export async function applySync(bytes: Buffer): Promise<SyncPlan> {
  const { catalogs, goods, ...plan } = await previewSync(bytes);
  const changes = [...plan.updated, ...plan.created];
  for (let at = 0; at < changes.length; at += BATCH) {
    const chunk = changes.slice(at, at + BATCH);
    await db.runTransaction(async (tx) => {
      const refs = chunk.map((c) => db.collection(COLLECTIONS.goods).doc(c.goodId ?? c.articul.toLowerCase()));
      const snaps = await tx.getAll(...refs);
      // A colour's new lots also change its entry on its yarn line, in the same transaction.
      const lotted = chunk.flatMap((c) => (c.goodId && c.fields.lots ? [{ goodId: c.goodId, lineId: goods.get(c.articul)?.yarnLineId, stock: { lots: c.fields.lots as DyeLot[], quantity: c.fields.quantity as number } }] : []));
      const yarnLines = await readYarnLinesById(tx, lotted.flatMap((l) => l.lineId ?? []));
      chunk.forEach((change, i) => {
        const ref = refs[i]!;
        if (change.goodId) {
          if (!snaps[i]!.exists) throw new ApiError(409, 'PRICE_LIST_CHANGED_MEANWHILE');
          tx.update(ref, { ...change.fields, updatedAt: FieldValue.serverTimestamp(), ...editStamp() });
        } else {
          if (snaps[i]!.exists) throw new ApiError(409, 'PRICE_LIST_CHANGED_MEANWHILE');
          tx.create(ref, newGood(change, catalogs.get(change.fields.category as string)!));
        }
      });
      writeLineEntries(tx, lotted, yarnLines);
    });
  }
  return plan;
}
