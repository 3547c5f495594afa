import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chooseShardCount, emulatorTestFiles, inOwnNetwork, mergeCounts, splitByDuration } from '../emulator-shards.ts';

const yes = () => true;
const no = () => false;

describe('chooseShardCount', () => {
  it('runs two shards where namespaces work, one where they do not or files were named', () => {
    expect(chooseShardCount({}, false, yes).count).toBe(2);
    expect(chooseShardCount({}, false, no)).toMatchObject({ count: 1, why: expect.stringContaining('unshare') });
    expect(chooseShardCount({}, true, yes)).toMatchObject({ count: 1, why: 'files were named' });
  });

  it('takes TEST_EMULATOR_SHARDS, and refuses a count it cannot run', () => {
    expect(chooseShardCount({ TEST_EMULATOR_SHARDS: '1' }, false, yes).count).toBe(1);
    expect(chooseShardCount({ TEST_EMULATOR_SHARDS: '3' }, true, yes).count).toBe(3);
    expect(() => chooseShardCount({ TEST_EMULATOR_SHARDS: 'two' }, false, yes)).toThrow(/whole number/);
    expect(() => chooseShardCount({ TEST_EMULATOR_SHARDS: '2' }, false, no)).toThrow(/network namespaces/);
  });
});

describe('inOwnNetwork', () => {
  it('brings the loopback up before the command, whose arguments pass unchanged', () => {
    expect(inOwnNetwork('firebase', ['emulators:exec', "'vitest run'"])).toEqual([
      'unshare',
      ['-n', 'sh', '-c', 'ip link set lo up && exec "$@"', 'sh', 'firebase', 'emulators:exec', "'vitest run'"],
    ]);
  });
});

describe('mergeCounts', () => {
  it('adds the shards up and keeps every failure', () => {
    const failure = { file: 'tests/a.test.ts', name: 'a', reason: 'boom' };
    expect(
      mergeCounts([
        { passed: 3, failed: 1, skipped: 0, failures: [failure] },
        undefined,
        { passed: 2, failed: 0, skipped: 4, failures: [] },
      ]),
    ).toEqual({ passed: 5, failed: 1, skipped: 4, failures: [failure] });
    expect(mergeCounts([undefined, undefined])).toBeUndefined();
  });
});

describe('splitByDuration', () => {
  it('deals the longest files first, each to the lightest shard, so the shards take about as long', () => {
    const seconds = { 'a.test.ts': 120, 'b.test.ts': 60, 'c.test.ts': 50, 'd.test.ts': 10 };
    expect(splitByDuration(Object.keys(seconds), seconds, 2)).toEqual([['a.test.ts'], ['b.test.ts', 'c.test.ts', 'd.test.ts']]);
  });

  it('counts a file without a past time as an average one, and loses no file', () => {
    const seconds = { 'a.test.ts': 30, 'b.test.ts': 10 };
    const shards = splitByDuration(['a.test.ts', 'b.test.ts', 'new.test.ts', 'other.test.ts'], seconds, 2);
    expect(shards.flat().sort()).toEqual(['a.test.ts', 'b.test.ts', 'new.test.ts', 'other.test.ts']);
    expect(shards).toEqual([['a.test.ts', 'b.test.ts'], ['new.test.ts', 'other.test.ts']]);
  });
});

describe('emulatorTestFiles', () => {
  it('finds the browser, rules and functions emulator tests, and no unit test', () => {
    const files = emulatorTestFiles(fileURLToPath(new URL('../../..', import.meta.url)));
    expect(files).toContain(join('tests', 'browser', 'home-smoke.test.ts'));
    expect(files).toContain(join('functions', 'test', 'emulator', 'fault-inputs.test.ts'));
    expect(files.some((file) => file.includes('__tests__') || file.includes(join('test', 'unit')))).toBe(false);
  });
});
