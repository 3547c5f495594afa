// Records what the carrier said about one card, in a transaction: the parcel's new status, and
// for a received parcel the move to COMPLETED by the carrier. The card is read again inside, so
// an ADMIN's change made meanwhile (cancelled, sent again under another number) wins.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { canTransition } from '@domain/order-status';
import type { NpParcelStatus } from '../carriers/nova-poshta-types';
import { cardRef } from '../order-core/access';
import { runOrderTransaction } from '../order-core/transaction';
import { trackingNumberOf } from './tracking-cards';
import { decideParcel } from './tracking-decision';

/** How history names the tracking run. */
const CARRIER_ACTOR_LABEL = 'carrier';

export type ParcelOutcome = 'completed' | 'flagged' | 'updated' | 'unchanged';

export function applyParcelStatus(cardId: string, seen: NpParcelStatus, checkedAt: string): Promise<ParcelOutcome> {
  return runOrderTransaction(async (tx) => {
    const snap = await tx.get(cardRef(cardId));
    const card = snap.data();
    if (!card || card.status !== 'SENT' || trackingNumberOf(card) !== seen.trackingNumber) return 'unchanged';
    const decision = decideParcel(card.delivery.parcel, seen, checkedAt);
    if (!decision) return 'unchanged';
    const complete = decision.complete && canTransition('SENT', 'COMPLETED', 'CARRIER');
    tx.update(cardRef(cardId), {
      'delivery.parcel': decision.parcel,
      ...(complete && {
        status: 'COMPLETED',
        // serverTimestamp() is not allowed inside arrays; the function's clock is close enough.
        history: FieldValue.arrayUnion({ status: 'COMPLETED', at: Timestamp.now(), actor: CARRIER_ACTOR_LABEL }) }),
      updatedAt: FieldValue.serverTimestamp() });
    if (complete) return 'completed';
    return decision.parcel.needsAttention && !card.delivery.parcel?.needsAttention ? 'flagged' : 'updated';
  });
}
