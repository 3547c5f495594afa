// The allocator of display numbers, with the Firestore claim and the clock replaced.
import { describe, expect, it } from 'vitest';
import { BLOCK_LIFETIME_MS, blockDisplayNumbers, GROW_WITHIN_MS, MAX_BLOCK_SIZE, nextBlockSize } from '../../src/orders/display-numbers';
import type { NumberBlock } from '../../src/orders/number-blocks';

/** Claims blocks from a chain in memory, as the Firestore claim does, and records each request. */
function chain(start = 1) {
  let nextFirst = start;
  const claims: number[] = [];
  const claim = async (size: number): Promise<NumberBlock> => {
    claims.push(size);
    await Promise.resolve();
    const block = { first: nextFirst, size };
    nextFirst += size;
    return block;
  };
  return { claim, claims };
}

describe('display numbers from blocks', () => {
  it('a quiet instance claims blocks of one: consecutive numbers, nothing wasted', async () => {
    const { claim, claims } = chain(101);
    let clock = 0;
    const numbers = blockDisplayNumbers(claim, () => clock);
    const got: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      got.push(await numbers.next());
      clock += BLOCK_LIFETIME_MS; // the next order comes after the block has expired
    }
    expect(got).toEqual([101, 102, 103]);
    expect(claims).toEqual([1, 1, 1]);
  });

  it('a burst doubles the block each time one runs out, up to the maximum, and claims one block at a time', async () => {
    const { claim, claims } = chain();
    const numbers = blockDisplayNumbers(claim, () => 0);
    const got = await Promise.all(Array.from({ length: 300 }, () => numbers.next()));
    expect(new Set(got).size).toBe(300);
    expect(Math.min(...got)).toBe(1);
    expect(claims.slice(0, 8)).toEqual([1, 2, 4, 8, 16, 32, 64, 64]);
    expect(Math.max(...claims)).toBe(MAX_BLOCK_SIZE);
    // Far fewer claims (documents written) than orders.
    expect(claims.length).toBeLessThan(12);
  });

  it('an expired block is abandoned: a later order never gets an older number, and the next block is smaller', async () => {
    const { claim, claims } = chain();
    let clock = 0;
    const numbers = blockDisplayNumbers(claim, () => clock);
    await Promise.all(Array.from({ length: 7 }, () => numbers.next())); // blocks of 1, 2, 4: 1..7
    await numbers.next(); // opens a block of 8 (8..15)
    clock += BLOCK_LIFETIME_MS;
    const later = await numbers.next();
    expect(later).toBe(16);
    expect(claims).toEqual([1, 2, 4, 8, 4]);
  });

  it('two instances never hand out the same number', async () => {
    const shared = chain();
    const a = blockDisplayNumbers(shared.claim, () => 0);
    const b = blockDisplayNumbers(shared.claim, () => 0);
    const got = await Promise.all(Array.from({ length: 100 }, (_, i) => (i % 2 ? a : b).next()));
    expect(new Set(got).size).toBe(100);
  });

  it('a failed claim fails the orders waiting for it; the next order claims again', async () => {
    let fail = true;
    const { claim } = chain();
    const numbers = blockDisplayNumbers(async (size) => {
      if (fail) throw new Error('Firestore unreachable');
      return claim(size);
    });
    await expect(Promise.all([numbers.next(), numbers.next()])).rejects.toThrow('Firestore unreachable');
    fail = false;
    expect(await numbers.next()).toBe(1);
  });

  it('a steady trickle keeps its block size: a block used up in less than its lifetime but not in a burst', async () => {
    const { claim, claims } = chain();
    let clock = 0;
    const numbers = blockDisplayNumbers(claim, () => clock);
    for (let i = 0; i < 12; i += 1) {
      await numbers.next();
      clock += GROW_WITHIN_MS / 2; // 2.5 s apart
    }
    expect(claims.slice(0, 3)).toEqual([1, 2, 2]);
    expect(new Set(claims.slice(1))).toEqual(new Set([2]));
  });

  it('block sizes: double after running out quickly, half after expiring, within 1 and the maximum', () => {
    expect(nextBlockSize(1, true, 10)).toBe(2);
    expect(nextBlockSize(MAX_BLOCK_SIZE, true, 10)).toBe(MAX_BLOCK_SIZE);
    expect(nextBlockSize(8, true, GROW_WITHIN_MS)).toBe(8);
    expect(nextBlockSize(8, false, GROW_WITHIN_MS)).toBe(8);
    expect(nextBlockSize(8, false, BLOCK_LIFETIME_MS)).toBe(4);
    expect(nextBlockSize(1, true, BLOCK_LIFETIME_MS)).toBe(1);
  });
});
