// The audit log's triggers (ADR 27): one per collection an ADMIN writes, and one on the bin. Each
// is delivered at least once, so an entry's id is its change's own and a retry stores nothing
// more. The work is imported on the first event (ADR 17).
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import type { AuditedCollection } from '@domain/api/audit-log';
import { BURST_OPTIONS, config } from '../config';
import { COLLECTIONS } from '../model/types';

/** `burst`: the cards' trigger, which a burst of orders starts once per card (it writes nothing for them). */
const stampedWrites = (collection: AuditedCollection, burst = false) =>
  onDocumentWritten({ ...(burst ? BURST_OPTIONS : {}), document: `${collection}/{docId}`, region: config.region, retry: true }, async (event) =>
    (await import('./log-stamped-write')).logStampedWrite(collection, event.params.docId, event.data, event.time),
  );

export const auditOnOuterCategoryWrite = stampedWrites(COLLECTIONS.outerCategories);
export const auditOnCategoryWrite = stampedWrites(COLLECTIONS.categories);
export const auditOnCatalogWrite = stampedWrites(COLLECTIONS.catalogs);
export const auditOnGoodWrite = stampedWrites(COLLECTIONS.goods);
export const auditOnYarnLineWrite = stampedWrites(COLLECTIONS.yarnLines);
export const auditOnSlideWrite = stampedWrites(COLLECTIONS.mainPageImages);
export const auditOnSettingsWrite = stampedWrites(COLLECTIONS.settings);
export const auditOnCardWrite = stampedWrites(COLLECTIONS.shoppingCards, true);

export const auditOnBinWrite = onDocumentWritten({ document: 'bin/{binId}', region: config.region, retry: true }, async (event) =>
  (await import('./log-bin-write')).logBinWrite(event.params.binId, event.data, event.id, event.time),
);
