// A shopping card as the API answers it (docs/api.md), turned into the app's shape here. Shared by
// the customer's orders and the ADMIN's orders manager, which adds the owner and the history.
import { isOrderStatus, type OrderStatus } from '@domain/order-status';
import type { CardParcelStatus } from '@domain/shipping';
import type { LotTake } from '@domain/yarn-line';
import type { Localized } from '@/types/language';
import { isRecord, readArray, readLocalized, readNumber, readOptionalString, readString } from '@/utils/document-fields';
import { readParcelStatus } from './parcel-status';
import { toOrderPayment, type OrderPayment } from './payment';

export interface ShoppingCardLine {
  goodId: string;
  quantityToSell: number;
  price: number;
  discount: { hasDiscount: boolean; amount: number };
  title: Localized;
  measurement: string;
  mainImage: string | null;
  available: boolean;
  /** The good's unit price now, discount applied; absent when it is gone. A raised quantity re-prices the line at it. */
  currentUnitPrice?: number;
  /** The dye lot(s) a reserved yarn line was taken from; absent for plain stock. */
  lots?: LotTake[];
}

export interface ShoppingCard {
  _id: string;
  shoppingCardId: number;
  status: OrderStatus;
  goods: ShoppingCardLine[];
  total: number;
  customer: { name: string; phone: string; email: string | null };
  delivery: { carrier: string; city: string; branch: string; trackingNumber: string | null; parcel: CardParcelStatus | null };
  /** Cash on delivery, or the card payment's state, amounts and receipts (ADR 12). */
  payment: OrderPayment;
  comment: string | null;
  /** The customer's "same lot as my order №…" (a display number), or null. */
  sameLotAsOrder?: number | null;
  createdAt: string | null;
}

function readTakes(value: unknown[]): LotTake[] {
  return value.filter(isRecord).map((take) => ({ lot: readString(take.lot), quantity: readNumber(take.quantity) })).filter((take) => take.lot !== '' && take.quantity > 0);
}

function toLine(value: unknown): ShoppingCardLine | null {
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
    ...(typeof value.currentUnitPrice === 'number' && { currentUnitPrice: value.currentUnitPrice }),
    ...(Array.isArray(value.lots) && { lots: readTakes(value.lots) }),
  };
}

export function toShoppingCard(value: unknown): ShoppingCard {
  const data = isRecord(value) ? value : {};
  const customer = isRecord(data.customer) ? data.customer : {};
  const delivery = isRecord(data.delivery) ? data.delivery : {};
  return {
    _id: readString(data._id),
    shoppingCardId: readNumber(data.shoppingCardId),
    status: isOrderStatus(data.status) ? data.status : 'UNCONFIRMED',
    goods: readArray(data.goods).map(toLine).filter((l): l is ShoppingCardLine => l !== null),
    total: readNumber(data.total),
    customer: { name: readString(customer.name), phone: readString(customer.phone), email: readOptionalString(customer.email) },
    delivery: {
      carrier: readString(delivery.carrier),
      city: readString(delivery.city),
      branch: readString(delivery.branch),
      trackingNumber: readOptionalString(delivery.trackingNumber),
      parcel: readParcelStatus(delivery.parcel),
    },
    payment: toOrderPayment(data.payment),
    comment: readOptionalString(data.comment),
    sameLotAsOrder: typeof data.sameLotAsOrder === 'number' && data.sameLotAsOrder > 0 ? data.sameLotAsOrder : null,
    createdAt: readOptionalString(data.createdAt),
  };
}
