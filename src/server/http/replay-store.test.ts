// Each replay store remembers a signature for the window, refuses rather than forgets when full,
// and makes room again as signatures expire.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ENGINES, type TestDatabase } from '../../../tests/support/databases.ts';
import { replaySignatures } from '../db/schema/index.ts';
import { MemoryReplayStore, REPLAY_TTL_MS, type ReplayStore } from './replay-guard.ts';
import { DatabaseReplayStore } from './replay-store-database.ts';
import { RedisReplayStore } from './replay-store-redis.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const T0 = 1_767_225_600_000;
const signature = () => new Uint8Array(randomBytes(32));

/** The same checks for every store that counts its entries. */
function refusesWhenFull(makeStore: (capacity: number) => ReplayStore) {
  it('remembers a signature by its bytes and refuses it again within the window', async () => {
    const store = makeStore(10);
    const first = signature();
    expect(await store.remember(first, T0)).toBe('fresh');
    expect(await store.remember(Uint8Array.from(first), T0 + 1000)).toBe('replayed');
    expect(await store.remember(first, T0 + REPLAY_TTL_MS - 1)).toBe('replayed');
    await store.close();
  });

  it('refuses new signatures when full instead of forgetting old ones, and makes room as they expire', async () => {
    const store = makeStore(2);
    const [a, b, c] = [signature(), signature(), signature()];
    expect(await store.remember(a, T0)).toBe('fresh');
    expect(await store.remember(b, T0 + 1)).toBe('fresh');
    expect(await store.remember(c, T0 + 2)).toBe('full');
    expect(await store.remember(a, T0 + 3)).toBe('replayed');
    expect(await store.remember(b, T0 + 4)).toBe('replayed');
    // Both have expired: room again.
    expect(await store.remember(c, T0 + REPLAY_TTL_MS + 2)).toBe('fresh');
    expect(await store.remember(c, T0 + REPLAY_TTL_MS + 3)).toBe('replayed');
    await store.close();
  });
}

describe('the memory store', () => {
  refusesWhenFull((capacity) => new MemoryReplayStore(capacity));
});

describe.each(ENGINES)('the database store on %s', (_engine, open) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await open();
  });
  afterAll(() => test?.drop());
  // Each test counts from an empty table.
  beforeEach(async () => {
    await test.database.db.delete(replaySignatures);
  });
  refusesWhenFull((capacity) => new DatabaseReplayStore(test.database.db, capacity));

  it('counts the signatures already stored when it starts, as after a restart', async () => {
    const before = new DatabaseReplayStore(test.database.db, 1_000);
    const kept = signature();
    expect(await before.remember(kept, T0)).toBe('fresh');
    await before.close();
    const after = new DatabaseReplayStore(test.database.db, 1_000);
    expect(await after.remember(kept, T0 + 1)).toBe('replayed');
    await after.close();
  });
});

describe('the Redis store', () => {
  const prefix = `mmc-replay-test-${randomBytes(4).toString('hex')}`;
  afterAll(async () => {
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('is shared by every process of a deployment, and keeps a signature for the window', async () => {
    const errors: Error[] = [];
    const one = new RedisReplayStore(REDIS_URL, prefix, (error) => errors.push(error));
    const two = new RedisReplayStore(REDIS_URL, prefix, (error) => errors.push(error));
    const sent = signature();
    expect(await one.remember(sent, Date.now())).toBe('fresh');
    expect(await two.remember(sent, Date.now())).toBe('replayed');
    const redis = new Redis(REDIS_URL);
    const ttl = await redis.pttl(`${prefix}:replay:${Buffer.from(sent).toString('hex')}`);
    redis.disconnect();
    expect(ttl).toBeGreaterThan(REPLAY_TTL_MS - 60_000);
    expect(ttl).toBeLessThanOrEqual(REPLAY_TTL_MS);
    await Promise.all([one.close(), two.close()]);
    expect(errors).toEqual([]);
  });
});
