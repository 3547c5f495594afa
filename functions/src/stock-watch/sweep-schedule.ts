// Nightly: subscriptions whose confirmation link died unanswered are deleted (sweep-unconfirmed.ts).
// The work is imported when a run starts (ADR 17).
import * as logger from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { config } from '../config';

export const sweepUnconfirmedStockWatches = onSchedule({ region: config.region, schedule: '40 4 * * *', timeZone: 'Europe/Kyiv' }, async () => {
  const { sweepUnconfirmedWatches } = await import('./sweep-unconfirmed');
  logger.info('unconfirmed stock-watch subscriptions swept', await sweepUnconfirmedWatches());
});
