// The owner's summaries kept by triggers (ADR 13, ADR 21): each write of a card brings its share
// up to date, and each stock event its good's low lots. The work is imported on the first event (ADR 17).
import * as logger from 'firebase-functions/logger';
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { BURST_OPTIONS, config } from '../config';
import { COLLECTIONS } from '../model/types';

export const ownerFiguresOnCardWrite = onDocumentWritten(
  { ...BURST_OPTIONS, document: `${COLLECTIONS.shoppingCards}/{cardId}`, region: config.region, retry: true },
  async (event) => {
    const changed = await (await import('./apply-card-figures')).applyCardFigures(event.params.cardId);
    if (Object.keys(changed).length) logger.debug('Owner figures moved', { cardId: event.params.cardId, counters: Object.keys(changed).length });
  },
);

export const ownerFiguresOnStockEvent = onDocumentCreated(
  { document: `${COLLECTIONS.stockEvents}/{eventId}`, region: config.region, retry: true },
  async (event) => {
    const goodId = event.data?.get('goodId') as string | undefined;
    if (goodId) await (await import('./low-stock')).refreshLowStock(goodId);
  },
);
