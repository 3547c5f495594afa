// What the index needs of a good and of its yarn line, and the entry it makes of them.
import { isSearchEntry as isDomainSearchEntry } from '@domain/search';
import type { GoodDoc, SearchEntry } from '../model/types';
import type { YarnLineDoc } from '../model/yarn-line-docs';

/** [goodId, articul, title ua, title en, category, subcategory, outerCategory] and, for a colour, five more. */
export const isSearchEntry = isDomainSearchEntry;

/** The fields of a good the index needs. */
export type SearchableGood = Pick<GoodDoc, 'articul' | 'title' | 'category' | 'subcategory' | 'outerCategory'> & Pick<GoodDoc, 'yarnLineId' | 'colour'>;

/** A line's searchable name: its brand and its own name, 'Alize Superwash Comfort Socks'. */
export type LineNames = ReadonlyMap<string, string>;

export function lineName(line: Pick<YarnLineDoc, 'brand' | 'name'>): string {
  return [line.brand, line.name].filter((part) => typeof part === 'string' && part !== '').join(' ');
}

/** A colour whose line is known gets the line's name and its colour; any other good, seven strings. */
export function toSearchEntry(id: string, good: SearchableGood, lines: LineNames = new Map()): SearchEntry {
  const plain = [id, good.articul, good.title.ua, good.title.en, good.category, good.subcategory, good.outerCategory] as const;
  const line = good.yarnLineId ? lines.get(good.yarnLineId) : undefined;
  const colour = good.colour;
  if (line === undefined || !colour || !good.yarnLineId) return plain;
  return [...plain, good.yarnLineId, line, colour.code, colour.name.ua, colour.name.en];
}
