// The card's side of making a waybill, in three short transactions around the carrier's calls
// (which never run inside a transaction): claim the card, then either store the waybill and move
// the card to SENT, or release the claim so that the card is exactly as it was.
import { randomUUID } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import type { CardWaybill } from '@domain/shipping';
import { canTransition } from '@domain/order-status';
import { ApiError } from '../http/api-error';
import { editStamp } from '../http/edit-stamp';
import type { Caller } from '../http/auth';
import type { ShoppingCardDoc, WaybillAttempt } from '../model/types';
import { cardRef, historyEntry, readCardFor } from '../order-core/access';
import { runOrderTransaction } from '../order-core/transaction';

/**
 * Longer than the slowest request can run (lookups, recipient, save, fallback save, lookup
 * again), so a live attempt is never taken over; an older one belongs to a request that died.
 */
const STALE_ATTEMPT_MS = 3 * 60_000;

type Claim = { kind: 'claimed'; attemptId: string; card: ShoppingCardDoc } | { kind: 'done'; waybill: CardWaybill };

export function claimCard(cardId: string, caller: Caller | undefined, nowMs = Date.now()): Promise<Claim> {
  return runOrderTransaction(async (tx) => {
    const card = (await readCardFor(tx, cardId, caller)).card;
    // A retry after a lost answer: the waybill is already there, and is the answer.
    if (card.delivery.waybill) return { kind: 'done', waybill: card.delivery.waybill };
    if (card.status !== 'CONFIRMED') throw new ApiError(409, 'WAYBILL_CARD_NOT_CONFIRMED', { status: card.status });
    const attempt = card.delivery.waybillAttempt;
    if (attempt?.outcomeUnknown) throw new ApiError(409, 'WAYBILL_OUTCOME_UNKNOWN');
    if (attempt && nowMs - attempt.atMs < STALE_ATTEMPT_MS) throw new ApiError(409, 'WAYBILL_IN_PROGRESS');
    // A request that died asking Ukrposhta may have made a shipment, and there is no lookup.
    if (attempt && card.delivery.carrier === 'ukrposhta') throw new ApiError(409, 'WAYBILL_OUTCOME_UNKNOWN');
    const mine: WaybillAttempt = { id: randomUUID(), atMs: nowMs };
    tx.update(cardRef(cardId), { 'delivery.waybillAttempt': mine });
    return { kind: 'claimed', attemptId: mine.id, card };
  });
}

/** A carrier error that made nothing: the card goes back to exactly what it was. */
export function releaseClaim(cardId: string, attemptId: string): Promise<void> {
  return runOrderTransaction(async (tx) => {
    const snap = await tx.get(cardRef(cardId));
    const attempt = snap.data()?.delivery.waybillAttempt;
    if (attempt?.id === attemptId) tx.update(cardRef(cardId), { 'delivery.waybillAttempt': FieldValue.delete() });
  });
}

/** A shipment that may exist and cannot be looked up: kept claimed so that none is made twice. */
export function markOutcomeUnknown(cardId: string, attemptId: string): Promise<void> {
  return runOrderTransaction(async (tx) => {
    const snap = await tx.get(cardRef(cardId));
    const attempt = snap.data()?.delivery.waybillAttempt;
    if (attempt?.id === attemptId) tx.update(cardRef(cardId), { 'delivery.waybillAttempt.outcomeUnknown': true });
  });
}

type Stored = { kind: 'stored' } | { kind: 'already'; waybill: CardWaybill } | { kind: 'notConfirmed' };

/** Keeps the waybill, its tracking number and the move to SENT, with its history entry, at once. */
export function storeWaybill(cardId: string, waybill: CardWaybill, caller: Caller | undefined): Promise<Stored> {
  return runOrderTransaction(async (tx) => {
    const card = (await readCardFor(tx, cardId, caller)).card;
    if (card.delivery.waybill) return { kind: 'already', waybill: card.delivery.waybill };
    // Cancelled while the carrier was asked: the caller deletes the carrier's document again.
    if (!canTransition(card.status, 'SENT', 'ADMIN')) {
      tx.update(cardRef(cardId), { 'delivery.waybillAttempt': FieldValue.delete() });
      return { kind: 'notConfirmed' };
    }
    tx.update(cardRef(cardId), {
      status: 'SENT',
      'delivery.waybill': waybill,
      'delivery.trackingNumber': waybill.trackingNumber,
      'delivery.waybillAttempt': FieldValue.delete(),
      history: FieldValue.arrayUnion(historyEntry('SENT', caller)),
      updatedAt: FieldValue.serverTimestamp(),
      ...editStamp(),
    });
    return { kind: 'stored' };
  });
}
