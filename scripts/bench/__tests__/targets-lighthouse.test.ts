import { describe, expect, it } from 'vitest';
import { lighthouseReportRows, medianOfRuns, type RunNumbers } from '../lighthouse-rows.ts';
import { judged, verdictOf } from '../targets.ts';

describe('the issue targets', () => {
  it.each([
    ['performance', 97, 96],
    ['lcpMs', 1200, 1201],
    ['fcpMs', 1000, 1000.5],
    ['tbtMs', 100, 101],
    ['seo', 100, 99],
    ['renderP95Ms', 50, 50.1],
  ] as const)('%s passes at %s and misses at %s', (name, atLimit, beyond) => {
    expect(verdictOf(name, atLimit)).toBe('PASS');
    expect(verdictOf(name, beyond)).toBe('MISS');
  });

  it('keeps CLS strictly under 0.02 and home JavaScript at 150 kB', () => {
    expect(verdictOf('cls', 0.019)).toBe('PASS');
    expect(verdictOf('cls', 0.02)).toBe('MISS');
    expect(judged('homeJsBytes', 150 * 1024)).toEqual({ target: '≤ 150 kB', verdict: 'PASS' });
    expect(judged('homeJsBytes', 150 * 1024 + 1)).toEqual({ target: '≤ 150 kB', verdict: 'MISS' });
  });

  it('never passes a number that was not measured', () => {
    for (const name of ['performance', 'seo', 'lcpMs', 'fcpMs', 'cls', 'tbtMs', 'renderP95Ms'] as const) expect(verdictOf(name, Number.NaN), name).toBe('MISS');
  });
});

const run = (overrides: Partial<RunNumbers>): RunNumbers => ({ score: 98, seo: 100, lcpMs: 1100, fcpMs: 900, tbtMs: 40, cls: 0.001, transferBytes: 300 * 1024, seoFailed: [], ...overrides });

describe('Lighthouse rows', () => {
  it('takes each number\'s median on its own and every SEO audit any run failed', () => {
    const m = medianOfRuns('/', [run({ score: 90, lcpMs: 3000 }), run({ score: 99, seoFailed: ['canonical'] }), run({ score: 97, lcpMs: 1000, seoFailed: ['canonical', 'hreflang'] })]);
    expect(m).toMatchObject({ path: '/', runs: 3, score: 97, lcpMs: 1100, seoFailed: ['canonical', 'hreflang'] });
  });

  it('gives performance, SEO, LCP, FCP, CLS and TBT a target and a verdict, and states a miss as a miss', () => {
    const rows = lighthouseReportRows([{ ...run({ score: 96, seo: 92, lcpMs: 1250, seoFailed: ['meta-description'] }), path: '/goods/discountgoods', runs: 3 }]);
    const byMetric = Object.fromEntries(rows.map((r) => [r.metric.replace('/goods/discountgoods ', ''), r]));
    expect(byMetric.performance).toMatchObject({ value: '96', target: '≥ 97', verdict: 'MISS' });
    expect(byMetric.SEO).toMatchObject({ value: '92 (failed: meta-description)', target: '100', verdict: 'MISS' });
    expect(byMetric.LCP).toMatchObject({ value: '1.25 s', target: '≤ 1.2 s', verdict: 'MISS' });
    expect(byMetric.FCP).toMatchObject({ value: '0.90 s', target: '≤ 1.0 s', verdict: 'PASS' });
    expect(byMetric.CLS).toMatchObject({ value: '0.001', target: '< 0.02', verdict: 'PASS' });
    expect(byMetric.TBT).toMatchObject({ value: '40 ms', target: '≤ 100 ms', verdict: 'PASS' });
    expect(byMetric.transfer).toMatchObject({ value: '300.0 kB' });
    expect(byMetric.transfer?.verdict).toBeUndefined();
    expect(rows[0]!.section).toBe('Lighthouse mobile (median of 3)');
  });
});
