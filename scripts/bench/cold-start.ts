// Cold starts of the built functions: a fresh Node process per run (cold-start-child.mjs) imports
// functions/lib's main module, serves one function and times its first answer, against the
// running Firestore and Auth emulators. Each case runs 5 times; the rows give the medians, with
// the main module's import apart from the rest of the first answer (the first use of the SDKs, the
// lazily loaded implementation, the reads and the render). The process's own CPU time is shown
// beside the wall time: on a machine shared with other work, it says what the start itself cost.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../emulators/paths.ts';
import type { Row } from './report.ts';
import { median } from './stats.ts';
import { judged } from './targets.ts';

const CHILD = join(REPO_ROOT, 'scripts', 'bench', 'cold-start-child.mjs');
const FUNCTIONS_DIR = join(REPO_ROOT, 'functions');
const RUNS = 5;

interface ColdStart {
  startMs: number;
  harnessMs: number;
  moduleMs: number;
  firstAnswerMs: number;
  cpuMs: number;
  status: number;
  bytes: number;
}

/** The main module `firebase deploy` and the Functions emulator load: package.json's main. */
export function mainModule(): string {
  const { main } = JSON.parse(readFileSync(join(FUNCTIONS_DIR, 'package.json'), 'utf8')) as { main: string };
  return join(FUNCTIONS_DIR, main);
}

function coldStart(functionName: string, path: string): ColdStart {
  // FUNCTION_TARGET: what Cloud Functions' runtime (and the emulator) tells an instance it serves.
  const env = { ...process.env, FUNCTION_TARGET: functionName };
  const out = execFileSync(process.execPath, [CHILD, mainModule(), functionName, path], { cwd: REPO_ROOT, env, encoding: 'utf8', timeout: 60_000 });
  const line = out.trim().split('\n').at(-1)!;
  return JSON.parse(line) as ColdStart;
}

function medians(runs: ColdStart[]) {
  const of = (pick: (r: ColdStart) => number) => median(runs.map(pick));
  return {
    moduleMs: of((r) => r.moduleMs),
    firstAnswerMs: of((r) => r.firstAnswerMs),
    beforeModuleMs: of((r) => r.startMs + r.harnessMs),
    cpuMs: of((r) => r.cpuMs),
    statuses: [...new Set(runs.map((r) => r.status))],
  };
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

export function coldStartRows(pagePath: string): Row[] {
  const section = `Cold start: a fresh Node process, the built function (median of ${RUNS})`;
  const cases = [
    { functionName: 'pages', path: pagePath, target: 'coldPageMs' as const },
    { functionName: 'api', path: '/api/getcategorieslist', target: 'coldApiMs' as const },
  ];
  const rows: Row[] = [];
  const measured = cases.map((c) => ({ ...c, result: medians(Array.from({ length: RUNS }, () => coldStart(c.functionName, c.path))) }));
  const moduleMs = median(measured.map((m) => m.result.moduleMs));
  rows.push({
    section,
    metric: `main module import (${mainModule().slice(REPO_ROOT.length + 1)})`,
    value: `${ms(moduleMs)} (median of the ${measured.length * RUNS} starts)`,
    ...judged('coldModuleMs', moduleMs),
    data: { moduleMs },
  });
  for (const { functionName, path, target, result } of measured) {
    const ok = result.statuses.every((s) => s === 200);
    rows.push({
      section,
      metric: `${functionName}: GET ${path}, first answer after the process started`,
      value:
        `${ms(result.firstAnswerMs)}: Node and express ${ms(result.beforeModuleMs)}, main module ${ms(result.moduleMs)}, ` +
        `then ${ms(result.firstAnswerMs - result.beforeModuleMs - result.moduleMs)} to the answer; ` +
        `${ms(result.cpuMs)} of CPU; status ${result.statuses.join(', ')}`,
      ...judged(target, ok ? result.firstAnswerMs : Number.NaN),
      data: { ...result },
    });
  }
  return rows;
}
