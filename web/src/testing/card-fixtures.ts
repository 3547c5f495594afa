// Shopping cards as the API presents them (domain/api/orders.ts), for tests: every field set, any
// of them overridden, so a test names only what it is about and the types still hold.
import type { PresentedCard, PresentedCardLine } from '@domain/api/orders';
import type { PresentedCardPayment, PresentedPayment } from '@domain/api/payments';
import type { CardPaymentState } from '@domain/payment';

/** 2 skeins at 150 ₴, 10 % off, in stock, at the same price now. */
export function cardLine(fields: Partial<PresentedCardLine> = {}): PresentedCardLine {
  return {
    goodId: 'g1',
    quantityToSell: 2,
    price: 150,
    discount: { hasDiscount: true, amount: 10 },
    title: { ua: 'Пряжа Тестова', en: 'Test yarn' },
    measurement: 'skein',
    mainImage: null,
    available: true,
    currentUnitPrice: 135,
    ...fields,
  };
}

/** A guest's UNCONFIRMED card of one line, cash on delivery, to a Nova Poshta branch typed by hand. */
export function presentedCard(fields: Partial<PresentedCard> = {}): PresentedCard {
  return {
    _id: 'card-1',
    shoppingCardId: 42,
    status: 'UNCONFIRMED',
    goods: [cardLine()],
    total: 270,
    userId: null,
    customer: { name: 'Олена Тестова', phone: '380671234567', email: null },
    delivery: { carrier: 'novaposhta', city: 'Київ', branch: '12', trackingNumber: null },
    payment: { method: 'cod', card: null, receipts: [] },
    comment: null,
    sameLotAsOrder: null,
    history: [{ status: 'UNCONFIRMED', at: '2025-01-02T10:00:00.000Z' }],
    createdAt: '2025-01-02T10:00:00.000Z',
    updatedAt: '2025-01-02T10:00:00.000Z',
    ...fields,
  };
}

/** A monobank card payment in `state`, of `amountKop`, nothing held yet and no receipts. */
export function cardPayment(state: CardPaymentState, fields: Partial<PresentedCardPayment> = {}, receipts: PresentedPayment['receipts'] = []): PresentedPayment {
  return {
    method: 'card',
    card: { provider: 'monobank', state, amountKop: 100, heldKop: 0, finalizedKop: 0, refundedKop: 0, pageUrl: null, canRetry: false, pending: null, holdExpiresAt: null, holdExpiresSoon: false, topUp: null, ...fields },
    receipts,
  };
}
