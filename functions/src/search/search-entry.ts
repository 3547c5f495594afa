// What the index needs of a good, and the entry it makes of it with its line and its catalog
// (search-sources.ts). The terms themselves are made by domain/search-terms.ts, the same code
// the browser splits a query with.
import { goodTerms, isSearchEntry as isDomainSearchEntry, type GoodTermSources } from '@domain/search';
import type { Localized } from '@domain/language';
import { WEIGHT_CLASS_OF_TRADE_NAME } from '@domain/yarn-weight-classes';
import type { GoodDoc, SearchEntry, YarnAttributes } from '../model/types';
import type { SearchSources } from './search-sources';
import { NO_SOURCES } from './search-sources';

/** [goodId, articul, title ua, title en, category, subcategory, outerCategory, the line's five, kind, names, traits]. */
export const isSearchEntry = isDomainSearchEntry;

/** The fields of a good the index needs. */
export type SearchableGood = Pick<GoodDoc, 'articul' | 'title' | 'category' | 'subcategory' | 'outerCategory' | 'kind'> &
  Pick<GoodDoc, 'yarnLineId' | 'colour'> &
  Partial<Pick<GoodDoc, 'yarn'>>;

/** A yarn not on a line keeps its traits on the good itself (docs/data-model.md, "goods"). */
function ownTraits(yarn: YarnAttributes | null | undefined): Pick<GoodTermSources, 'fibres' | 'weightClass'> {
  if (!yarn) return { fibres: [], weightClass: null };
  return { fibres: yarn.fibres.map((part) => part.fibre), weightClass: WEIGHT_CLASS_OF_TRADE_NAME[yarn.weightClass] ?? null };
}

function placeTitles(good: SearchableGood, sources: SearchSources): Localized[] {
  const catalog = sources.catalogs.get(good.category);
  if (!catalog) return [];
  const sub = catalog.subCategories.get(good.subcategory);
  return sub ? [catalog.title, sub] : [catalog.title];
}

/** Fifteen strings: a colour whose line is known gets the line's name, its colour and its traits. */
export function toSearchEntry(id: string, good: SearchableGood, sources: SearchSources = NO_SOURCES): SearchEntry {
  const line = good.yarnLineId ? sources.lines.get(good.yarnLineId) : undefined;
  const colour = line && good.colour ? good.colour : undefined;
  const { names, traits } = goodTerms({
    place: placeTitles(good, sources),
    ...(line ? { fibres: line.fibres, weightClass: line.weightClass } : ownTraits(good.yarn)),
    family: colour?.family ?? null,
  });
  const lineFields = line && colour ? [good.yarnLineId!, line.name, colour.code, colour.name.ua, colour.name.en] : ['', '', '', '', ''];
  return [id, good.articul, good.title.ua, good.title.en, good.category, good.subcategory, good.outerCategory, ...lineFields, good.kind ?? '', names, traits] as unknown as SearchEntry;
}
