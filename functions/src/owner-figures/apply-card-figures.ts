// One card's share of the owner's summaries brought up to date (ADR 13's shape, ADR 21): the card as
// it is now and what it last added are read, and only the difference is added to the summaries, in
// one batch with the new record of what it added, made only if that record is still the one read.
// A trigger delivered twice, or late after a newer write, finds nothing left to add.
import { FieldValue, Timestamp, type WriteBatch } from 'firebase-admin/firestore';
import { db } from '../admin';
import { cardConverter, readWith } from '../model/converters';
import { COLLECTIONS, type ShoppingCardDoc } from '../model/types';
import { kyivDay } from '../order-payments/apply-snapshot';
import { byDocument, cardFigures, figuresDiff, monthDoc, type Figures } from './card-figures';
import { linesOfGoods } from './card-lines';
import { cardFiguresRef, figuresRef } from './figure-docs';
import { untilUnchanged } from './optimistic';

export const timeMs = (time: unknown): number => (time instanceof Timestamp ? time.toMillis() : time instanceof Date ? time.getTime() : 0);

/** The card's colours' titles as ordered, for the best-sellers' names (set, not counted). */
export function colourTitles(card: ShoppingCardDoc, createdAtMs: number) {
  return { docId: monthDoc(kyivDay(createdAtMs)), titles: Object.fromEntries(card.goods.map((line) => [line.goodId, line.title])) };
}

async function applyOnce(cardId: string): Promise<Figures> {
  const markerRef = cardFiguresRef(cardId);
  const [markerSnap, cardSnap] = await db.getAll(markerRef, db.collection(COLLECTIONS.shoppingCards).doc(cardId));
  const card = readWith(cardConverter, cardSnap!);
  const createdAtMs = card ? timeMs(card.createdAt) : 0;
  const next = card ? cardFigures({ card, createdAtMs, lineOf: await linesOfGoods(card.goods.map((l) => l.goodId)) }) : {};
  const diff = figuresDiff(markerSnap!.data()?.figures ?? {}, next);
  if (Object.keys(diff).length === 0) return diff;

  const batch: WriteBatch = db.batch();
  const docs = byDocument<unknown>(diff, (value) => FieldValue.increment(value));
  if (card && card.status !== 'CANCELLED') {
    const { docId, titles } = colourTitles(card, createdAtMs);
    docs.set(docId, { ...docs.get(docId), colourTitles: titles });
  }
  for (const [docId, fields] of docs) batch.set(figuresRef(docId), fields, { merge: true });
  const read = { lastUpdateTime: markerSnap!.updateTime! };
  if (!markerSnap!.exists) batch.create(markerRef, { figures: next });
  else if (card) batch.update(markerRef, { figures: next }, read);
  else batch.delete(markerRef, read);
  await batch.commit();
  return diff;
}

/** Brings one card's share up to date; answers the counters it changed (none: already counted). */
export function applyCardFigures(cardId: string): Promise<Figures> {
  return untilUnchanged(() => applyOnce(cardId));
}
