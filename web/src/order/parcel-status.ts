// The parcel's latest status on a card (card.delivery.parcel, written by the tracking run), as
// the API answers it; anything unreadable is treated as no status yet.
import type { CardParcelStatus, ParcelPhase } from '@domain/shipping';
import { isRecord, readNumber, readOptionalString, readString } from '@/utils/document-fields';

// Typed against the domain's phases, not imported from it: its schemas would bring zod into the SPA.
const PHASES: Record<ParcelPhase, true> = {
  awaitingHandover: true,
  notFound: true,
  onTheWay: true,
  atBranch: true,
  received: true,
  refused: true,
  returning: true,
  other: true,
};
const isPhase = (value: unknown): value is ParcelPhase => typeof value === 'string' && Object.hasOwn(PHASES, value);

export function readParcelStatus(value: unknown): CardParcelStatus | null {
  if (!isRecord(value) || !isPhase(value.phase)) return null;
  return {
    phase: value.phase,
    statusCode: readNumber(value.statusCode),
    statusText: readString(value.statusText),
    date: readOptionalString(value.date),
    checkedAt: readString(value.checkedAt),
    needsAttention: value.needsAttention === true,
  };
}
