import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, LAZY_LOAD_TIMEOUT_MS, withLoadTimeout } from './lazy-load.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('lazy loads', () => {
  it('resolve with the module when it arrives in time', async () => {
    await expect(
      withLoadTimeout(async () => ({ ok: 1 }), { chunk: 'bots/robot-list', request: 'features/bots/robot-list' }),
    ).resolves.toEqual({
      ok: 1,
    });
  });

  it('fail with a load error naming the chunk and request after 120 s', async () => {
    vi.useFakeTimers();
    const pending = withLoadTimeout(() => new Promise<never>(() => undefined), {
      chunk: 'bots/robot-list',
      request: 'features/bots/robot-list',
    });
    const outcome = pending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(LAZY_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await outcome) as ChunkLoadError;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error.chunk).toBe('bots/robot-list');
    expect(error.request).toBe('features/bots/robot-list');
    expect(error.message).toContain('timed out after 120 s');
  });

  it('turn a browser import failure into a load error that keeps the message first and names the URL', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:8080/assets/robot-list-abc.js');
    const error = (await withLoadTimeout(() => Promise.reject(failure), {
      chunk: 'bots/robot-list',
      request: 'features/bots/robot-list',
    }).catch((e: unknown) => e)) as ChunkLoadError;
    expect(error.message.startsWith('Failed to fetch dynamically imported module')).toBe(true);
    expect(error.request).toBe('http://127.0.0.1:8080/assets/robot-list-abc.js');
    expect(error.cause).toBe(failure);
  });
});
