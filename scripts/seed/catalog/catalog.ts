// The whole seeded catalogue as plain data; nothing here touches Firestore or draws.
import { BANNERS, type Banner } from '../images/banners.ts';
import { CATEGORIES } from './categories.ts';
import { buildGoods } from './goods.ts';
import { OUTER_CATEGORIES } from './outer-categories.ts';
import type { CategorySeed, GoodSeed, OuterCategorySeed } from './seed-types.ts';
import { buildYarnLines, type YarnLineSeed } from './yarn-line-seeds.ts';

export interface Catalog {
  outerCategories: OuterCategorySeed[];
  categories: CategorySeed[];
  goods: GoodSeed[];
  yarnLines: YarnLineSeed[];
  banners: Banner[];
}

export function buildCatalog(): Catalog {
  const goods = buildGoods();
  return { outerCategories: OUTER_CATEGORIES, categories: CATEGORIES, goods, yarnLines: buildYarnLines(goods), banners: BANNERS };
}
