// A listing's whole list of goods. Not in read-goods.ts with the first screen's read, which the
// first script of every page loads ('reads' chunk, web/vite.config.ts): only the goods pages
// need this one, and the home page's JavaScript is at its budget.
import { getDocs } from 'firebase/firestore/lite';
import type { Good } from '@/types/good';
import { goodsQuery, listed, type GoodsFilter } from './read-goods';

/** The goods of a listing, newest first. */
export async function getGoods(filter: GoodsFilter): Promise<Good[]> {
  return listed(await getDocs(goodsQuery(filter)));
}
