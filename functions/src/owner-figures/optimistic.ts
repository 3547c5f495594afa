// The summaries' writes are checked against what was read instead of locking it in a transaction:
// a card's or a good's document must never wait on a trigger (reserving stock takes their locks).
// A write whose document changed since it was read fails its precondition, and is made again
// from a fresh read.

const MAX_TRIES = 8;
/** FAILED_PRECONDITION (an update's lastUpdateTime) and ALREADY_EXISTS (a create()). */
const CHANGED_SINCE_READ = new Set([9, 6]);

export async function untilUnchanged<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (tries >= MAX_TRIES || !CHANGED_SINCE_READ.has((error as { code?: number }).code ?? -1)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * tries + Math.random() * 50));
    }
  }
}
