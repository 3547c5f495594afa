// The search index the seed's catalogue makes, built in memory by the functions' own entry code:
// what the query table and the bench search, without an emulator.
import type { SearchEntry } from '@domain/search.ts';
import { toSearchEntry } from '../../../functions/src/search/search-entry.ts';
import { indexedCatalog, indexedLine, type SearchSources } from '../../../functions/src/search/search-sources.ts';
import type { Catalog } from './catalog.ts';

export function seedSearchSources(catalog: Catalog): SearchSources {
  return {
    lines: new Map(catalog.yarnLines.map((line) => [line.id, indexedLine(line.doc)])),
    catalogs: new Map(catalog.categories.map((category) => [category.name, indexedCatalog(category)])),
  };
}

/** Every seeded good's entry, in the order the goods were made. */
export function seedSearchEntries(catalog: Catalog): SearchEntry[] {
  const sources = seedSearchSources(catalog);
  return catalog.goods.map((good) => toSearchEntry(good.id, good.doc, sources));
}
