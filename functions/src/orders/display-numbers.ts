// Display numbers (shoppingCardId) handed out from this instance's block of numbers, so that an
// order writes no shared document. A block lives at most BLOCK_LIFETIME_MS: an order placed that
// long after another always gets a higher number, and an idle instance never hands out stale
// ones. Blocks grow while they run out within seconds and shrink when they expire, so a quiet
// shop gets consecutive numbers and a burst claims a block only now and then.
import { claimNumberBlock, type NumberBlock } from './number-blocks';

export const BLOCK_LIFETIME_MS = 60_000;
const MIN_BLOCK_SIZE = 1;
export const MAX_BLOCK_SIZE = 64;
/** A block used up faster than this means a burst: the next one is twice as large. */
export const GROW_WITHIN_MS = 5_000;

interface DisplayNumbers {
  /** A number no other order has, nor ever will have. */
  next(): Promise<number>;
}

/** The size of the next block: double after one ran out quickly, half after one expired, else the same. */
export function nextBlockSize(size: number, ranOut: boolean, lastedMs: number): number {
  if (ranOut && lastedMs < GROW_WITHIN_MS) return Math.min(MAX_BLOCK_SIZE, size * 2);
  if (lastedMs >= BLOCK_LIFETIME_MS) return Math.max(MIN_BLOCK_SIZE, Math.floor(size / 2));
  return size;
}

interface HeldBlock {
  next: number;
  end: number;
  claimedAtMs: number;
}

export function blockDisplayNumbers(claim: (size: number) => Promise<NumberBlock>, now: () => number = Date.now): DisplayNumbers {
  let held: HeldBlock | null = null;
  let size = MIN_BLOCK_SIZE;
  // One claim at a time: the orders that find the block empty meanwhile wait for the same claim.
  let claiming: Promise<void> | null = null;

  const renew = (): Promise<void> => {
    if (held) size = nextBlockSize(size, held.next >= held.end, now() - held.claimedAtMs);
    held = null;
    claiming ??= claim(size)
      .then((block) => {
        held = { next: block.first, end: block.first + block.size, claimedAtMs: now() };
      })
      .finally(() => {
        claiming = null;
      });
    return claiming;
  };

  return {
    async next() {
      for (;;) {
        const block: HeldBlock | null = held;
        if (block && block.next < block.end && now() - block.claimedAtMs < BLOCK_LIFETIME_MS) {
          const number = block.next;
          block.next += 1;
          return number;
        }
        await (claiming ?? renew());
      }
    },
  };
}

/** This instance's numbers: module state, so every request served by the instance shares the block. */
export const displayNumbers: DisplayNumbers = blockDisplayNumbers(claimNumberBlock);
