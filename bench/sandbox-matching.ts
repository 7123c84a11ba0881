// Sandbox matching engine throughput on one core: a populated BTC/USDT book, then a realistic mix of
// passive and crossing limit orders, market orders and cancels from 64 accounts.
// Run alone with `node --import tsx bench/sandbox-matching.ts`; `run()` returns the figures.
import { pathToFileURL } from 'node:url';
import { engineFixture } from '../src/sandbox/engine/engine-fixture.ts';
import type { Order } from '../src/sandbox/engine/types.ts';
import { createRng } from '../src/sandbox/random.ts';
import { VenueError } from '../src/sandbox/venue-error.ts';

export interface MatchingBenchResult {
  orders: number;
  seconds: number;
  ordersPerSecond: number;
  fills: number;
  fillsPerSecond: number;
  restingAtEnd: number;
  refused: number;
}

export function run(options: { orders?: number; seed?: string; print?: boolean } = {}): MatchingBenchResult {
  const total = options.orders ?? 300_000;
  const f = engineFixture({ defaultStp: 'EXPIRE_MAKER' });
  const rng = createRng(options.seed ?? 'bench');
  const accounts = Array.from({ length: 64 }, () =>
    f.fund({ BTC: '1000000', USDT: '100000000000' }, { makerFeePpm: 1000, takerFeePpm: 1000 }),
  );
  const mid = 6_500_000; // 65,000.00 in ticks
  const live: Order[] = [];
  const openCount = () => f.engine.state('BTCUSDT').open.size;
  let fills = 0;
  let refused = 0;
  let clientIds = 0;

  const submit = (accountId: number, now: number, kind: 'passive' | 'aggressive' | 'market') => {
    const side = rng.next() < 0.5 ? 'BUY' : 'SELL';
    const lots = 100 + rng.int(5_000); // 0.001 .. 0.051 BTC
    const away = kind === 'passive' ? 1 + rng.int(500) : -rng.int(20);
    const priceTicks = side === 'BUY' ? mid - away : mid + away;
    const result = f.engine.place(
      {
        accountId,
        symbol: 'BTCUSDT',
        side,
        type: kind === 'market' ? 'MARKET' : 'LIMIT',
        timeInForce: kind === 'aggressive' && rng.next() < 0.3 ? 'IOC' : 'GTC',
        priceTicks: kind === 'market' ? 0 : priceTicks,
        lots,
        quoteAtoms: 0n,
        clientOrderId: `b${++clientIds}`,
        stp: 'EXPIRE_MAKER',
      },
      now,
    );
    fills += result.fills.length;
    if (result.order.status === 'NEW' || result.order.status === 'PARTIALLY_FILLED') live.push(result.order);
  };

  // A populated book: 5,000 resting orders over 1,000 price levels.
  for (let i = 0; i < 5_000; i++) submit(accounts[i % accounts.length]!, 0, 'passive');

  // Cancels outnumber new passive orders whenever the book is above its starting size, so the
  // book stays populated (about 5,000 orders) instead of draining or piling up.
  const target = 5_000;
  const counts = { cancel: 0, passive: 0, aggressive: 0, market: 0 };
  const started = process.hrtime.bigint();
  for (let i = 0; i < total; i++) {
    const accountId = accounts[rng.int(accounts.length)]!;
    const roll = rng.next();
    try {
      if (roll < (openCount() > target ? 0.5 : 0.3)) {
        counts.cancel += 1;
        // Cancel a random live order; orders that filled meanwhile are dropped from the list on the way.
        let order: Order | undefined;
        while (live.length > 0 && !order) {
          const index = rng.int(live.length);
          const candidate = live[index]!;
          live[index] = live[live.length - 1]!;
          live.pop();
          if (candidate.status === 'NEW' || candidate.status === 'PARTIALLY_FILLED') order = candidate;
        }
        if (order) f.engine.cancel({ accountId: order.accountId, symbol: 'BTCUSDT', orderId: order.id }, i);
      } else if (roll < 0.78) {
        counts.passive += 1;
        submit(accountId, i, 'passive');
      } else if (roll < 0.95) {
        counts.aggressive += 1;
        submit(accountId, i, 'aggressive');
      } else {
        counts.market += 1;
        submit(accountId, i, 'market');
      }
    } catch (error) {
      if (!(error instanceof VenueError)) throw error;
      refused += 1;
    }
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const state = f.engine.state('BTCUSDT');
  const result: MatchingBenchResult = {
    orders: total,
    seconds: Number(seconds.toFixed(3)),
    ordersPerSecond: Math.round(total / seconds),
    fills,
    fillsPerSecond: Math.round(fills / seconds),
    restingAtEnd: state.open.size,
    refused,
  };
  const share = (count: number) => `${Math.round((count / total) * 100)}%`;
  if (options.print !== false) {
    console.log(
      `sandbox matching engine: ${result.ordersPerSecond.toLocaleString('en')} orders/s on one core ` +
        `(${total.toLocaleString('en')} orders: ${share(counts.cancel)} cancels, ${share(counts.passive)} passive limits, ` +
        `${share(counts.aggressive)} crossing limits, ${share(counts.market)} market; ${fills.toLocaleString('en')} fills, ` +
        `${result.fillsPerSecond.toLocaleString('en')} fills/s, ${result.restingAtEnd} resting at the end, ${refused} refused)`,
    );
  }
  return result;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) run();
