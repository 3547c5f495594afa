// `npm test`: every check of the repo. Each step runs even if another failed, so one run shows
// everything that is wrong; the exit code is non-zero if any failed. Lint, typecheck and the unit
// tests run beside the build and the emulator tests, whose time is mostly spent waiting on the
// emulators and Chromium: on a 2-core machine that saves minutes. Their output is kept in
// test-results/ and printed when the emulator tests end; TEST_STEPS_SERIAL=1 runs all in turn.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildAll } from '../emulators/build.ts';
import { EMULATORS, prepareEmulatorEnv } from '../emulators/firebase-env.ts';
import { FIREBASE_BIN, PROJECT_ID, REPO_ROOT } from '../emulators/paths.ts';
import { withEmulatorLock } from '../emulators/port-lock.ts';
import { ToolchainError } from '../emulators/toolchain.ts';
import { chooseShardCount, emulatorTestFiles, inOwnNetwork, mergeCounts, networkNamespacesWork, splitByDuration } from './emulator-shards.ts';
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

/** Runs with the terminal as its output, without blocking: background steps' exits are seen on time. */
function runInForeground(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, stdio: 'inherit', env });
    child.on('error', (error) => {
      console.error(`could not run ${command}: ${error.message}`);
      resolve(false);
    });
    child.on('exit', (code) => resolve(code === 0));
  });
}

interface BackgroundStep {
  name: string;
  log: string;
  result: Promise<StepResult>;
}

/** A check started now, its output written to a log file, its result read when it exits. */
function backgroundStep(name: string, command: string, args: string[], resultFile?: string, env: NodeJS.ProcessEnv = process.env, logName = name.split(' ')[0]): BackgroundStep {
  const log = join(RESULTS_DIR, `${logName}.log`);
  const fd = openSync(log, 'w');
  const started = Date.now();
  const result = new Promise<StepResult>((resolve) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, stdio: ['ignore', fd, fd], env });
    const finish = (ok: boolean) => {
      closeSync(fd);
      const counts = resultFile ? readVitestCounts(join(RESULTS_DIR, resultFile), REPO_ROOT) : undefined;
      resolve({ name, ok, seconds: (Date.now() - started) / 1000, ...(counts ? { counts } : {}) });
    };
    child.on('error', () => finish(false));
    child.on('exit', (code) => finish(code === 0));
  });
  return { name, log, result };
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
const serial = process.env.TEST_STEPS_SERIAL === '1';
// The seed's pictures are drawn once, from the start, instead of by every shard's seed at once
// (on a fresh clone the cache is empty); the shards wait for it after the build.
const pictures = backgroundStep('seed pictures', join(BIN, 'tsx'), [join(REPO_ROOT, 'scripts', 'seed', 'draw-pictures.ts')]);
const CHECKS: [name: string, command: string, args: string[], resultFile?: string][] = [
  ['lint (eslint)', join(BIN, 'eslint'), ['.', '--max-warnings=0']],
  ['typecheck (tsc, strict)', 'npm', ['run', 'typecheck']],
  ['unit tests (web, functions, scripts)', join(BIN, 'vitest'), vitestArgs(['web', 'web-mocks', 'unit', 'unit-mocks'], 'unit.json'), 'unit.json'],
];
let background: BackgroundStep[] = [];
if (!emulatorOnly && serial) {
  for (const [name, command, args, resultFile] of CHECKS) results.push(step(name, () => run(command, args), resultFile));
}
if (!emulatorOnly && !serial) {
  console.log(`\n=== ${CHECKS.map(([name]) => name).join(', ')}: started beside the build and the emulator tests (output below when they end) ===`);
  background = CHECKS.map(([name, command, args, resultFile]) => backgroundStep(name, command, args, resultFile));
}
const EMULATOR_STEP = 'emulator tests (rules, API, image store, seed, Chromium)';
/** Seconds per emulator test file in a past run; refresh: `npx tsx scripts/test/emulator-file-seconds.ts` after a run. */
const FILE_SECONDS = join(REPO_ROOT, 'scripts', 'test', 'emulator-file-seconds.json');

function emulatorsExecArgs(resultFile: string, fileFilters: string[]): string[] {
  const inner = [join(BIN, 'vitest'), ...vitestArgs(['emulator'], resultFile, fileFilters)].map((a) => `'${a}'`).join(' ');
  return ['emulators:exec', '--only', EMULATORS, '--project', PROJECT_ID, inner];
}

/** One set of emulators in this terminal: the output as it comes. */
async function runOneEmulatorSet(env: NodeJS.ProcessEnv): Promise<{ ok: boolean; counts?: Counts }> {
  const ok = await runInForeground(FIREBASE_BIN, emulatorsExecArgs('emulator.json', filters), env);
  return { ok, counts: readVitestCounts(join(RESULTS_DIR, 'emulator.json'), REPO_ROOT) };
}

/**
 * Shard k of n on emulators of its own (scripts/test/emulator-shards.ts). Shards after the first
 * get their own network namespace, temporary folder (the emulator hub's locator file lives there)
 * and image store. Each one's output is printed whole when it ends.
 */
async function runEmulatorShards(count: number, env: NodeJS.ProcessEnv): Promise<{ ok: boolean; counts?: Counts }> {
  // Dealt by a past run's times: vitest's own --shard splits by count, and one shard got the slow files.
  const seconds = JSON.parse(readFileSync(FILE_SECONDS, 'utf8')) as Record<string, number>;
  const dealt = splitByDuration(emulatorTestFiles(REPO_ROOT), seconds, count);
  const shards = dealt.map((files, i) => {
    const k = i + 1;
    const resultFile = `emulator-${k}.json`;
    const args = emulatorsExecArgs(resultFile, files);
    if (k === 1) return backgroundStep(`shard ${k}/${count}`, FIREBASE_BIN, args, resultFile, env, 'emulator-1');
    const imageStore = join(RESULTS_DIR, `images-shard-${k}`);
    mkdirSync(imageStore, { recursive: true });
    const shardEnv = { ...env, TMPDIR: mkdtempSync(join(tmpdir(), `yarn-shop-shard-${k}-`)), IMAGE_STORE_DIR: imageStore };
    const [command, nsArgs] = inOwnNetwork(FIREBASE_BIN, args);
    return backgroundStep(`shard ${k}/${count}`, command, nsArgs, resultFile, shardEnv, `emulator-${k}`);
  });
  const ended = await Promise.all(
    shards.map(async (shard) => {
      const result = await shard.result;
      console.log(`\n=== emulator tests, ${shard.name}: ${result.ok ? 'passed' : 'FAILED'} in ${result.seconds.toFixed(1)} s (its output follows) ===`);
      process.stdout.write(readFileSync(shard.log, 'utf8'));
      return result;
    }),
  );
  return { ok: ended.every((r) => r.ok), counts: mergeCounts(ended.map((r) => r.counts)) };
}

// Building is inside the lock too: web/dist and functions/lib are what the emulators serve.
const emulatorSteps = await withEmulatorLock(async () => {
  const build = step('build (functions, web)', () => (buildAll(), true));
  const drawn = await pictures.result;
  process.stdout.write(readFileSync(pictures.log, 'utf8'));
  if (!drawn.ok) console.log('Drawing the seed pictures failed; each seed will draw its own.');
  console.log(`\n=== ${EMULATOR_STEP} ===`);
  const started = Date.now();
  let outcome: { ok: boolean; counts?: Counts };
  try {
    const env = prepareEmulatorEnv();
    const shards = chooseShardCount(process.env, filters.length > 0, networkNamespacesWork);
    console.log(`${shards.count} set(s) of emulators (${shards.why}; TEST_EMULATOR_SHARDS=n chooses)`);
    outcome = shards.count === 1 ? await runOneEmulatorSet(env) : await runEmulatorShards(shards.count, env);
  } catch (error) {
    console.error(error instanceof ToolchainError ? error.message : error);
    outcome = { ok: false };
  }
  const { ok, counts } = outcome;
  return [build, { name: EMULATOR_STEP, ok, seconds: (Date.now() - started) / 1000, ...(counts ? { counts } : {}) }];
});
for (const check of background) {
  const result = await check.result;
  console.log(`\n=== ${check.name} (ran beside the emulator tests, ${result.seconds.toFixed(1)} s) ===`);
  process.stdout.write(readFileSync(check.log, 'utf8'));
  results.push(result);
}
results.push(...emulatorSteps);

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
