// The dashboard's one read (POST /api/getownerfigures): this moment's summary, the low stock and the
// months the period spans (at most four for 90 days), then the names of the best-selling lines.
// However many orders there are, a view reads at most 6 + TOP documents.
import type { BestSeller, CarrierRefusals, DashboardPeriod, DayFigures, LowLot, OwnerFigures } from '@domain/api/owner-figures';
import { CARRIERS } from '@domain/checkout';
import type { Localized } from '@domain/language';
import { ORDER_STATUSES } from '@domain/order-status';
import { HOLD_DAYS, HOLD_WARNING_DAYS } from '@domain/payment';
import { db } from '../admin';
import { yarnLineConverter } from '../model/converters';
import { COLLECTIONS } from '../model/types';
import { kyivDay } from '../order-payments/apply-snapshot';
import { CURRENT_DOC, LOW_STOCK_DOC, monthDoc, type Nested } from './card-figures';
import { figuresRef, type LowStockDoc, type MonthFiguresDoc } from './figure-docs';

/** How many colours and lines the best-sellers list; each line's name is one read more. */
const TOP = 8;
/** The low lots listed, fewest first. */
const LOW_LOTS_SHOWN = 40;
const DAY_MS = 86_400_000;

/** The period's days, oldest first, by the calendar (a Kyiv day is 23 to 25 hours). */
export function periodDays(days: number, nowMs: number): string[] {
  const today = Date.parse(`${kyivDay(nowMs)}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

type Tree = Nested<number> | undefined;
const num = (tree: Tree, ...path: string[]): number => {
  let node: unknown = tree;
  for (const key of path) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  return typeof node === 'number' ? node : 0;
};
const branch = (tree: Tree, key: string): Record<string, Tree> => ((tree?.[key] ?? {}) as Record<string, Tree>);

function sumSellers(dayTrees: Tree[], key: 'colours' | 'lines'): Map<string, { units: number; kop: number }> {
  const totals = new Map<string, { units: number; kop: number }>();
  for (const tree of dayTrees) {
    for (const [id, entry] of Object.entries(branch(tree, key))) {
      const total = totals.get(id) ?? { units: 0, kop: 0 };
      total.units += num(entry, 'units');
      total.kop += num(entry, 'kop');
      totals.set(id, total);
    }
  }
  return totals;
}

/** The best first: by money, then by units; nothing sold is not listed. */
const top = (totals: Map<string, { units: number; kop: number }>) =>
  [...totals].filter(([, t]) => t.units > 0).sort(([a, x], [b, y]) => y.kop - x.kop || y.units - x.units || a.localeCompare(b)).slice(0, TOP);

function lowLots(doc: LowStockDoc | undefined): LowLot[] {
  const lots = Object.entries(doc?.goods ?? {}).flatMap(([goodId, entry]) => entry.lots.map((l) => ({ goodId, title: entry.title, lot: l.lot, quantity: l.quantity })));
  return lots.sort((a, b) => a.quantity - b.quantity || a.goodId.localeCompare(b.goodId)).slice(0, LOW_LOTS_SHOWN);
}

export async function readOwnerFigures(days: DashboardPeriod, nowMs = Date.now()): Promise<OwnerFigures> {
  const period = periodDays(days, nowMs);
  const months = [...new Set(period.map(monthDoc))];
  const [currentSnap, lowSnap, ...monthSnaps] = await db.getAll(...[CURRENT_DOC, LOW_STOCK_DOC, ...months].map(figuresRef));
  const current = currentSnap!.data() as Nested<number> | undefined;
  const monthsById = new Map(monthSnaps.map((snap) => [snap.id, (snap.data() ?? {}) as MonthFiguresDoc]));
  const dayTree = (day: string): Tree => monthsById.get(monthDoc(day))?.days?.[day.slice(8)];
  const dayTrees = period.map(dayTree);

  const perDay: DayFigures[] = period.map((day, i) => ({ day, orders: num(dayTrees[i], 'orders'), revenueKop: num(dayTrees[i], 'revenueKop') }));
  const colourTitle = (goodId: string): Localized => {
    for (const month of monthsById.values()) if (month.colourTitles?.[goodId]) return month.colourTitles[goodId];
    return { ua: goodId, en: goodId };
  };
  const topColours: BestSeller[] = top(sumSellers(dayTrees, 'colours')).map(([id, t]) => ({ id, title: colourTitle(id), ...t }));
  const lines = top(sumSellers(dayTrees, 'lines'));
  const lineSnaps = lines.length ? await db.getAll(...lines.map(([id]) => db.collection(COLLECTIONS.yarnLines).withConverter(yarnLineConverter).doc(id))) : [];
  const topLines: BestSeller[] = lines.map(([id, t], i) => {
    const line = lineSnaps[i]?.data();
    const name = line ? `${line.brand} ${line.name}`.trim() : id;
    return { id, title: { ua: name, en: name }, ...t };
  });

  // A hold is "expiring" from the warning's day on: its Kyiv day is at most that many days ahead.
  const lastWarnedDay = kyivDay(nowMs + (HOLD_DAYS - HOLD_WARNING_DAYS) * DAY_MS);
  const holdsExpiring = Object.entries(branch(current, 'holds')).reduce((sum, [day, count]) => sum + (day <= lastWarnedDay ? num(count) : 0), 0);
  const carriers: CarrierRefusals[] = CARRIERS.map((carrier) => ({
    carrier,
    sent: dayTrees.reduce((sum, tree) => sum + num(tree, 'carriers', carrier, 'sent'), 0),
    refused: dayTrees.reduce((sum, tree) => sum + num(tree, 'carriers', carrier, 'refused'), 0),
  }));
  return {
    days,
    perDay,
    statuses: Object.fromEntries(ORDER_STATUSES.map((status) => [status, num(current, 'statuses', status)])) as OwnerFigures['statuses'],
    waiting: { toConfirm: num(current, 'toConfirm'), toSend: num(current, 'toSend'), refusedParcels: num(current, 'refusedParcels'), holdsExpiring },
    topColours,
    topLines,
    money: {
      codToCome: { parcels: num(current, 'codToCome', 'parcels'), kop: num(current, 'codToCome', 'kop') },
      cardHeldKop: num(current, 'cardHeldKop'),
      cardTakenKop: dayTrees.reduce((sum, tree) => sum + num(tree, 'cardTakenKop'), 0),
    },
    carriers,
    lowStock: lowLots(lowSnap!.data() as LowStockDoc | undefined),
  };
}
