// Narrowing and sorting a loaded listing in the browser. The state lives in the URL's search
// params (?brand=Drops&brand=Alize&fibre=merino&weight=light&family=blue&colour=beige&minPrice=50
// &maxPrice=200&sort=priceAsc), so a reload, a shared link and the back button all keep it.
import { discountedPrice } from '@domain/pricing';
import { isYarnWeightClass, WEIGHT_CLASS_OF_TRADE_NAME, type YarnWeightClass } from '@domain/yarn-weight-classes';
import type { Good } from '@/types/good';
import type { YarnLineView } from '@/types/yarn-line';
import { oneOf } from '@domain/one-of';

/** The yarn lines of a listing's colours, by id; a colour whose line is missing reads its own fields. */
export type ListingLines = ReadonlyMap<string, YarnLineView>;
const NO_LINES: ListingLines = new Map();

// One "newest" only: "new goods first" (by the new flag) read the same to a shopper as "newest arrivals".
export const SORT_KEYS = ['newest', 'priceAsc', 'priceDesc', 'popular'] as const;
/** 'relevance' keeps the order the goods came in: the search's best match first. */
export type SortKey = (typeof SORT_KEYS)[number] | 'relevance';
const DEFAULT_SORT: SortKey = 'newest';

/** The orders a listing offers, and the one it shows without a `sort` parameter. */
export interface SortChoice {
  keys: readonly SortKey[];
  fallback: SortKey;
}
export const LISTING_SORTS: SortChoice = { keys: SORT_KEYS, fallback: DEFAULT_SORT };
export const SEARCH_SORTS: SortChoice = { keys: ['relevance', ...SORT_KEYS], fallback: 'relevance' };

export interface GoodsFilters {
  brands: string[];
  fibres: string[];
  /** Craft Yarn Council classes (domain/yarn-weight-classes.ts). */
  weights: string[];
  /** Colour families (COLOUR_FAMILIES) of the colours of yarn lines. */
  families: string[];
  /** Colour keys: the colour's English name, the same in both languages. */
  colours: string[];
  minPrice: number | null;
  maxPrice: number | null;
  sort: SortKey;
}

export const FACETS = ['brands', 'fibres', 'weights', 'families', 'colours'] as const;
export type Facet = (typeof FACETS)[number];
const PARAM: Record<Facet, string> = { brands: 'brand', fibres: 'fibre', weights: 'weight', families: 'family', colours: 'colour' };
const FILTER_PARAMS = [...Object.values(PARAM), 'minPrice', 'maxPrice', 'sort'];

function readPrice(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const price = Number(value);
  return Number.isFinite(price) && price >= 0 ? price : null;
}

export function parseFilters(params: URLSearchParams, sorts: SortChoice = LISTING_SORTS): GoodsFilters {
  const sort = params.get('sort');
  return {
    brands: params.getAll(PARAM.brands),
    fibres: params.getAll(PARAM.fibres),
    // Links made before the classes say a trade name ('dk'): it reads as its class ('light').
    weights: [...new Set(params.getAll(PARAM.weights).map(weightClassOf).filter((value) => value !== null))],
    families: params.getAll(PARAM.families),
    colours: params.getAll(PARAM.colours),
    minPrice: readPrice(params.get('minPrice')),
    maxPrice: readPrice(params.get('maxPrice')),
    sort: oneOf(sorts.keys, sort, sorts.fallback),
  };
}

/** `params` with the filters written in; other params (such as the search query `q`) are kept. */
export function writeFilters(params: URLSearchParams, filters: GoodsFilters, sorts: SortChoice = LISTING_SORTS): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of FILTER_PARAMS) next.delete(name);
  for (const facet of FACETS) for (const value of filters[facet]) next.append(PARAM[facet], value);
  if (filters.minPrice !== null) next.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== null) next.set('maxPrice', String(filters.maxPrice));
  if (filters.sort !== sorts.fallback) next.set('sort', filters.sort);
  return next;
}

export function hasActiveFilters(filters: GoodsFilters): boolean {
  return FACETS.some((facet) => filters[facet].length > 0) || filters.minPrice !== null || filters.maxPrice !== null;
}

function weightClassOf(value: string | null | undefined): YarnWeightClass | null {
  if (!value) return null;
  if (isYarnWeightClass(value)) return value;
  return (WEIGHT_CLASS_OF_TRADE_NAME as Record<string, YarnWeightClass>)[value] ?? null;
}

/**
 * The values a good has for a facet (a yarn has one brand but several fibres). A colour of a
 * line takes brand, fibres and weight class from its line when the line was read.
 */
export function facetValues(good: Good, facet: Facet, lines: ListingLines = NO_LINES): string[] {
  const line = good.yarnColour ? lines.get(good.yarnColour.yarnLineId) : undefined;
  const yarn = good.yarn;
  switch (facet) {
    case 'brands':
      return line?.brand ? [line.brand] : yarn?.brand ? [yarn.brand] : [];
    case 'fibres':
      return (line && line.fibres.length > 0 ? line.fibres : (yarn?.fibres ?? [])).map((part) => part.fibre);
    case 'weights': {
      const weight = line?.weightClass ?? weightClassOf(yarn?.weightClass);
      return weight ? [weight] : [];
    }
    case 'families':
      return good.yarnColour ? [good.yarnColour.colour.family] : [];
    case 'colours':
      return yarn?.colour.en ? [yarn.colour.en.toLowerCase()] : [];
  }
}

function matches(good: Good, filters: GoodsFilters, lines: ListingLines): boolean {
  for (const facet of FACETS) {
    const chosen = filters[facet];
    if (chosen.length > 0 && !facetValues(good, facet, lines).some((value) => chosen.includes(value))) return false;
  }
  const price = discountedPrice(good);
  if (filters.minPrice !== null && price < filters.minPrice) return false;
  if (filters.maxPrice !== null && price > filters.maxPrice) return false;
  return true;
}

const byNewest = (a: Good, b: Good) => b.createdAt - a.createdAt;
const COMPARATORS: Record<SortKey, (a: Good, b: Good) => number> = {
  newest: byNewest,
  priceAsc: (a, b) => discountedPrice(a) - discountedPrice(b) || byNewest(a, b),
  priceDesc: (a, b) => discountedPrice(b) - discountedPrice(a) || byNewest(a, b),
  popular: (a, b) => Number(b.popular) - Number(a.popular) || byNewest(a, b),
  // Array sort is stable: equal goods keep the order they came in.
  relevance: () => 0,
};

/** The goods that pass every chosen filter (any value within a facet), in the chosen order. */
export function applyFilters(goods: readonly Good[], filters: GoodsFilters, lines: ListingLines = NO_LINES): Good[] {
  return goods.filter((good) => matches(good, filters, lines)).sort(COMPARATORS[filters.sort]);
}
