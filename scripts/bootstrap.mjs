// Entry point of `npm start` and `npm test` on a fresh clone. It may only use Node's
// built-ins: it runs before any dependency is installed. It installs them when
// node_modules is missing or older than package-lock.json, then hands over to the
// TypeScript scripts through tsx.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync, writeFileSync } from 'node:fs';
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

const stale = !existsSync(stamp) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(stamp).mtimeMs);
if (stale) {
  console.log('Installing dependencies (npm ci)...');
  if (run('npm', existsSync(lock) ? ['ci'] : ['install']) !== 0) {
    console.error('npm could not install the dependencies; see its output above.');
    process.exit(1);
  }
  writeFileSync(stamp, new Date().toISOString());
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
