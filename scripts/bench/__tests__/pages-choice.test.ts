import { describe, expect, it } from 'vitest';
import { chooseGood, chooseGoodsList, choiceRows, DISCOUNT_LIST, pictureCount, type GoodFacts } from '../pages-choice.ts';

let next = 0;
function good(overrides: Partial<GoodFacts>): GoodFacts {
  next += 1;
  return {
    id: `g-${String(next).padStart(3, '0')}`,
    kind: 'skeinYarn',
    outerCategory: 'yarn',
    category: 'merino',
    subcategory: 'YarnArt',
    // The main picture repeated among the further ones, as goods saved before the gallery have it: one picture.
    mainImage: '/a.webp',
    images: ['/a.webp'],
    archived: false,
    discount: { hasDiscount: false, amount: 0 },
    title: { ua: 'Пряжа', en: 'Yarn' },
    price: 100,
    ...overrides,
  };
}
const many = (count: number, overrides: Partial<GoodFacts>) => Array.from({ length: count }, () => good(overrides));
const discounted = { discount: { hasDiscount: true, amount: 10 } };

describe('the goods list the bench measures', () => {
  it('is the discount list when no sub-category lists more goods (an equal one does not)', () => {
    const list = chooseGoodsList([...many(5, { ...discounted, subcategory: 'allgoods' }), ...many(5, {}), ...many(3, { subcategory: 'Alize' })]);
    expect(list).toMatchObject({ path: DISCOUNT_LIST, goods: 5 });
  });

  it('is the largest sub-category when it lists more, counting neither archived, test nor all-goods ones', () => {
    const goods = [
      ...many(2, discounted),
      ...many(3, { outerCategory: 'accessories', category: 'hooks', subcategory: 'Tulip' }),
      ...many(4, { subcategory: 'allgoods' }),
      ...many(4, { category: 'cotton', subcategory: 'Alize', archived: true }),
      good({ id: 'test-1', category: 'cotton', subcategory: 'Alize' }),
      good({ id: 'bench-load-1', category: 'cotton', subcategory: 'Alize' }),
    ];
    expect(chooseGoodsList(goods)).toMatchObject({ path: '/outercategory/accessories/hooks/Tulip', goods: 3 });
    expect(chooseGoodsList([...goods, ...many(1, discounted)])).toMatchObject({ path: DISCOUNT_LIST, goods: 3 });
  });
});

describe('the good page the bench measures', () => {
  it('is a yarn under an outer category with the most pictures', () => {
    const pick = good({ images: ['/1', '/2', '/3'], subcategory: 'allgoods', category: 'mohair' });
    const chosen = chooseGood([
      good({ kind: 'accessory', images: ['/1', '/2', '/3', '/4'] }),
      good({ outerCategory: 'noOuterCategory', images: ['/1', '/2', '/3', '/4'] }),
      good({ archived: true, images: ['/1', '/2', '/3', '/4'] }),
      good({ images: ['/1', '/2'] }),
      pick,
    ]);
    expect(chosen).toEqual({ path: `/outercategory/yarn/mohair/allgoods/${pick.id}`, facts: pick });
    expect(choiceRows(chooseGoodsList([pick]), chosen)[1]).toMatchObject({ verdict: 'PASS', target: '≥ 2 pictures', value: expect.stringMatching(/: 4 pictures$/) });
  });

  it('counts the main picture and the further ones, each once', () => {
    expect(pictureCount({ mainImage: '/a', images: ['/b', '/a', '/c'] })).toBe(3);
    expect(pictureCount({ mainImage: null, images: ['/b'] })).toBe(1);
  });

  it('says MISS when no yarn has several pictures, and fails when there is no yarn at all', () => {
    const single = chooseGood([good({ kind: 'bobbinYarn' })]);
    const [list, row] = choiceRows(chooseGoodsList([]), single);
    expect(list!.value).toBe(`${DISCOUNT_LIST}: discount list (0 goods; largest sub-category 0)`);
    expect(row).toMatchObject({ verdict: 'MISS' });
    expect(row!.value).toMatch(/1 picture; no seeded yarn/);
    expect(() => chooseGood([good({ kind: 'accessory' })])).toThrow(/no seeded yarn/);
  });
});
