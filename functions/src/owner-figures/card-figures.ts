// What one card adds to the owner's summaries, as a flat list of counters: `{doc}/{path…}` → number
// (docs/data-model.md, "ownerFigures"). Pure. The trigger keeps, per card, what it last added and
// applies only the difference, so a card delivered twice, or moved and moved back, counts once.
import type { OrderStatus } from '@domain/order-status';
import { cardTotalKop } from '../order-core/money-moves';
import { partsOf } from '../order-core/payment-parts';
import { kyivDay } from '../order-payments/apply-snapshot';
import type { ShoppingCardDoc } from '../model/types';

/** Counters by key: the summary document's id, then the field's path, joined by '/'. */
export type Figures = Record<string, number>;

export const CURRENT_DOC = 'current';
export const LOW_STOCK_DOC = 'lowStock';
/** Each month's days live in one document, so 90 days are at most four reads. */
export const monthDoc = (day: string) => `month-${day.slice(0, 7)}`;

const REFUSED_PHASES = ['refused', 'returning'];

interface CardFacts {
  card: ShoppingCardDoc;
  createdAtMs: number;
  /** The yarn line of each good the card names (absent: the good has none, or is gone). */
  lineOf: ReadonlyMap<string, string>;
}

const wentOut = (card: ShoppingCardDoc) => card.status === 'SENT' || card.status === 'COMPLETED' || card.history.some((h) => h.status === 'SENT');

/** The card's parcel was refused: said so by the carrier, or cancelled after it went out. */
function refused(card: ShoppingCardDoc): boolean {
  if (!wentOut(card) || card.status === 'COMPLETED') return false;
  return card.status === 'CANCELLED' || REFUSED_PHASES.includes(card.delivery.parcel?.phase ?? '');
}

function add(figures: Figures, key: string, value: number): void {
  if (value !== 0) figures[key] = (figures[key] ?? 0) + value;
}

/** What the card counts for the day it was placed (the chart, the best-sellers, the refusal rates). */
function dayFigures(figures: Figures, { card, createdAtMs, lineOf }: CardFacts): void {
  const day = kyivDay(createdAtMs);
  const at = `${monthDoc(day)}/days/${day.slice(8)}`;
  const cancelled = card.status === 'CANCELLED';
  const parts = partsOf(card);
  const refundedKop = parts.reduce((sum, [, part]) => sum + part.refundedKop, 0);
  add(figures, `${at}/orders`, 1);
  if (!cancelled) {
    add(figures, `${at}/revenueKop`, Math.max(0, cardTotalKop(card.goods) - refundedKop));
    for (const line of card.goods) {
      const kop = cardTotalKop([line]);
      add(figures, `${at}/colours/${line.goodId}/units`, line.quantityToSell);
      add(figures, `${at}/colours/${line.goodId}/kop`, kop);
      const lineId = lineOf.get(line.goodId);
      if (lineId) {
        add(figures, `${at}/lines/${lineId}/units`, line.quantityToSell);
        add(figures, `${at}/lines/${lineId}/kop`, kop);
      }
    }
  }
  add(figures, `${at}/cardTakenKop`, parts.reduce((sum, [, part]) => sum + part.finalizedKop - part.refundedKop, 0));
  if (wentOut(card)) {
    add(figures, `${at}/carriers/${card.delivery.carrier}/sent`, 1);
    if (refused(card)) add(figures, `${at}/carriers/${card.delivery.carrier}/refused`, 1);
  }
}

const TO_CONFIRM: readonly OrderStatus[] = ['UNCONFIRMED', 'RESERVED'];

/** What the card counts for this moment: its status, what waits for the ADMIN, money on its way. */
function currentFigures(figures: Figures, card: ShoppingCardDoc): void {
  const at = CURRENT_DOC;
  add(figures, `${at}/statuses/${card.status}`, 1);
  if (TO_CONFIRM.includes(card.status)) add(figures, `${at}/toConfirm`, 1);
  if (card.status === 'CONFIRMED') add(figures, `${at}/toSend`, 1);
  if (card.status === 'SENT' && REFUSED_PHASES.includes(card.delivery.parcel?.phase ?? '')) add(figures, `${at}/refusedParcels`, 1);
  if (card.status === 'SENT' && card.payment === 'cod') {
    add(figures, `${at}/codToCome/parcels`, 1);
    add(figures, `${at}/codToCome/kop`, cardTotalKop(card.goods));
  }
  if (card.status === 'CANCELLED' || card.status === 'COMPLETED') return;
  for (const [, part] of partsOf(card)) {
    if (part.state !== 'held') continue;
    add(figures, `${at}/cardHeldKop`, part.heldKop);
    // By the Kyiv day the hold runs out: the view counts those due within the warning's days.
    if (part.holdExpiresAtMs !== null) add(figures, `${at}/holds/${kyivDay(part.holdExpiresAtMs)}`, 1);
  }
}

export function cardFigures(facts: CardFacts | null): Figures {
  const figures: Figures = {};
  if (!facts) return figures;
  dayFigures(figures, facts);
  currentFigures(figures, facts.card);
  return figures;
}

/** What to add to the summaries to go from `before` to `after`: only the counters that changed. */
export function figuresDiff(before: Figures, after: Figures): Figures {
  const diff: Figures = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) add(diff, key, (after[key] ?? 0) - (before[key] ?? 0));
  return diff;
}

/** A nested object of one document's counters, each leaf made by `leaf` (an increment, or the value itself). */
export type Nested<T> = { [key: string]: T | Nested<T> };

/** The counters grouped by summary document, each as the nested fields `set(..., { merge: true })` takes. */
export function byDocument<T>(figures: Figures, leaf: (value: number) => T): Map<string, Nested<T>> {
  const docs = new Map<string, Nested<T>>();
  for (const [key, value] of Object.entries(figures)) {
    const [docId, ...path] = key.split('/');
    let node = docs.get(docId!) ?? {};
    docs.set(docId!, node);
    for (const segment of path.slice(0, -1)) node = (node[segment] ??= {}) as Nested<T>;
    node[path.at(-1)!] = leaf(value);
  }
  return docs;
}

/** Sums many cards' figures (the rebuild). */
export function addFigures(into: Figures, from: Figures): void {
  for (const [key, value] of Object.entries(from)) add(into, key, value);
}
