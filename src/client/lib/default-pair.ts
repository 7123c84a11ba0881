// The per-user default trading pair (Dexie table defaultPairs). A user without one starts on
// BTC/USDT (spec §3); designated test accounts are given CAKE/BNB by the server.
import type { AppDatabase, DefaultPair } from './db.ts';

export const FALLBACK_PAIR: Omit<DefaultPair, 'owner'> = {
  exchange: '',
  web: '',
  yenUnit1: 'BTC',
  yenUnit2: 'USDT',
  webId: '',
  webType: 0,
};

export async function defaultPairOf(database: AppDatabase, owner: string): Promise<DefaultPair> {
  return (await database.defaultPairs.get(owner)) ?? { owner, ...FALLBACK_PAIR };
}

export async function saveDefaultPair(database: AppDatabase, pair: DefaultPair): Promise<void> {
  await database.defaultPairs.put(pair);
}
