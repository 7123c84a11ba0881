import { describe, expect, it } from 'vitest';
import { loadOnce } from './load-once.ts';

describe('loadOnce', () => {
  it('shares one load between callers and keeps the value at hand', async () => {
    let loads = 0;
    const part = loadOnce(async () => {
      loads += 1;
      return 'texts';
    });
    expect(part.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([part(), part()]);
    expect([first, second, part.loaded(), loads]).toEqual(['texts', 'texts', 'texts', 1]);
    await part();
    expect(loads).toBe(1);
  });

  it('tries a failed load again on the next call', async () => {
    let loads = 0;
    const part = loadOnce(async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return 42;
    });
    await expect(part()).rejects.toThrow('offline');
    expect(part.loaded()).toBeUndefined();
    await expect(part()).resolves.toBe(42);
    expect(loads).toBe(2);
  });
});
