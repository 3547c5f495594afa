// A shopping card as the ADMIN's lists answer it (docs/api.md, "Shopping cards"): like the
// customer's view plus the history's actors. Parsed here so the screens never see raw JSON.
import { isOrderStatus, type OrderStatus } from '@domain/order-status';
import type { Localized } from '@/types/language';
import { isRecord, readArray, readLocalized, readNumber, readOptionalString, readString } from '@/utils/document-fields';

export interface AdminCardLine {
  goodId: string;
  quantityToSell: number;
  price: number;
  discount: { hasDiscount: boolean; amount: number };
  title: Localized;
  measurement: string;
  mainImage: string | null;
  available: boolean;
}

export interface HistoryEntry {
  status: OrderStatus;
  at: string | null;
  /** `admin:<uid>`, `user:<uid>` or `guest`. */
  actor: string | null;
}

export interface AdminCard {
  _id: string;
  shoppingCardId: number;
  status: OrderStatus;
  goods: AdminCardLine[];
  total: number;
  userId: string | null;
  customer: { name: string; phone: string; email: string | null };
  delivery: { carrier: string; city: string; branch: string; trackingNumber: string | null };
  comment: string | null;
  history: HistoryEntry[];
  createdAt: string | null;
}

function toLine(value: unknown): AdminCardLine | null {
  if (!isRecord(value) || typeof value.goodId !== 'string') return null;
  const discount = isRecord(value.discount) ? value.discount : {};
  return {
    goodId: value.goodId,
    quantityToSell: readNumber(value.quantityToSell, 1),
    price: readNumber(value.price),
    discount: { hasDiscount: discount.hasDiscount === true, amount: readNumber(discount.amount) },
    title: readLocalized(value.title, value.goodId),
    measurement: readString(value.measurement, 'piece'),
    mainImage: readOptionalString(value.mainImage),
    available: value.available !== false,
  };
}

function toHistory(value: unknown): HistoryEntry | null {
  if (!isRecord(value) || !isOrderStatus(value.status)) return null;
  return { status: value.status, at: readOptionalString(value.at), actor: readOptionalString(value.actor) };
}

export function toAdminCard(value: unknown): AdminCard {
  const data = isRecord(value) ? value : {};
  const customer = isRecord(data.customer) ? data.customer : {};
  const delivery = isRecord(data.delivery) ? data.delivery : {};
  return {
    _id: readString(data._id),
    shoppingCardId: readNumber(data.shoppingCardId),
    status: isOrderStatus(data.status) ? data.status : 'UNCONFIRMED',
    goods: readArray(data.goods).map(toLine).filter((l): l is AdminCardLine => l !== null),
    total: readNumber(data.total),
    userId: readOptionalString(data.userId),
    customer: { name: readString(customer.name), phone: readString(customer.phone), email: readOptionalString(customer.email) },
    delivery: {
      carrier: readString(delivery.carrier),
      city: readString(delivery.city),
      branch: readString(delivery.branch),
      trackingNumber: readOptionalString(delivery.trackingNumber),
    },
    comment: readOptionalString(data.comment),
    history: readArray(data.history).map(toHistory).filter((h): h is HistoryEntry => h !== null),
    createdAt: readOptionalString(data.createdAt),
  };
}
