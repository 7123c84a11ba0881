// Runs work over many items with at most `limit` in flight: enough accounts read at once to finish
// a run of thousands quickly, few enough not to flood the venues or the event loop.

/** Runs `work` on every item, at most `limit` at a time. `work` handles its own failures. */
export async function forEachBounded<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
