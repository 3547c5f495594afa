// The pages the bench visits, found in the seeded catalogue through firebase-admin, and the
// test good the order-placement load buys (huge stock, a category no page lists).
import '../seed/emulators-only.ts';
import { randomUUID } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../../functions/src/admin.ts';
import type { GoodDoc } from '../../functions/src/model/types.ts';
import { paths } from '../../web/src/config/paths.ts';

export interface BenchPages {
  home: string;
  goodsList: string;
  good: string;
  /** Every other public route worth a JavaScript number. */
  others: string[];
}

export async function findPages(): Promise<BenchPages> {
  const snap = await db.collection('goods').where('archived', '==', false).limit(200).get();
  const doc = snap.docs.find((d) => d.get('outerCategory') !== 'noOuterCategory' && !d.id.startsWith('test-'));
  if (!doc) throw new Error('no seeded good in an outer category: is the catalogue seeded?');
  const g = doc.data() as GoodDoc;
  return {
    home: paths.home.getHref(),
    goodsList: paths.outerCategoryGoods.getHref(g.outerCategory, g.category, 'allgoods'),
    good: paths.outerCategoryGood.getHref(g.outerCategory, g.category, g.subcategory, doc.id),
    others: [
      paths.outerCategory.getHref(g.outerCategory),
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
    ],
  };
}

export async function createLoadGood(): Promise<{ id: string; remove: () => Promise<void> }> {
  const id = `bench-load-${randomUUID()}`;
  const good: GoodDoc = {
    title: { ua: 'Пряжа для навантаження', en: 'Load test yarn' },
    description: { ua: '', en: '' },
    kind: 'skeinYarn',
    measurement: 'skein',
    measurementCount: 1,
    outerCategory: 'noOuterCategory',
    category: 'bench-load',
    subcategory: 'allgoods',
    mainImage: null,
    images: [],
    price: 100,
    discount: { hasDiscount: false, amount: 0 },
    popular: false,
    newGoodState: false,
    quantity: 1_000_000_000,
    articul: id,
    yarn: null,
    archived: false,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  };
  await db.collection('goods').doc(id).set(good);
  return { id, remove: async () => void (await db.collection('goods').doc(id).delete()) };
}

export function orderBody(goodId: string, idempotencyKey: string) {
  return {
    goods: [{ goodId, quantity: 1 }],
    customer: { name: 'Навантаження Тест', phone: '+380 67 123 45 67' },
    delivery: { carrier: 'novaposhta', city: 'Київ', branch: '12' },
    payment: 'cod',
    idempotencyKey,
  };
}
