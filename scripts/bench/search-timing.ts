// Search time per keystroke the way the SPA does it (features/search): the index is prepared
// once from 10 000 generated goods, then every prefix of a few real queries is searched.
import { prepareSearchIndex, searchableQuery, searchGoods, SEARCH_MIN_LENGTH, type SearchEntry } from '@domain/search.ts';
import { median, percentile } from './stats.ts';

const BRANDS = ['YarnArt', 'Alize', 'Nako', 'Drops', 'Himalaya', 'Lana Grossa', 'Gazzal', 'Madame Tricote'];
const WORDS = ['Пряжа', 'Меринос', 'Бавовна', 'Альпака', 'Мохер', 'Плюш', 'Акрил', 'Шовк', 'Спиці', 'Гачок'];
const COLOURS = ['білий', 'бежевий', 'червоний', 'синій', 'зелений', 'чорний', 'жовтий', "м'ятний"];
const EN = ['yarn', 'merino', 'cotton', 'alpaca', 'mohair', 'plush', 'acrylic', 'silk', 'needles', 'hook'];
const QUERIES = ['пряжа меринос', 'альпака білий', 'yarnart jeans', 'merino wool', 'спиці', 'AR-12345', 'гачок червоний'];

export function generatedEntries(count: number): SearchEntry[] {
  return Array.from({ length: count }, (_, i) => {
    const brand = BRANDS[i % BRANDS.length]!;
    const w = i % WORDS.length;
    const colour = COLOURS[(i >> 3) % COLOURS.length]!;
    return [`g${i}`, `AR-${10000 + i}`, `${WORDS[w]} ${brand} ${i}, колір ${colour}`, `${brand} ${EN[w]} ${i}`, `c${i % 40}`, 's', 'o'];
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
