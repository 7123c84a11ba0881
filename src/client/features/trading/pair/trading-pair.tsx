// The pair the trading screens show: the user's saved default pair (spec §3, kept per user in
// Dexie) or, without one, the first pair of first-pair.ts (a test account's CAKE/BNB pool, else the
// first bound exchange). Choosing another pair saves it as the new default, so /stocks and
// /stocksFull open where the user left off.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ExchangeAccountView } from '../../../../shared/contracts/exchange-accounts/account-view.ts';
import { getExchangeAccounts } from '../../../../shared/contracts/exchange-accounts/get-exchange-accounts.ts';
import type { WebListEntry } from '../../../../shared/contracts/markets/get-web-list.ts';
import { webIdOf } from '../../../../shared/contracts/markets/pair.ts';
import { api } from '../../../lib/api/api.ts';
import { db } from '../../../lib/db.ts';
import { defaultPairOf, saveDefaultPair } from '../../../lib/default-pair.ts';
import { useMarketLists, useWebList } from '../../../lib/market-lists.ts';
import { accountSummaryAtom, sessionAtom, useAtomValue } from '../../../lib/store.ts';
import { firstPair } from './first-pair.ts';
import { pairOf, type TradingPair } from './market-pair.ts';

interface TradingPairValue {
  pair: TradingPair | null;
  /** Still finding out which pair to start on (accounts, saved pair or account type not in yet). */
  resolving: boolean;
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

export function TradingPairProvider({ children }: { children: ReactNode }) {
  const owner = useAtomValue(sessionAtom)?.account ?? null;
  const summary = useAtomValue(accountSummaryAtom);
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
        setSaved(found.web ? pairOf({ ...found, web_type: found.webType }) : null);
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

  // Without a saved pair the start depends on the account's type, so it waits for the account info.
  const startable = saved === null && accounts !== null && summary !== null;
  const pair =
    chosen ??
    saved ??
    (startable
      ? firstPair(
          accounts.map((account) => account.web),
          webList,
          summary.testAccount,
        )
      : null);
  const resolving = !chosen && (accounts === null || saved === undefined || (saved === null && summary === null));
  const value = useMemo(() => ({ pair, resolving, accounts, webList, choose }), [pair, resolving, accounts, webList, choose]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}
