// The ADMIN's daily money summary: what the shop recorded as held, finalized, released and refunded
// on a Kyiv day (paymentEvents), next to the provider's own statement for that day, invoice by
// invoice. A difference in money taken or given back is listed, never smoothed over; the provider
// failing is said, not hidden.
import type { MoneyTotals, PaymentDifference, PaymentSummary } from '@domain/api/payments';
import { db } from '../admin';
import { cardConverter, paymentEventConverter } from '../model/converters';
import { readPaymentSettings } from '../model/payment-settings';
import { COLLECTIONS } from '../model/types';
import { cardTotalKop } from '../order-core/money-moves';
import { kyivDay } from '../order-payments/apply-snapshot';
import { paymentProvider } from '../order-payments/providers';
import { PaymentError } from '../payments/payment-error';
import type { StatementEntry } from '../payments/payment-types';

const zero = (): MoneyTotals => ({ heldKop: 0, finalizedKop: 0, releasedKop: 0, refundedKop: 0 });
const FIELD = { held: 'heldKop', finalized: 'finalizedKop', released: 'releasedKop', refunded: 'refundedKop' } as const;

function add(into: MoneyTotals, from: MoneyTotals): void {
  for (const key of Object.values(FIELD)) into[key] += from[key];
}

/** The day's bounds in ms: a Kyiv day is 23, 24 or 25 hours, so the ends are searched, not assumed. */
function dayBounds(day: string): [number, number] {
  const guess = Date.parse(`${day}T00:00:00Z`);
  let start = guess - 4 * 3600_000;
  while (kyivDay(start) !== day) start += 15 * 60_000;
  let end = start + 20 * 3600_000;
  while (kyivDay(end) === day) end += 15 * 60_000;
  return [start, end - 1];
}

/** What one statement entry says moved on the day, in the shop's words. */
function statementTotals(entry: StatementEntry, [from, to]: [number, number]): MoneyTotals {
  const totals = zero();
  const onDay = entry.dateMs >= from && entry.dateMs <= to;
  if (onDay && entry.status === 'held') totals.heldKop = entry.amountKop;
  if (onDay && entry.status === 'paid') totals.finalizedKop = entry.amountKop;
  if (onDay && entry.status === 'reversed' && entry.refunds.length === 0) totals.releasedKop = entry.amountKop;
  totals.refundedKop = entry.refunds.filter((r) => r.dateMs >= from && r.dateMs <= to).reduce((sum, r) => sum + r.amountKop, 0);
  return totals;
}

/**
 * Money that moved: what was taken and what was given back. A hold is not money moved, and
 * monobank's statement lists payments, not holds, so comparing holds would flag every held order.
 */
const same = (a: MoneyTotals, b: MoneyTotals) => a.finalizedKop === b.finalizedKop && a.refundedKop === b.refundedKop;

export async function paymentSummary(day: string): Promise<PaymentSummary> {
  const bounds = dayBounds(day);
  const cards = db.collection(COLLECTIONS.shoppingCards).withConverter(cardConverter);
  const [events, codParcels, receiptsPending, settings] = await Promise.all([
    db.collection(COLLECTIONS.paymentEvents).withConverter(paymentEventConverter).where('day', '==', day).get(),
    cards.where('status', '==', 'SENT').where('payment', '==', 'cod').get(),
    cards.where('receiptsPending', '==', true).count().get(),
    readPaymentSettings(),
  ]);
  const shopByInvoice = new Map<string, { shoppingCardId: number | null; totals: MoneyTotals }>();
  for (const doc of events.docs) {
    const { invoiceId, shoppingCardId, kind, amountKop } = doc.data();
    const entry = shopByInvoice.get(invoiceId) ?? { shoppingCardId, totals: zero() };
    entry.totals[FIELD[kind]] += amountKop;
    shopByInvoice.set(invoiceId, entry);
  }
  const shop = zero();
  for (const { totals } of shopByInvoice.values()) add(shop, totals);

  let providerTotals: MoneyTotals | null = null;
  let providerError: string | null = null;
  const providerByInvoice = new Map<string, MoneyTotals>();
  try {
    for (const entry of await paymentProvider(settings.provider).statement(bounds[0], bounds[1])) providerByInvoice.set(entry.invoiceId, statementTotals(entry, bounds));
    providerTotals = zero();
    for (const totals of providerByInvoice.values()) add(providerTotals, totals);
  } catch (error) {
    if (!(error instanceof PaymentError)) throw error;
    providerError = error.code;
  }
  const differences: PaymentDifference[] = [];
  if (providerTotals) {
    for (const invoiceId of new Set([...shopByInvoice.keys(), ...providerByInvoice.keys()])) {
      const ours = shopByInvoice.get(invoiceId);
      const theirs = providerByInvoice.get(invoiceId) ?? zero();
      if (!same(ours?.totals ?? zero(), theirs)) differences.push({ invoiceId, shoppingCardId: ours?.shoppingCardId ?? null, shop: ours?.totals ?? zero(), provider: theirs });
    }
  }
  return {
    day,
    shop,
    provider: providerTotals,
    providerError,
    differences,
    cashOnDeliveryToCome: { parcels: codParcels.size, totalKop: codParcels.docs.reduce((sum, doc) => sum + cardTotalKop(doc.data().goods), 0) },
    receiptsPending: receiptsPending.data().count,
  };
}
