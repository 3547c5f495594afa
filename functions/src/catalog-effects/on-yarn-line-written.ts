// A yarn line's rename, or a change of its fibres or weight class, reaches the search index, which
// carries them on each of its colours (ADR 13). Its colours' stock entries are not indexed: such
// writes (every order of a colour writes its line) stop at the comparison.
import * as logger from 'firebase-functions/logger';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../admin';
import { config } from '../config';
import { readWith, yarnLineConverter } from '../model/converters';
import { COLLECTIONS } from '../model/types';
import { lineIndexChanged } from '../search/index-freshness';
import { refreshSearchIndex } from '../search/refresh-search-index';
import { writeTimeOf } from './write-time';

export const searchIndexOnYarnLineWrite = onDocumentWritten(
  { document: `${COLLECTIONS.yarnLines}/{lineId}`, region: config.region, retry: true, timeoutSeconds: 120 },
  async (event) => {
    if (!event.data) return;
    if (!lineIndexChanged(readWith(yarnLineConverter, event.data.before), readWith(yarnLineConverter, event.data.after))) return;
    const refresh = await refreshSearchIndex(db, writeTimeOf(event.data.after, event.time), event.id);
    if (refresh.rebuilds) logger.info('Search index rebuilt', { lineId: event.params.lineId, rebuilds: refresh.rebuilds });
  },
);
