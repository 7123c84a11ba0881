// NFT Range (bots.md "buy_sell_nft"): buys other people's listings priced at or below buy_below,
// cheapest first, none dearer than the single budget and all together within the total budget,
// each from the wallet with the least spare coin that can pay (the richer ones stay able to pay
// for dearer items); lists every item its sell-allowed wallets hold at sell_above or up to 5% more
// (so its listings do not stand in one identical row). Once the budget left cannot pay for any
// listing it would buy, it only sells; it stops when the budget is used and its wallets hold
// nothing left to sell. Stopping withdraws the listings it made.
import type { z } from 'zod';
import type { buySellNftParams } from '../../../shared/bots/params/nft.ts';
import type { NftAction, NftDecision, NftMarketAction, NftStrategy, NftStrategyContext } from '../../runner/nft/nft-types.ts';
import { bought, maySell, mayBuy, nftLogAction, nftStopAction, paceMs, say, sellers, sig, spendable, unlisted } from './nft-helpers.ts';

type Params = z.output<typeof buySellNftParams>;

export interface NftRangeState {
  /** Coins paid for items so far. */
  spent: number;
  bought: number;
  budgetLogged: boolean;
  waitingLogged: boolean;
}

/** Purchases and listings one tick sends at most (each is a transaction waited for in turn). */
const MAX_BUYS_PER_TICK = 3;
const MAX_LISTS_PER_TICK = 5;
/** Listings go up at sell_above × (1 + up to this). */
const LIST_SPREAD = 0.05;
/** Budget below this is none (float sums of prices). */
const EPSILON = 1e-9;

export const nftRangeStrategy: NftStrategy<Params, NftRangeState> = {
  key: 'buy_sell_nft',
  trades: 'nft',
  initialState: () => ({ spent: 0, bought: 0, budgetLogged: false, waitingLogged: false }),
  intervalMs: (params, random) => paceMs(params, random),

  decide(ctx: NftStrategyContext<Params, NftRangeState>): NftDecision<NftRangeState> {
    const { params, collection, wallets, gasReserve, random } = ctx;
    const state: NftRangeState = { ...ctx.state };
    const purchases = bought(ctx.events);
    state.spent += purchases.paid;
    state.bought += purchases.count;

    const actions: NftAction[] = [];
    const room = Math.max(0, ctx.actionBudget);
    let left = params.total_budget - state.spent;
    // Other people's listings the bot would buy, cheapest first.
    const wanted = collection.listings
      .filter((listing) => listing.walletId === null && listing.price <= params.buy_below && listing.price <= params.single_budget)
      .sort((a, b) => a.price - b.price);
    const committed = new Map<number, number>();
    const buying = new Set<string>();
    for (const listing of wanted) {
      if (buying.size >= MAX_BUYS_PER_TICK || actions.length >= room) break;
      // Cheapest first: when this one is past the budget left, so is every one after it.
      if (listing.price > left + EPSILON) break;
      const spare = (wallet: (typeof wallets)[number]) => spendable(wallet, gasReserve) - (committed.get(wallet.id) ?? 0);
      const buyer = wallets.filter((wallet) => mayBuy(wallet) && spare(wallet) >= listing.price).sort((a, b) => spare(a) - spare(b))[0];
      if (!buyer) break;
      committed.set(buyer.id, (committed.get(buyer.id) ?? 0) + listing.price);
      left -= listing.price;
      buying.add(listing.tokenId);
      const reason = say('nftRangeBuy', { tokenId: listing.tokenId, price: listing.price, limit: params.buy_below });
      actions.push({ kind: 'buy', walletId: buyer.id, tokenId: listing.tokenId, price: listing.price, reason });
    }

    let lists = 0;
    for (const seller of sellers(wallets, collection.listings, gasReserve)) {
      for (const tokenId of unlisted(seller, collection.listings)) {
        if (lists >= MAX_LISTS_PER_TICK || actions.length >= room) break;
        const price = sig(params.sell_above * (1 + LIST_SPREAD * random()));
        const reason = say('nftRangeList', { tokenId, price, limit: params.sell_above });
        actions.push({ kind: 'list', walletId: seller.id, tokenId, price, reason });
        lists++;
      }
    }

    // The budget is used when nothing is left of it, or every listing it would buy costs more than what is.
    const unbought = wanted.filter((listing) => !buying.has(listing.tokenId));
    const budgetUsed = left <= EPSILON || (unbought.length > 0 && unbought.every((listing) => listing.price > left + EPSILON));
    const holding = wallets.some((wallet) => maySell(wallet) && wallet.items.length > 0);
    if (budgetUsed && buying.size === 0 && !holding) {
      actions.push(nftStopAction(say('nftRangeDone', { spent: sig(state.spent), bought: state.bought })));
      return { actions, state };
    }
    // Said once the purchases sent are known: a failed one would leave budget after all.
    if (budgetUsed && buying.size === 0 && !state.budgetLogged) {
      actions.push(nftLogAction(say('nftBudgetUsed', { spent: sig(state.spent), budget: params.total_budget })));
      state.budgetLogged = true;
    }
    // Nothing to buy or list yet: said once, until the bot trades again.
    const idle = buying.size === 0 && lists === 0;
    if (idle && !budgetUsed && !state.waitingLogged) {
      actions.push(nftLogAction(say('nftRangeWaiting', { limit: params.buy_below })));
      state.waitingLogged = true;
    }
    if (!idle) state.waitingLogged = false;
    return { actions, state };
  },

  withdraw: (_params, _state, collection): NftMarketAction[] =>
    collection.listings
      .filter((listing) => listing.botStep !== null)
      .map((listing) => ({ kind: 'cancel', walletId: listing.walletId!, tokenId: listing.tokenId })),
};
