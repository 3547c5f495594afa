// POST /api/createshoppingcard: one transaction re-reads every good, checks stock, takes the
// next display number, writes the card with price snapshots, remembers the idempotency key,
// links the card to its user and queues the notification mail, all or nothing.
import { createHash } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../admin';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { queueMailInTransaction } from '../mail/outbox';
import { COLLECTIONS, type CounterDoc, type ShoppingCardDoc, type ShoppingCardRequestDoc } from '../model/types';
import { cardRef, historyEntry } from './access';
import { assertOrderable, assertStock, goodsById, snapshotLine, uniqueGoodRefs } from './lines';
import { customerMail, shopMail } from './order-mail';
import type { CreateShoppingCardBody } from './schemas';
import { runOrderTransaction } from './transaction';

export interface CreatedCard {
  _id: string;
  shoppingCardId: number;
  /** False when the key was seen before and the earlier card is answered. */
  created: boolean;
}

const counterRef = () => db.collection(COLLECTIONS.counters).doc('shoppingCards');
const requestRef = (key: string) => db.collection(COLLECTIONS.shoppingCardRequests).doc(key);

/** The same key must mean the same order, and the same caller: a replay never reveals another's card. */
function requestHash(body: CreateShoppingCardBody, caller: Caller | undefined): string {
  const { idempotencyKey: _key, ...order } = body;
  return createHash('sha256').update(JSON.stringify({ order, uid: caller?.uid ?? null })).digest('hex');
}

export function createShoppingCard(body: CreateShoppingCardBody, caller: Caller | undefined): Promise<CreatedCard> {
  const hash = requestHash(body, caller);
  const goodIds = body.goods.map((g) => g.goodId);
  return runOrderTransaction(async (tx) => {
    // Every read in one round trip, not three. The transaction holds its locks from its first
    // read to its commit, and every order locks the counter, so each round trip saved is time
    // that other orders do not wait (numbers in docs/notes.md, "Orders under load").
    const [earlier, counter, ...goodSnaps] = await tx.getAll(requestRef(body.idempotencyKey), counterRef(), ...uniqueGoodRefs(goodIds));
    if (earlier!.exists) {
      const request = earlier!.data() as ShoppingCardRequestDoc;
      if (request.requestHash !== hash) throw new ApiError(409, 'IDEMPOTENCY_KEY_REUSED');
      return { _id: request.cardId, shoppingCardId: request.shoppingCardId, created: false };
    }
    const goods = goodsById(goodSnaps);
    assertOrderable(goods, goodIds);
    assertStock(goods, body.goods);
    const shoppingCardId = ((counter!.data() as CounterDoc | undefined)?.value ?? 0) + 1;

    const ref = cardRef(db.collection(COLLECTIONS.shoppingCards).doc().id);
    const card: ShoppingCardDoc = {
      shoppingCardId,
      status: 'UNCONFIRMED',
      goods: body.goods.map(({ goodId, quantity }) => snapshotLine(goodId, goods.get(goodId)!, quantity)),
      goodIds,
      userId: caller?.uid ?? null,
      customer: { name: body.customer.name, phone: body.customer.phone, email: body.customer.email ?? caller?.email ?? null },
      delivery: { ...body.delivery, trackingNumber: null },
      payment: 'cod',
      comment: body.comment?.trim() || null,
      idempotencyKey: body.idempotencyKey,
      history: [historyEntry('UNCONFIRMED', caller)],
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    };
    tx.set(counterRef(), { value: shoppingCardId } satisfies CounterDoc);
    tx.create(ref, card);
    tx.create(requestRef(body.idempotencyKey), {
      cardId: ref.id,
      shoppingCardId,
      requestHash: hash,
      createdAt: FieldValue.serverTimestamp(),
    } satisfies ShoppingCardRequestDoc);
    if (caller) {
      // merge: an account whose profile is not written yet still gets its order linked.
      tx.set(db.collection(COLLECTIONS.users).doc(caller.uid), { shoppingCards: FieldValue.arrayUnion(ref.id) }, { merge: true });
    }
    queueMailInTransaction(tx, shopMail(ref.id, card));
    if (card.customer.email) queueMailInTransaction(tx, customerMail(card.customer.email, card));
    return { _id: ref.id, shoppingCardId, created: true };
  });
}
