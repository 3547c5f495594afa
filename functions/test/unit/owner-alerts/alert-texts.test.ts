// The owner's alerts as Telegram HTML: what each says, and that text a customer typed or the ADMIN
// named arrives as text (escaped), never as markup Telegram would refuse or render.
import { describe, expect, it } from 'vitest';
import type { ShoppingCardDoc } from '../../../src/model/types';
import { cardAlertText, digestText, lowStockText, TELEGRAM_TEXT_MAX } from '../../../src/owner-alerts/alert-texts';

const card = (extra: Partial<ShoppingCardDoc> = {}): ShoppingCardDoc =>
  ({
    shoppingCardId: 1042,
    status: 'UNCONFIRMED',
    goods: [
      { goodId: 'g1', quantityToSell: 2, price: 120, discount: { hasDiscount: false, amount: 0 }, title: { ua: 'Пряжа', en: 'Yarn' }, measurement: 'pcs', mainImage: null },
      { goodId: 'g2', quantityToSell: 1, price: 85, discount: { hasDiscount: false, amount: 0 }, title: { ua: 'Спиці', en: 'Needles' }, measurement: 'pcs', mainImage: null },
    ],
    goodIds: ['g1', 'g2'],
    userId: null,
    customer: { name: 'Олена <b>', phone: '+380671234567', email: null },
    delivery: { carrier: 'novaposhta', city: '<b>Київ</b> & "Ко"', branch: '12' },
    payment: 'cod',
    comment: null,
    idempotencyKey: 'k',
    history: [],
    createdAt: null,
    updatedAt: null,
    ...extra,
  }) as unknown as ShoppingCardDoc;

describe('a new order', () => {
  it('says the number, total, payment, city (escaped) and links the orders manager', () => {
    const text = cardAlertText({ event: 'newOrder', key: 'new' }, 'card-1', card(), 'https://shop.example');
    expect(text).toBe(
      [
        '🧶 <b>Нове замовлення №1042</b>',
        'Сума: 325 ₴',
        'Оплата: накладений платіж',
        'Місто: &lt;b&gt;Київ&lt;/b&gt; &amp; &quot;Ко&quot;, Нова пошта',
        '<a href="https://shop.example/ordersmanager?card=card-1">Картка №1042 у менеджері замовлень</a>',
      ].join('\n'),
    );
    // The customer's name is not sent to a chat at all.
    expect(text).not.toContain('Олена');
  });

  it('names a card payment', () => {
    expect(cardAlertText({ event: 'newOrder', key: 'new' }, 'card-1', card({ payment: 'card' }), 'https://shop.example')).toContain('Оплата: карткою');
  });
});

describe('the other events', () => {
  const paid = card({ payment: 'card', cardPayment: { provider: 'monobank', invoiceId: 'p2_1', pageUrl: '', state: 'held', amountKop: 32_550, heldKop: 32_550, finalizedKop: 0, refundedKop: 0, providerModifiedAtMs: 0, holdExpiresAtMs: null } });

  it('a hold says the amount held, with kopecks', () => {
    expect(cardAlertText({ event: 'paymentHeld', key: 'held:p2_1' }, 'card-1', paid, 'https://s')).toContain('325.50 ₴');
  });

  it('a refused parcel says the carrier\'s own status, escaped', () => {
    const refused = card({ delivery: { carrier: 'novaposhta', city: 'Київ', branch: '1', trackingNumber: '20450000000001', parcel: { phase: 'refused', statusCode: 102, statusText: 'Відмова <одержувача>', date: null, checkedAt: '', needsAttention: true } } as ShoppingCardDoc['delivery'] });
    const text = cardAlertText({ event: 'parcelTrouble', key: 'parcel:refused:20450000000001' }, 'card-1', refused, 'https://s');
    expect(text).toContain('відмова від посилки');
    expect(text).toContain('Накладна 20450000000001: Відмова &lt;одержувача&gt;');
  });

  it('a receipt names its failure', () => {
    const failed = card({ receipts: [{ receiptId: 'r1', kind: 'sell', amountKop: 12_000, state: 'pending', fiscalCode: null, htmlUrl: null, attempts: 1, lastError: 'FISCAL_DOWN' }] });
    expect(cardAlertText({ event: 'receiptFailed', key: 'receipt:r1' }, 'card-1', failed, 'https://s')).toContain('Чек на 120 ₴: FISCAL_DOWN');
  });

  it('low stock names the good, each lot that fell, and the threshold', () => {
    const text = lowStockText({ title: { ua: 'Alize <Cotton>', en: '' }, articul: 'ALZ-55' }, { good: { before: 5, after: 2 }, lots: [{ lot: '7731', after: 0 }] }, 3);
    expect(text).toBe(['📉 <b>Закінчується: Alize &lt;Cotton&gt;</b> (арт. ALZ-55)', 'Партія 7731: немає', 'Усього: 2 шт.', 'Поріг: менше 3 шт.'].join('\n'));
  });
});

describe('the digest', () => {
  it('gathers the held alerts in one message', () => {
    expect(digestText([{ text: 'перше' }, { text: 'друге' }])).toBe('🌅 <b>Поки діяли тихі години: 2 сповіщ.</b>\n\nперше\n\nдруге');
  });

  it('stays within Telegram\'s limit, saying how many more there were', () => {
    const held = Array.from({ length: 30 }, (_, i) => ({ text: `${i}`.padEnd(300, '.') }));
    const text = digestText(held);
    expect(text.length).toBeLessThanOrEqual(TELEGRAM_TEXT_MAX);
    expect(text).toMatch(/…і ще \d+$/);
  });
});
