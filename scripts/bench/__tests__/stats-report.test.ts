import { describe, expect, it } from 'vitest';
import { markdownTable, type Row } from '../report.ts';
import { median, percentile } from '../stats.ts';

describe('median and percentile', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('ranks to the nearest sample: p95 of 1..20 is 19, p50 of 1..20 is 10', () => {
    const values = Array.from({ length: 20 }, (_, i) => 20 - i);
    expect(percentile(values, 0.95)).toBe(19);
    expect(percentile(values, 0.5)).toBe(10);
    expect(percentile(values, 1)).toBe(20);
    expect(percentile([7], 0.99)).toBe(7);
  });
});

describe('markdownTable', () => {
  it('prints one row per result, a MISS in bold, and escapes pipes', () => {
    const rows: Row[] = [
      { section: 'Search', metric: 'p95', value: '3.20 ms', target: '< 8 ms', verdict: 'PASS' },
      { section: 'JS', metric: '/a|b', value: '180.0 kB', target: '≤ 170 kB', verdict: 'MISS' },
      { section: 'Reads', metric: '/', value: '12 docs' },
    ];
    expect(markdownTable(rows).split('\n')).toEqual([
      '| section | metric | value | target | verdict |',
      '| --- | --- | --- | --- | --- |',
      '| Search | p95 | 3.20 ms | < 8 ms | PASS |',
      '| JS | /a\\|b | 180.0 kB | ≤ 170 kB | **MISS** |',
      '| Reads | / | 12 docs |  |  |',
    ]);
  });
});
