import { describe, expect, it } from 'vitest';
import { BalanceLeases } from './balance-leases.ts';

function clockAt(start: number) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('balance leases', () => {
  it('reads a source once however many ask within the lease, and again after it', async () => {
    const clock = clockAt(1_000);
    const leases = new BalanceLeases<number>(5_000, clock.now);
    let reads = 0;
    const read = async () => ++reads;
    expect(await Promise.all([leases.get('u1|a', read), leases.get('u1|a', read), leases.get('u1|a', read)])).toEqual([1, 1, 1]);
    clock.advance(4_999);
    expect(await leases.get('u1|a', read)).toBe(1);
    clock.advance(1);
    expect(await leases.get('u1|a', read)).toBe(2);
    expect(reads).toBe(2);
  });

  it('keeps each source apart', async () => {
    const leases = new BalanceLeases<string>(5_000, clockAt(0).now);
    expect(await leases.get('u1|a', async () => 'first')).toBe('first');
    expect(await leases.get('u2|a', async () => 'second')).toBe('second');
  });

  it('joins a read still in flight even past its lease', async () => {
    const clock = clockAt(0);
    const leases = new BalanceLeases<string>(1_000, clock.now);
    let finish: (value: string) => void = () => undefined;
    let reads = 0;
    const slow = () => {
      reads++;
      return new Promise<string>((resolve) => {
        finish = resolve;
      });
    };
    const first = leases.get('k', slow);
    clock.advance(5_000);
    const second = leases.get('k', slow);
    finish('balance');
    expect(await Promise.all([first, second])).toEqual(['balance', 'balance']);
    expect(reads).toBe(1);
  });

  it('does not keep a failed read: the next ask reads again', async () => {
    const leases = new BalanceLeases<string>(5_000, clockAt(0).now);
    await expect(leases.get('k', async () => Promise.reject(new Error('venue down')))).rejects.toThrow('venue down');
    expect(await leases.get('k', async () => 'recovered')).toBe('recovered');
  });

  it('forgets sources nobody asks for any more', async () => {
    const clock = clockAt(0);
    const leases = new BalanceLeases<number>(1_000, clock.now);
    for (let i = 0; i < 50; i++) await leases.get(`k${i}`, async () => i);
    expect(leases.size).toBe(50);
    clock.advance(2_000);
    await leases.get('fresh', async () => 0);
    expect(leases.size).toBe(1);
  });
});
