import { describe, expect, it } from 'vitest';
import type { WebListEntry } from '../../../../shared/contracts/markets/get-web-list.ts';
import { pairSuggestions, quoteTokensOf, venueGroups } from './venue-options.ts';

const venue = (web: string, web_type: number, changes: Partial<WebListEntry> = {}): WebListEntry => ({
  exchange: web,
  web,
  web_type,
  web_id: `${web}:${web_type}`,
  yenUnit1: 'BTC',
  yenUnit2: 'USDT',
  fields: web_type === 1 ? [] : ['api_key', 'secret'],
  optional_fields: [],
  simulated: false,
  chain: web_type === 1 ? 'SANDBOX' : null,
  pairs: [],
  ...changes,
});

const SANDBOX_DEX = venue('sandbox-dex', 1, {
  yenUnit1: 'CAKE',
  yenUnit2: 'BNB',
  pairs: [
    { yenUnit1: 'CAKE', yenUnit2: 'BNB' },
    { yenUnit1: 'BNB', yenUnit2: 'USDT' },
    { yenUnit1: 'DEMO', yenUnit2: 'USDT' },
  ],
});

describe('the venues of the pair selector', () => {
  it('groups bound exchanges, DEX venues and the other exchanges, leaving out kinds the app does not know', () => {
    const list = [venue('sandbox-a', 0), venue('sandbox-a', 3), SANDBOX_DEX, venue('binance', 0), venue('odd', 7)];
    const groups = venueGroups(list, new Set(['sandbox-a']));
    expect(groups.bound.map((entry) => entry.web_id)).toEqual(['sandbox-a:0', 'sandbox-a:3']);
    expect(groups.dex.map((entry) => entry.web_id)).toEqual(['sandbox-dex:1']);
    expect(groups.others.map((entry) => entry.web_id)).toEqual(['binance:0']);
  });

  it('keeps a DEX venue among the DEX venues even if an account of that id were bound', () => {
    expect(venueGroups([SANDBOX_DEX], new Set(['sandbox-dex'])).dex).toHaveLength(1);
  });
});

describe('the pairs suggested while typing', () => {
  const favourites = [
    { web: 'sandbox-dex', yenUnit1: 'ALPHA', yenUnit2: 'USDT' },
    { web: 'binance', yenUnit1: 'ETH', yenUnit2: 'USDT' },
  ];

  it('offers a DEX venue’s pools, then the favourites on it, then its default pair once', () => {
    const pair = { web: 'sandbox-dex', web_type: 1 as const, exchange: 'Sandbox DEX', yenUnit1: 'CAKE', yenUnit2: 'BNB' };
    expect(pairSuggestions(pair, SANDBOX_DEX, favourites)).toEqual(['CAKE/BNB', 'BNB/USDT', 'DEMO/USDT', 'ALPHA/USDT']);
  });

  it('offers an exchange’s favourites and its default pair', () => {
    const pair = { web: 'binance', web_type: 0 as const, exchange: 'Binance', yenUnit1: 'ETH', yenUnit2: 'USDT' };
    expect(pairSuggestions(pair, venue('binance', 0), favourites)).toEqual(['ETH/USDT', 'BTC/USDT']);
  });
});

describe('the quote tokens a new token can be paired with', () => {
  it('are the venue’s quote tokens, its default pair’s first, each once', () => {
    expect(quoteTokensOf(SANDBOX_DEX)).toEqual(['BNB', 'USDT']);
  });
});
