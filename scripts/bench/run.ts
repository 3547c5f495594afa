// `npm run bench`: builds the shop, serves it from the emulators with the seeded catalogue and
// runs scripts/bench/measure.ts, which writes bench-results/bench.{json,md} and prints the table.
// With `npm start` already running, the bench measures that shop instead of starting its own.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildAll } from '../emulators/build.ts';
import { EMULATORS, prepareEmulatorEnv } from '../emulators/firebase-env.ts';
import { FIREBASE_BIN, PROJECT_ID, REPO_ROOT } from '../emulators/paths.ts';
import { withEmulatorLock } from '../emulators/port-lock.ts';

const TSX = join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
const MEASURE = join(REPO_ROOT, 'scripts', 'bench', 'measure.ts');
// The lock of scripts/emulators/port-lock.ts: while a test run holds it, ports 5000/8080 are that
// run's and must not be measured (or rebuilt under it).
const TEST_RUN_LOCK = join(tmpdir(), 'yarn-shop-emulators.lock');

async function reachable(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const result = spawnSync(command, args, { cwd: REPO_ROOT, stdio: 'inherit', env });
  if (result.error) console.error(`could not run ${command}: ${result.error.message}`);
  return result.status ?? 1;
}

const started = Date.now();
const shopRunning = (await reachable('http://127.0.0.1:5000')) && (await reachable('http://127.0.0.1:8080'));
let status: number;
if (shopRunning && !existsSync(TEST_RUN_LOCK)) {
  console.log('bench: the shop is running (npm start); building the web and measuring it.');
  status = run('npm', ['run', 'build', '-w', 'web']) || run(TSX, [MEASURE]);
} else {
  status = await withEmulatorLock(() => {
    buildAll();
    const env = { ...prepareEmulatorEnv(), BENCH_SEED: '1' };
    return run(FIREBASE_BIN, ['emulators:exec', '--only', EMULATORS, '--project', PROJECT_ID, `'${TSX}' '${MEASURE}'`], env);
  });
}
console.log(`bench: ${((Date.now() - started) / 1000).toFixed(0)} s in all`);
process.exit(status);
