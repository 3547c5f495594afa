// One tracking run: every SENT Nova Poshta card, a page at a time, one carrier call a page. A
// page the carrier fails on is logged and left as it was; the next run asks again, and the other
// pages go on.
import * as logger from 'firebase-functions/logger';
import type { NovaPoshtaConfig } from '../carriers/carrier-config';
import { trackParcels } from '../carriers/nova-poshta-tracking';
import { applyParcelStatus, type ParcelOutcome } from './tracking-apply';
import { TRACKING_PAGE_SIZE, trackedCardPages, type TrackedCard } from './tracking-cards';
import { sameParcelStatus } from './tracking-decision';

export interface TrackingSummary {
  checked: number;
  completed: number;
  flagged: number;
  updated: number;
  unchanged: number;
  /** Pages the carrier failed on (error, time-out, an answer it cannot read); asked again next run. */
  failedBatches: number;
  /** Cards whose write failed after the carrier answered; asked again next run. */
  failedCards: number;
  /** The failures' codes, e.g. CARRIER_UNAVAILABLE, for the ADMIN who ran it by hand. */
  errors: string[];
}

const errorCode = (error: unknown) => (error instanceof Error && 'code' in error ? String(error.code) : 'UNEXPECTED');

async function trackPage(np: NovaPoshtaConfig, page: TrackedCard[], checkedAt: string): Promise<PromiseSettledResult<ParcelOutcome>[]> {
  const statuses = await trackParcels(np, page.map(({ trackingNumber, phone }) => ({ trackingNumber, phone })));
  const byNumber = new Map(statuses.map((status) => [status.trackingNumber, status]));
  return Promise.allSettled(
    page.map(async (tracked) => {
      const seen = byNumber.get(tracked.trackingNumber);
      // Most runs see nothing new: those cards cost no transaction and no write.
      if (!seen || (seen.phase !== 'received' && sameParcelStatus(tracked.card.delivery.parcel, seen))) return 'unchanged' as const;
      return applyParcelStatus(tracked.id, seen, checkedAt);
    }),
  );
}

function failed(summary: TrackingSummary, what: string, cards: string[], error: unknown) {
  summary.errors.push(errorCode(error));
  logger.warn(`parcel tracking: ${what}`, { cards, error: error instanceof Error ? error.message : String(error) });
}

export async function runTracking(np: NovaPoshtaConfig, pageSize = TRACKING_PAGE_SIZE): Promise<TrackingSummary> {
  const summary: TrackingSummary = { checked: 0, completed: 0, flagged: 0, updated: 0, unchanged: 0, failedBatches: 0, failedCards: 0, errors: [] };
  const checkedAt = new Date().toISOString();
  for await (const page of trackedCardPages(pageSize)) {
    summary.checked += page.length;
    let results: PromiseSettledResult<ParcelOutcome>[];
    try {
      results = await trackPage(np, page, checkedAt);
    } catch (error) {
      summary.failedBatches += 1;
      failed(summary, 'a batch failed at the carrier and is left for the next run', page.map((card) => card.id), error);
      continue;
    }
    results.forEach((result, i) => {
      if (result.status === 'fulfilled') summary[result.value] += 1;
      else {
        summary.failedCards += 1;
        failed(summary, 'a card could not be written and is left for the next run', [page[i]!.id], result.reason);
      }
    });
  }
  logger.info('parcel tracking run', summary);
  return summary;
}
