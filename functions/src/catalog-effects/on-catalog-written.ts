// A catalog's title, or one of its sub-categories' titles, reaches the search index, which finds
// a good by where it sits (ADR 13). Other catalog fields (pictures, order) stop at the comparison.
import * as logger from 'firebase-functions/logger';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../admin';
import { config } from '../config';
import { catalogConverter, readWith } from '../model/converters';
import { COLLECTIONS } from '../model/types';
import { catalogIndexChanged } from '../search/index-freshness';
import { refreshSearchIndex } from '../search/refresh-search-index';
import { writeTimeOf } from './write-time';

export const searchIndexOnCatalogWrite = onDocumentWritten(
  { document: `${COLLECTIONS.catalogs}/{catalogName}`, region: config.region, retry: true, timeoutSeconds: 120 },
  async (event) => {
    if (!event.data) return;
    if (!catalogIndexChanged(readWith(catalogConverter, event.data.before), readWith(catalogConverter, event.data.after))) return;
    const refresh = await refreshSearchIndex(db, writeTimeOf(event.data.after, event.time), event.id);
    if (refresh.rebuilds) logger.info('Search index rebuilt', { catalogName: event.params.catalogName, rebuilds: refresh.rebuilds });
  },
);
