// Moving a removed piece of the catalogue into the bin, inside the removing transaction, so that
// the removal and its bin entry are written together or not at all.
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { BIN_DAYS, type BinKind } from '@domain/api/bin';
import type { Localized } from '@domain/language';
import { db } from '../admin';
import { ApiError } from '../http/api-error';
import { typedConverter } from '../model/converters';
import { COLLECTIONS, type BinEntryDoc, type BinPartDoc, type BinRestoreData, type BinStoredDoc } from '../model/types';
import { splitIntoParts } from './bin-parts';

/** Firestore commits at most 500 writes at once: a removal (or its restore) that needs more is refused whole. */
const MAX_WRITES_PER_COMMIT = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

export const binEntryConverter = typedConverter<BinEntryDoc>();
const binPartConverter = typedConverter<BinPartDoc>();
export const binEntryRef = (entryId: string) => db.collection(COLLECTIONS.bin).doc(entryId).withConverter(binEntryConverter);
export const binPartRef = (entryId: string, part: number) => db.collection(COLLECTIONS.bin).doc(entryId).collection('parts').doc(String(part)).withConverter(binPartConverter);

export function checkWriteCount(writes: number): void {
  if (writes > MAX_WRITES_PER_COMMIT) throw new ApiError(409, 'TOO_MANY_GOODS_FOR_ONE_CHANGE', { writes });
}

/** Who removed a thing, as its entry records it. */
export interface Remover {
  uid: string;
  email: string | null;
}

interface BinPut {
  kind: BinKind;
  title: Localized;
  place: string | null;
  docs: BinStoredDoc[];
  /** The removed document it stands for; by default the first stored one. */
  removed?: { collection: string; docId: string };
  restore?: BinRestoreData;
  goods?: number;
  pictures?: (string | null | undefined)[];
  removedBy: Remover;
  /** The removal's own writes in this transaction, counted against the commit's limit. */
  otherWrites: number;
}

/** Writes the entry and its parts (after every read of the transaction); answers the entry's id. */
export function putInBin(tx: Transaction, put: BinPut, now = Date.now()): string {
  const parts = splitIntoParts(put.docs);
  checkWriteCount(put.otherWrites + 1 + parts.length);
  const ref = db.collection(COLLECTIONS.bin).doc();
  const pictures = [...new Set(put.pictures?.filter((url): url is string => Boolean(url)))];
  const [collection = '', docId = ''] = put.removed ? [put.removed.collection, put.removed.docId] : (put.docs[0]?.path.split('/') ?? []);
  tx.set(binEntryRef(ref.id), {
    kind: put.kind,
    title: put.title,
    collection,
    docId,
    place: put.place,
    restore: put.restore ?? {},
    parts: parts.length,
    goods: put.goods ?? 0,
    pictures,
    removedAt: Timestamp.fromMillis(now),
    expiresAt: Timestamp.fromMillis(now + BIN_DAYS * DAY_MS),
    removedBy: { uid: put.removedBy.uid, email: put.removedBy.email },
  });
  parts.forEach((docs, at) => tx.set(binPartRef(ref.id, at), { docs }));
  return ref.id;
}

/** A document's stored form: its path and its fields as read. */
export const stored = (snap: { ref: { path: string }; data: () => unknown }): BinStoredDoc => ({ path: snap.ref.path, data: snap.data() as Record<string, unknown> });
