import type { Good } from '@/types/good';

export function makeGood(overrides: Partial<Good> = {}): Good {
  return {
    id: 'ya-1001',
    title: { ua: 'Пряжа YarnArt Merino, колір бежевий', en: 'YarnArt Merino yarn, beige' },
    description: { ua: 'Склад: 50% меринос, 50% акрил', en: 'Composition: 50% merino, 50% acrylic' },
    kind: 'skeinYarn',
    measurement: 'skein',
    measurementCount: 1,
    outerCategory: 'yarn',
    category: 'wool',
    subcategory: 'MerinoWool',
    mainImage: 'https://img.example/ya-1001.jpg',
    images: [],
    price: 98,
    discount: { hasDiscount: false, amount: 0 },
    popular: false,
    newGoodState: false,
    quantity: 10,
    articul: 'YA-1001',
    weightGrams: 110,
    yarn: {
      brand: 'YarnArt',
      fibres: [
        { fibre: 'merino', percent: 50 },
        { fibre: 'acrylic', percent: 50 },
      ],
      weightClass: 'worsted',
      skeinWeightGrams: 100,
      skeinLengthMeters: 280,
      metersPer100g: null,
      needleSizeMm: '3.5-4.5',
      hookSizeMm: '3.5-4',
      colour: { ua: 'бежевий', en: 'beige' },
      colourHex: '#d8c3a0',
      dyeLot: '12345',
    },
    yarnColour: null,
    archived: false,
    createdAt: Date.UTC(2025, 0, 6),
    ...overrides,
  };
}
