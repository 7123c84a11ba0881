// The pair the trading screens show: the user's saved default pair (spec §3, kept per user in
// Dexie) or, without one, the first bound exchange with its default pair. Choosing another pair
// saves it as the new default, so /stocks and /stocksFull open where the user left off.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ExchangeAccountView } from '../../../../shared/contracts/exchange-accounts/account-view.ts';
import { getExchangeAccounts } from '../../../../shared/contracts/exchange-accounts/get-exchange-accounts.ts';
import type { WebListEntry } from '../../../../shared/contracts/markets/get-web-list.ts';
import { webIdOf } from '../../../../shared/contracts/markets/pair.ts';
import { api } from '../../../lib/api/api.ts';
import { db } from '../../../lib/db.ts';
import { defaultPairOf, saveDefaultPair } from '../../../lib/default-pair.ts';
import { useMarketLists, useWebList } from '../../../lib/market-lists.ts';
import { sessionAtom, useAtomValue } from '../../../lib/store.ts';

export interface TradingPair {
  web: string;
  web_type: number;
  exchange: string;
  yenUnit1: string;
  yenUnit2: string;
}

/** The fields every market and trade call takes. */
export const pairPayload = (pair: TradingPair) => ({
  web: pair.web,
  web_type: pair.web_type as 0 | 3,
  yenUnit1: pair.yenUnit1,
  yenUnit2: pair.yenUnit2,
});

/** A key naming the market, for live feeds and lists. */
export const pairKey = (pair: TradingPair) => `${pair.web}:${pair.web_type}:${pair.yenUnit1}/${pair.yenUnit2}`;
export const pairLabel = (pair: TradingPair) => `${pair.yenUnit1}/${pair.yenUnit2}`;

interface TradingPairValue {
  pair: TradingPair | null;
  /** Bound accounts (null while loading). */
  accounts: ExchangeAccountView[] | null;
  webList: WebListEntry[];
  choose(pair: TradingPair): void;
}

const Context = createContext<TradingPairValue | null>(null);

export function useTradingPair(): TradingPairValue {
  const value = useContext(Context);
  if (!value) throw new Error('useTradingPair outside TradingPairProvider');
  return value;
}

/** The pair's bound account, or undefined when the exchange has none. */
export function useBoundAccount(): ExchangeAccountView | undefined {
  const { pair, accounts } = useTradingPair();
  return pair ? accounts?.find((account) => account.web === pair.web) : undefined;
}

function firstChoice(accounts: ExchangeAccountView[], webList: WebListEntry[]): TradingPair | null {
  for (const account of accounts) {
    const entry = webList.find((venue) => venue.web === account.web && (venue.web_type === 0 || venue.web_type === 3));
    if (entry)
      return { web: entry.web, web_type: entry.web_type, exchange: entry.exchange, yenUnit1: entry.yenUnit1, yenUnit2: entry.yenUnit2 };
  }
  return null;
}

export function TradingPairProvider({ children }: { children: ReactNode }) {
  const owner = useAtomValue(sessionAtom)?.account ?? null;
  useMarketLists();
  const webList = useWebList();
  const [accounts, setAccounts] = useState<ExchangeAccountView[] | null>(null);
  const [saved, setSaved] = useState<TradingPair | null | undefined>(undefined);
  const [chosen, setChosen] = useState<TradingPair | null>(null);

  useEffect(() => {
    let live = true;
    api
      .call(getExchangeAccounts, {})
      .then((answer) => live && setAccounts(answer.list))
      .catch(() => live && setAccounts([]));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!owner) return;
    let live = true;
    defaultPairOf(db, owner)
      .then((found) => {
        if (!live) return;
        setSaved(
          found.web
            ? { web: found.web, web_type: found.webType, exchange: found.exchange, yenUnit1: found.yenUnit1, yenUnit2: found.yenUnit2 }
            : null,
        );
      })
      .catch(() => live && setSaved(null));
    return () => {
      live = false;
    };
  }, [owner]);

  const choose = useCallback(
    (pair: TradingPair) => {
      setChosen(pair);
      if (!owner) return;
      void saveDefaultPair(db, {
        owner,
        exchange: pair.exchange,
        web: pair.web,
        yenUnit1: pair.yenUnit1,
        yenUnit2: pair.yenUnit2,
        webType: pair.web_type,
        webId: webIdOf(pair.web, pair.web_type),
      }).catch(() => undefined);
    },
    [owner],
  );

  const pair = chosen ?? saved ?? (saved === null && accounts ? firstChoice(accounts, webList) : null);
  const value = useMemo(() => ({ pair, accounts, webList, choose }), [pair, accounts, webList, choose]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}
