// Which goods list and which good page stand for "a goods list" and "a good page": the heaviest
// ones (README.md, "Measuring speed"): a light page would flatter every number.
import { ALL_GOODS, goodLink, NO_OUTER_CATEGORY, subCategoryLink } from '@domain/links.ts';
import type { GoodDoc } from '../../functions/src/model/types.ts';
import type { Row } from './report.ts';

export type GoodFacts = Pick<GoodDoc, 'kind' | 'outerCategory' | 'category' | 'subcategory' | 'mainImage' | 'images' | 'archived' | 'discount' | 'title' | 'price'> & { id: string };

export const DISCOUNT_LIST = '/goods/discountgoods';
/** A good page should show a gallery, not one picture. */
export const MIN_PICTURES = 2;

export interface ChosenList {
  path: string;
  /** How many goods it lists. */
  goods: number;
  why: string;
}

export interface ChosenGood {
  path: string;
  facts: GoodFacts;
}

// Goods that tests and the load part create for themselves are not the shop's.
const isShopGood = (g: GoodFacts): boolean => !g.archived && !/^(test|bench)-/.test(g.id);

/** The seeded discount list, or the largest sub-category when that lists more goods. */
export function chooseGoodsList(goods: readonly GoodFacts[]): ChosenList {
  const shop = goods.filter(isShopGood);
  const discounted = shop.filter((g) => g.discount.hasDiscount).length;
  const bySub = new Map<string, { good: GoodFacts; count: number }>();
  for (const g of shop) {
    if (g.subcategory === ALL_GOODS) continue;
    const key = `${g.outerCategory}/${g.category}/${g.subcategory}`;
    const entry = bySub.get(key) ?? { good: g, count: 0 };
    bySub.set(key, { ...entry, count: entry.count + 1 });
  }
  // Ties go to the first key in sorted order, so the same catalogue always gives the same page.
  const largest = [...bySub.entries()].sort(([a, x], [b, y]) => y.count - x.count || a.localeCompare(b))[0]?.[1];
  if (largest && largest.count > discounted) {
    const { good, count } = largest;
    return { path: subCategoryLink(good, good.subcategory), goods: count, why: `largest sub-category (${count} goods; discount list ${discounted})` };
  }
  return { path: DISCOUNT_LIST, goods: discounted, why: `discount list (${discounted} goods; largest sub-category ${largest?.count ?? 0})` };
}

/** The pictures its page shows: the main one and the further ones, each once. */
export function pictureCount(g: Pick<GoodFacts, 'mainImage' | 'images'>): number {
  return new Set([g.mainImage, ...g.images].filter(Boolean)).size;
}

const isYarn = (g: GoodFacts): boolean => g.kind === 'skeinYarn' || g.kind === 'bobbinYarn';

/** A yarn under an outer category with the most pictures (at least MIN_PICTURES if the catalogue has one). */
export function chooseGood(goods: readonly GoodFacts[]): ChosenGood {
  const yarns = goods.filter((g) => isShopGood(g) && isYarn(g) && g.outerCategory !== NO_OUTER_CATEGORY);
  const best = [...yarns].sort((a, b) => pictureCount(b) - pictureCount(a) || a.id.localeCompare(b.id))[0];
  if (!best) throw new Error('no seeded yarn in an outer category: is the catalogue seeded?');
  return { path: goodLink(best), facts: best };
}

/** What the bench measured and why; a good page with fewer pictures than asked for is a MISS. */
export function choiceRows(list: ChosenList, good: ChosenGood): Row[] {
  const pictures = pictureCount(good.facts);
  return [
    { section: 'Pages measured', metric: 'a goods list', value: `${list.path}: ${list.why}`, data: { ...list } },
    {
      section: 'Pages measured',
      metric: 'a good page: a yarn with several pictures',
      value: `${good.path}: ${pictures} picture${pictures === 1 ? '' : 's'}${pictures < MIN_PICTURES ? '; no seeded yarn under an outer category has more' : ''}`,
      target: `≥ ${MIN_PICTURES} pictures`,
      verdict: pictures >= MIN_PICTURES ? 'PASS' : 'MISS',
      data: { path: good.path, id: good.facts.id, pictures },
    },
  ];
}
