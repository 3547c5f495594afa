// Lighthouse's numbers as report rows: the median of each number over the runs, and one row per
// number that has a target (performance, SEO, LCP, FCP, CLS, TBT), each with PASS or MISS.
import type { Row } from './report.ts';
import { median, kB } from './stats.ts';
import { judged } from './targets.ts';

export interface RunNumbers {
  score: number;
  seo: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  transferBytes: number;
  /** Ids of the SEO audits that failed in this run. */
  seoFailed: string[];
}

export interface LighthouseMedian extends RunNumbers {
  path: string;
  runs: number;
}

const NUMBERS = ['score', 'seo', 'lcpMs', 'fcpMs', 'tbtMs', 'cls', 'transferBytes'] as const satisfies readonly (keyof RunNumbers)[];

/** Each number's median on its own (a run's LCP and another run's TBT), and every SEO audit any run failed. */
export function medianOfRuns(path: string, all: readonly RunNumbers[]): LighthouseMedian {
  const out: LighthouseMedian = { path, runs: all.length, score: 0, seo: 0, lcpMs: 0, fcpMs: 0, tbtMs: 0, cls: 0, transferBytes: 0, seoFailed: [] };
  for (const key of NUMBERS) out[key] = median(all.map((r) => r[key]));
  out.seoFailed = [...new Set(all.flatMap((r) => r.seoFailed))].sort();
  return out;
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;

export function lighthouseReportRows(results: readonly LighthouseMedian[]): Row[] {
  return results.flatMap((r) => {
    const section = `Lighthouse mobile (median of ${r.runs})`;
    const failed = r.seoFailed.length ? ` (failed: ${r.seoFailed.join(', ')})` : '';
    return [
      { section, metric: `${r.path} performance`, value: String(r.score), ...judged('performance', r.score), data: { ...r } },
      { section, metric: `${r.path} SEO`, value: `${r.seo}${failed}`, ...judged('seo', r.seo) },
      { section, metric: `${r.path} LCP`, value: seconds(r.lcpMs), ...judged('lcpMs', r.lcpMs) },
      { section, metric: `${r.path} FCP`, value: seconds(r.fcpMs), ...judged('fcpMs', r.fcpMs) },
      { section, metric: `${r.path} CLS`, value: r.cls.toFixed(3), ...judged('cls', r.cls) },
      { section, metric: `${r.path} TBT`, value: `${Math.round(r.tbtMs)} ms`, ...judged('tbtMs', r.tbtMs) },
      { section, metric: `${r.path} transfer`, value: `${kB(r.transferBytes)} kB` },
    ];
  });
}
