// The cards a tracking run asks about: SENT with Nova Poshta, read a page at a time by id so a
// card that completes during the run does not shift the pages.
import { FieldPath, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { carrierPhone } from '@domain/phone';
import { db } from '../admin';
import { typedConverter } from '../model/converters';
import { COLLECTIONS, type ShoppingCardDoc } from '../model/types';

/** One carrier call asks about this many parcels (its limit). */
export const TRACKING_PAGE_SIZE = 100;

export interface TrackedCard {
  id: string;
  trackingNumber: string;
  phone: string;
  card: Pick<ShoppingCardDoc, 'status' | 'delivery' | 'customer'>;
}

/**
 * The number the parcel goes by: the shop's own waybill's, else the one the ADMIN typed when
 * sending. Both are Nova Poshta's numbers, so a hand-typed one is tracked the same way.
 */
export function trackingNumberOf(card: Pick<ShoppingCardDoc, 'delivery'>): string | null {
  return card.delivery.waybill?.trackingNumber ?? card.delivery.trackingNumber ?? null;
}

const trackedFieldsConverter = typedConverter<TrackedCard['card']>();

function toTracked(snap: QueryDocumentSnapshot<TrackedCard['card']>): TrackedCard | null {
  const card = snap.data();
  const trackingNumber = trackingNumberOf(card);
  return trackingNumber ? { id: snap.id, trackingNumber, phone: carrierPhone(card.customer.phone), card } : null;
}

/** Pages of trackable cards, `pageSize` at most each, until none are left. */
export async function* trackedCardPages(pageSize = TRACKING_PAGE_SIZE): AsyncGenerator<TrackedCard[]> {
  let after: QueryDocumentSnapshot<TrackedCard['card']> | null = null;
  for (;;) {
    let query = db
      .collection(COLLECTIONS.shoppingCards)
      .where('status', '==', 'SENT')
      .where('delivery.carrier', '==', 'novaposhta')
      .orderBy(FieldPath.documentId())
      .select('status', 'delivery', 'customer')
      .withConverter(trackedFieldsConverter)
      .limit(pageSize);
    if (after) query = query.startAfter(after);
    const { docs } = await query.get();
    const page = docs.map(toTracked).filter((card): card is TrackedCard => card !== null);
    if (page.length > 0) yield page;
    if (docs.length < pageSize) return;
    after = docs[docs.length - 1]!;
  }
}
