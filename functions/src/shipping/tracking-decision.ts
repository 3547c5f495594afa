// What one parcel status means for its card: pure, so the run and its tests agree on when a card
// is written at all. A card is written only when the carrier says something new.
import type { CardParcelStatus, ParcelPhase } from '@domain/shipping';
import type { NpParcelStatus } from '../carriers/nova-poshta-types';

/** A refused or returning parcel is the ADMIN's to look at (and cancel, which returns the stock). */
const ATTENTION_PHASES: ReadonlySet<ParcelPhase> = new Set(['refused', 'returning']);

interface ParcelDecision {
  parcel: CardParcelStatus;
  /** Received: the card moves to COMPLETED. */
  complete: boolean;
}

export function sameParcelStatus(current: CardParcelStatus | undefined, seen: NpParcelStatus): boolean {
  return current !== undefined && current.statusCode === seen.statusCode && current.statusText === seen.statusText && current.date === seen.date;
}

/** null: nothing moved since the last run, so the card is left alone. */
export function decideParcel(current: CardParcelStatus | undefined, seen: NpParcelStatus, checkedAt: string): ParcelDecision | null {
  const complete = seen.phase === 'received';
  if (!complete && sameParcelStatus(current, seen)) return null;
  return {
    complete,
    parcel: {
      phase: seen.phase,
      statusCode: seen.statusCode,
      statusText: seen.statusText,
      date: seen.date,
      checkedAt,
      paidStorageFrom: seen.paidStorageFrom,
      // Kept once raised: a refused parcel still wants the ADMIN even if a later status says less.
      needsAttention: ATTENTION_PHASES.has(seen.phase) || (current?.needsAttention ?? false),
    },
  };
}
