// The bench's one result shape: rows of a markdown table, each with an optional target and a
// verdict, written to bench-results/bench.json and bench.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type Verdict = 'PASS' | 'MISS' | 'n/a' | 'ERROR';

export interface Row {
  section: string;
  metric: string;
  value: string;
  target?: string;
  verdict?: Verdict;
  /** Raw numbers for the JSON. */
  data?: Record<string, unknown>;
}

export function check(ok: boolean): Verdict {
  return ok ? 'PASS' : 'MISS';
}

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** A GitHub markdown table of the rows, in their order. */
export function markdownTable(rows: readonly Row[]): string {
  const lines = ['| section | metric | value | target | verdict |', '| --- | --- | --- | --- | --- |'];
  for (const r of rows) {
    const verdict = r.verdict === 'MISS' || r.verdict === 'ERROR' ? `**${r.verdict}**` : (r.verdict ?? '');
    lines.push(`| ${[r.section, r.metric, r.value, r.target ?? '', verdict].map(cell).join(' | ')} |`);
  }
  return lines.join('\n');
}

export function writeReport(dir: string, name: string, rows: readonly Row[], meta: Record<string, unknown>): string {
  mkdirSync(dir, { recursive: true });
  const table = markdownTable(rows);
  const misses = rows.filter((r) => r.verdict === 'MISS' || r.verdict === 'ERROR').length;
  const summary = misses ? `**${misses} MISS/ERROR** — see the rows marked so.` : 'All targets met.';
  writeFileSync(join(dir, `${name}.json`), `${JSON.stringify({ ...meta, misses, rows }, null, 2)}\n`);
  writeFileSync(join(dir, `${name}.md`), `# Bench (${String(meta.finishedAt)})\n\n${table}\n\n${summary}\n`);
  return `${table}\n\n${summary}`;
}
