// A good of its own for tests and the bench's loads: unique id, in a category no page lists, so
// that nothing else sees its stock move. No test framework here: the bench imports it too.
import { FieldValue } from 'firebase-admin/firestore';
import type { GoodDoc } from '../src/model/types';

export function ownGoodDoc(id: string, category: string, fields: Partial<GoodDoc> = {}): GoodDoc {
  return {
    title: { ua: `Тестова пряжа ${id.slice(-6)}`, en: `Test yarn ${id.slice(-6)}` },
    description: { ua: '', en: '' },
    kind: 'skeinYarn',
    measurement: 'skein',
    measurementCount: 1,
    outerCategory: 'noOuterCategory',
    category,
    subcategory: 'allgoods',
    mainImage: null,
    images: [],
    price: 100,
    discount: { hasDiscount: false, amount: 0 },
    popular: false,
    newGoodState: false,
    quantity: 10,
    articul: id,
    yarn: null,
    archived: false,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    ...fields,
  };
}
