// The pair a user without a saved default starts on. A designated test account (spec §3; the demo
// user is one) starts on CAKE/BNB of the first DEX venue listing that pool, the sandbox DEX in the
// embedded mode: it needs no bound account and its price moves on its own. Anyone else starts on
// the first bound exchange's default pair; with nothing bound there is nothing to show yet.
import { TEST_ACCOUNT_PAIR } from '../../../../shared/catalogue/test-accounts.ts';
import { WEB_TYPES } from '../../../../shared/catalogue/venue-kinds.ts';
import { pairOf, type TradingPair } from './market-pair.ts';

interface ListedVenue {
  exchange: string;
  web: string;
  web_type: number;
  yenUnit1: string;
  yenUnit2: string;
  pairs?: readonly { yenUnit1: string; yenUnit2: string }[];
}

function testAccountPair(webList: readonly ListedVenue[]): TradingPair | null {
  const { base, quote } = TEST_ACCOUNT_PAIR;
  const venue = webList.find(
    (entry) => entry.web_type === WEB_TYPES.dex && (entry.pairs ?? []).some((pair) => pair.yenUnit1 === base && pair.yenUnit2 === quote),
  );
  return venue ? pairOf({ ...venue, yenUnit1: base, yenUnit2: quote }) : null;
}

function boundExchangePair(boundWebs: readonly string[], webList: readonly ListedVenue[]): TradingPair | null {
  for (const web of boundWebs) {
    const entry = webList.find((venue) => venue.web === web && venue.web_type !== WEB_TYPES.dex);
    const pair = entry ? pairOf(entry) : null;
    if (pair) return pair;
  }
  return null;
}

export function firstPair(boundWebs: readonly string[], webList: readonly ListedVenue[], testAccount: boolean): TradingPair | null {
  return (testAccount ? testAccountPair(webList) : null) ?? boundExchangePair(boundWebs, webList);
}
