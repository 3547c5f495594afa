// Goods as the ADMIN edits them: create or change (articuls unique), move to another
// sub-category, remove to the bin (the good stays, archived, when an order names it).
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { subCategorySegment } from '@domain/links';
import { db } from '../admin';
import { ApiError } from '../http/api-error';
import { ALL_GOODS, COLLECTIONS, type CatalogDoc, type GoodDoc } from '../model/types';
import type { YarnColourFields } from '../model/yarn-line-docs';
import { readYarnLinesById } from '../stock/lot-stock';
import { planGoodColour } from './good-colour';
import { goodsInShoppingCards } from './references';
import { yarnLineRef } from './yarn-lines';
import type { SaveGoodInput } from '@domain/api/catalog-admin';
import { putInBin, type Remover } from '../bin/put-in-bin';
import type { BinStoredDoc } from '../model/types';
import { catalogConverter, goodConverter } from '../model/converters';
import { editStamp } from '../http/edit-stamp';

const goodsRef = () => db.collection(COLLECTIONS.goods);

async function readCatalog(tx: Transaction, category: string): Promise<CatalogDoc> {
  const snap = await tx.get(db.collection(COLLECTIONS.catalogs).withConverter(catalogConverter).doc(category));
  if (!snap.exists) throw new ApiError(404, 'CATALOG_NOT_FOUND');
  return snap.data()!;
}

function checkSubcategory(catalog: CatalogDoc, subcategory: string): void {
  const segments = new Set([ALL_GOODS, ...catalog.subCategories.map((s) => subCategorySegment(s.name))]);
  if (!segments.has(subcategory)) throw new ApiError(400, 'SUBCATEGORY_NOT_FOUND');
}

/** The optional fields an update sends: each left out is kept, each null deleted. */
function updatesOf(optional: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(optional).flatMap(([key, value]) => (value === undefined ? [] : [[key, value ?? FieldValue.delete()]])));
}

/** The optional fields a new good is written with: only those given a value. */
function presentOf(optional: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined && value !== null));
}

/** A save from a form opened before a reservation or a price list moved the stock would undo that move. */
function checkStockSeen(stored: GoodDoc | undefined, quantitySeen: number | undefined): void {
  if (stored && quantitySeen !== undefined && stored.quantity !== quantitySeen) throw new ApiError(409, 'STOCK_CHANGED', { quantity: stored.quantity });
}

export async function saveGood({ goodId, yarnColour, quantitySeen, ...input }: SaveGoodInput): Promise<string> {
  const ref = goodId ? goodsRef().doc(goodId) : goodsRef().doc(input.articul.toLowerCase());
  await db.runTransaction(async (tx) => {
    const catalog = await readCatalog(tx, input.category);
    checkSubcategory(catalog, input.subcategory);
    const sameArticul = await tx.get(goodsRef().where('articul', '==', input.articul).limit(2));
    if (sameArticul.docs.some((d) => d.id !== ref.id)) throw new ApiError(409, 'ARTICUL_TAKEN');
    const existing = await tx.get(ref.withConverter(goodConverter));
    if (goodId && !existing.exists) throw new ApiError(404, 'GOOD_NOT_FOUND');
    if (!goodId && existing.exists) throw new ApiError(409, 'ARTICUL_TAKEN');
    const colour = await planGoodColour(tx, ref.id, existing.data(), yarnColour, input.quantity);
    checkStockSeen(existing.data(), quantitySeen);
    const { weightGrams, toolSize, patternYarns, ...rest } = input;
    const fields = { ...rest, ...colour.fields, outerCategory: catalog.outerCategory, archived: false, updatedAt: FieldValue.serverTimestamp(), ...editStamp() };
    // Optional fields: left out keeps the stored value, null removes it (for the weight, the default applies).
    const optional = { weightGrams, toolSize, patternYarns };
    if (existing.exists) {
      tx.update(ref, { ...fields, ...updatesOf(optional) });
    } else {
      const created = { ...fields, createdAt: FieldValue.serverTimestamp() } satisfies Record<Exclude<keyof GoodDoc, keyof typeof optional | keyof YarnColourFields>, unknown>;
      tx.set(ref, { ...created, ...presentOf(optional) });
    }
    colour.writeLines();
  });
  return ref.id;
}

export async function changeGoodSubcategory(goodId: string, subcategory: string): Promise<void> {
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(goodsRef().withConverter(goodConverter).doc(goodId));
    if (!snap.exists) throw new ApiError(404, 'GOOD_NOT_FOUND');
    const good = snap.data()!;
    checkSubcategory(await readCatalog(tx, good.category), subcategory);
    tx.update(snap.ref, { subcategory, updatedAt: FieldValue.serverTimestamp(), ...editStamp() });
  });
}

/** A good as a removal reads it: whole, since the bin keeps it to put back. */
interface RemovedGood {
  id: string;
  data: GoodDoc;
}

interface GoodsRemoval {
  deleted: string[];
  archived: string[];
  /** The deleted goods, whole, for the bin. */
  docs: BinStoredDoc[];
  pictures: (string | null)[];
  /** The writes made in the transaction. */
  writes: number;
}

/**
 * Deletes the given goods, archiving those an order still names, and takes their colour entries
 * off their yarn lines, inside the caller's transaction (after all its reads). Answers what
 * happened to each, and the deleted goods whole for the bin.
 */
export async function removeGoodsInTransaction(tx: Transaction, goods: RemovedGood[]): Promise<() => GoodsRemoval> {
  const goodIds = goods.map((good) => good.id);
  const referenced = await goodsInShoppingCards(tx, goodIds);
  const lines = await readYarnLinesById(tx, goods.flatMap((good) => good.data.yarnLineId ?? []));
  return () => {
    let writes = goods.length;
    for (const id of goodIds) {
      if (referenced.has(id)) tx.update(goodsRef().doc(id), { archived: true, updatedAt: FieldValue.serverTimestamp(), ...editStamp() });
      else tx.delete(goodsRef().doc(id));
    }
    for (const [lineId, line] of lines) {
      const colours = line.colours.filter((entry) => !goodIds.includes(entry.goodId));
      if (colours.length === line.colours.length) continue;
      tx.update(yarnLineRef(lineId), { colours, updatedAt: FieldValue.serverTimestamp(), ...editStamp() });
      writes += 1;
    }
    const deleted = goods.filter((good) => !referenced.has(good.id));
    return {
      deleted: deleted.map((good) => good.id),
      archived: goodIds.filter((id) => referenced.has(id)),
      docs: deleted.map((good) => ({ path: goodsRef().doc(good.id).path, data: good.data as unknown as Record<string, unknown> })),
      pictures: deleted.flatMap(({ data }) => [data.mainImage, ...(data.images ?? []), data.colour?.swatch.kind === 'picture' ? data.colour.swatch.url : null]),
      writes,
    };
  };
}

export async function removeGood(category: string, goodId: string, removedBy: Remover): Promise<{ deleted: string[]; archived: string[]; binEntryId: string }> {
  const result = await db.runTransaction(async (tx) => {
    const snap = await tx.get(goodsRef().withConverter(goodConverter).doc(goodId));
    const good = snap.data();
    if (!good || good.category !== category) throw new ApiError(404, 'GOOD_NOT_FOUND');
    const write = await removeGoodsInTransaction(tx, [{ id: goodId, data: good }]);
    const { deleted, archived, docs, pictures, writes } = write();
    const binEntryId = putInBin(tx, {
      kind: 'good',
      title: good.title,
      place: category,
      docs,
      restore: { archivedGoods: archived },
      goods: 1,
      pictures,
      removedBy,
      otherWrites: writes,
    });
    return { deleted, archived, binEntryId };
  });
  return result;
}
