// The choices offered by each filter, with how many goods of the listing have them.
import { COLOUR_FAMILIES } from '@domain/yarn-line';
import { YARN_WEIGHT_CLASS_INFO, YARN_WEIGHT_CLASSES, isYarnWeightClass } from '@domain/yarn-weight-classes';
import type { Good } from '@/types/good';
import type { Language } from '@/types/language';
import { FACETS, facetValues, type Facet, type ListingLines } from './goods-filters';

export interface FacetOption {
  value: string;
  count: number;
  /** Content text (brand, colour, weight class); facets translated by the interface catalogue leave it null. */
  label: string | null;
  /** Swatch colour of a colour option. */
  hex: string | null;
}

export type FacetOptions = Record<Facet, FacetOption[]>;

/** Facets listed in their standard order rather than by name. */
const FIXED_ORDER: Partial<Record<Facet, readonly string[]>> = { weights: YARN_WEIGHT_CLASSES, families: COLOUR_FAMILIES };

export function facetOptions(goods: readonly Good[], language: Language, lines?: ListingLines): FacetOptions {
  const result = {} as FacetOptions;
  for (const facet of FACETS) {
    const options = new Map<string, FacetOption>();
    for (const good of goods) {
      for (const value of new Set(facetValues(good, facet, lines))) {
        const option = options.get(value);
        if (option) option.count += 1;
        else options.set(value, { value, count: 1, ...describe(good, facet, value, language) });
      }
    }
    const list = [...options.values()];
    const order = FIXED_ORDER[facet];
    result[facet] = order
      ? list.sort((a, b) => order.indexOf(a.value) - order.indexOf(b.value))
      : list.sort((a, b) => (a.label ?? a.value).localeCompare(b.label ?? b.value, language === 'ua' ? 'uk' : 'en'));
  }
  return result;
}

/** A dot for each family beside its name; multicolour is a wheel of them. */
const FAMILY_DOT: Record<string, string> = {
  white: '#ffffff', grey: '#9e9e9e', black: '#222222', beige: '#d8c3a5', brown: '#7b5234', red: '#c62828', pink: '#f06292',
  orange: '#f57c00', yellow: '#fbc02d', green: '#388e3c', blue: '#1e88e5', purple: '#8e24aa',
  multicolour: 'conic-gradient(#c62828, #fbc02d, #388e3c, #1e88e5, #8e24aa, #c62828)',
};

function describe(good: Good, facet: Facet, value: string, language: Language): Pick<FacetOption, 'label' | 'hex'> {
  if (facet === 'brands') return { label: value, hex: null };
  if (facet === 'weights' && isYarnWeightClass(value)) {
    const info = YARN_WEIGHT_CLASS_INFO[value];
    return { label: `${info.name[language]} (${info.cycNumber})`, hex: null };
  }
  if (facet === 'families') return { label: null, hex: FAMILY_DOT[value] ?? null };
  if (facet === 'colours' && good.yarn) return { label: good.yarn.colour[language] || value, hex: good.yarn.colourHex };
  return { label: null, hex: null };
}
