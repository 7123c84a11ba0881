// Where a bot kind may trade, read from the exchange list: a CEX kind on an exchange where the
// user has bound an account (it signs with it), a DEX kind on a DEX venue (web_type 1; the wallets
// of a group sign, so no account is needed), an NFT kind on a DEX venue with an NFT marketplace.
// Also the pairs to suggest for a venue, the chain a DEX venue trades on, its NFT collections, and
// the market a new bot's form starts on. An NFT kind names no pair: the collection it trades is its
// market, which the server names "<collection symbol>/<chain coin>" (save-robot.ts). The futures bot
// (Quick Follow, runsOnFutures) may also trade an exchange's perpetuals, its futures entry (web_type 3).
import type { BotKindEntry } from '../../../shared/bots/catalogue.ts';
import { grants, levelOnMarket, type PlanAccess, runsOnFutures } from '../../../shared/bots/levels.ts';
import { WEB_TYPES } from '../../../shared/catalogue/venue-kinds.ts';
import type { ExchangeAccountView } from '../../../shared/contracts/exchange-accounts/account-view.ts';
import type { WebListEntry } from '../../../shared/contracts/markets/get-web-list.ts';
import type { RobotView } from '../../../shared/contracts/robot/robot.ts';
import { tradesOnSolana } from '../../../shared/bots/solana-kinds.ts';

/** The venue and pair a bot trades, as the form holds them. */
export interface MarketChoice {
  web: string;
  base: string;
  quote: string;
  /** The exchange's futures market (its perpetual of the pair, web_type 3) instead of its spot one. */
  futures?: boolean;
}

export const tradesOnDex = (kind: Pick<BotKindEntry, 'family'>): boolean => kind.family === 'dex' || kind.family === 'nft';

/** Whether the form asks for a pair: every kind but the NFT ones, whose collection is their market. */
export const asksForPair = (kind: Pick<BotKindEntry, 'family'>): boolean => kind.family !== 'nft';

/** The parameter naming an NFT kind's collection, and so its market. */
export const COLLECTION_PARAM = 'collection_address';

const isDex = (entry: { web_type: number }) => entry.web_type === WEB_TYPES.dex;
const isSpot = (entry: { web_type: number }) => entry.web_type === WEB_TYPES.spot;
const isFutures = (entry: { web_type: number }) => entry.web_type === WEB_TYPES.futures;

/** The DEX venues, in the exchange list's order (the sandbox first). */
export const dexVenues = (webList: readonly WebListEntry[]): WebListEntry[] => webList.filter(isDex);

/**
 * The DEX venues a DEX or NFT kind may trade on: an NFT kind needs a venue whose marketplace lists
 * collections, unless no venue says it has any (a server that does not list them yet).
 */
export function venuesFor(kind: Pick<BotKindEntry, 'family' | 'key'>, webList: readonly WebListEntry[]): WebListEntry[] {
  // Only the kinds that trade there are offered Solana venues (save_robot refuses the others there).
  const venues = dexVenues(webList).filter((venue) => venue.family !== 'solana' || tradesOnSolana(kind.key, venue.web));
  if (kind.family !== 'nft') return venues;
  const withCollections = venues.filter((venue) => (venue.nft_collections?.length ?? 0) > 0);
  return withCollections.length > 0 ? withCollections : venues;
}

/** "0x0E09…cE82": enough of an address to tell two apart in a list. */
export const shortAddress = (address: string): string => (address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address);

/** The NFT collections a DEX venue's marketplace lists (none for another venue). */
export function collectionsOf(webList: readonly WebListEntry[], web: string): NonNullable<WebListEntry['nft_collections']> {
  return venueEntry(webList, web, true)?.nft_collections ?? [];
}

/** The collection a new NFT bot on the venue starts on: its only one; none to pick among several. */
export function startingCollection(webList: readonly WebListEntry[], web: string): string {
  const collections = collectionsOf(webList, web);
  return collections.length === 1 ? collections[0]!.address : '';
}

/**
 * The user's accounts on exchanges (web_type 0): a CEX kind trades with one, and a DEX kind that
 * watches or hedges on an exchange names one. Until the exchange list is there every account counts.
 */
export function cexAccounts(accounts: readonly ExchangeAccountView[], webList: readonly WebListEntry[]): ExchangeAccountView[] {
  if (webList.length === 0) return [...accounts];
  const exchanges = new Set(webList.filter(isSpot).map((entry) => entry.web));
  return accounts.filter((account) => exchanges.has(account.web));
}

/**
 * The venue's entry of the side a kind trades on: the DEX venue, or an exchange's spot entry (its
 * futures entry with `futures`).
 */
export function venueEntry(webList: readonly WebListEntry[], web: string, onDex: boolean, futures = false): WebListEntry | undefined {
  const side = onDex ? isDex : futures ? isFutures : isSpot;
  return webList.find((entry) => entry.web === web && side(entry));
}

/** Whether the form offers a Spot / Futures choice: the futures bot on an exchange listed with a futures market. */
export const offersFutures = (kind: BotKindEntry, webList: readonly WebListEntry[], web: string): boolean =>
  runsOnFutures(kind) && web !== '' && venueEntry(webList, web, false, true) !== undefined;

/** Whether the market is a futures one: only ever for a kind that runs on futures. */
export const onFuturesMarket = (kind: BotKindEntry, market: MarketChoice): boolean => market.futures === true && runsOnFutures(kind);

/** The web_type a bot's draft names: 1 on a DEX venue, 3 on an exchange's futures market, else 0 (spot). */
export function webTypeOf(kind: BotKindEntry, market: MarketChoice): number {
  if (tradesOnDex(kind)) return WEB_TYPES.dex;
  return onFuturesMarket(kind, market) ? WEB_TYPES.futures : WEB_TYPES.spot;
}

/** A saved bot's market as the form holds it (futures when the bot trades a perpetual). */
export const marketOfRobot = (robot: Pick<RobotView, 'web' | 'web_type' | 'yenUnit1' | 'yenUnit2'>): MarketChoice => ({
  web: robot.web,
  base: robot.yenUnit1,
  quote: robot.yenUnit2,
  ...(robot.web_type === WEB_TYPES.futures ? { futures: true } : {}),
});

/**
 * Whether the user's access covers the kind on that market (levelOnMarket: the futures bit on
 * futures, the CEX levels on spot). Unknown access (not loaded yet) covers everything: the server checks at start.
 */
export const planCovers = (access: PlanAccess | null, kind: BotKindEntry, futures: boolean): boolean =>
  access === null || grants(access, kind.family, levelOnMarket(kind, futures));

/**
 * Whether a new bot of the kind starts on a futures market: the futures bot for a user whose access
 * includes the futures bit but none of the kind's spot levels (the futures plan).
 */
export const prefersFutures = (kind: BotKindEntry, access: PlanAccess | null): boolean =>
  runsOnFutures(kind) && access !== null && planCovers(access, kind, true) && !planCovers(access, kind, false);

/**
 * The market after choosing spot or futures on the same exchange: the pair becomes the chosen side's
 * default pair, unless the user wrote another than the side left behind offered.
 */
export function withSide(webList: readonly WebListEntry[], market: MarketChoice, futures: boolean): MarketChoice {
  const left = venueEntry(webList, market.web, false, market.futures === true);
  const chosen = venueEntry(webList, market.web, false, futures);
  const untouched =
    (!market.base && !market.quote) || (left !== undefined && market.base === left.yenUnit1 && market.quote === left.yenUnit2);
  const pair = untouched && chosen ? { base: chosen.yenUnit1, quote: chosen.yenUnit2 } : { base: market.base, quote: market.quote };
  return { web: market.web, ...pair, ...(futures ? { futures: true } : {}) };
}

/** The chain a DEX venue trades on; null for an exchange or a venue not (yet) in the list. */
export function chainOf(webList: readonly WebListEntry[], web: string): string | null {
  return venueEntry(webList, web, true)?.chain ?? null;
}

/** The chain family of a DEX venue ('evm' | 'solana'); null when not one. */
export function venueFamily(webList: readonly WebListEntry[], web: string): string | null {
  return venueEntry(webList, web, true)?.family ?? null;
}

/**
 * "BASE/QUOTE" pairs to suggest on a venue: its listed pairs and default pair, then the user's
 * favourites there, of the side the bot trades (DEX, an exchange's spot market, or with `futures` its perpetuals).
 */
export function pairSuggestions(
  webList: readonly WebListEntry[],
  favourites: readonly { web: string; web_type: number; yenUnit1: string; yenUnit2: string }[],
  web: string,
  onDex: boolean,
  futures = false,
): string[] {
  const side = onDex ? isDex : futures ? isFutures : isSpot;
  const sameSide = (entry: { web: string; web_type: number }) => entry.web === web && side(entry);
  const listed = webList.filter(sameSide).flatMap((entry) => [{ yenUnit1: entry.yenUnit1, yenUnit2: entry.yenUnit2 }, ...entry.pairs]);
  const pairs = [...listed, ...favourites.filter(sameSide)].map((pair) => `${pair.yenUnit1}/${pair.yenUnit2}`);
  return [...new Set(pairs)];
}

/**
 * A new bot's market: for a CEX kind the first account's venue, for a DEX or NFT kind the first DEX
 * venue, each on its default pair; an NFT kind on no pair (its collection is its market). The futures
 * bot with `preferFutures` (prefersFutures) starts on the futures market of the first account's
 * exchange that has one, on spot where none has.
 */
export function startingMarket(
  kind: BotKindEntry,
  accounts: readonly ExchangeAccountView[] | null,
  webList: readonly WebListEntry[],
  preferFutures = false,
): MarketChoice {
  const onDex = tradesOnDex(kind);
  if (!onDex && preferFutures && runsOnFutures(kind)) {
    const bound = cexAccounts(accounts ?? [], webList).find((account) => venueEntry(webList, account.web, false, true));
    const entry = bound && venueEntry(webList, bound.web, false, true);
    if (bound && entry) return { web: bound.web, base: entry.yenUnit1, quote: entry.yenUnit2, futures: true };
  }
  const web = onDex ? (venuesFor(kind, webList)[0]?.web ?? '') : (cexAccounts(accounts ?? [], webList)[0]?.web ?? '');
  const entry = asksForPair(kind) ? venueEntry(webList, web, onDex) : undefined;
  return { web, base: entry?.yenUnit1 ?? '', quote: entry?.yenUnit2 ?? '' };
}
