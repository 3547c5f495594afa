import { describe, expect, it } from 'vitest';
import { renderReportRows, withoutState, type RenderSamples } from '../render-rows.ts';

const times = (first: number, count = 50): number[] => Array.from({ length: count }, (_, i) => first + i);

const samples = (overrides: Partial<RenderSamples>): RenderSamples => ({
  path: '/',
  reads: 'instance cache',
  totalMs: times(1),
  rendererMs: times(1).map((t) => t / 2),
  passes: Array.from({ length: 50 }, () => 2),
  htmlBytes: 2048,
  ...overrides,
});

describe('server render rows', () => {
  it('reports p50 and p95 of the whole serve, the renderer\'s own timing and passes, against 50 ms', () => {
    // 1..50 ms: p50 25.5, p95 the 48th smallest.
    const [row] = renderReportRows([samples({})]);
    expect(row).toMatchObject({ metric: '/ as a warm instance (reads through its 30 s cache)', target: 'p95 ≤ 50 ms', verdict: 'PASS' });
    expect(row!.value).toBe("p50 25.5 ms, p95 48.0 ms; renderer's own timing p50 12.8 ms, p95 24.0 ms, 2 passes; 2.0 kB HTML");
    expect(row!.section).toBe('Server render, warm (one process, 50 renders)');
  });

  it('misses when p95 is over 50 ms, and names the reads from memory as the render code alone', () => {
    const [instance, memory] = renderReportRows([samples({ totalMs: times(10) }), samples({ reads: 'memory', sameHtml: true, passes: [1, 3] })]);
    expect(instance).toMatchObject({ verdict: 'MISS' });
    expect(instance!.value).toMatch(/^p50 34\.5 ms, p95 57\.0 ms/);
    expect(memory).toMatchObject({ metric: '/ render code alone (reads from memory)', verdict: 'PASS' });
    expect(memory!.value).toContain('1–3 passes');
  });

  it('reports every read from the emulator without judging it: its latency is the emulator\'s', () => {
    const [row] = renderReportRows([samples({ reads: 'emulator', totalMs: times(60) })]);
    expect(row).toMatchObject({ metric: '/ every read from the emulator (its latency; no target)' });
    expect(row!.verdict).toBeUndefined();
    expect(row!.value).toMatch(/^p50 84\.5 ms/);
  });

  it('does not pass a replay that rendered other markup than the emulator render', () => {
    const [row] = renderReportRows([samples({ reads: 'memory', sameHtml: false })]);
    expect(row!.verdict).toBe('ERROR');
    expect(row!.value).toMatch(/markup differs/);
  });

  it('compares pages without their JSON state, whose timestamps change per render', () => {
    const page = (at: number) => `<div id="root"><p>x</p></div><script type="application/json" id="shop-state">{"dataUpdatedAt":${at}}</script>`;
    expect(withoutState(page(1))).toBe(withoutState(page(2)));
    expect(withoutState(page(1))).not.toBe(withoutState(page(1).replace('x', 'y')));
  });
});
