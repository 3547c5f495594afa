import type { SearchEntry } from '../model/types';

/** [goodId, articul, title ua, title en, category, subcategory, outerCategory]: seven strings. */
export function isSearchEntry(value: unknown): value is SearchEntry {
  return Array.isArray(value) && value.length === 7 && value.every((field) => typeof field === 'string');
}
