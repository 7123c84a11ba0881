import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../clock.ts';
import { BotRunner } from './runner.ts';
import { SetupGate } from './setup-gate.ts';
import type { BotRecord, BotStore } from './store-port.ts';
import type { Strategy } from './types.ts';

/** A setup the test ends by hand. */
function heldSetup(log: string[], name: string) {
  let end!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    end = () => resolve(name);
    fail = reject;
  });
  return {
    run: () => {
      log.push(`start ${name}`);
      return done;
    },
    end,
    fail,
  };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('session setups take turns', () => {
  it('starts a setup at once while a turn is free, and at most that many together', async () => {
    const log: string[] = [];
    const gate = new SetupGate(2);
    const setups = ['a', 'b', 'c', 'd'].map((name) => heldSetup(log, name));
    const results = setups.map((setup) => gate.run(setup.run));
    expect(log).toEqual(['start a', 'start b']);
    setups[1]!.end();
    await turn();
    expect(log).toEqual(['start a', 'start b', 'start c']);
    setups[0]!.fail(new Error('venue down'));
    await turn();
    expect(log).toEqual(['start a', 'start b', 'start c', 'start d']);
    setups[2]!.end();
    setups[3]!.end();
    await expect(results[0]).rejects.toThrow('venue down');
    expect(await Promise.all(results.slice(1))).toEqual(['b', 'c', 'd']);
  });

  it('bots resumed together build their venue connections a few at a time', async () => {
    const clock = new VirtualClock();
    const bots: BotRecord[] = Array.from({ length: 40 }, (_, index) => ({
      id: index + 1,
      userId: 1,
      kind: 'still',
      venue: 'sandbox-a',
      symbol: 'ETH/USDT',
      secondVenue: null,
      params: {},
      status: 'running',
      startAt: null,
    }));
    const store = {
      activeBots: async () => bots,
      loadState: async () => null,
      openOrders: async () => [],
      appendLogs: async () => undefined,
      setStatus: async () => undefined,
      writeBatch: async () => undefined,
    } as unknown as BotStore;
    let building = 0;
    let mostAtOnce = 0;
    const answers: Array<() => void> = [];
    const connector = {
      loadMarkets: () =>
        new Promise((resolve) =>
          answers.push(() => {
            building--;
            resolve([
              {
                symbol: 'ETH/USDT',
                base: 'ETH',
                quote: 'USDT',
                kind: 'spot',
                active: true,
                priceStep: 0.01,
                amountStep: 0.0001,
                minAmount: null,
                minCost: null,
              },
            ]);
          }),
        ),
    };
    const strategy = {
      needs: () => ({ bookDepth: 0 }),
      initialState: () => ({}),
      intervalMs: () => 1000,
      decide: () => ({ actions: [] }),
    } as unknown as Strategy;
    const runner = new BotRunner({
      store,
      clock,
      market: { subscribe: () => () => undefined },
      venues: {
        connector: async () => {
          building++;
          mostAtOnce = Math.max(mostAtOnce, building);
          return connector as never;
        },
      },
      strategies: new Map([['still', strategy]]),
    });
    expect(await runner.resumeAll()).toBe(40);
    clock.advance(1000);
    while (answers.length > 0 || building > 0) {
      answers.shift()?.();
      await turn();
    }
    expect(mostAtOnce).toBeGreaterThan(1);
    expect(mostAtOnce).toBeLessThanOrEqual(SetupGate.DEFAULT_CONCURRENCY);
    await runner.close();
  });
});
