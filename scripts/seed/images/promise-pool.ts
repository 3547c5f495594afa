/**
 * Runs `work` over `items` with at most `concurrency` at a time and keeps results in order.
 * Rendering hundreds of pictures at once would queue them all in libuv and hold every buffer.
 */
export async function mapPool<T, R>(items: readonly T[], concurrency: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T, index);
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
