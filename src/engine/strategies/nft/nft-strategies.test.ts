// The NFT strategies' decisions on hand-made markets: which wallet lists what at which price, who
// buys what, and when they wait, pause or stop. The scenario tests (tests/integration/bots-nft*)
// check the same on the sandbox chain.
import { describe, expect, it } from 'vitest';
import type { NftAction, NftEvent, NftListingView, NftStrategyContext, NftWalletView } from '../../runner/nft/nft-types.ts';
import { type NftChartingState, nftChartingStrategy } from './nft-charting.ts';
import { type NftRangeState, nftRangeStrategy } from './nft-range.ts';

const wallet = (id: number, items: string[], native = 10, restriction: NftWalletView['restriction'] = 'unlimited'): NftWalletView => ({
  id,
  address: `0x${String(id).padStart(40, '0')}`,
  restriction,
  native,
  items,
  approved: true,
});
const theirs = (tokenId: string, price: number): NftListingView => ({ tokenId, seller: '0xother', price, walletId: null, botStep: null });
/** A listing by a wallet of the group: the bot's own when it has the step that listed it. */
const ours = (tokenId: string, price: number, walletId: number, botStep: number | null = 1): NftListingView => ({
  tokenId,
  seller: `0x${String(walletId).padStart(40, '0')}`,
  price,
  walletId,
  botStep,
});

function context<P, S>(params: P, state: S, options: { listings?: NftListingView[]; wallets: NftWalletView[]; events?: NftEvent[] }) {
  const listings = options.listings ?? [];
  const floor = listings.length > 0 ? Math.min(...listings.map((listing) => listing.price)) : null;
  return {
    botId: 1,
    params,
    state,
    now: Date.UTC(2026, 0, 5),
    random: () => 0.5,
    collection: { address: '0xc011', symbol: 'SAPE', listings, floor },
    wallets: options.wallets,
    gasReserve: 0.01,
    events: options.events ?? [],
    actionBudget: 50,
    tick: 1,
  } satisfies NftStrategyContext<P, S>;
}

const kinds = (actions: NftAction[]) => actions.map((action) => action.kind);
const market = (actions: NftAction[]) =>
  actions.filter((action) => action.kind === 'list' || action.kind === 'buy' || action.kind === 'cancel');

describe('NFT Charting', () => {
  const params = {
    wallet_group_id: 1,
    collection_address: '0xc011',
    gas_multiplier: 1,
    interval_min: 60,
    interval_max: 180,
    price_lower: 1.2,
    price_upper: 1.6,
    target_volume: 10,
  };
  const fresh = () => nftChartingStrategy.initialState(params);

  it('starts by listing under a floor above its range, at the top of the range heading down', () => {
    const decision = nftChartingStrategy.decide(context(params, fresh(), { listings: [theirs('900', 1.9)], wallets: [wallet(1, ['5'])] }));
    const [list] = market(decision.actions);
    expect(list).toMatchObject({ kind: 'list', walletId: 1, tokenId: '5' });
    // Half of a tenth of the 0.4 range, times 0.75 with random 0.5: 1.6 − 0.03.
    expect(list!.kind === 'list' && list!.price).toBeCloseTo(1.57, 9);
    expect(decision.state!.direction).toBe(-1);
  });

  it('has another wallet buy its standing listing and lists the next item a step further', () => {
    const state: NftChartingState = { ...fresh(), dayStart: Date.UTC(2026, 0, 5), lastPrice: 1.57, direction: -1 };
    const decision = nftChartingStrategy.decide(
      context(params, state, {
        listings: [ours('5', 1.57, 1), theirs('900', 1.9)],
        wallets: [wallet(1, ['5', '6']), wallet(2, [])],
        events: [{ operation: 'list', tokenId: '5', walletId: 1, status: 'done', step: 1, price: 1.57 }],
      }),
    );
    const [buy, list] = market(decision.actions);
    expect(buy).toMatchObject({ kind: 'buy', walletId: 2, tokenId: '5', price: 1.57 });
    expect(list).toMatchObject({ kind: 'list', walletId: 1, tokenId: '6' });
    expect(list!.kind === 'list' && list!.price).toBeCloseTo(1.54, 9);
  });

  it('turns at the bottom of the range', () => {
    const state: NftChartingState = { ...fresh(), dayStart: Date.UTC(2026, 0, 5), lastPrice: 1.21, direction: -1 };
    const decision = nftChartingStrategy.decide(context(params, state, { wallets: [wallet(1, ['6'])] }));
    const [list] = market(decision.actions);
    expect(list!.kind === 'list' && list!.price).toBe(1.2);
    expect(decision.state!.direction).toBe(1);
  });

  it('counts the purchases of the day and waits, its listing left standing, once the target is traded', () => {
    const state: NftChartingState = { ...fresh(), dayStart: Date.UTC(2026, 0, 5), volume: 8.6, standing: '5', lastPrice: 1.5 };
    const decision = nftChartingStrategy.decide(
      context(params, state, {
        listings: [ours('6', 1.5, 1)],
        wallets: [wallet(1, ['6']), wallet(2, ['5'])],
        events: [{ operation: 'buy', tokenId: '5', walletId: 2, status: 'done', step: 3, price: 1.45 }],
      }),
    );
    expect(decision.state!.volume).toBeCloseTo(10.05, 9);
    expect(market(decision.actions)).toEqual([]);
    expect(decision.actions).toContainEqual({ kind: 'log', line: expect.objectContaining({ key: 'nftVolumeReached' }) });
    // A new day counts from zero again.
    const nextDay = nftChartingStrategy.decide({
      ...context(params, decision.state!, { listings: [ours('6', 1.5, 1)], wallets: [wallet(1, ['6']), wallet(2, ['5'])] }),
      now: Date.UTC(2026, 0, 6, 0, 1),
    });
    expect(kinds(market(nextDay.actions))).toEqual(['buy', 'list']);
  });

  it('never buys with a sell-only wallet nor lists from a buy-only one, and pauses when no wallet may buy', () => {
    const state: NftChartingState = { ...fresh(), dayStart: Date.UTC(2026, 0, 5), standing: '5', lastPrice: 1.5 };
    const decision = nftChartingStrategy.decide(
      context(params, state, {
        listings: [ours('5', 1.5, 1)],
        wallets: [wallet(1, ['5', '6'], 10, 'sell'), wallet(2, ['7'], 10, 'sell'), wallet(3, [], 1, 'buy')],
      }),
    );
    expect(decision.actions.at(-1)).toMatchObject({ kind: 'pause', reason: { key: 'nftNoBuyer' } });
    const funded = nftChartingStrategy.decide(
      context(params, state, {
        listings: [ours('5', 1.5, 1)],
        wallets: [wallet(1, ['5', '6'], 10, 'sell'), wallet(3, ['8'], 10, 'buy')],
      }),
    );
    const [buy, list] = market(funded.actions);
    expect(buy).toMatchObject({ kind: 'buy', walletId: 3 });
    expect(list).toMatchObject({ kind: 'list', walletId: 1, tokenId: '6' });
  });

  it('says when its standing listing was taken by someone else, and lists anew', () => {
    const state: NftChartingState = { ...fresh(), dayStart: Date.UTC(2026, 0, 5), standing: '5', lastPrice: 1.5 };
    const decision = nftChartingStrategy.decide(context(params, state, { listings: [theirs('900', 1.9)], wallets: [wallet(1, ['6'])] }));
    expect(decision.actions[0]).toMatchObject({ kind: 'log', line: { key: 'nftListingGone', params: { tokenId: '5' } } });
    expect(kinds(market(decision.actions))).toEqual(['list']);
    // Bought back by the bot itself, it is no news.
    const boughtBack = nftChartingStrategy.decide(
      context(params, state, {
        listings: [theirs('900', 1.9)],
        wallets: [wallet(1, ['6']), wallet(2, ['5'])],
        events: [{ operation: 'buy', tokenId: '5', walletId: 2, status: 'done', step: 9, price: 1.5 }],
      }),
    );
    expect(kinds(boughtBack.actions)).toEqual(['list']);
  });

  it('withdraws an older listing of its own and, on stop, every listing it made', () => {
    const state: NftChartingState = { ...fresh(), dayStart: Date.UTC(2026, 0, 5), standing: '5', lastPrice: 1.5 };
    const listings = [ours('5', 1.55, 1, 4), ours('6', 1.5, 2, 7), ours('7', 3, 2, null), theirs('900', 1.9)];
    const decision = nftChartingStrategy.decide(context(params, state, { listings, wallets: [wallet(1, ['5']), wallet(2, ['6', '7'])] }));
    expect(market(decision.actions)[0]).toEqual({ kind: 'cancel', walletId: 1, tokenId: '5' });
    expect(market(decision.actions)[1]).toMatchObject({ kind: 'buy', tokenId: '6', walletId: 1 });
    const collection = context(params, state, { listings, wallets: [] }).collection;
    // Item 7 was not listed by the bot: it stays.
    expect(nftChartingStrategy.withdraw!(params, state, collection).map((action) => action.tokenId)).toEqual(['5', '6']);
  });
});

describe('NFT Range', () => {
  const params = {
    wallet_group_id: 1,
    collection_address: '0xc011',
    gas_multiplier: 1,
    interval_min: 60,
    interval_max: 180,
    buy_below: 1.5,
    sell_above: 2.5,
    total_budget: 2.5,
    single_budget: 1.3,
  };
  const fresh = (): NftRangeState => nftRangeStrategy.initialState(params);
  const offers = [theirs('1', 1.1), theirs('2', 0.9), theirs('3', 1.25), theirs('4', 1.4), theirs('5', 1.7), ours('6', 1.0, 1)];

  it('buys only others’ listings at or below buy_below and the single budget, cheapest first, within the total budget', () => {
    const buys = (changes: Partial<typeof params>, listings: NftListingView[], state = fresh()) =>
      market(nftRangeStrategy.decide(context({ ...params, ...changes }, state, { listings, wallets: [wallet(1, [], 50)] })).actions).map(
        (action) => action.tokenId,
      );
    // Budget to spare: buy_below alone decides (1.5 itself is bought, 1.6 is not; 6 is the bot's own).
    expect(buys({ single_budget: 5, total_budget: 10 }, [theirs('3', 1.6), theirs('2', 1.5), theirs('1', 1.0), ours('6', 0.5, 1)])).toEqual(
      ['1', '2'],
    );
    // The single budget: 1.3 is under buy_below but dearer than one purchase may be.
    expect(buys({ single_budget: 1.2, total_budget: 10 }, [theirs('1', 1.0), theirs('2', 1.3)])).toEqual(['1']);
    // The total budget: 0.9 and 1.1 fit 2.5, 1.25 more would not; with 2.0 spent, 0.6 does not fit either.
    expect(buys({}, [theirs('1', 1.1), theirs('2', 0.9), theirs('3', 1.25)])).toEqual(['2', '1']);
    expect(buys({}, [theirs('4', 0.6)], { ...fresh(), spent: 2.0 })).toEqual([]);
  });

  it('spreads purchases over wallets that can pay, and never over a sell-only wallet', () => {
    const decision = nftRangeStrategy.decide(
      context(params, fresh(), { listings: offers, wallets: [wallet(1, [], 1.0), wallet(2, [], 50, 'sell'), wallet(3, [], 1.2)] }),
    );
    expect(market(decision.actions).map((action) => action.walletId)).toEqual([1, 3]);
  });

  it('lists what its sell-allowed wallets hold at sell_above or up to 5% more, and counts what it paid', () => {
    const state = { ...fresh(), spent: 2.0, bought: 2 };
    const decision = nftRangeStrategy.decide(
      context(params, state, {
        listings: [theirs('3', 1.25)],
        wallets: [wallet(1, ['2', '1']), wallet(2, ['8'], 10, 'buy')],
        events: [{ operation: 'list', tokenId: '9', walletId: 1, status: 'failed', step: 5, price: 0, reason: 'reverted' }],
      }),
    );
    const lists = market(decision.actions);
    expect(lists.map((action) => [action.kind, action.walletId, action.tokenId])).toEqual([
      ['list', 1, '2'],
      ['list', 1, '1'],
    ]);
    for (const list of lists) {
      const price = list.kind === 'list' ? list.price : 0;
      expect(price).toBeGreaterThanOrEqual(2.5);
      expect(price).toBeLessThanOrEqual(2.5 * 1.05);
    }
    // 0.5 left cannot buy the 1.25 listing: the budget is used, the bot keeps selling.
    expect(decision.actions).toContainEqual({ kind: 'log', line: expect.objectContaining({ key: 'nftBudgetUsed' }) });
  });

  it('waits while nothing is listed low enough, and stops once the budget is used and nothing is left to sell', () => {
    const waiting = nftRangeStrategy.decide(context(params, fresh(), { listings: [theirs('5', 1.7)], wallets: [wallet(1, [])] }));
    expect(kinds(waiting.actions)).toEqual(['log']);
    expect(waiting.actions[0]).toMatchObject({ line: { key: 'nftRangeWaiting' } });
    const spent = { ...fresh(), spent: 2.0, bought: 2 };
    const holding = nftRangeStrategy.decide(
      context(params, spent, { listings: [theirs('3', 1.25), ours('1', 2.6, 1)], wallets: [wallet(1, ['1'])] }),
    );
    expect(kinds(holding.actions)).not.toContain('stop');
    const done = nftRangeStrategy.decide(context(params, spent, { listings: [theirs('3', 1.25)], wallets: [wallet(1, [])] }));
    expect(done.actions.at(-1)).toMatchObject({ kind: 'stop', reason: { key: 'nftRangeDone' } });
  });
});
