// The choices offered by each filter, with how many goods of the listing have them.
import { WEIGHT_CLASSES, type Good } from '@/types/good';
import type { Language } from '@/types/language';
import { FACETS, facetValues, type Facet } from './goods-filters';

export interface FacetOption {
  value: string;
  count: number;
  /** Content text (brand, colour); facets translated by the interface catalogue leave it null. */
  label: string | null;
  /** Swatch colour of a colour option. */
  hex: string | null;
}

export type FacetOptions = Record<Facet, FacetOption[]>;

const weightRank = (value: string) => (WEIGHT_CLASSES as readonly string[]).indexOf(value);

export function facetOptions(goods: readonly Good[], language: Language): FacetOptions {
  const result = {} as FacetOptions;
  for (const facet of FACETS) {
    const options = new Map<string, FacetOption>();
    for (const good of goods) {
      for (const value of new Set(facetValues(good, facet))) {
        const option = options.get(value);
        if (option) option.count += 1;
        else options.set(value, { value, count: 1, ...describe(good, facet, value, language) });
      }
    }
    const list = [...options.values()];
    result[facet] =
      facet === 'weights'
        ? list.sort((a, b) => weightRank(a.value) - weightRank(b.value))
        : list.sort((a, b) => (a.label ?? a.value).localeCompare(b.label ?? b.value, language === 'ua' ? 'uk' : 'en'));
  }
  return result;
}

function describe(good: Good, facet: Facet, value: string, language: Language): Pick<FacetOption, 'label' | 'hex'> {
  if (facet === 'brands') return { label: value, hex: null };
  if (facet === 'colours' && good.yarn) return { label: good.yarn.colour[language] || value, hex: good.yarn.colourHex };
  return { label: null, hex: null };
}
