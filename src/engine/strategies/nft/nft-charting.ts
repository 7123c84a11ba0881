// NFT Charting (bots.md "shua_nft"): trades items of the collection between the group's own wallets
// to set the floor price and make volume. The bot keeps one listing of its own standing: each tick
// another wallet of the group buys it (a sale at its price: the day's volume grows) and a wallet
// lists another item at the next price of a walk inside [price_lower, price_upper], which starts at
// the floor (brought into the range), heads for the far end of the range a step of 5-10% of the
// range at a time and turns at each end. While the bot's listing is the collection's cheapest it is
// the floor, so the floor walks with it: a floor above the range is pulled into it by the first
// listing; one below the range stays, as raising it would take buying other people's listings,
// which this kind does not do. Once the day's target volume is traded the bot waits for the next
// day (counted from its first tick), its listing left standing as the floor.
import type { z } from 'zod';
import type { nftVolumeParams } from '../../../shared/bots/params/nft.ts';
import type {
  CollectionView,
  NftAction,
  NftDecision,
  NftMarketAction,
  NftStrategy,
  NftStrategyContext,
} from '../../runner/nft/nft-types.ts';
import { buyers, nftLogAction, nftPauseAction, paceMs, pick, say, sellers, sig, unlisted } from './nft-helpers.ts';

type Params = z.output<typeof nftVolumeParams>;

export interface NftChartingState {
  dayStart: number | null;
  /** Coins traded since dayStart. */
  volume: number;
  trades: number;
  /** The walk's last price and its direction (1 up, -1 down). */
  lastPrice: number | null;
  direction: 1 | -1 | null;
  /** The item of the bot's standing listing when last seen (to say when someone else took it). */
  standing: string | null;
  reachedLogged: boolean;
}

const DAY_MS = 86_400_000;
/** The walk's step: this share of the range, times 0.5-1. */
const STEP_OF_RANGE = 0.1;

export const nftChartingStrategy: NftStrategy<Params, NftChartingState> = {
  key: 'shua_nft',
  trades: 'nft',
  initialState: () => ({ dayStart: null, volume: 0, trades: 0, lastPrice: null, direction: null, standing: null, reachedLogged: false }),
  intervalMs: (params, random) => paceMs(params, random),

  decide(ctx: NftStrategyContext<Params, NftChartingState>): NftDecision<NftChartingState> {
    const { params, collection, wallets, gasReserve, random, now } = ctx;
    const state: NftChartingState = { ...ctx.state };
    if (state.dayStart === null || now - state.dayStart >= DAY_MS) {
      state.dayStart = now;
      state.volume = 0;
      state.reachedLogged = false;
    }
    const boughtBack = new Set<string>();
    for (const event of ctx.events) {
      if (event.status !== 'done' || event.operation !== 'buy') continue;
      state.volume += event.price;
      state.trades++;
      boughtBack.add(event.tokenId);
    }

    const actions: NftAction[] = [];
    const own = ownListings(collection).sort((a, b) => b.botStep! - a.botStep!);
    const standing = own[0];
    if (state.standing !== null && !boughtBack.has(state.standing) && !own.some((listing) => listing.tokenId === state.standing))
      actions.push(nftLogAction(say('nftListingGone', { tokenId: state.standing })));
    state.standing = standing?.tokenId ?? null;
    // An older listing of the bot (its purchase failed while the next was listed) is withdrawn, so
    // the standing one alone sets the floor.
    for (const older of own.slice(1)) actions.push({ kind: 'cancel', walletId: older.walletId!, tokenId: older.tokenId });

    if (state.volume >= params.target_volume) {
      if (!state.reachedLogged)
        actions.push(nftLogAction(say('nftVolumeReached', { volume: sig(state.volume), target: params.target_volume })));
      state.reachedLogged = true;
      return { actions, state };
    }

    if (standing) {
      const buyer = pick(
        buyers(wallets, standing.price, gasReserve).filter((wallet) => wallet.id !== standing.walletId),
        random,
      );
      if (!buyer) {
        actions.push(nftPauseAction(say('nftNoBuyer', { tokenId: standing.tokenId, price: standing.price })));
        return { actions, state };
      }
      const reason = say('nftChartBuy', { tokenId: standing.tokenId, price: standing.price });
      actions.push({ kind: 'buy', walletId: buyer.id, tokenId: standing.tokenId, price: standing.price, reason });
    }

    const seller = pick(sellers(wallets, collection.listings, gasReserve), random);
    if (!seller) {
      if (!standing) actions.push(nftPauseAction(say('nftNoItems')));
      return { actions, state };
    }
    const tokenId = pick(unlisted(seller, collection.listings), random)!;
    const price = nextPrice(params, state, collection.floor, random);
    const reason = say('nftChartList', { tokenId, price, floor: collection.floor === null ? '-' : sig(collection.floor) });
    actions.push({ kind: 'list', walletId: seller.id, tokenId, price, reason });
    return { actions, state };
  },

  withdraw: (_params, _state, collection): NftMarketAction[] =>
    ownListings(collection).map((listing) => ({ kind: 'cancel', walletId: listing.walletId!, tokenId: listing.tokenId })),
};

const ownListings = (collection: CollectionView) => collection.listings.filter((listing) => listing.botStep !== null);

/** The walk's next price (and its direction kept in the state). */
function nextPrice(params: Params, state: NftChartingState, floor: number | null, random: () => number): number {
  const lower = params.price_lower;
  const upper = params.price_upper;
  const from = state.lastPrice ?? Math.min(upper, Math.max(lower, floor ?? (lower + upper) / 2));
  // Toward the far end of the range from where the walk starts.
  state.direction ??= from - lower < upper - from ? 1 : -1;
  let next = from + state.direction * (upper - lower) * STEP_OF_RANGE * (0.5 + 0.5 * random());
  if (next >= upper) {
    next = upper;
    state.direction = -1;
  } else if (next <= lower) {
    next = lower;
    state.direction = 1;
  }
  // Rounded for the listing, and still inside the range after rounding.
  state.lastPrice = Math.min(upper, Math.max(lower, sig(next)));
  return state.lastPrice;
}
