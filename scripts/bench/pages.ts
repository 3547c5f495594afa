// The pages the bench visits, chosen from the seeded catalogue (read through firebase-admin) by
// pages-choice.ts.
import '../seed/emulators-only.ts';
import { db } from '../../functions/src/admin.ts';
import { paths } from '../../web/src/config/paths.ts';
import { chooseGood, chooseGoodsList, choiceRows, type GoodFacts } from './pages-choice.ts';
import type { Row } from './report.ts';

export interface BenchPages {
  home: string;
  /** The heaviest goods list: the discount list, or the largest sub-category if it lists more. */
  goodsList: string;
  /** A yarn with several pictures, under an outer category. */
  good: string;
  /** What the good page must show in its HTML (title, price) and how many pictures it has. */
  goodFacts: GoodFacts;
  /** A page without data, for the plain-HTML check. */
  staticPage: string;
  /** Every other public route worth a JavaScript number. */
  others: string[];
  /** What was chosen and why, for the report. */
  choice: Row[];
}

// Only the fields the choice needs: the whole catalogue's descriptions would be most of the bytes.
const FIELDS = ['kind', 'outerCategory', 'category', 'subcategory', 'mainImage', 'images', 'archived', 'discount', 'title', 'price'] as const;

export async function findPages(): Promise<BenchPages> {
  const snap = await db.collection('goods').select(...FIELDS).get();
  const goods = snap.docs.map((d) => ({ ...(d.data() as Omit<GoodFacts, 'id'>), id: d.id }));
  const list = chooseGoodsList(goods);
  const good = chooseGood(goods);
  const g = good.facts;
  const others = [
    paths.outerCategory.getHref(g.outerCategory),
    paths.outerCategoryGoods.getHref(g.outerCategory, g.category, 'allgoods'),
    paths.goods.getHref('discountgoods'),
    paths.goodsSearch.getHref(),
    paths.makeOrder.getHref(),
    paths.login.getHref(),
    paths.signup.getHref(),
    paths.unregisteredUserPage.getHref(),
    paths.contacts.getHref(),
    paths.paymentAndDelivery.getHref(),
    paths.aboutUs.getHref(),
    paths.privacyPolicy.getHref(),
    paths.publicOffer.getHref(),
  ];
  return {
    home: paths.home.getHref(),
    goodsList: list.path,
    good: good.path,
    goodFacts: g,
    staticPage: paths.contacts.getHref(),
    others: others.filter((path) => path !== list.path),
    choice: choiceRows(list, good),
  };
}
