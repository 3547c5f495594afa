// The warm server renders as report rows: p50 and p95 of the whole servePage call (what the
// function spends on a page) against the target, with the renderer's own timing and passes.
import type { Row } from './report.ts';
import { kB, median, percentile } from './stats.ts';
import { judged } from './targets.ts';

export type ReadsFrom = 'instance cache' | 'emulator' | 'memory';

const READS_LABEL: Record<ReadsFrom, string> = {
  'instance cache': 'as a warm instance (reads through its 30 s cache)',
  emulator: 'every read from the emulator (its latency; no target)',
  memory: 'render code alone (reads from memory)',
};

export interface RenderSamples {
  path: string;
  reads: ReadsFrom;
  /** servePage's time per render: reads, render passes, head and template. */
  totalMs: number[];
  /** RenderedPage.timing.ms of each render (the renderer alone, without head and template). */
  rendererMs: number[];
  passes: number[];
  htmlBytes: number;
  /** With reads from memory: whether every render gave the markup of the emulator's render. */
  sameHtml?: boolean;
}

/** The page without its JSON state, whose timestamps (React Query's dataUpdatedAt) differ per render. */
export const withoutState = (body: string): string => body.replace(/<script type="application\/json" id="shop-state">[^<]*<\/script>/, '');

const ms = (value: number): string => `${value.toFixed(1)} ms`;

function passesText(passes: readonly number[]): string {
  const low = Math.min(...passes);
  const high = Math.max(...passes);
  return low === high ? `${low} pass${low === 1 ? '' : 'es'}` : `${low}–${high} passes`;
}

export function renderReportRows(results: readonly RenderSamples[]): Row[] {
  return results.map((r) => {
    const p50 = median(r.totalMs);
    const p95 = percentile(r.totalMs, 0.95);
    const own = `renderer's own timing p50 ${ms(median(r.rendererMs))}, p95 ${ms(percentile(r.rendererMs, 0.95))}, ${passesText(r.passes)}`;
    const differs = r.sameHtml === false;
    const row: Row = {
      section: `Server render, warm (one process, ${r.totalMs.length} renders)`,
      metric: `${r.path} ${READS_LABEL[r.reads]}`,
      value: `p50 ${ms(p50)}, p95 ${ms(p95)}; ${own}; ${kB(r.htmlBytes)} kB HTML${differs ? '; the markup differs from the emulator render, so this is not the same page' : ''}`,
      // The emulator's own latency is reported, not judged: the target is the function's.
      ...(r.reads === 'emulator' ? {} : judged('renderP95Ms', p95)),
      data: { path: r.path, reads: r.reads, renders: r.totalMs.length, p50, p95, rendererP50: median(r.rendererMs), rendererP95: percentile(r.rendererMs, 0.95), passes: r.passes[0], htmlBytes: r.htmlBytes, sameHtml: r.sameHtml },
    };
    // A replay that rendered another page measured something else: not a PASS, whatever its time.
    return differs ? { ...row, verdict: 'ERROR' } : row;
  });
}
