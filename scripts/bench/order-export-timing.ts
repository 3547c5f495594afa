// The orders export on 20 000 generated orders (two lines each, one counted by dye lot), in this
// process against the Firestore emulator: how long each format takes and how far the heap rises
// while it is written, beside what reading the same orders in one query would hold. The orders
// are dated 2002, written and removed with the emulator's triggers paused (nothing reacts to them).
import { Writable } from 'node:stream';
import { Timestamp, type DocumentReference, type WriteBatch } from 'firebase-admin/firestore';
import { db } from '../../functions/src/admin.ts';
import type { ShoppingCardDoc } from '../../functions/src/model/types.ts';
import { exportFilter } from '../../functions/src/order-exports/export-filter.ts';
import { cardPages, writeOrdersExport } from '../../functions/src/order-exports/order-export.ts';
import type { SheetFormat } from '../../functions/src/spreadsheets/sheet-stream.ts';
import { withTriggersPaused } from '../seed/triggers-paused.ts';
import { check, type Row } from './report.ts';

const ORDERS = 20_000;
const BATCH = 400;
const YEAR_START_MS = Date.parse('2002-01-01T00:00:00Z');
const SECTION = `Orders export (${ORDERS.toLocaleString('en')} generated orders of a year, 2 lines each, in this process against the Firestore emulator)`;
/** The export holds a page of orders; a heap that rises by more than this would be holding far more. */
const HEAP_RISE_TARGET_MB = 64;

function generatedCard(i: number): ShoppingCardDoc {
  const at = Timestamp.fromMillis(YEAR_START_MS + Math.floor((i * 365 * 86_400_000) / ORDERS));
  const line = (goodId: string, n: number) => ({ goodId, quantityToSell: 1 + (i % 4), price: 85 + n, discount: { hasDiscount: n === 1, amount: 10 }, title: { ua: `Пряжа Мерино ${n}`, en: `Merino yarn ${n}` }, measurement: 'skein' as const, mainImage: null });
  return {
    shoppingCardId: 8_000_000 + i,
    status: (['COMPLETED', 'COMPLETED', 'SENT', 'CANCELLED'] as const)[i % 4]!,
    goods: [{ ...line('bench-export-a', 1), lots: [{ lot: `A${i % 7}`, quantity: 1 + (i % 4) }] }, line('bench-export-b', 2)],
    goodIds: ['bench-export-a', 'bench-export-b'],
    userId: null,
    customer: { name: `Покупчиня ${i} Коваленко`, phone: '380671234567', email: null },
    delivery: { carrier: 'novaposhta', city: 'Київ', branch: `Відділення №${i % 300}`, trackingNumber: `2045${String(i).padStart(10, '0')}` },
    payment: 'cod',
    comment: null,
    idempotencyKey: `bench-export-${i}`,
    history: [{ status: 'UNCONFIRMED', at, actor: 'guest' }],
    createdAt: at,
    updatedAt: at,
  };
}

async function inBatches(refs: DocumentReference[], each: (batch: WriteBatch, ref: DocumentReference, i: number) => void): Promise<void> {
  await withTriggersPaused(async () => {
    for (let start = 0; start < refs.length; start += BATCH) {
      const batch = db.batch();
      refs.slice(start, start + BATCH).forEach((ref, j) => each(batch, ref, start + j));
      await batch.commit();
    }
  });
}

/** Runs `work` while sampling the heap; answers its time and the heap's highest rise above where it started. */
async function measured(work: () => Promise<unknown>): Promise<{ seconds: number; heapRiseMb: number; rssPeakMb: number }> {
  (globalThis as { gc?: () => void }).gc?.();
  const base = process.memoryUsage().heapUsed;
  let heapPeak = base;
  let rssPeak = process.memoryUsage().rss;
  const sample = () => {
    const { heapUsed, rss } = process.memoryUsage();
    heapPeak = Math.max(heapPeak, heapUsed);
    rssPeak = Math.max(rssPeak, rss);
  };
  const timer = setInterval(sample, 10);
  const started = performance.now();
  try {
    await work();
  } finally {
    clearInterval(timer);
    sample();
  }
  return { seconds: (performance.now() - started) / 1000, heapRiseMb: (heapPeak - base) / 2 ** 20, rssPeakMb: rssPeak / 2 ** 20 };
}

/** A client that takes every byte at once, counting them. */
function countingSink(): Writable & { bytes: number } {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      sink.bytes += chunk.length;
      done();
    },
  }) as Writable & { bytes: number };
  sink.bytes = 0;
  return sink;
}

export async function orderExportRows(): Promise<Row[]> {
  const refs = Array.from({ length: ORDERS }, (_, i) => db.collection('shoppingCards').doc(`bench-export-${i}`));
  await inBatches(refs, (batch, ref, i) => batch.set(ref, generatedCard(i)));
  try {
    const filter = exportFilter({ from: '2002-01-01', to: '2002-12-31', format: 'csv' });
    const rows: Row[] = [];
    for (const format of ['csv', 'xlsx'] as SheetFormat[]) {
      const sink = countingSink();
      let written = { cards: 0, rows: 0 };
      const m = await measured(async () => (written = await writeOrdersExport(sink, filter, format, 'ua')));
      rows.push({
        section: SECTION,
        metric: `${format.toUpperCase()}: time, heap rise, file`,
        value: `${m.seconds.toFixed(1)} s; heap +${m.heapRiseMb.toFixed(0)} MB at most (process RSS peak ${m.rssPeakMb.toFixed(0)} MB); ${written.rows} rows, ${(sink.bytes / 2 ** 20).toFixed(1)} MB`,
        target: `all ${ORDERS * 2} rows; heap rise under ${HEAP_RISE_TARGET_MB} MB`,
        verdict: check(written.rows === ORDERS * 2 && m.heapRiseMb < HEAP_RISE_TARGET_MB),
        data: { ...m, ...written, bytes: sink.bytes },
      });
    }
    // What the export avoids: the same orders read in one query and held.
    let held = 0;
    const whole = await measured(async () => {
      const snap = await db.collection('shoppingCards').where('createdAt', '>=', new Date(filter.fromMs)).where('createdAt', '<', new Date(filter.untilMs)).get();
      held = snap.size;
    });
    let pages = 0;
    const paged = await measured(async () => {
      for await (const page of cardPages(filter)) pages += page.length > 0 ? 1 : 0;
    });
    rows.push({
      section: SECTION,
      metric: 'for comparison: the same orders in one query, and read page by page',
      value: `one query: ${whole.seconds.toFixed(1)} s, heap +${whole.heapRiseMb.toFixed(0)} MB for ${held} orders; ${pages} pages: ${paged.seconds.toFixed(1)} s, heap +${paged.heapRiseMb.toFixed(0)} MB`,
      data: { whole, paged },
    });
    return rows;
  } finally {
    await inBatches(refs, (batch, ref) => batch.delete(ref));
  }
}
