// Where a bot kind may trade, read from the exchange list: a CEX kind on an exchange where the
// user has bound an account (it signs with it), a DEX kind on a DEX venue (web_type 1; the wallets
// of a group sign, so no account is needed), an NFT kind on a DEX venue with an NFT marketplace.
// Also the pairs to suggest for a venue, the chain a DEX venue trades on, its NFT collections, and
// the market a new bot's form starts on. An NFT kind names no pair: the collection it trades is its
// market, which the server names "<collection symbol>/<chain coin>" (save-robot.ts).
import type { BotKindEntry } from '../../../shared/bots/catalogue.ts';
import { WEB_TYPES } from '../../../shared/catalogue/venue-kinds.ts';
import type { ExchangeAccountView } from '../../../shared/contracts/exchange-accounts/account-view.ts';
import type { WebListEntry } from '../../../shared/contracts/markets/get-web-list.ts';

/** The venue and pair a bot trades, as the form holds them. */
export interface MarketChoice {
  web: string;
  base: string;
  quote: string;
}

export const tradesOnDex = (kind: Pick<BotKindEntry, 'family'>): boolean => kind.family === 'dex' || kind.family === 'nft';

/** Whether the form asks for a pair: every kind but the NFT ones, whose collection is their market. */
export const asksForPair = (kind: Pick<BotKindEntry, 'family'>): boolean => kind.family !== 'nft';

/** The parameter naming an NFT kind's collection, and so its market. */
export const COLLECTION_PARAM = 'collection_address';

const isDex = (entry: { web_type: number }) => entry.web_type === WEB_TYPES.dex;
const isSpot = (entry: { web_type: number }) => entry.web_type === WEB_TYPES.spot;

/** The DEX venues, in the exchange list's order (the sandbox first). */
export const dexVenues = (webList: readonly WebListEntry[]): WebListEntry[] => webList.filter(isDex);

/**
 * The DEX venues a DEX or NFT kind may trade on: an NFT kind needs a venue whose marketplace lists
 * collections, unless no venue says it has any (a server that does not list them yet).
 */
export function venuesFor(kind: Pick<BotKindEntry, 'family'>, webList: readonly WebListEntry[]): WebListEntry[] {
  const venues = dexVenues(webList);
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

/** The venue's entry of the side a kind trades on (an exchange's spot entry, or the DEX venue). */
export function venueEntry(webList: readonly WebListEntry[], web: string, onDex: boolean): WebListEntry | undefined {
  return webList.find((entry) => entry.web === web && (onDex ? isDex(entry) : isSpot(entry)));
}

/** The chain a DEX venue trades on; null for an exchange or a venue not (yet) in the list. */
export function chainOf(webList: readonly WebListEntry[], web: string): string | null {
  return venueEntry(webList, web, true)?.chain ?? null;
}

/** "BASE/QUOTE" pairs to suggest on a venue: its listed pairs and default pair, then the user's favourites there. */
export function pairSuggestions(
  webList: readonly WebListEntry[],
  favourites: readonly { web: string; web_type: number; yenUnit1: string; yenUnit2: string }[],
  web: string,
  onDex: boolean,
): string[] {
  const sameSide = (entry: { web: string; web_type: number }) => entry.web === web && (onDex ? isDex(entry) : !isDex(entry));
  const listed = webList.filter(sameSide).flatMap((entry) => [{ yenUnit1: entry.yenUnit1, yenUnit2: entry.yenUnit2 }, ...entry.pairs]);
  const pairs = [...listed, ...favourites.filter(sameSide)].map((pair) => `${pair.yenUnit1}/${pair.yenUnit2}`);
  return [...new Set(pairs)];
}

/**
 * A new bot's market: for a CEX kind the first account's venue, for a DEX or NFT kind the first DEX
 * venue, each on its default pair; an NFT kind on no pair (its collection is its market).
 */
export function startingMarket(
  kind: BotKindEntry,
  accounts: readonly ExchangeAccountView[] | null,
  webList: readonly WebListEntry[],
): MarketChoice {
  const onDex = tradesOnDex(kind);
  const web = onDex ? (venuesFor(kind, webList)[0]?.web ?? '') : (cexAccounts(accounts ?? [], webList)[0]?.web ?? '');
  const entry = asksForPair(kind) ? venueEntry(webList, web, onDex) : undefined;
  return { web, base: entry?.yenUnit1 ?? '', quote: entry?.yenUnit2 ?? '' };
}
