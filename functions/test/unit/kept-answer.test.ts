import { describe, expect, it } from 'vitest';
import { keptAnswer } from '../../src/http/kept-answer';

function counting(fail = () => false) {
  let builds = 0;
  const build = async () => {
    builds += 1;
    if (fail()) throw new Error('unavailable');
    return `answer ${builds}`;
  };
  return { build, builds: () => builds };
}

describe('keptAnswer', () => {
  it('builds once within the time and again after it', async () => {
    let clock = 0;
    const { build, builds } = counting();
    const answer = keptAnswer(build, { ttlMs: 60_000, now: () => clock });
    expect(await answer()).toBe('answer 1');
    clock = 59_999;
    expect(await answer()).toBe('answer 1');
    expect(builds()).toBe(1);
    clock = 60_000;
    expect(await answer()).toBe('answer 2');
  });

  it('shares one build among callers arriving while it runs', async () => {
    const { build, builds } = counting();
    const answer = keptAnswer(build, { ttlMs: 60_000 });
    expect(await Promise.all([answer(), answer(), answer()])).toEqual(['answer 1', 'answer 1', 'answer 1']);
    expect(builds()).toBe(1);
  });

  it('keeps no failure: the next caller builds again', async () => {
    let failing = true;
    const { build, builds } = counting(() => failing);
    const answer = keptAnswer(build, { ttlMs: 60_000 });
    await expect(answer()).rejects.toThrow('unavailable');
    failing = false;
    expect(await answer()).toBe('answer 2');
    expect(builds()).toBe(2);
  });

  it('keeps nothing with no time to keep it (the emulators)', async () => {
    const { build, builds } = counting();
    const answer = keptAnswer(build, { ttlMs: 0 });
    await answer();
    await answer();
    expect(builds()).toBe(2);
  });
});
