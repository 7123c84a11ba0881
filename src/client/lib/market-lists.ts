// The three market lists of spec §3's client state: the exchange list (web list), the favourites
// (collect list) and the VIP list. They live in jotai atoms for the screens and in Dexie
// (marketCache, per user and language) so the app starts with what it last saw, even offline.
// Each load shows the cached lists at once and then replaces them with fresh ones; a change of
// language or user loads again, because the server answers in the caller's language.
import { useEffect } from 'react';
import type { WebListEntry } from '../../shared/contracts/markets/get-web-list.ts';
import type { ExchangeEntry } from '../../shared/contracts/markets/pair.ts';
import type { VipPlan } from '../../shared/contracts/wallet/get-vip-list.ts';
import { getWebList } from '../../shared/contracts/markets/get-web-list.ts';
import { collectList } from '../../shared/contracts/markets/collect-list.ts';
import { getVipList } from '../../shared/contracts/wallet/get-vip-list.ts';
import { api } from './api/api.ts';
import { type AppDatabase, db } from './db.ts';
import { type MarketListKind, readMarketCache, writeMarketCache } from './market-cache.ts';
import { collectListAtom, languageAtom, sessionAtom, store, useAtomValue, vipListAtom, webListAtom } from './store.ts';

export interface MarketLists {
  webList: WebListEntry[];
  collectList: ExchangeEntry[];
  vipList: VipPlan[];
}

export type MarketListSources = { [K in MarketListKind]: () => Promise<MarketLists[K]> };

export type MarketListSink = <K extends MarketListKind>(kind: K, value: MarketLists[K]) => void;

const KINDS: readonly MarketListKind[] = ['webList', 'collectList', 'vipList'];

/** Cached lists first, then fresh ones; a list whose call fails keeps its cached value. */
export async function loadMarketLists(
  database: AppDatabase,
  owner: string,
  language: string,
  sources: MarketListSources,
  sink: MarketListSink,
  now: () => number = Date.now,
): Promise<void> {
  await Promise.all(
    KINDS.map(async (kind) => {
      const cached = await readMarketCache<MarketLists[typeof kind]>(database, owner, kind, language).catch(() => null);
      if (cached) sink(kind, cached.value);
    }),
  );
  await Promise.all(
    KINDS.map(async (kind) => {
      let fresh: MarketLists[typeof kind];
      try {
        fresh = await sources[kind]();
      } catch {
        return; // the api client has told the user; the cached list stays
      }
      sink(kind, fresh);
      // A full disk must not break the screen: the list is shown, just not kept.
      await writeMarketCache(database, owner, kind, language, fresh, now()).catch(() => undefined);
    }),
  );
}

export const apiMarketListSources = (account: string): MarketListSources => ({
  webList: async () => (await api.call(getWebList, { account })).list,
  collectList: async () => (await api.call(collectList, { account })).list,
  vipList: async () => (await api.call(getVipList, {})).list,
});

const atomSink: MarketListSink = (kind, value) => {
  if (kind === 'webList') store.set(webListAtom, value as WebListEntry[]);
  else if (kind === 'collectList') store.set(collectListAtom, value as ExchangeEntry[]);
  else store.set(vipListAtom, value as VipPlan[]);
};

/** Reloads the favourites after a change (collect, collect_cancel answered with the new list). */
export function setCollectList(owner: string, language: string, list: ExchangeEntry[]): void {
  store.set(collectListAtom, list);
  void writeMarketCache(db, owner, 'collectList', language, list, Date.now()).catch(() => undefined);
}

/** Loads the exchange list again (a token added to a DEX venue brings a new pair) and answers it. */
export async function reloadWebList(owner: string, language: string): Promise<WebListEntry[]> {
  const list = await apiMarketListSources(owner).webList();
  atomSink('webList', list);
  await writeMarketCache(db, owner, 'webList', language, list, Date.now()).catch(() => undefined);
  return list;
}

/** Keeps the market lists loaded for the signed-in user, again whenever the language changes. */
export function useMarketLists(): void {
  const session = useAtomValue(sessionAtom);
  const language = useAtomValue(languageAtom);
  const account = session?.account ?? null;
  useEffect(() => {
    if (!account) return;
    void loadMarketLists(db, account, language, apiMarketListSources(account), atomSink);
  }, [account, language]);
}

/** The exchange list as get_web_list answered it (the atom keeps every field of the entries). */
export const useWebList = (): WebListEntry[] => useAtomValue(webListAtom) as WebListEntry[];
