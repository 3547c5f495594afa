// The goods with their stock by dye lot, in the price list's own columns (price-list-rows.ts), so
// that the file the ADMIN downloads, edits and uploads again changes only what she edited: a
// colour counted by lot takes one row per lot, as the import reads it. Archived goods are left
// out (they are kept only for old orders). Read page by page, by document id.
import type { Writable } from 'node:stream';
import { FieldPath, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../admin';
import { goodConverter } from '../model/converters';
import { COLLECTIONS, type GoodDoc } from '../model/types';
import type { Cell } from '../spreadsheets/cells';
import { sheetWriter, type SheetFormat } from '../spreadsheets/sheet-stream';

/** The first name price-list-rows.ts knows each column by. */
export const GOODS_COLUMNS = ['articul', 'title', 'title_en', 'category', 'price', 'discount', 'quantity', 'lot', 'colour_code'];
const PAGE_SIZE = 500;

/** A good's rows: one, or one per dye lot of a colour counted by lot. */
export function goodRows(good: GoodDoc): Cell[][] {
  // No discount leaves the cell empty, which the import reads as "keep the discount as it is".
  const discount = good.discount.hasDiscount && good.discount.amount > 0 ? good.discount.amount : null;
  const row = (quantity: number, lot: string | null): Cell[] => [
    good.articul,
    good.title.ua,
    good.title.en,
    good.category,
    good.price,
    discount,
    quantity,
    lot,
    good.colour?.code ?? null,
  ];
  return good.lots ? good.lots.map((lot) => row(lot.quantity, lot.lot)) : [row(good.quantity, null)];
}

export async function writeGoodsExport(out: Writable, format: SheetFormat): Promise<{ goods: number }> {
  const sheet = sheetWriter(format, out, GOODS_COLUMNS, 'Goods');
  const query = db.collection(COLLECTIONS.goods).withConverter(goodConverter).where('archived', '==', false).orderBy(FieldPath.documentId()).limit(PAGE_SIZE);
  let after: QueryDocumentSnapshot<GoodDoc> | undefined;
  let goods = 0;
  for (;;) {
    const snap = await (after ? query.startAfter(after) : query).get();
    await sheet.write(snap.docs.flatMap((doc) => goodRows(doc.data())));
    goods += snap.size;
    if (snap.size < PAGE_SIZE) break;
    after = snap.docs.at(-1);
  }
  await sheet.end();
  return { goods };
}
