// The launch kinds' decisions on made-up curves and wallets: the batch limit against swaps mined
// one after another on a bonding curve, the sniper's window, the shares (each wallet once, retried
// or given up), and the sell-out's triggers.
import { describe, expect, it } from 'vitest';
import { pumpBatchBuyParams, pumpSelloutParams, pumpSniperParams } from '../../../../shared/bots/params/dex.ts';
import type { DexAction, DexStrategy, DexWalletView, SwapEvent } from '../../../runner/dex/dex-types.ts';
import type { LaunchPoolView, LaunchView } from '../../../runner/dex/launch-view.ts';
import { BUY_TAG, batchLimit } from './launch-buys.ts';
import { pumpBatchBuyStrategy } from './pump-batch-buy.ts';
import { pumpSelloutStrategy } from './pump-sellout.ts';
import { pumpSniperStrategy } from './pump-sniper.ts';

const TOKEN = '0x00000000000000000000000000000000000000aa';

/** A fresh curve (the sandbox launchpad's virtual reserves) seen at `block`. */
function curve(block: number, launch: Partial<LaunchView> = {}, reserves = { base: 1_073_000_000, quote: 6 }): LaunchPoolView {
  return {
    ...reserves,
    price: reserves.quote / reserves.base,
    feePercent: 1,
    block,
    launch: { stage: 'curve', token: TOKEN, symbol: 'FROG', launchBlock: 100, marketCap: 5.6, graduationCap: 69, ...launch },
  };
}
const waiting = (block: number): LaunchPoolView => ({
  base: 0,
  quote: 0,
  price: 0,
  feePercent: 1,
  block,
  launch: { stage: 'waiting', token: null, symbol: null, launchBlock: null, marketCap: 0, graduationCap: 69 },
});

const wallets = (count: number, patch: Partial<DexWalletView> = {}): DexWalletView[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    address: `0x${i}`,
    restriction: 'unlimited',
    base: 0,
    quote: 10,
    native: 10,
    ...patch,
  }));

let seed = 1;
const random = () => {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647;
};

function decide<P, S>(
  strategy: DexStrategy<P, S>,
  params: P,
  state: S,
  pool: LaunchPoolView,
  views: DexWalletView[],
  events: SwapEvent[] = [],
) {
  return strategy.decide({
    botId: 1,
    params,
    state,
    now: 1_000_000,
    random,
    pool,
    reference: null,
    wallets: views,
    events,
    actionBudget: 50,
    tick: 1,
  });
}

const swaps = (actions: DexAction[]) => actions.filter((action): action is Extract<DexAction, { kind: 'swap' }> => action.kind === 'swap');
const keys = (actions: DexAction[]) =>
  actions.map((action) => (action.kind === 'log' ? action.line.key : action.kind === 'stop' ? action.reason.key : action.kind));
const done = (walletId: number, quote: number, base = quote * 1e8): SwapEvent => ({
  tag: BUY_TAG,
  side: 'buy',
  walletId,
  status: 'done',
  baseAmount: base,
  quoteAmount: quote,
  price: quote / base,
});
const failed = (walletId: number, reason: string): SwapEvent => ({
  tag: BUY_TAG,
  side: 'buy',
  walletId,
  status: 'failed',
  baseAmount: 0,
  quoteAmount: 0,
  price: 0,
  reason,
});

describe('the batch limit', () => {
  it('holds the last buy of a batch mined one after another on the curve, and no more than that', () => {
    const pool = curve(100);
    const sizes = [0.4, 0.7, 0.5, 0.9, 0.5];
    const limit = batchLimit(
      pool,
      'buy',
      sizes.reduce((a, b) => a + b, 0),
      0,
    );
    let { base, quote } = pool;
    let last = 0;
    for (const size of sizes) {
      // The launchpad: the fee comes off what is paid, the rest moves the constant product.
      const net = size * 0.99;
      const tokens = (base * net) / (quote + net);
      [base, quote, last] = [base - tokens, quote + net, size / tokens];
    }
    expect(last).toBeLessThanOrEqual(limit);
    // Between the prices before and after it: within a last buy's move of the limit.
    expect(last).toBeGreaterThan(limit * 0.9);
    expect(batchLimit(pool, 'buy', 3, 15)).toBeCloseTo(batchLimit(pool, 'buy', 3, 0) / 0.85, 12);
  });

  it('holds the last sale of a batch at least at the limit', () => {
    const pool = curve(100, {}, { base: 500_000_000, quote: 12 });
    const sizes = [40e6, 10e6, 25e6];
    const limit = batchLimit(
      pool,
      'sell',
      sizes.reduce((a, b) => a + b, 0),
      0,
    );
    let { base, quote } = pool;
    let last = 0;
    for (const size of sizes) {
      const gross = (quote * size) / (base + size);
      [base, quote, last] = [base + size, quote - gross, (gross * 0.99) / size];
    }
    expect(last).toBeGreaterThanOrEqual(limit);
    expect(last).toBeLessThan(limit * 1.05);
  });
});

describe('the launch sniper', () => {
  const params = pumpSniperParams.parse({
    wallet_group_id: 1,
    wallets_count: 5,
    amount_per_wallet: 0.5,
    float_range_percent: 30,
    blocks: 2,
  });
  const initial = pumpSniperStrategy.initialState(params);

  it('waits for the next launch, then buys it from distinct wallets with shares adding up to wallets × amount', () => {
    const first = decide(pumpSniperStrategy, params, initial, waiting(98), wallets(8));
    expect(keys(first.actions)).toEqual(['launchWaitingNext']);
    expect(first.nextTickMs).toBe(250);
    const second = decide(pumpSniperStrategy, params, first.state!, waiting(99), wallets(8));
    expect(second.actions).toEqual([]);

    const buy = decide(pumpSniperStrategy, params, second.state!, curve(100), wallets(8));
    const sent = swaps(buy.actions);
    expect(sent).toHaveLength(5);
    expect(new Set(sent.map((swap) => swap.walletId)).size).toBe(5);
    expect(sent.reduce((sum, swap) => sum + swap.amount, 0)).toBeCloseTo(2.5, 12);
    for (const swap of sent) {
      expect(swap.side).toBe('buy');
      expect(swap.amount).toBeGreaterThanOrEqual((0.5 * 0.7) / 1.3);
      expect(swap.limitPrice).toBeCloseTo(batchLimit(curve(100), 'buy', 2.5, params.slippage_percent), 15);
    }
    expect(buy.state!.token).toBe(TOKEN);
  });

  it('retries a refused buy while its window is open, gives up one the wallet cannot make, then stops with what it bought', () => {
    const start = decide(pumpSniperStrategy, params, initial, curve(100), wallets(5));
    const ids = swaps(start.actions).map((swap) => swap.walletId!);
    const events = [
      done(ids[0]!, 0.5),
      done(ids[1]!, 0.5),
      done(ids[2]!, 0.5),
      failed(ids[3]!, 'slippage'),
      failed(ids[4]!, 'insufficientBalance'),
    ];
    const retry = decide(pumpSniperStrategy, params, start.state!, curve(101), wallets(5), events);
    expect(swaps(retry.actions).map((swap) => swap.walletId)).toEqual([ids[3]]);
    // The window has closed before the retry settled: it is given up when it fails again.
    const end = decide(pumpSniperStrategy, params, retry.state!, curve(102), wallets(5), [failed(ids[3]!, 'slippage')]);
    expect(swaps(end.actions)).toEqual([]);
    expect(keys(end.actions)).toEqual(['launchBuysMissed', 'sniperDone']);
    const stop = end.actions.find((action) => action.kind === 'stop');
    expect(stop?.kind === 'stop' && stop.reason.params).toMatchObject({ wallets: 3, quote: 1.5 });
  });

  it('refuses a launch past its window or already graduated', () => {
    expect(keys(decide(pumpSniperStrategy, params, initial, curve(102), wallets(5)).actions)).toEqual(['launchWindowPassed']);
    expect(keys(decide(pumpSniperStrategy, params, initial, curve(150, { launchBlock: null }), wallets(5)).actions)).toEqual([
      'launchWindowPassed',
    ]);
    expect(keys(decide(pumpSniperStrategy, params, initial, curve(100, { stage: 'graduated' }), wallets(5)).actions)).toEqual([
      'launchGraduated',
    ]);
    // The block before the last of the window still lands in it; the last one does not.
    expect(swaps(decide(pumpSniperStrategy, params, initial, curve(101), wallets(5)).actions)).toHaveLength(5);
  });
});

describe('the launch batch buy', () => {
  const params = pumpBatchBuyParams.parse({
    wallet_group_id: 1,
    token_address: TOKEN,
    wallets_count: 6,
    total_amount: 3,
    float_range_percent: 40,
  });

  it('buys from the wallets allowed to buy, each once, and stops when every share is settled', () => {
    const views = [...wallets(4), ...wallets(2, { restriction: 'sell' }).map((view) => ({ ...view, id: view.id + 10 }))];
    const first = decide(pumpBatchBuyStrategy, params, pumpBatchBuyStrategy.initialState(params), curve(120), views);
    const sent = swaps(first.actions);
    expect(keys(first.actions)[0]).toBe('launchFewerWallets');
    expect(sent.map((swap) => swap.walletId).sort()).toEqual([1, 2, 3, 4]);
    expect(sent.reduce((sum, swap) => sum + swap.amount, 0)).toBeCloseTo(3, 12);
    const events = sent.map((swap) => done(swap.walletId!, swap.amount));
    const last = decide(pumpBatchBuyStrategy, params, first.state!, curve(121), views, events);
    expect(swaps(last.actions)).toEqual([]);
    expect(keys(last.actions)).toEqual(['batchBuyDone']);
  });

  it('counts a share bought when its wallet holds more of the token, though its swap was never heard of (a restart)', () => {
    const first = decide(pumpBatchBuyStrategy, params, pumpBatchBuyStrategy.initialState(params), curve(120), wallets(6));
    expect(swaps(first.actions)).toHaveLength(6);
    const after = decide(pumpBatchBuyStrategy, params, first.state!, curve(125), wallets(6, { base: 1e7 }));
    expect(swaps(after.actions)).toEqual([]);
    const stop = after.actions.find((action) => action.kind === 'stop');
    expect(stop?.kind === 'stop' && stop.reason).toMatchObject({ key: 'batchBuyDone', params: { wallets: 6, base: 6e7, quote: 3 } });
  });

  it('waits while the token is not launched', () => {
    const first = decide(pumpBatchBuyStrategy, params, pumpBatchBuyStrategy.initialState(params), waiting(5), wallets(6));
    expect(keys(first.actions)).toEqual(['launchWaiting']);
    expect(swaps(first.actions)).toEqual([]);
  });
});

describe('the launch sell-out', () => {
  const params = pumpSelloutParams.parse({ wallet_group_id: 1, token_address: TOKEN, take_profit_percent: 100, stop_loss_percent: 30 });
  const holders = [...wallets(3, { base: 1e6 }), { ...wallets(1, { base: 5e5, restriction: 'buy' })[0]!, id: 9 }];
  // Bought at 1e-8 a token on average.
  const bought = { tokens: 3e6, paid: 0.03 };

  it('holds between its stop-loss and take-profit, and sells every wallet that may sell once the stop-loss is hit', () => {
    const at = (price: number) => curve(200, { bought }, { base: 1e9, quote: price * 1e9 });
    const hold = decide(pumpSelloutStrategy, params, pumpSelloutStrategy.initialState(params), at(1.2e-8), holders);
    expect(keys(hold.actions)).toEqual(['selloutWatching']);
    expect(hold.state!.cost).toBeCloseTo(1e-8, 20);
    const sell = decide(pumpSelloutStrategy, params, hold.state!, at(0.69e-8), holders);
    expect(keys(sell.actions)).toEqual(['selloutStopLoss', 'swap', 'swap', 'swap']);
    expect(swaps(sell.actions).map((swap) => [swap.walletId, swap.amount, swap.side])).toEqual([
      [1, 1e6, 'sell'],
      [2, 1e6, 'sell'],
      [3, 1e6, 'sell'],
    ]);
    const emptied = holders.map((view) => (view.restriction === 'buy' ? view : { ...view, base: 0 }));
    const end = decide(pumpSelloutStrategy, params, sell.state!, at(0.6e-8), emptied);
    expect(keys(end.actions)).toEqual(['selloutDone']);
  });

  it('takes the price it first sees as the cost when the wallets bought nothing on the curve, and has no stop-loss at 0', () => {
    const noStop = { ...params, stop_loss_percent: 0 };
    const at = (price: number) => curve(200, { bought: { tokens: 0, paid: 0 } }, { base: 1e9, quote: price * 1e9 });
    const first = decide(pumpSelloutStrategy, noStop, pumpSelloutStrategy.initialState(noStop), at(2e-8), holders);
    expect(keys(first.actions)).toEqual(['selloutCostAtStart', 'selloutWatchingNoStop']);
    expect(swaps(decide(pumpSelloutStrategy, noStop, first.state!, at(0.1e-8), holders).actions)).toEqual([]);
    const up = decide(pumpSelloutStrategy, noStop, first.state!, at(4.1e-8), holders);
    expect(keys(up.actions)[0]).toBe('selloutTakeProfit');
    expect(swaps(up.actions)).toHaveLength(3);
  });
});
