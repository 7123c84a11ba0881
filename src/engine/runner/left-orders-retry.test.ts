// A stop's left orders are tried again on the schedule, no more often than it allows, and not at
// all once the bot is started again or its orders are gone.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LeftOrdersRetry } from './left-orders-retry.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('left orders retry', () => {
  it('tries at each delay while orders stay left, then gives up', async () => {
    const tries: Array<[number, number, number]> = [];
    const retry = new LeftOrdersRetry(
      async (botId, attempt, of) => {
        tries.push([botId, attempt, of]);
        return true;
      },
      [100, 1_000],
    );
    retry.leftOpen(7);
    retry.leftOpen(7);
    await vi.advanceTimersByTimeAsync(99);
    expect(tries).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(tries).toEqual([[7, 1, 2]]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(tries).toEqual([
      [7, 1, 2],
      [7, 2, 2],
    ]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(tries).toHaveLength(2);
  });

  it('stops trying once a try leaves nothing, and after a failed try goes on', async () => {
    const answers = [() => Promise.reject(new Error('store down')), () => Promise.resolve(false)];
    let tries = 0;
    const retry = new LeftOrdersRetry(() => answers[tries++]!(), [10, 10, 10]);
    retry.leftOpen(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(tries).toBe(2);
  });

  it('forgets a bot started again, and closes with nothing pending', async () => {
    let tries = 0;
    const retry = new LeftOrdersRetry(async () => {
      tries++;
      return true;
    }, [10]);
    retry.leftOpen(1);
    retry.forget(1);
    retry.leftOpen(2);
    retry.close();
    await vi.advanceTimersByTimeAsync(100);
    expect(tries).toBe(0);
  });
});
