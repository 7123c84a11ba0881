import { describe, expect, it } from 'vitest';
import { botKind } from '../../../shared/bots/catalogue.ts';
import { accountAccess, planAccess } from '../../../shared/bots/levels.ts';
import type { ExchangeAccountView } from '../../../shared/contracts/exchange-accounts/account-view.ts';
import type { WebListEntry } from '../../../shared/contracts/markets/get-web-list.ts';
import {
  asksForPair,
  cexAccounts,
  chainOf,
  collectionsOf,
  dexVenues,
  marketOfRobot,
  offersFutures,
  pairSuggestions,
  planCovers,
  prefersFutures,
  shortAddress,
  startingCollection,
  startingMarket,
  tradesOnDex,
  venueEntry,
  venuesFor,
  webTypeOf,
  withSide,
} from './market-venues.ts';

const entry = (web: string, webType: number, base: string, quote: string, extra: Partial<WebListEntry> = {}): WebListEntry => ({
  exchange: web,
  web,
  yenUnit1: base,
  yenUnit2: quote,
  web_id: `${web}:${webType}`,
  web_type: webType,
  fields: [],
  optional_fields: [],
  simulated: false,
  chain: null,
  pairs: [],
  ...extra,
});

// As get_web_list answers: the sandbox DEX first, then the exchanges per market kind, then the public DEX venues.
const WEB_LIST: WebListEntry[] = [
  entry('sandbox-dex', 1, 'CAKE', 'BNB', {
    chain: 'SANDBOX',
    simulated: true,
    pairs: [
      { yenUnit1: 'CAKE', yenUnit2: 'BNB' },
      { yenUnit1: 'DEMO', yenUnit2: 'USDT' },
    ],
  }),
  entry('sandbox-a', 0, 'BTC', 'USDT', { simulated: true }),
  entry('sandbox-a', 3, 'BTC', 'USDT', { simulated: true }),
  entry('binance', 0, 'BTC', 'USDT'),
  entry('okx', 3, 'ETH', 'USDT'),
  entry('pancakeswap', 1, 'CAKE', 'BNB', { chain: 'BSC', pairs: [{ yenUnit1: 'BNB', yenUnit2: 'USDT' }] }),
];

const APES = { address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', name: 'Sandbox Apes', symbol: 'SAPE' };
/** The same list with an NFT marketplace on PancakeSwap only. */
const WITH_MARKETPLACE = WEB_LIST.map((venue) => (venue.web === 'pancakeswap' ? { ...venue, nft_collections: [APES] } : venue));

const account = (id: number, web: string): ExchangeAccountView => ({
  id,
  web,
  exchange: web,
  remark: `account ${id}`,
  api_key_masked: 'AbCd…WxYz',
  fields_set: ['api_key', 'secret'],
  ip_whitelist: '',
  withdraw_enabled: false,
  status: 'normal',
  status_checked_at: null,
  created_at: 0,
});

describe('where a bot kind trades', () => {
  it('puts DEX and NFT kinds on DEX venues and CEX kinds on exchanges', () => {
    expect(tradesOnDex(botKind('shua_dex'))).toBe(true);
    expect(tradesOnDex(botKind('buy_sell_nft'))).toBe(true);
    expect(tradesOnDex(botKind('grid'))).toBe(false);
    expect(dexVenues(WEB_LIST).map((venue) => venue.web)).toEqual(['sandbox-dex', 'pancakeswap']);
  });

  it('offers a CEX kind only the accounts on spot exchanges, every account until the list is loaded', () => {
    const accounts = [account(1, 'sandbox-a'), account(2, 'okx'), account(3, 'binance')];
    expect(cexAccounts(accounts, WEB_LIST).map((bound) => bound.web)).toEqual(['sandbox-a', 'binance']);
    expect(cexAccounts(accounts, [])).toHaveLength(3);
  });

  it('knows the chain of a DEX venue and of nothing else', () => {
    expect(chainOf(WEB_LIST, 'sandbox-dex')).toBe('SANDBOX');
    expect(chainOf(WEB_LIST, 'pancakeswap')).toBe('BSC');
    expect(chainOf(WEB_LIST, 'sandbox-a')).toBeNull();
    expect(chainOf(WEB_LIST, '')).toBeNull();
  });

  it('suggests a DEX venue’s own pairs and the user’s favourites there, and an exchange’s default pair', () => {
    const favourites = [
      { web: 'sandbox-dex', web_type: 1, yenUnit1: 'MEME', yenUnit2: 'BNB' },
      { web: 'sandbox-a', web_type: 0, yenUnit1: 'ETH', yenUnit2: 'USDT' },
    ];
    expect(pairSuggestions(WEB_LIST, favourites, 'sandbox-dex', true)).toEqual(['CAKE/BNB', 'DEMO/USDT', 'MEME/BNB']);
    expect(pairSuggestions(WEB_LIST, favourites, 'sandbox-a', false)).toEqual(['BTC/USDT', 'ETH/USDT']);
    expect(pairSuggestions(WEB_LIST, favourites, 'sandbox-a', true)).toEqual([]);
  });

  it('starts a new DEX bot on the first DEX venue’s default pair, a CEX bot on its first account’s venue', () => {
    expect(startingMarket(botKind('shua_dex'), null, WEB_LIST)).toEqual({ web: 'sandbox-dex', base: 'CAKE', quote: 'BNB' });
    // An NFT kind names no pair: its collection is its market.
    expect(startingMarket(botKind('shua_nft'), [], WEB_LIST)).toEqual({ web: 'sandbox-dex', base: '', quote: '' });
    expect(startingMarket(botKind('grid'), [account(3, 'binance')], WEB_LIST)).toEqual({ web: 'binance', base: 'BTC', quote: 'USDT' });
    expect(startingMarket(botKind('grid'), null, WEB_LIST)).toEqual({ web: '', base: '', quote: '' });
    expect(startingMarket(botKind('shua_dex'), null, [])).toEqual({ web: '', base: '', quote: '' });
  });

  it('puts NFT kinds on a venue with an NFT marketplace, on any DEX venue while none says it has one', () => {
    expect(venuesFor(botKind('shua_nft'), WITH_MARKETPLACE).map((venue) => venue.web)).toEqual(['pancakeswap']);
    expect(venuesFor(botKind('shua_dex'), WITH_MARKETPLACE).map((venue) => venue.web)).toEqual(['sandbox-dex', 'pancakeswap']);
    expect(venuesFor(botKind('buy_sell_nft'), WEB_LIST).map((venue) => venue.web)).toEqual(['sandbox-dex', 'pancakeswap']);
    expect(startingMarket(botKind('buy_sell_nft'), null, WITH_MARKETPLACE)).toEqual({ web: 'pancakeswap', base: '', quote: '' });
  });

  it('offers Solana venues to the pool kinds and the sniper, the launch kinds those with a launch platform', () => {
    const solana = { chain: 'SOLANA', family: 'solana' } as const;
    const withSolana = [...WEB_LIST, entry('orcasol', 1, 'SOL', 'USDC', solana), entry('raydiumsol', 1, 'SOL', 'USDC', solana)];
    expect(venuesFor(botKind('shua_dex'), withSolana).map((venue) => venue.web)).toEqual([
      'sandbox-dex',
      'pancakeswap',
      'orcasol',
      'raydiumsol',
    ]);
    expect(venuesFor(botKind('buy_sell_dex'), withSolana).map((venue) => venue.web)).toContain('orcasol');
    expect(venuesFor(botKind('snipe_dex'), withSolana).map((venue) => venue.web)).toEqual([
      'sandbox-dex',
      'pancakeswap',
      'orcasol',
      'raydiumsol',
    ]);
    for (const kind of ['pump_sniper', 'pump_batch_buy', 'pump_sellout'] as const)
      expect(venuesFor(botKind(kind), withSolana).map((venue) => venue.web)).toEqual(['sandbox-dex', 'pancakeswap', 'raydiumsol']);
    expect(dexVenues(withSolana).map((venue) => venue.web)).toContain('orcasol');
  });

  it('offers the collections of the venue’s marketplace, shortened to tell them apart', () => {
    expect(collectionsOf(WITH_MARKETPLACE, 'pancakeswap')).toEqual([APES]);
    expect(collectionsOf(WITH_MARKETPLACE, 'sandbox-dex')).toEqual([]);
    expect(collectionsOf(WITH_MARKETPLACE, 'sandbox-a')).toEqual([]);
    expect(shortAddress(APES.address)).toBe('0x5FbD…0aa3');
  });

  it('asks an NFT kind for its collection instead of a pair, the venue’s only one chosen already', () => {
    expect(asksForPair(botKind('shua_nft'))).toBe(false);
    expect(asksForPair(botKind('buy_sell_nft'))).toBe(false);
    expect(asksForPair(botKind('shua_dex'))).toBe(true);
    expect(asksForPair(botKind('grid'))).toBe(true);
    expect(startingCollection(WITH_MARKETPLACE, 'pancakeswap')).toBe(APES.address);
    expect(startingCollection(WITH_MARKETPLACE, 'sandbox-dex')).toBe('');
    // Among several the user picks.
    const CATS = { address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512', name: 'Sandbox Cats', symbol: 'SCAT' };
    const twoCollections = WITH_MARKETPLACE.map((venue) =>
      venue.web === 'pancakeswap' ? { ...venue, nft_collections: [APES, CATS] } : venue,
    );
    expect(startingCollection(twoCollections, 'pancakeswap')).toBe('');
  });
});

describe('the futures bot’s market', () => {
  const quick = botKind('real_genpan_quick');
  // Sandbox A's perpetuals default to another pair than its spot market, so the side's pair shows.
  const LIST = WEB_LIST.map((venue) => (venue.web_id === 'sandbox-a:3' ? { ...venue, yenUnit1: 'ETH' } : venue));

  it('offers Spot / Futures only to Quick Follow, on an exchange listed with a futures market', () => {
    expect(offersFutures(quick, LIST, 'sandbox-a')).toBe(true);
    expect(offersFutures(quick, LIST, 'binance')).toBe(false);
    expect(offersFutures(quick, LIST, '')).toBe(false);
    for (const other of ['real_genpan', 'grid', 'kongpan', 'shua_dex'] as const)
      expect(offersFutures(botKind(other), LIST, 'sandbox-a')).toBe(false);
  });

  it('sends web_type 3 on the futures market, 0 on spot, 1 on a DEX venue, never 3 for another kind', () => {
    expect(webTypeOf(quick, { web: 'sandbox-a', base: 'ETH', quote: 'USDT', futures: true })).toBe(3);
    expect(webTypeOf(quick, { web: 'sandbox-a', base: 'BTC', quote: 'USDT' })).toBe(0);
    expect(webTypeOf(botKind('grid'), { web: 'sandbox-a', base: 'BTC', quote: 'USDT', futures: true })).toBe(0);
    expect(webTypeOf(botKind('shua_dex'), { web: 'sandbox-dex', base: 'CAKE', quote: 'BNB' })).toBe(1);
  });

  it('suggests the side’s own pairs: the futures entry’s on futures, the spot entry’s on spot', () => {
    const favourites = [
      { web: 'sandbox-a', web_type: 3, yenUnit1: 'SOL', yenUnit2: 'USDT' },
      { web: 'sandbox-a', web_type: 0, yenUnit1: 'DOGE', yenUnit2: 'USDT' },
    ];
    expect(pairSuggestions(LIST, favourites, 'sandbox-a', false, true)).toEqual(['ETH/USDT', 'SOL/USDT']);
    expect(pairSuggestions(LIST, favourites, 'sandbox-a', false)).toEqual(['BTC/USDT', 'DOGE/USDT']);
    expect(venueEntry(LIST, 'sandbox-a', false, true)?.web_id).toBe('sandbox-a:3');
  });

  it('moves to the chosen side’s default pair unless the user wrote another', () => {
    const spot = { web: 'sandbox-a', base: 'BTC', quote: 'USDT' };
    const futures = withSide(LIST, spot, true);
    expect(futures).toEqual({ web: 'sandbox-a', base: 'ETH', quote: 'USDT', futures: true });
    expect(withSide(LIST, futures, false)).toEqual(spot);
    expect(withSide(LIST, { ...spot, base: 'XRP' }, true)).toEqual({ web: 'sandbox-a', base: 'XRP', quote: 'USDT', futures: true });
    expect(withSide(LIST, { web: 'sandbox-a', base: '', quote: '' }, true)).toMatchObject({ base: 'ETH', quote: 'USDT' });
  });

  it('starts a new Quick Follow on futures for a futures-plan user, on spot for the others', () => {
    expect(prefersFutures(quick, planAccess('futures'))).toBe(true);
    expect(prefersFutures(quick, planAccess('flagship'))).toBe(false);
    expect(prefersFutures(quick, planAccess('personal'))).toBe(false);
    // A designated test account may run it on both: spot, as every other kind.
    expect(prefersFutures(quick, accountAccess('personal', true))).toBe(false);
    // Not known yet: spot, until the account is loaded.
    expect(prefersFutures(quick, null)).toBe(false);
    expect(prefersFutures(botKind('grid'), planAccess('futures'))).toBe(false);

    const accounts = [account(3, 'binance'), account(1, 'sandbox-a')];
    // The first account whose exchange has a futures market.
    expect(startingMarket(quick, accounts, LIST, true)).toEqual({ web: 'sandbox-a', base: 'ETH', quote: 'USDT', futures: true });
    expect(startingMarket(quick, accounts, LIST, false)).toEqual({ web: 'binance', base: 'BTC', quote: 'USDT' });
    // No bound exchange with futures: spot.
    expect(startingMarket(quick, [account(3, 'binance')], LIST, true)).toEqual({ web: 'binance', base: 'BTC', quote: 'USDT' });
  });

  it('says which market the plan covers: the futures plan futures only, Pro spot only', () => {
    expect(planCovers(planAccess('futures'), quick, true)).toBe(true);
    expect(planCovers(planAccess('futures'), quick, false)).toBe(false);
    expect(planCovers(planAccess('flagship'), quick, true)).toBe(false);
    expect(planCovers(planAccess('flagship'), quick, false)).toBe(true);
    expect(planCovers(accountAccess('personal', true), quick, true)).toBe(true);
    expect(planCovers(null, quick, true)).toBe(true);
  });

  it('keeps a saved futures bot on Futures when edited', () => {
    const saved = { web: 'sandbox-a', web_type: 3, yenUnit1: 'BTC', yenUnit2: 'USDT' };
    expect(marketOfRobot(saved)).toEqual({ web: 'sandbox-a', base: 'BTC', quote: 'USDT', futures: true });
    expect(marketOfRobot({ ...saved, web_type: 0 })).toEqual({ web: 'sandbox-a', base: 'BTC', quote: 'USDT' });
    expect(webTypeOf(quick, marketOfRobot(saved))).toBe(3);
  });
});
