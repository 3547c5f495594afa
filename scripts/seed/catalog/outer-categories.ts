// The top of the catalog menu (outer categories come first on the home page: docs/product.md, "Home page").
import { text, type OuterCategorySeed } from './seed-types.ts';

export const OUTER_CATEGORIES: OuterCategorySeed[] = [
  { name: 'yarn', title: text('Пряжа у мотках', 'Skein yarn'), colourHex: '#b3245a', motif: 'skein' },
  { name: 'bobbinyarn', title: text('Бобінна пряжа', 'Bobbin yarn'), colourHex: '#2c5aa0', motif: 'cone' },
  { name: 'accessories', title: text('Аксесуари', 'Accessories'), colourHex: '#7c7f3a', motif: 'button' },
];
