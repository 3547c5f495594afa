// `npm test`: every check of the repo, in order. Each step runs even if an earlier one
// failed, so one run shows everything that is wrong; the exit code is non-zero if any failed.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildAll } from '../emulators/build.ts';
import { EMULATORS, prepareEmulatorEnv } from '../emulators/firebase-env.ts';
import { FIREBASE_BIN, PROJECT_ID, REPO_ROOT } from '../emulators/paths.ts';
import { withEmulatorLock } from '../emulators/port-lock.ts';
import { ToolchainError } from '../emulators/toolchain.ts';
import { readVitestCounts, type Counts } from './vitest-counts.ts';

// `npm test -- --emulator-only [filters]` skips lint, typecheck and unit tests and passes the
// filters (file name parts) to vitest: quick runs of a few emulator tests while working.
const cliArgs = process.argv.slice(2);
const emulatorOnly = cliArgs.includes('--emulator-only');
const filters = cliArgs.filter((a) => !a.startsWith('--'));

const RESULTS_DIR = join(REPO_ROOT, 'test-results');
const BIN = join(REPO_ROOT, 'node_modules', '.bin');

interface StepResult {
  name: string;
  ok: boolean;
  seconds: number;
  counts?: Counts;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): boolean {
  const result = spawnSync(command, args, { cwd: REPO_ROOT, stdio: 'inherit', env });
  if (result.error) console.error(`could not run ${command}: ${result.error.message}`);
  return result.status === 0;
}

function vitestArgs(projects: string[], resultFile: string, fileFilters: string[] = []): string[] {
  return [
    'run',
    ...fileFilters,
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(RESULTS_DIR, resultFile)}`,
  ];
}

function step(name: string, body: () => boolean, resultFile?: string): StepResult {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  let ok: boolean;
  try {
    ok = body();
  } catch (error) {
    console.error(error instanceof ToolchainError ? error.message : error);
    ok = false;
  }
  const counts = resultFile ? readVitestCounts(join(RESULTS_DIR, resultFile), REPO_ROOT) : undefined;
  return { name, ok, seconds: (Date.now() - started) / 1000, ...(counts ? { counts } : {}) };
}

// Old reports must not be counted if a step crashes before writing its own.
rmSync(RESULTS_DIR, { recursive: true, force: true });
mkdirSync(RESULTS_DIR, { recursive: true });
const results: StepResult[] = [];
if (!emulatorOnly) {
  results.push(
    step('lint (eslint)', () => run(join(BIN, 'eslint'), ['.', '--max-warnings=0'])),
    step('typecheck (tsc, strict)', () => run('npm', ['run', 'typecheck'])),
    step('unit tests (web, functions, scripts)', () => run(join(BIN, 'vitest'), vitestArgs(['web', 'unit'], 'unit.json')), 'unit.json'),
  );
}
// Building is inside the lock too: web/dist and functions/lib are what the emulators serve.
await withEmulatorLock(() => results.push(
  step('build (functions, web)', () => (buildAll(), true)),
  step(
    'emulator tests (rules, API, image store, seed, Chromium)',
    () => {
      const env = prepareEmulatorEnv();
      const inner = [join(BIN, 'vitest'), ...vitestArgs(['emulator'], 'emulator.json', filters)].map((a) => `'${a}'`).join(' ');
      return run(FIREBASE_BIN, ['emulators:exec', '--only', EMULATORS, '--project', PROJECT_ID, inner], env);
    },
    'emulator.json',
  ),
));

console.log('\n=== summary ===');
let passed = 0;
let failed = 0;
for (const r of results) {
  const counts = r.counts ? ` (${r.counts.passed} passed, ${r.counts.failed} failed, ${r.counts.skipped} skipped)` : '';
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name}${counts} in ${r.seconds.toFixed(1)} s`);
  for (const f of r.counts?.failures ?? []) console.log(`       ✗ ${f.file} › ${f.name}\n         ${f.reason}`);
  passed += r.counts?.passed ?? 0;
  failed += r.counts?.failed ?? 0;
}
const stepsFailed = results.filter((r) => !r.ok).length;
console.log(`\nTests: ${passed} passed, ${failed} failed`);
if (stepsFailed > 0) console.log(`${stepsFailed} step(s) failed.`);
process.exit(stepsFailed > 0 ? 1 : 0);
