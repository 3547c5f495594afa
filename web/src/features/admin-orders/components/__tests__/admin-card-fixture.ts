import { vi } from 'vitest';
import type { PresentedCard } from '@domain/api/orders';
import type { OrderStatus } from '@domain/order-status';
import { presentedCard } from '@/testing/card-fixtures';

/** A guest's card as the ADMIN's lists answer it: the history's actors, the messages sent, a place from the directory. */
export function adminCard(status: OrderStatus, fields: Partial<PresentedCard> = {}): PresentedCard {
  return presentedCard({
    _id: `card-${status}`,
    status,
    delivery: {
      carrier: 'novaposhta',
      city: 'Київ',
      branch: '12',
      trackingNumber: null,
      novaPoshta: { settlementRef: 'e71abb60-4b33-11e4-ab6d-005056801329', cityRef: '8d5a980d-391c-11dd-90d9-001a92567626', warehouseRef: '1ec09d88-e1c2-11e3-8c4a-0050568002cf' },
    },
    comment: 'Подзвоніть',
    history: [{ status: 'UNCONFIRMED', at: '2025-01-02T10:00:00.000Z', actor: 'guest' }],
    sentMessages: [],
    ...fields,
  });
}

/** A fetch that answers `body` with `status`, recording every call. */
export function jsonFetch(body: unknown, status = 200) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}
