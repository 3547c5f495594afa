// Prints how long a keystroke's search takes over 10 000 generated goods. Numbers only: timing
// depends on the machine, so nothing is asserted about speed (see the console output).
import { expect, it } from 'vitest';
import { prepareSearchIndex, searchGoods, type SearchEntry } from '../search';

const BRANDS = ['YarnArt', 'Alize', 'Nako', 'Drops', 'Himalaya', 'Lana Grossa'];
const WORDS = ['Пряжа', 'Меринос', 'Бавовна', 'Альпака', 'Мохер', 'Плюш', 'Акрил', 'Шовк'];
const COLOURS = ['білий', 'бежевий', 'червоний', 'синій', 'зелений', 'чорний'];

it('searches 10 000 goods per keystroke (prints timings)', () => {
  const entries: SearchEntry[] = Array.from({ length: 10_000 }, (_, i) => {
    const brand = BRANDS[i % BRANDS.length]!;
    const word = WORDS[i % WORDS.length]!;
    const colour = COLOURS[i % COLOURS.length]!;
    return [`g${i}`, `AR-${10000 + i}`, `${word} ${brand} ${i}, колір ${colour}`, `${brand} yarn ${i}, ${colour}`, 'c', 's', 'o'];
  });
  const started = performance.now();
  const index = prepareSearchIndex(entries);
  const prepareMs = performance.now() - started;
  const queries = ['пр', 'пря', 'пряж', 'пряжа', 'pryazha', 'ярнарт', 'merino ', 'меринос бежевий', '#AR-1999', 'zzzz'];
  const times: number[] = [];
  for (let round = 0; round < 20; round += 1) {
    for (const query of queries) {
      const t = performance.now();
      searchGoods(index, query);
      times.push(performance.now() - t);
    }
  }
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
  console.log(`search over 10 000 goods: prepare ${prepareMs.toFixed(1)} ms; keystroke p50 ${p(0.5)} ms, p95 ${p(0.95)} ms, max ${p(1)} ms`);
  expect(searchGoods(index, 'pryazha').length).toBeGreaterThan(0);
});
