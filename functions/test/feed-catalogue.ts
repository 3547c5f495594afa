// Catalogues for the feeds' builders, without Firestore: a small one with every case a feed treats
// apart, and a large one of made-up goods for the bench. No test framework here: the bench imports it.
import type { FeedCatalogue, FeedGood, FeedLine } from '../src/feeds/feed-offers';

export const FEED_ORIGIN = 'https://yarn.example';

const picture = (stem: string) => `/api/images/goods/${stem}.webp`;

export function feedGood(fields: Partial<FeedGood> = {}): FeedGood {
  return {
    title: { ua: 'Спиці кругові 4 мм', en: 'Circular needles 4 mm' },
    description: { ua: 'Сталеві спиці на тросику.', en: 'Steel needles on a cable.' },
    outerCategory: 'tools',
    category: 'needles',
    subcategory: 'CircularNeedles',
    mainImage: picture('needles-4'),
    images: [picture('needles-4'), picture('needles-4-side')],
    price: 260,
    discount: { hasDiscount: false, amount: 0 },
    quantity: 7,
    articul: 'ND-004',
    archived: false,
    yarn: null,
    yarnLineId: null,
    colour: null,
    ...fields,
  };
}

export const FEED_LINE: FeedLine = {
  brand: 'Alize',
  name: 'Superwash Comfort Socks',
  fibres: [
    { fibre: 'wool', percent: 75 },
    { fibre: 'polyamide', percent: 25 },
  ],
  metresPer100g: 420,
  skein: { metres: 420, grams: 100 },
  needleMm: { from: 2, to: 3 },
};

const lineColour = (code: string, ua: string, en: string) => ({ code, name: { ua, en }, swatch: { kind: 'hex' as const, hex: '#336699' }, family: 'blue' as const });

/** Two colours of a line (one on sale), a needle, a brandless notion, and the goods a feed leaves out or must escape. */
export function smallFeedCatalogue(): FeedCatalogue {
  const yarn = (fields: Partial<FeedGood>) =>
    feedGood({ outerCategory: 'yarn', category: 'wool', subcategory: 'SockYarn', yarnLineId: 'alize-socks', price: 165, quantity: 12, ...fields });
  return {
    goods: [
      { id: 'al-1001', good: yarn({ title: { ua: 'Alize Superwash Comfort Socks 21 синій', en: 'Alize Socks 21 blue' }, articul: 'AL-1001', colour: lineColour('21', 'синій', 'blue'), discount: { hasDiscount: true, amount: 10 } }) },
      { id: 'al-1002', good: yarn({ title: { ua: 'Alize Superwash Comfort Socks 55 білий', en: 'Alize Socks 55 white' }, articul: 'AL-1002', colour: lineColour('55', 'білий', 'white'), quantity: 0 }) },
      { id: 'nd-004', good: feedGood() },
      { id: 'bag-s', good: feedGood({ category: 'notions', subcategory: 'allgoods', outerCategory: 'tools', title: { ua: 'Сумка & органайзер <S>', en: 'Bag & organiser <S>' }, description: { ua: '', en: '' }, articul: 'BG-"S"', price: 420 }) },
      { id: 'gone', good: feedGood({ archived: true, articul: 'GONE' }) },
      { id: 'no-catalog', good: feedGood({ category: 'removed', articul: 'NC' }) },
      { id: 'no-picture', good: feedGood({ mainImage: null, images: [], articul: 'NP' }) },
    ],
    lines: new Map([['alize-socks', FEED_LINE]]),
    catalogs: [
      { category: 'wool', outerCategory: 'yarn', title: { ua: 'Вовна', en: 'Wool' }, subCategories: [{ name: 'Sock Yarn', title: { ua: 'Шкарпеткова пряжа', en: 'Sock yarn' } }] },
      { category: 'needles', outerCategory: 'tools', title: { ua: 'Спиці', en: 'Needles' }, subCategories: [{ name: 'Circular Needles', title: { ua: 'Кругові спиці', en: 'Circular needles' } }] },
      { category: 'notions', outerCategory: 'tools', title: { ua: 'Дрібниці', en: 'Notions' }, subCategories: [] },
    ],
    outerCategories: [
      { id: 'yarn', title: { ua: 'Пряжа', en: 'Yarn' } },
      { id: 'tools', title: { ua: 'Інструменти', en: 'Tools' } },
    ],
  };
}

/** `count` colours of lines of 20, each with a long description and three pictures: a shop grown large. */
export function largeFeedCatalogue(count: number): FeedCatalogue {
  const small = smallFeedCatalogue();
  const lines = new Map<string, FeedLine>();
  const goods = Array.from({ length: count }, (_, index) => {
    const lineId = `line-${Math.floor(index / 20)}`;
    lines.set(lineId, { ...FEED_LINE, name: `Line ${lineId}` });
    const stem = `g${index.toString(36)}`;
    return {
      id: `g-${index}`,
      good: feedGood({
        outerCategory: 'yarn',
        category: 'wool',
        subcategory: 'SockYarn',
        yarnLineId: lineId,
        colour: lineColour(String(index % 20), `колір ${index % 20}`, `colour ${index % 20}`),
        title: { ua: `Пряжа ${lineId} колір ${index % 20}`, en: `Yarn ${lineId} colour ${index % 20}` },
        description: { ua: 'М’яка вовняна пряжа для шкарпеток, светрів і шапок; не скочується і добре тримає форму після прання. '.repeat(3), en: '' },
        mainImage: picture(stem),
        images: [picture(stem), picture(`${stem}-close`), picture(`${stem}-swatch`)],
        articul: `AR-${index}`,
        quantity: index % 7,
        discount: { hasDiscount: index % 5 === 0, amount: 15 },
      }),
    };
  });
  return { ...small, goods, lines };
}
