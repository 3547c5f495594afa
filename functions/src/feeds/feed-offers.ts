// What every feed says about a good, worked out once from the catalogue: the channels' builders
// (yml-feed.ts, hotline-feed.ts, google-feed.ts) only write it in their own words. Pure, so each
// rule is unit-tested without Firestore.
import { discountedPrice } from '@domain/pricing';
import { goodLink, NO_OUTER_CATEGORY, subCategorySegment } from '@domain/links';
import { largestImageUrl } from '@domain/image-sizes';
import type { Localized } from '@domain/language';
import type { GoodDoc } from '../model/good-docs';
import type { CatalogDoc } from '../model/catalog-docs';
import type { YarnLineDoc } from '../model/yarn-line-docs';
import { fibreName } from './fibre-names';

/** The fields of a good a feed reads. */
export type FeedGood = Pick<
  GoodDoc,
  'title' | 'description' | 'outerCategory' | 'category' | 'subcategory' | 'mainImage' | 'images' | 'price' | 'discount' | 'quantity' | 'articul' | 'archived' | 'yarn' | 'yarnLineId' | 'colour'
>;
export type FeedLine = Pick<YarnLineDoc, 'brand' | 'name' | 'fibres' | 'metresPer100g' | 'skein' | 'needleMm'>;
export type FeedCatalog = Pick<CatalogDoc, 'category' | 'outerCategory' | 'title'> & { subCategories: readonly { name: string; title: Localized }[] };

/** The catalogue as the instance read it: goods on sale, every line, catalog and department. */
export interface FeedCatalogue {
  goods: readonly { id: string; good: FeedGood }[];
  lines: ReadonlyMap<string, FeedLine>;
  catalogs: readonly FeedCatalog[];
  outerCategories: readonly { id: string; title: Localized }[];
}

export interface FeedCategory {
  id: number;
  parentId: number | null;
  name: string;
}

export interface FeedParam {
  name: string;
  value: string;
  unit?: string;
}

export interface FeedOffer {
  /** The good's document id: it never changes, so a channel keeps its history of the offer. */
  id: string;
  url: string;
  name: string;
  description: string;
  /** Whole UAH before any discount. */
  price: number;
  /** Whole UAH after the discount; null without one. */
  salePrice: number | null;
  available: boolean;
  quantity: number;
  categoryId: number;
  /** The category names from the top down, "Пряжа > Вовна". */
  categoryPath: string[];
  /** Absolute, the main picture first. */
  pictures: string[];
  vendor: string;
  articul: string;
  params: FeedParam[];
  /** The yarn line a colour belongs to, and that colour's name: a channel groups the colours of a line. */
  group: { id: string; colour: string } | null;
}

/**
 * A category's feed id: a number made from its place in the catalogue, so it stays the same from
 * build to build and instance to instance (the channels map categories by id, and YML wants a number).
 */
export function feedCategoryId(key: string): number {
  let hash = 0x811c9dc5; // FNV-1a, 32 bits
  for (const char of key) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash || 1;
}

const outerKey = (outer: string) => `outer:${outer}`;
const catalogKey = (category: string) => `catalog:${category}`;
const subKey = (category: string, segment: string) => `sub:${category}/${segment}`;

/** The absolute address of a picture or a page: stored pictures may be paths on the shop's own origin. */
function absoluteUrl(origin: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** Every category a good can sit in, parents first. */
export function feedCategories(catalogue: FeedCatalogue): FeedCategory[] {
  const outerTitles = new Map(catalogue.outerCategories.map((outer) => [outer.id, outer.title?.ua ?? outer.id]));
  const categories: FeedCategory[] = [];
  const usedOuters = new Set(catalogue.catalogs.map((catalog) => catalog.outerCategory).filter((outer) => outer !== NO_OUTER_CATEGORY && outerTitles.has(outer)));
  for (const outer of usedOuters) categories.push({ id: feedCategoryId(outerKey(outer)), parentId: null, name: outerTitles.get(outer)! });
  for (const catalog of catalogue.catalogs) {
    const parentId = usedOuters.has(catalog.outerCategory) ? feedCategoryId(outerKey(catalog.outerCategory)) : null;
    const id = feedCategoryId(catalogKey(catalog.category));
    categories.push({ id, parentId, name: catalog.title?.ua ?? catalog.category });
    for (const sub of catalog.subCategories) categories.push({ id: feedCategoryId(subKey(catalog.category, subCategorySegment(sub.name))), parentId: id, name: sub.title?.ua ?? sub.name });
  }
  return categories;
}

function placeOf(good: FeedGood, catalogs: ReadonlyMap<string, FeedCatalog>, outerTitles: ReadonlyMap<string, string>): { id: number; path: string[] } | null {
  const catalog = catalogs.get(good.category);
  if (!catalog) return null;
  const top = outerTitles.get(catalog.outerCategory);
  const path = [...(top ? [top] : []), catalog.title?.ua ?? catalog.category];
  const sub = catalog.subCategories.find((candidate) => subCategorySegment(candidate.name) === good.subcategory);
  if (!sub) return { id: feedCategoryId(catalogKey(catalog.category)), path };
  return { id: feedCategoryId(subKey(catalog.category, good.subcategory)), path: [...path, sub.title?.ua ?? sub.name] };
}

const millimetres = (value: number) => String(value).replace('.', ',');

/** Fibre, skein weight, metres, needle size and colour, as far as the good or its line knows them. */
function yarnParams(good: FeedGood, line: FeedLine | undefined): FeedParam[] {
  const params: FeedParam[] = [];
  const fibres = line?.fibres ?? good.yarn?.fibres ?? [];
  if (fibres.length > 0) params.push({ name: 'Склад', value: fibres.map((part) => `${part.percent}% ${fibreName(part.fibre)}`).join(', ') });
  const grams = line ? line.skein?.grams : good.yarn?.skeinWeightGrams;
  if (grams) params.push({ name: 'Вага мотка', value: String(grams), unit: 'г' });
  const metres = line ? line.skein?.metres : good.yarn?.skeinLengthMeters;
  if (metres) params.push({ name: 'Довжина нитки', value: String(metres), unit: 'м' });
  const per100g = line ? line.metresPer100g : good.yarn?.metersPer100g;
  if (per100g) params.push({ name: 'Метраж на 100 г', value: String(per100g), unit: 'м' });
  const needle = line?.needleMm ? `${millimetres(line.needleMm.from)}${line.needleMm.to ? `–${millimetres(line.needleMm.to)}` : ''}` : good.yarn?.needleSizeMm?.replace('-', '–');
  if (needle) params.push({ name: 'Розмір спиць', value: needle, unit: 'мм' });
  const colour = (line ? good.colour?.name?.ua : null) ?? good.yarn?.colour?.ua;
  if (colour) params.push({ name: 'Колір', value: colour });
  return params;
}

/**
 * Whether a good's document holds what an offer is made of. Documents are written through the
 * API's schemas, but one edited by hand in the console must cost the channels that good, not the feed.
 */
function isFeedable(good: FeedGood): boolean {
  return (
    typeof good.title?.ua === 'string' &&
    typeof good.articul === 'string' &&
    typeof good.category === 'string' &&
    Number.isFinite(good.price) &&
    good.price > 0 &&
    Number.isFinite(good.quantity) &&
    (good.images === undefined || Array.isArray(good.images))
  );
}

/**
 * One offer per good on sale. Left out too: a good whose catalog is gone (the storefront lists it
 * nowhere, and its link would lead to no page) and a good without a picture, which every channel refuses.
 */
export function feedOffers(catalogue: FeedCatalogue, origin: string, shopName: string): FeedOffer[] {
  const catalogs = new Map(catalogue.catalogs.map((catalog) => [catalog.category, catalog]));
  const outerTitles = new Map(catalogue.outerCategories.map((outer) => [outer.id, outer.title?.ua ?? outer.id]));
  const offers: FeedOffer[] = [];
  for (const { id, good } of catalogue.goods) {
    if (good.archived || !isFeedable(good)) continue;
    const place = placeOf(good, catalogs, outerTitles);
    if (!place) continue;
    const line = good.yarnLineId ? catalogue.lines.get(good.yarnLineId) : undefined;
    const salePrice = discountedPrice({ price: good.price, discount: good.discount ?? { hasDiscount: false, amount: 0 } });
    const stored = [good.mainImage, ...(good.images ?? [])].filter((url): url is string => typeof url === 'string' && url !== '');
    const pictures = [...new Set(stored.map((url) => absoluteUrl(origin, largestImageUrl(url) ?? url)))];
    if (pictures.length === 0) continue;
    const name = good.title.ua.trim();
    offers.push({
      id,
      url: absoluteUrl(origin, goodLink({ id, outerCategory: good.outerCategory, category: good.category, subcategory: good.subcategory })),
      name,
      description: (typeof good.description?.ua === 'string' ? good.description.ua.trim() : '') || name,
      price: good.price,
      salePrice: salePrice < good.price ? salePrice : null,
      available: good.quantity > 0,
      quantity: Math.max(0, good.quantity),
      categoryId: place.id,
      categoryPath: place.path,
      pictures,
      vendor: line?.brand || good.yarn?.brand || shopName,
      articul: good.articul,
      params: yarnParams(good, line),
      group: line && good.yarnLineId && good.colour?.name?.ua ? { id: good.yarnLineId, colour: good.colour.name.ua } : null,
    });
  }
  return offers;
}
