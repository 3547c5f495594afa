// The side effects of a good's write (ADR 13), whoever made it (the ADMIN's edits, a category's
// move, a price list, an order's stock): the search index kept fresh, and the stock event that
// the back-in-stock mail and the owner's alerts read. One trigger for both, so each write starts
// one delivery; neither writes the good.
import * as logger from 'firebase-functions/logger';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../admin';
import { config } from '../config';
import { goodConverter, readWith } from '../model/converters';
import { COLLECTIONS } from '../model/types';
import { goodEntryChanged } from '../search/index-freshness';
import { refreshSearchIndex } from '../search/refresh-search-index';
import { stockEventOf } from '../stock/stock-events';
import { recordStockEvent } from './record-stock-event';
import { writeTimeOf } from './write-time';

export const catalogOnGoodWrite = onDocumentWritten(
  { document: `${COLLECTIONS.goods}/{goodId}`, region: config.region, retry: true, timeoutSeconds: 120 },
  async (event) => {
    if (!event.data) return;
    const goodId = event.params.goodId;
    const before = readWith(goodConverter, event.data.before);
    const after = readWith(goodConverter, event.data.after);
    const writeTime = writeTimeOf(event.data.after, event.time);
    const stockEvent = stockEventOf(goodId, before, after, writeTime);
    const [refresh, recorded] = await Promise.all([
      goodEntryChanged(before, after) ? refreshSearchIndex(db, writeTime, event.id) : null,
      stockEvent ? recordStockEvent(stockEvent) : false,
    ]);
    if (refresh?.rebuilds) logger.info('Search index rebuilt', { goodId, rebuilds: refresh.rebuilds });
    if (recorded) logger.info('Stock event recorded', { goodId, before: stockEvent?.before, after: stockEvent?.after });
  },
);
