// Rebuilds the owner's summaries from the orders and goods as they are (POST
// /api/rebuildownerfigures, and the seed): for going live on a shop with orders, or after the
// summaries' shape changed. Cards and goods are read a page at a time, so a shop of any size fits
// in one function's memory; what each card added is kept as the triggers keep it, so they go on
// from here. Run it while no orders move: a card written during the rebuild may be counted by
// both, until its next write puts it right.
import type { CollectionReference, Query } from 'firebase-admin/firestore';
import { db } from '../admin';
import { cardConverter, goodConverter } from '../model/converters';
import { COLLECTIONS } from '../model/types';
import { addFigures, byDocument, cardFigures, LOW_STOCK_DOC, type Figures, type Nested } from './card-figures';
import { colourTitles, timeMs } from './apply-card-figures';
import { linesOfGoods } from './card-lines';
import { cardFiguresRef, figuresRef, type LowStockDoc } from './figure-docs';
import { lowStockEntry } from './low-stock';

const PAGE = 500;

async function* pages<T>(query: Query<T>) {
  let page = await query.orderBy('__name__').limit(PAGE).get();
  while (!page.empty) {
    yield page.docs;
    if (page.size < PAGE) return;
    page = await query.orderBy('__name__').startAfter(page.docs.at(-1)!).limit(PAGE).get();
  }
}

async function removeAll(collection: CollectionReference): Promise<void> {
  const writer = db.bulkWriter();
  for await (const docs of pages(collection.select())) for (const doc of docs) void writer.delete(doc.ref);
  await writer.close();
}

interface RebuildSummary {
  cards: number;
  lowStockGoods: number;
}

export async function rebuildOwnerFigures(): Promise<RebuildSummary> {
  await Promise.all([removeAll(db.collection(COLLECTIONS.ownerFigures)), removeAll(db.collection(COLLECTIONS.ownerFigureCards))]);
  const writer = db.bulkWriter();
  const totals: Figures = {};
  const titles = new Map<string, Nested<unknown>>();
  const knownLines = new Map<string, string | null>();
  let cards = 0;
  for await (const docs of pages(db.collection(COLLECTIONS.shoppingCards).withConverter(cardConverter))) {
    await linesOfGoods(docs.flatMap((doc) => doc.data().goods.map((line) => line.goodId)), knownLines);
    for (const doc of docs) {
      const card = doc.data();
      const createdAtMs = timeMs(card.createdAt);
      const figures = cardFigures({ card, createdAtMs, lineOf: await linesOfGoods(card.goods.map((l) => l.goodId), knownLines) });
      addFigures(totals, figures);
      if (card.status !== 'CANCELLED') {
        const { docId, titles: colours } = colourTitles(card, createdAtMs);
        titles.set(docId, { ...titles.get(docId), ...colours });
      }
      void writer.set(cardFiguresRef(doc.id), { figures });
      cards += 1;
    }
  }
  const docs = byDocument<unknown>(totals, (value) => value);
  for (const [docId, colours] of titles) docs.set(docId, { ...docs.get(docId), colourTitles: colours });

  const low: NonNullable<LowStockDoc['goods']> = {};
  for await (const goods of pages(db.collection(COLLECTIONS.goods).withConverter(goodConverter))) {
    for (const good of goods) {
      const entry = lowStockEntry(good.data());
      if (entry) low[good.id] = entry;
    }
  }
  docs.set(LOW_STOCK_DOC, { goods: low });
  for (const [docId, fields] of docs) void writer.set(figuresRef(docId), fields);
  await writer.close();
  return { cards, lowStockGoods: Object.keys(low).length };
}
