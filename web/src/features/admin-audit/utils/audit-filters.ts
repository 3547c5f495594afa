// The log's filters live in the page's address (?person=…&collection=…&docId=…), so a filtered
// view can be linked, and an entry's person or document is a link to its own filter.
import { AUDITED_COLLECTIONS, type AuditedCollection } from '@domain/api/audit-log';
import type { AuditFilters } from '../api/audit-log';

const isCollection = (value: string | null): value is AuditedCollection => (AUDITED_COLLECTIONS as readonly (string | null)[]).includes(value);

/** The filters the address asks for; a document id without its collection is left out. */
export function filtersOf(params: URLSearchParams): AuditFilters {
  const person = params.get('person')?.trim();
  const collection = params.get('collection');
  const docId = params.get('docId')?.trim();
  return {
    ...(person ? { person } : {}),
    ...(isCollection(collection) ? { collection, ...(docId ? { docId } : {}) } : {}),
  };
}

/** The address's query of these filters. */
export function searchOf(filters: AuditFilters): string {
  const params = new URLSearchParams();
  for (const key of ['person', 'collection', 'docId'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
