// Search time per keystroke the way the SPA does it (features/search): the index is prepared
// once from 10 000 generated goods (every other one a colour of a yarn line, 12 colours a line),
// each with its catalogue names and, for a colour, its fibres, weight class and colour family as
// the functions index them (domain/search-terms.ts). Then every prefix of real queries is
// searched: line names, colour codes, and Ukrainian words in forms the index does not hold
// (мериносова, червона), which go through the stemmer.
import { goodTerms, prepareSearchIndex, searchableQuery, searchGoods, SEARCH_MIN_LENGTH, type SearchEntry } from '@domain/search.ts';
import { COLOUR_FAMILIES } from '@domain/yarn-line.ts';
import { YARN_WEIGHT_CLASSES } from '@domain/yarn-weight-classes.ts';
import { median, percentile } from './stats.ts';

const BRANDS = ['YarnArt', 'Alize', 'Nako', 'Drops', 'Himalaya', 'Lana Grossa', 'Gazzal', 'Madame Tricote'];
const WORDS = ['Пряжа', 'Меринос', 'Бавовна', 'Альпака', 'Мохер', 'Плюш', 'Акрил', 'Шовк', 'Спиці', 'Гачок'];
const COLOURS = ['білий', 'бежевий', 'червоний', 'синій', 'зелений', 'чорний', 'жовтий', "м'ятний"];
const EN = ['yarn', 'merino', 'cotton', 'alpaca', 'mohair', 'plush', 'acrylic', 'silk', 'needles', 'hook'];
const LINES = ['Superwash Comfort Socks', 'Merino De Luxe', 'Jeans Plus', 'Baby Wool', 'Cotton Gold', 'Angora Real'];
const COLOURS_EN = ['white', 'beige', 'red', 'blue', 'green', 'black', 'yellow', 'mint'];
const FIBRES = ['merino', 'wool', 'cotton', 'alpaca', 'mohair', 'acrylic', 'silk', 'linen'];
const PLACES = [
  [{ ua: 'Вовняна пряжа', en: 'Wool yarn' }, { ua: 'Меринос', en: 'Merino wool' }],
  [{ ua: 'Бавовняна пряжа', en: 'Cotton yarn' }, { ua: 'Мерсеризована бавовна', en: 'Mercerized cotton' }],
  [{ ua: 'Дитяча пряжа', en: 'Baby yarn' }, { ua: 'Дитячий акрил', en: 'Baby acrylic' }],
  [{ ua: 'Бобінна вовна', en: 'Bobbin wool' }, { ua: 'Кашемір', en: 'Cashmere blend' }],
  [{ ua: 'Спиці', en: 'Needles' }, { ua: 'Кругові спиці', en: 'Circular needles' }],
];
const QUERIES = [
  'пряжа меринос', 'альпака білий', 'yarnart jeans', 'merino wool', 'спиці', 'AR-12345', 'гачок червоний', 'alize comfort socks', 'мятний', '7650',
  'мериносова пряжа', 'червона пряжа', 'мохер', 'дитячої пряжі', 'шкарпеткова',
];
const COLOURS_PER_LINE = 12;

export function generatedEntries(count: number): SearchEntry[] {
  return Array.from({ length: count }, (_, i): SearchEntry => {
    const brand = BRANDS[i % BRANDS.length]!;
    const w = i % WORDS.length;
    const c = (i >> 3) % COLOURS.length;
    const colour = COLOURS[c]!;
    const plain = [`g${i}`, `AR-${10000 + i}`, `${WORDS[w]} ${brand} ${i}, колір ${colour}`, `${brand} ${EN[w]} ${i}`, `c${i % 40}`, 's', 'o'] as const;
    const place = PLACES[i % PLACES.length]!;
    if (i % 2 === 1) {
      const { names, traits } = goodTerms({ place, fibres: [], weightClass: null, family: null });
      return [...plain, '', '', '', '', '', 'accessory', names, traits];
    }
    // A colour of a line: its line's name, its colour's code and names and its traits are searched too.
    const line = Math.floor(i / (2 * COLOURS_PER_LINE));
    const code = String(1000 + ((i * 37) % 9000));
    const { names, traits } = goodTerms({
      place,
      fibres: [FIBRES[line % FIBRES.length]!, FIBRES[(line + 3) % FIBRES.length]!],
      weightClass: YARN_WEIGHT_CLASSES[line % YARN_WEIGHT_CLASSES.length]!,
      family: COLOUR_FAMILIES[c % COLOUR_FAMILIES.length]!,
    });
    return [...plain, `line-${line}`, `${brand} ${LINES[line % LINES.length]!}`, code, colour, COLOURS_EN[c]!, 'skeinYarn', names, traits];
  });
}

export interface SearchTiming {
  goods: number;
  prepareMs: number;
  keystrokes: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}

export function timeSearch(goods = 10_000, rounds = 5): SearchTiming {
  const entries = generatedEntries(goods);
  const started = performance.now();
  const index = prepareSearchIndex(entries);
  const prepareMs = performance.now() - started;
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const query of QUERIES) {
      for (let n = 1; n <= query.length; n += 1) {
        const searchable = searchableQuery(query.slice(0, n));
        if (searchable.length < SEARCH_MIN_LENGTH) continue;
        const t = performance.now();
        searchGoods(index, searchable);
        if (round > 0) times.push(performance.now() - t); // round 0 warms the JIT up
      }
    }
  }
  return { goods, prepareMs, keystrokes: times.length, medianMs: median(times), p95Ms: percentile(times, 0.95), maxMs: Math.max(...times) };
}
