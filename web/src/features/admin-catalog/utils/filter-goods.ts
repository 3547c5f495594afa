import type { Good } from '@/types/good';

export const GOODS_PAGE_SIZE = 20;

/** Goods of `category` (or all) whose articul or either title contains `search`, newest first. */
export function filterGoods(goods: readonly Good[], search: string, category: string): Good[] {
  const needle = search.trim().toLowerCase();
  return goods
    .filter((good) => !category || good.category === category)
    .filter((good) => !needle || [good.articul, good.title.ua, good.title.en].some((text) => text.toLowerCase().includes(needle)))
    .sort((a, b) => b.createdAt - a.createdAt || a.id.localeCompare(b.id));
}
