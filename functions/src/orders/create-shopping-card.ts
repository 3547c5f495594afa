// POST /api/createshoppingcard: one transaction re-reads every good, checks stock, writes the
// card with price snapshots and a display number, remembers the idempotency key, links the card
// to its user and queues the notification mail, all or nothing. It writes only documents of its
// own (and the buyer's profile), so simultaneous orders never wait for each other.
import { createHash } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../admin';
import { checkedNovaPoshtaDelivery } from '../carrier-directories/np-checkout';
import { checkedUkrposhtaDelivery } from '../carrier-directories/up-checkout';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { queueMailInTransaction } from '../mail/outbox';
import { COLLECTIONS, type ShoppingCardDoc, type ShoppingCardRequestDoc } from '../model/types';
import { cardRef, historyEntry } from '../order-core/access';
import { displayNumbers } from './display-numbers';
import { assertOrderable, assertStock, goodsById, snapshotLine, uniqueGoodRefs } from '../order-core/lines';
import { customerMail, shopMail } from './order-mail';
import type { CreateShoppingCardBody } from '@domain/api/orders';
import type { Language } from '@domain/language';
import { looksLikeFullName } from '@domain/recipient-name';
import { runOrderTransaction } from '../order-core/transaction';
import { cardTotalKop } from '../order-core/money-moves';
import { newCardPayment } from '../order-payments/start-payment';
import { readPaymentSettings } from '../model/payment-settings';
import { readDeliveryOffer } from '../model/delivery-offer';
import { leftToFreeDelivery } from '@domain/delivery-price';
import { lineTotal } from '@domain/pricing';
import { cardRequestConverter, readWith } from '../model/converters';

interface CreatedCard {
  _id: string;
  shoppingCardId: number;
  /** False when the key was seen before and the earlier card is answered. */
  created: boolean;
}

const requestRef = (key: string) => db.collection(COLLECTIONS.shoppingCardRequests).doc(key);

/** The same key must mean the same order, and the same caller: a replay never reveals another's card. */
function requestHash(body: CreateShoppingCardBody, caller: Caller | undefined): string {
  const { idempotencyKey: _key, ...order } = body;
  return createHash('sha256').update(JSON.stringify({ order, uid: caller?.uid ?? null })).digest('hex');
}

/** Read outside the transaction: two orders at once from one account must not wait on her profile. */
async function hasRealName(uid: string): Promise<boolean> {
  const profile = await db.collection(COLLECTIONS.users).doc(uid).get();
  return Boolean(profile.get('realName'));
}

export async function createShoppingCard(body: CreateShoppingCardBody, caller: Caller | undefined, language: Language = 'ua'): Promise<CreatedCard> {
  const hash = requestHash(body, caller);
  const [settings, profileNamed, offer] = await Promise.all([readPaymentSettings(), caller ? hasRealName(caller.uid) : false, readDeliveryOffer()]);
  if (!(body.payment === 'card' ? settings.card : settings.cashOnDelivery)) throw new ApiError(409, 'PAYMENT_METHOD_OFF', { payment: body.payment });
  // Before the transaction: an unknown ref is refused with nothing written.
  const delivery = await checkedUkrposhtaDelivery(await checkedNovaPoshtaDelivery(body.delivery));
  const goodIds = body.goods.map((g) => g.goodId);
  // Taken once per request, after the checks pass: a retried transaction keeps its number, and a
  // refused order uses none. An order that fails after taking one leaves a gap, nothing else.
  let taken: number | undefined;
  return runOrderTransaction(async (tx) => {
    // Every read in one round trip: the transaction holds its locks from its first read to its commit.
    // Two collections in one getAll, so each is read through its converter afterwards.
    const [earlier, ...goodSnaps] = await tx.getAll(requestRef(body.idempotencyKey), ...uniqueGoodRefs(goodIds).map((ref) => ref.withConverter(null)));
    const request = readWith(cardRequestConverter, earlier!);
    if (request) {
      if (request.requestHash !== hash) throw new ApiError(409, 'IDEMPOTENCY_KEY_REUSED');
      return { _id: request.cardId, shoppingCardId: request.shoppingCardId, created: false };
    }
    const goods = goodsById(goodSnaps);
    assertOrderable(goods, goodIds);
    assertStock(goods, body.goods);
    const shoppingCardId = (taken ??= await displayNumbers.next());

    const ref = cardRef(db.collection(COLLECTIONS.shoppingCards).doc().id);
    const lines = body.goods.map(({ goodId, quantity }) => snapshotLine(goodId, goods.get(goodId)!, quantity));
    // The free delivery the cart and checkout promised is kept as placed: the waybill then makes the shop the payer.
    const paidByShop = leftToFreeDelivery(offer, lines.reduce((sum, line) => sum + lineTotal(line, line.quantityToSell), 0)) === 0;
    const card: ShoppingCardDoc = {
      shoppingCardId,
      status: 'UNCONFIRMED',
      goods: lines,
      goodIds,
      userId: caller?.uid ?? null,
      customer: { name: body.customer.name, phone: body.customer.phone, email: body.customer.email ?? caller?.email ?? null },
      delivery: { ...delivery, trackingNumber: null, ...(paidByShop ? { paidByShop: true } : {}) },
      payment: body.payment,
      // A card order is placed awaiting payment; its invoice is made right after (order-payments/start-payment.ts).
      ...(body.payment === 'card' ? { cardPayment: newCardPayment(settings.provider, cardTotalKop(lines)) } : {}),
      language,
      comment: body.comment?.trim() || null,
      sameLotAsOrder: body.sameLotAsOrder ?? null,
      idempotencyKey: body.idempotencyKey,
      history: [historyEntry('UNCONFIRMED', caller)],
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    };
    tx.create(ref, card);
    tx.create(requestRef(body.idempotencyKey), {
      cardId: ref.id,
      shoppingCardId,
      requestHash: hash,
      createdAt: FieldValue.serverTimestamp(),
    } satisfies ShoppingCardRequestDoc);
    if (caller) {
      // merge: an account whose profile is not written yet still gets its order linked.
      // A profile without a name takes the recipient's, when it reads as one, for her next checkout;
      // a name she has (her own, or from her profile page) is never replaced by a parcel's recipient.
      const realName = !profileNamed && looksLikeFullName(card.customer.name) ? { realName: card.customer.name.trim() } : {};
      tx.set(db.collection(COLLECTIONS.users).doc(caller.uid), { shoppingCards: FieldValue.arrayUnion(ref.id), ...realName }, { merge: true });
    }
    queueMailInTransaction(tx, shopMail(ref.id, card));
    if (card.customer.email) queueMailInTransaction(tx, customerMail(card.customer.email, card));
    return { _id: ref.id, shoppingCardId, created: true };
  });
}
