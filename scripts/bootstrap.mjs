// Entry point of `npm start` and `npm test` on a fresh clone. It may only use Node's
// built-ins: it runs before any dependency is installed. It installs them when
// node_modules is missing or older than package-lock.json, then hands over to the
// TypeScript scripts through tsx.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stamp = join(root, 'node_modules', '.yarn-shop-installed');
const lock = join(root, 'package-lock.json');

function run(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (result.error) {
    console.error(`Could not run ${cmd}: ${result.error.message}`);
    process.exit(1);
  }
  return result.status ?? 1;
}

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node ${process.versions.node} is too old: install Node 20.19 or later.`);
  process.exit(1);
}

const isStale = () => !existsSync(stamp) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(stamp).mtimeMs);

// Two commands started together (npm start and npm test, or two test runs) must not run
// `npm ci` at the same time: each would delete what the other installs. A lock folder makes the
// second wait, and it finds the install done when it gets the lock.
function withInstallLock(body) {
  const lockDir = join(tmpdir(), 'yarn-shop-npm-install.lock');
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch {
      if (Date.now() > deadline) {
        console.error(`Waited 15 minutes for another install (${lockDir}); remove it if no install is running.`);
        process.exit(1);
      }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000);
    }
  }
  try {
    body();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

let installed = true;
if (isStale()) {
  withInstallLock(() => {
    if (!isStale()) return;
    console.log('Installing dependencies (npm ci)...');
    installed = run('npm', existsSync(lock) ? ['ci'] : ['install']) === 0;
    if (installed) writeFileSync(stamp, new Date().toISOString());
  });
}
if (!installed) {
  console.error('npm could not install the dependencies; see its output above.');
  process.exit(1);
}

const [command, ...rest] = process.argv.slice(2);
const scripts = { start: 'scripts/emulators/start.ts', test: 'scripts/test/run-all.ts' };
if (!scripts[command]) {
  console.error(`usage: node scripts/bootstrap.mjs ${Object.keys(scripts).join('|')} [args]`);
  process.exit(2);
}
const tsx = join(root, 'node_modules', '.bin', 'tsx');
// Ctrl-C reaches the whole process group; the child shuts the emulators down and exports
// their data, so this wrapper must wait for it instead of dying first.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => {});
process.exit(run(tsx, [scripts[command], ...rest]));
