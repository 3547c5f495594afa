import { vi } from 'vitest';
import type { OrderStatus } from '@domain/order-status';
import type { AdminCard } from '@/order/admin-card';

export function adminCard(status: OrderStatus, fields: Partial<AdminCard> = {}): AdminCard {
  return {
    _id: `card-${status}`,
    shoppingCardId: 42,
    status,
    goods: [
      {
        goodId: 'g1',
        quantityToSell: 2,
        price: 150,
        discount: { hasDiscount: true, amount: 10 },
        title: { ua: 'Пряжа Тестова', en: 'Test yarn' },
        measurement: 'skein',
        mainImage: null,
        available: true,
      },
    ],
    total: 270,
    userId: null,
    customer: { name: 'Олена Тестова', phone: '380671234567', email: null },
    delivery: { carrier: 'novaposhta', city: 'Київ', branch: '12', trackingNumber: null, parcel: null },
    payment: { method: 'cod', card: null, receipts: [] },
    comment: 'Подзвоніть',
    history: [{ status: 'UNCONFIRMED', at: '2025-01-02T10:00:00.000Z', actor: 'guest' }],
    createdAt: '2025-01-02T10:00:00.000Z',
    waybill: null,
    placeFromDirectory: true,
    sentMessages: [],
    ...fields,
  };
}

/** A fetch that answers `body` with `status`, recording every call. */
export function jsonFetch(body: unknown, status = 200) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}
