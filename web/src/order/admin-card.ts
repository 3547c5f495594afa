// A shopping card as the ADMIN's lists answer it (docs/api.md, "Shopping cards"): like the
// customer's view plus the history's actors. Parsed here so the screens never see raw JSON.
import { isOrderStatus, type OrderStatus } from '@domain/order-status';
import type { CardWaybill } from '@domain/shipping';
import { isRecord, readArray, readOptionalString, readString } from '@/utils/document-fields';
import { toShoppingCard, type ShoppingCard, type ShoppingCardLine } from './shopping-card';

export type AdminCardLine = ShoppingCardLine;

export interface HistoryEntry {
  status: OrderStatus;
  at: string | null;
  /** `admin:<uid>`, `user:<uid>` or `guest`. */
  actor: string | null;
}

/** A message the shop sent the customer about this card (ADR 13), for the history. */
export interface SentMessage {
  kind: string;
  at: string | null;
}

export interface AdminCard extends ShoppingCard {
  userId: string | null;
  history: HistoryEntry[];
  /** The waybill made (or the number typed by hand) with the move to SENT. */
  waybill: CardWaybill | null;
  /** The branch or post office came from the carrier's directory, so the shop can make the waybill. */
  placeFromDirectory: boolean;
  sentMessages: SentMessage[];
}

function toWaybill(value: unknown): CardWaybill | null {
  if (!isRecord(value) || typeof value.trackingNumber !== 'string') return null;
  const form = value.cashOnDelivery;
  return {
    carrier: value.carrier === 'ukrposhta' ? 'ukrposhta' : 'novaposhta',
    ref: readOptionalString(value.ref),
    trackingNumber: value.trackingNumber,
    cashOnDelivery: form === 'moneyTransfer' || form === 'paymentControl' ? form : null,
    manual: value.manual === true,
    createdAt: readString(value.createdAt),
  };
}

function toSentMessage(value: unknown): SentMessage | null {
  if (!isRecord(value) || typeof value.kind !== 'string') return null;
  return { kind: value.kind, at: readOptionalString(value.at) };
}

function toHistory(value: unknown): HistoryEntry | null {
  if (!isRecord(value) || !isOrderStatus(value.status)) return null;
  return { status: value.status, at: readOptionalString(value.at), actor: readOptionalString(value.actor) };
}

export function toAdminCard(value: unknown): AdminCard {
  const data = isRecord(value) ? value : {};
  const delivery = isRecord(data.delivery) ? data.delivery : {};
  return {
    ...toShoppingCard(value),
    waybill: toWaybill(delivery.waybill),
    placeFromDirectory: isRecord(delivery.novaPoshta) || isRecord(delivery.ukrposhta),
    userId: readOptionalString(data.userId),
    history: readArray(data.history).map(toHistory).filter((h): h is HistoryEntry => h !== null),
    sentMessages: readArray(data.sentMessages).map(toSentMessage).filter((m): m is SentMessage => m !== null),
  };
}
