// Real queries, in both languages, against the search index the seed's catalogue makes (built by
// the functions' own entry code, in document-id order as Firestore hands the goods to a rebuild).
// Each row names what a shopper must find first: the top results must all be of that kind.
import { describe, expect, it } from 'vitest';
import { prepareSearchIndex, searchGoods, type SearchDocument } from '@domain/search.ts';
import { buildCatalog } from '../catalog/catalog.ts';
import { seedSearchEntries } from '../catalog/search-entries.ts';

const catalog = buildCatalog();
const entries = seedSearchEntries(catalog).sort((a, b) => (a[0] < b[0] ? -1 : 1));
const index = prepareSearchIndex(entries);
const fibresOf = new Map(catalog.yarnLines.map((line) => [line.id, line.doc.fibres.map((part) => part.fibre)]));

type Want = (doc: SearchDocument) => boolean;
const isYarn: Want = (doc) => doc.kind === 'skeinYarn' || doc.kind === 'bobbinYarn';
const line = (...ids: string[]): Want => (doc) => ids.includes(doc.yarnLineId);
const sub = (...segments: string[]): Want => (doc) => isYarn(doc) && segments.includes(doc.subcategory);
const fibre = (key: string): Want => (doc) => fibresOf.get(doc.yarnLineId)?.includes(key) === true;
const colour = (...names: string[]): Want => (doc) => names.includes(doc.colourUa);
const titled = (word: string): Want => (doc) => doc.titleUa.toLowerCase().includes(word);
const both = (a: Want, b: Want): Want => (doc) => a(doc) && b(doc);
const either = (a: Want, b: Want): Want => (doc) => a(doc) || b(doc);
// 'Бобінний шовк і віскоза' names both fibres: its yarns are rightly found by either.
const inCategory = (category: string): Want => (doc) => isYarn(doc) && doc.category === category;

interface Row {
  query: string;
  /** What each of the first `top` results must be. */
  first: Want;
  top: number;
}

const ROWS: Row[] = [
  // Fibres, in any form of the word, and by the categories named after them.
  { query: 'меринос', first: sub('MerinoWool', 'ExtrafineMerino'), top: 48 },
  { query: 'merino', first: fibre('merino'), top: 67 },
  { query: 'мериносова пряжа', first: fibre('merino'), top: 67 },
  { query: 'пряжа з мериносу', first: fibre('merino'), top: 30 },
  { query: 'мохер', first: sub('Mohair'), top: 21 },
  { query: 'mohair', first: fibre('mohair'), top: 21 },
  { query: 'мохерова пряжа', first: sub('Mohair'), top: 21 },
  { query: 'альпака', first: fibre('alpaca'), top: 22 },
  { query: 'alpaca', first: fibre('alpaca'), top: 22 },
  { query: 'бавовняна пряжа', first: fibre('cotton'), top: 60 },
  { query: 'cotton', first: fibre('cotton'), top: 60 },
  { query: 'кашемір', first: sub('CashmereBlend'), top: 17 },
  { query: 'шовкова пряжа', first: either(fibre('silk'), inCategory('bobbinsilk')), top: 30 },
  { query: 'льон', first: fibre('linen'), top: 30 },
  { query: 'віскоза', first: either(fibre('viscose'), inCategory('bobbinsilk')), top: 30 },
  // Colours by name and by family, with the word for yarn in any form.
  { query: 'червона пряжа', first: colour('червоний'), top: 10 },
  { query: 'червоної пряжі', first: colour('червоний'), top: 10 },
  { query: 'red yarn', first: colour('червоний'), top: 10 },
  { query: 'синя пряжа', first: colour('синій', 'темно-синій'), top: 10 },
  { query: 'сірий меланж', first: colour('сірий меланж'), top: 5 },
  { query: 'бежева альпака', first: both(fibre('alpaca'), colour('бежевий', 'пісочний')), top: 2 },
  { query: 'зелена мохерова пряжа', first: both(fibre('mohair'), colour("м'ятний", 'оливковий', 'смарагдовий', 'пляшковий', 'шавлієвий')), top: 5 },
  // Categories and weight classes.
  { query: 'дитяча пряжа', first: sub('BabyWool', 'BabyCotton', 'BabyAcrylic'), top: 30 },
  { query: 'шкарпеткова пряжа', first: sub('SockYarn'), top: 18 },
  { query: 'sock yarn', first: sub('SockYarn'), top: 18 },
  { query: 'товста пряжа', first: sub('ChunkyYarn'), top: 22 },
  { query: 'плюшева пряжа', first: sub('PlushYarn'), top: 22 },
  { query: 'букле', first: sub('Boucle'), top: 17 },
  { query: 'бобінна пряжа', first: (doc) => doc.kind === 'bobbinYarn', top: 100 },
  { query: 'павутинка', first: both(isYarn, (doc) => doc.traits.includes('lace')), top: 30 },
  // Brands and lines, in either alphabet.
  { query: 'yarnart jeans', first: line('yarnart-jeans'), top: 20 },
  { query: 'алізе', first: (doc) => doc.line.startsWith('Alize'), top: 30 },
  { query: 'дропс альпака', first: line('drops-alpaca'), top: 10 },
  // Tools and goods made of yarn, found by any form of their name.
  { query: 'гачки', first: (doc) => doc.category === 'hooks', top: 21 },
  { query: 'кругові спиці', first: titled('кругові спиці'), top: 10 },
  { query: 'шапки', first: titled('шапка'), top: 4 },
  { query: 'шарф', first: titled('шарф'), top: 4 },
  { query: 'ґудзики', first: titled('ґудзики'), top: 3 },
];

describe('search over the seeded catalogue', () => {
  it('has at least 30 queries in the table', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(ROWS)('"$query" finds the right goods first', ({ query, first, top }) => {
    const found = searchGoods(index, query);
    expect(found.length).toBeGreaterThanOrEqual(top);
    const wrong = found.slice(0, top).filter((doc) => !first(doc));
    expect(wrong.map((doc) => `${doc.id} ${doc.titleUa}`)).toEqual([]);
  });

  it.each(['меринос', 'мохер', 'альпака', 'плюш'])('"%s" lists every yarn before any good made of yarn', (query) => {
    const found = searchGoods(index, query);
    const lastYarn = found.map(isYarn).lastIndexOf(true);
    const firstMade = found.findIndex((doc) => doc.kind === 'finishedItem');
    expect(firstMade).toBeGreaterThan(0);
    expect(lastYarn).toBeLessThan(firstMade);
  });

  it('finds the whole Меринос category and the mohair yarns that "меринос" and "мохер" used to miss', () => {
    const ids = (query: string) => new Set(searchGoods(index, query).map((doc) => doc.id));
    const inSub = (segment: string) => entries.filter((entry) => entry[5] === segment && entry[12] === 'skeinYarn').map((entry) => entry[0]);
    expect(inSub('MerinoWool')).toHaveLength(30);
    expect(inSub('MerinoWool').filter((id) => !ids('меринос').has(id))).toEqual([]);
    expect(inSub('Mohair')).toHaveLength(21);
    expect(inSub('Mohair').filter((id) => !ids('мохер').has(id))).toEqual([]);
  });
});
