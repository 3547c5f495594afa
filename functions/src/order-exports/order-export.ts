// An orders export, page by page: a range query on createdAt (one field, no composite index),
// a page of cards at a time after the last one read (a query cursor), the filter applied to each
// page, and the page's rows handed to the sheet before the next page is read. Memory holds one
// page and the articuls seen so far (one short string per good), however long the range.
import type { Writable } from 'node:stream';
import type { Language } from '@domain/language';
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../admin';
import { COLLECTIONS, type ShoppingCardDoc } from '../model/types';
import { cardConverter } from '../model/converters';
import { sheetWriter, type SheetFormat } from '../spreadsheets/sheet-stream';
import { keepsCard, type ExportFilter } from './export-filter';
import { orderRows } from './order-rows';
import { ORDER_COLUMNS, SHEET_NAME } from './sheet-words';

/** Cards read per query: a few hundred kilobytes of documents. */
const EXPORT_PAGE_SIZE = 300;

/** The articuls of the page's goods not seen before, added to `known`. */
async function addArticuls(cards: ShoppingCardDoc[], known: Map<string, string>): Promise<void> {
  const missing = [...new Set(cards.flatMap((card) => card.goodIds ?? card.goods.map((line) => line.goodId)))].filter((id) => !known.has(id));
  if (missing.length === 0) return;
  const snaps = await db.getAll(...missing.map((id) => db.collection(COLLECTIONS.goods).doc(id)));
  for (const snap of snaps) known.set(snap.id, (snap.get('articul') as string | undefined) ?? '');
}

/** Every page of cards placed in the filter's range, oldest first. */
export async function* cardPages(filter: ExportFilter, pageSize = EXPORT_PAGE_SIZE): AsyncGenerator<ShoppingCardDoc[]> {
  const query = db
    .collection(COLLECTIONS.shoppingCards)
    .withConverter(cardConverter)
    .where('createdAt', '>=', new Date(filter.fromMs))
    .where('createdAt', '<', new Date(filter.untilMs))
    .orderBy('createdAt')
    .limit(pageSize);
  let after: QueryDocumentSnapshot<ShoppingCardDoc> | undefined;
  for (;;) {
    const snap = await (after ? query.startAfter(after) : query).get();
    if (snap.empty) return;
    yield snap.docs.map((doc) => doc.data());
    if (snap.size < pageSize) return;
    after = snap.docs.at(-1);
  }
}

/** Writes the filtered orders to `out` as `format`; answers how many cards and rows went in. */
export async function writeOrdersExport(out: Writable, filter: ExportFilter, format: SheetFormat, language: Language) {
  const sheet = sheetWriter(format, out, ORDER_COLUMNS[language], SHEET_NAME[language]);
  const articuls = new Map<string, string>();
  let cards = 0;
  let rows = 0;
  for await (const page of cardPages(filter)) {
    const kept = page.filter((card) => keepsCard(filter, card));
    await addArticuls(kept, articuls);
    const pageRows = kept.flatMap((card) => orderRows(card, articuls, language));
    await sheet.write(pageRows);
    cards += kept.length;
    rows += pageRows.length;
  }
  await sheet.end();
  return { cards, rows };
}
