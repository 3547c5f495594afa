// Putting goods back from the bin: the deleted ones written whole again, the archived ones shown
// again, and each yarn colour's entry back on its line (rebuilt from the good, whose stock by lot
// an order's cancellation may have changed meanwhile).
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { db } from '../admin';
import { editStamp } from '../http/edit-stamp';
import { ApiError } from '../http/api-error';
import { goodConverter } from '../model/converters';
import { COLLECTIONS, type BinStoredDoc, type GoodDoc } from '../model/types';
import type { YarnLineColourEntry } from '../model/yarn-line-docs';
import { colourEntry } from '../stock/colour-entry';
import { readYarnLinesById } from '../stock/lot-stock';

/** Firestore's `in` takes at most 30 values per query. */
const IN_CHUNK = 30;

interface GoodsPlace {
  category: string;
  outerCategory: string;
  /** The good's sub-category segment where it lands (its own, or all-goods when that is gone). */
  subcategoryOf: (good: GoodDoc) => string;
}

/** Refuses when a document now stands at one of these paths (made after the removal). */
export async function checkPathsFree(tx: Transaction, paths: string[]): Promise<void> {
  if (paths.length === 0) return;
  const snaps = await tx.getAll(...paths.map((path) => db.doc(path)));
  const taken = snaps.find((snap) => snap.exists);
  if (taken) throw new ApiError(409, 'BIN_NAME_TAKEN', { path: taken.ref.path });
}

async function checkArticulsFree(tx: Transaction, goods: { id: string; data: GoodDoc }[]): Promise<void> {
  for (let at = 0; at < goods.length; at += IN_CHUNK) {
    const chunk = goods.slice(at, at + IN_CHUNK);
    const same = await tx.get(db.collection(COLLECTIONS.goods).where('articul', 'in', chunk.map((good) => good.data.articul)).select('articul'));
    const clash = same.docs.find((doc) => !chunk.some((good) => good.id === doc.id));
    if (clash) throw new ApiError(409, 'ARTICUL_TAKEN', { articul: clash.get('articul') });
  }
}

/** Reads what putting these goods back needs (all before any write); answers the writes to make and their count. */
export async function planGoodsBack(tx: Transaction, deletedDocs: BinStoredDoc[], archivedIds: string[], place: GoodsPlace): Promise<() => number> {
  const deleted = deletedDocs.map((doc) => ({ id: doc.path.split('/').pop()!, path: doc.path, data: doc.data as unknown as GoodDoc }));
  await checkPathsFree(tx, deleted.map((good) => good.path));
  await checkArticulsFree(tx, deleted);
  const archivedSnaps = archivedIds.length ? await tx.getAll(...archivedIds.map((id) => db.collection(COLLECTIONS.goods).doc(id).withConverter(goodConverter))) : [];
  // An archived good is shown again while it is still archived (an edit meanwhile has shown it already).
  const archived = archivedSnaps.flatMap((snap) => {
    const data = snap.data();
    return data?.archived ? [{ id: snap.id, path: snap.ref.path, data }] : [];
  });
  const all = [...deleted, ...archived];
  const lineIds = all.flatMap((good) => (good.data.yarnLineId && good.data.colour ? [good.data.yarnLineId] : []));
  const lines = await readYarnLinesById(tx, lineIds);
  const gone = [...new Set(lineIds.filter((id) => !lines.has(id)))];
  if (gone.length) throw new ApiError(409, 'BIN_YARN_LINE_GONE', { lines: gone });
  return () => {
    const where = (good: GoodDoc) => ({ category: place.category, outerCategory: place.outerCategory, subcategory: place.subcategoryOf(good), updatedAt: FieldValue.serverTimestamp() });
    for (const good of deleted) tx.set(db.doc(good.path), { ...good.data, ...where(good.data), ...editStamp() });
    for (const good of archived) tx.update(db.doc(good.path), { ...where(good.data), archived: false, ...editStamp() });
    const entries = new Map<string, YarnLineColourEntry[]>();
    for (const good of all) {
      const { yarnLineId, colour } = good.data;
      if (!yarnLineId || !colour) continue;
      const colours = entries.get(yarnLineId) ?? lines.get(yarnLineId)!.colours.filter((entry) => entry.goodId !== good.id);
      entries.set(yarnLineId, [...colours.filter((entry) => entry.goodId !== good.id), colourEntry(good.id, colour, good.data.quantity, good.data.lots ?? null)]);
    }
    for (const [lineId, colours] of entries) tx.update(db.collection(COLLECTIONS.yarnLines).doc(lineId), { colours, updatedAt: FieldValue.serverTimestamp(), ...editStamp() });
    return all.length + entries.size;
  };
}
