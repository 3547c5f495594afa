// Whether a catalogue write needs the search index rebuilt, and who rebuilds it. Pure, so the
// triggers' decisions are unit-tested without Firestore (ADR 13). A burst of writes (a price
// list's hundreds of goods) is covered by one rebuild running and at most one more after it.
import type { Timestamp } from 'firebase-admin/firestore';
import type { GoodDoc, SearchIndexStateDoc } from '../model/types';
import type { CatalogDoc } from '../model/catalog-docs';
import type { YarnLineDoc } from '../model/yarn-line-docs';
import { toSearchEntry } from './search-entry';
import { indexedCatalog, indexedLine, type SearchSources } from './search-sources';

/** a ≥ b, to the nanosecond. */
export function notBefore(a: Timestamp, b: Timestamp): boolean {
  return a.seconds > b.seconds || (a.seconds === b.seconds && a.nanoseconds >= b.nanoseconds);
}

export function later(a: Timestamp | undefined, b: Timestamp): Timestamp {
  return a && notBefore(a, b) ? a : b;
}

/**
 * The good's entry as the index would hold it, or null when the index leaves it out. Its line and
 * catalog stand in as placeholders: their own changes are their triggers' business.
 */
function entryText(good: GoodDoc | undefined): string | null {
  if (!good || good.archived === true) return null;
  const placeholders: SearchSources = {
    lines: good.yarnLineId ? new Map([[good.yarnLineId, { name: '(line)', fibres: [], weightClass: null }]]) : new Map(),
    catalogs: new Map(),
  };
  return JSON.stringify(toSearchEntry('', good, placeholders));
}

/** The write changed what the index holds of the good: an order's stock move does not. */
export function goodEntryChanged(before: GoodDoc | undefined, after: GoodDoc | undefined): boolean {
  return entryText(before) !== entryText(after);
}

/** A line's colours carry its brand, name, fibres and weight class; its stock entries are not indexed. */
export function lineIndexChanged(before: YarnLineDoc | undefined, after: YarnLineDoc | undefined): boolean {
  const text = (line: YarnLineDoc | undefined) => (line ? JSON.stringify(indexedLine(line)) : null);
  return text(before) !== text(after);
}

/** A catalog's goods are found by its title and their sub-category's title. */
export function catalogIndexChanged(before: CatalogDoc | undefined, after: CatalogDoc | undefined): boolean {
  const text = (catalog: CatalogDoc | undefined) => (catalog ? JSON.stringify({ ...indexedCatalog(catalog), subCategories: [...indexedCatalog(catalog).subCategories] }) : null);
  return text(before) !== text(after);
}

/**
 * - `covered`: the stored index, or the rebuild running now, already includes the write;
 * - `wait`: another delivery is rebuilding: record the write, and it rebuilds once more after;
 * - `rebuild`: nobody is: this delivery claims the rebuilds.
 * A claim left by a delivery that died (its `untilMs` passed) or by this same delivery (a retry)
 * no longer counts, and a write recorded under a failed claim is still owed.
 */
export type FreshnessStep = 'covered' | 'wait' | 'rebuild';

export function freshnessStep(state: SearchIndexStateDoc | undefined, writeTime: Timestamp, nowMs: number, delivery: string): FreshnessStep {
  const built = state?.builtFrom;
  const lease = state?.lease;
  if (lease && lease.holder !== delivery && lease.untilMs > nowMs) {
    const known = [built, state?.wantedFrom].some((time) => time !== undefined && notBefore(time, writeTime));
    return known ? 'covered' : 'wait';
  }
  const owed = later(state?.wantedFrom, writeTime);
  return built && notBefore(built, owed) ? 'covered' : 'rebuild';
}
