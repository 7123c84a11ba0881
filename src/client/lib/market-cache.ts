// Market lists cached per user and language (Dexie table marketCache) so the app starts offline
// with the lists it last saw: the exchange list (web list), favourites (collect list) and VIP list.
import type { AppDatabase } from './db.ts';

export type MarketListKind = 'webList' | 'collectList' | 'vipList';

export const marketCacheKey = (owner: string, kind: MarketListKind, language: string) => `${owner}|${kind}|${language}`;

export async function writeMarketCache(
  database: AppDatabase,
  owner: string,
  kind: MarketListKind,
  language: string,
  value: unknown,
  now: number,
): Promise<void> {
  await database.marketCache.put({ key: marketCacheKey(owner, kind, language), value, savedAt: now });
}

export async function readMarketCache<T>(
  database: AppDatabase,
  owner: string,
  kind: MarketListKind,
  language: string,
): Promise<{ value: T; savedAt: number } | null> {
  const entry = await database.marketCache.get(marketCacheKey(owner, kind, language));
  return entry ? { value: entry.value as T, savedAt: entry.savedAt } : null;
}
