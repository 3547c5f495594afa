import { spawnSync } from 'node:child_process';
import { REPO_ROOT } from './paths.ts';

/** The emulators serve built output: functions/lib for the Functions emulator, web/dist for Hosting. */
export function buildAll(): void {
  for (const workspace of ['functions', 'web']) {
    console.log(`Building ${workspace}...`);
    const run = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: REPO_ROOT, stdio: 'inherit' });
    if (run.status !== 0) throw new Error(`building ${workspace} failed; see the output above`);
  }
}
