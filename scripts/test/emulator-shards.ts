// The emulator tests' files split over shards, each with emulators of its own. The files of one
// shard run one at a time (they share its emulators), but much of that time is spent waiting on
// Chromium, the Functions emulator and the network, so two shards keep a 2-core machine busier.
// Each shard beyond the first runs in a network namespace of its own: the emulators, stand-ins
// and Chromium listen on the same fixed ports (firebase.json) without meeting the others'.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Counts } from './vitest-counts.ts';

/** Where the shard count is not set: two where namespaces can be made, else one. */
const DEFAULT_SHARDS = 2;

export interface ShardChoice {
  count: number;
  why: string;
}

/** `unshare -n` (root, or a user namespace) and `ip` to bring the new loopback up. */
export function networkNamespacesWork(): boolean {
  const probe = spawnSync('unshare', ['-n', 'ip', 'link', 'set', 'lo', 'up'], { stdio: 'ignore' });
  return probe.status === 0;
}

export function chooseShardCount(env: NodeJS.ProcessEnv, filesNamed: boolean, namespacesWork: () => boolean): ShardChoice {
  const set = env.TEST_EMULATOR_SHARDS;
  if (set !== undefined && set !== '') {
    const count = Number(set);
    if (!Number.isInteger(count) || count < 1) throw new Error(`TEST_EMULATOR_SHARDS must be a whole number from 1, not "${set}"`);
    if (count > 1 && !namespacesWork()) throw new Error('TEST_EMULATOR_SHARDS > 1 needs network namespaces: run as root with `unshare` and `ip` (Debian: util-linux, iproute2)');
    return { count, why: 'TEST_EMULATOR_SHARDS' };
  }
  // A run of a few named files is over before a second set of emulators has started.
  if (filesNamed) return { count: 1, why: 'files were named' };
  if (!namespacesWork()) return { count: 1, why: 'no network namespaces here (`unshare -n` as root, and `ip`, are needed for more)' };
  return { count: DEFAULT_SHARDS, why: 'the default where network namespaces can be made' };
}

/** The command run in a new network namespace whose loopback is up. */
export function inOwnNetwork(command: string, args: string[]): [string, string[]] {
  return ['unshare', ['-n', 'sh', '-c', 'ip link set lo up && exec "$@"', 'sh', command, ...args]];
}

/** The shards' counts as one; undefined if no shard wrote a report. */
export function mergeCounts(shards: (Counts | undefined)[]): Counts | undefined {
  const written = shards.filter((c): c is Counts => c !== undefined);
  if (written.length === 0) return undefined;
  return {
    passed: written.reduce((sum, c) => sum + c.passed, 0),
    failed: written.reduce((sum, c) => sum + c.failed, 0),
    skipped: written.reduce((sum, c) => sum + c.skipped, 0),
    failures: written.flatMap((c) => c.failures),
  };
}

/** Every emulator test file, relative to the repo root, as vitest.config.ts's emulator project includes them. */
export function emulatorTestFiles(repoRoot: string): string[] {
  const roots = ['tests', join('functions', 'test', 'emulator')];
  return roots
    .flatMap((root) => readdirSync(join(repoRoot, root), { recursive: true, encoding: 'utf8' }).map((file) => join(root, file)))
    .filter((file) => file.endsWith('.test.ts'))
    .sort();
}

/**
 * The files dealt to `count` shards so that each takes about as long: the longest first, each to
 * the shard with the least so far. `seconds` is a past run's time per file
 * (scripts/test/emulator-file-seconds.json); a file it lacks counts as an average one.
 */
export function splitByDuration(files: readonly string[], seconds: Readonly<Record<string, number>>, count: number): string[][] {
  const known = Object.values(seconds);
  const average = known.length > 0 ? known.reduce((a, b) => a + b, 0) / known.length : 1;
  const cost = (file: string) => seconds[file] ?? average;
  const shards = Array.from({ length: count }, () => ({ files: [] as string[], total: 0 }));
  for (const file of [...files].sort((a, b) => cost(b) - cost(a) || a.localeCompare(b))) {
    const lightest = shards.reduce((min, shard) => (shard.total < min.total ? shard : min));
    lightest.files.push(file);
    lightest.total += cost(file);
  }
  return shards.map((shard) => shard.files.sort());
}
