/** @vitest-environment happy-dom */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { WebListEntry } from '../../shared/contracts/markets/get-web-list.ts';
import { type MarketLists, type MarketListSources, loadMarketLists } from './market-lists.ts';
import { freshDatabases } from './test-databases.ts';

const freshDatabase = freshDatabases('market-lists');

const entry = (web: string, exchange: string): WebListEntry => ({
  exchange,
  web,
  yenUnit1: 'BTC',
  yenUnit2: 'USDT',
  web_id: `${web}:0`,
  web_type: 0,
  fields: ['api_key', 'secret'],
  optional_fields: [],
  simulated: false,
  chain: null,
  pairs: [],
});

function sources(lists: Partial<MarketLists>, failing: Array<keyof MarketLists> = []): MarketListSources {
  const answer =
    <K extends keyof MarketLists>(kind: K) =>
    async () => {
      if (failing.includes(kind)) throw new Error('offline');
      return (lists[kind] ?? []) as MarketLists[K];
    };
  return { webList: answer('webList'), collectList: answer('collectList'), vipList: answer('vipList') };
}

function recorder() {
  const seen: Array<[string, unknown]> = [];
  return { seen, sink: (kind: string, value: unknown) => seen.push([kind, value]) };
}

describe('market lists', () => {
  it('shows the cached lists of the user and language first, then the fresh ones, and keeps the fresh ones', async () => {
    const database = freshDatabase();
    await loadMarketLists(database, 'alice', 'en', sources({ webList: [entry('binance', 'Binance')] }), () => {});
    const { seen, sink } = recorder();
    await loadMarketLists(database, 'alice', 'en', sources({ webList: [entry('okx', 'OKX')] }), sink);
    const webLists = seen.filter(([kind]) => kind === 'webList').map(([, value]) => (value as WebListEntry[])[0]!.web);
    expect(webLists).toEqual(['binance', 'okx']);
    const { seen: next, sink: nextSink } = recorder();
    await loadMarketLists(database, 'alice', 'en', sources({}, ['webList', 'collectList', 'vipList']), nextSink);
    expect(next.find(([kind]) => kind === 'webList')?.[1]).toEqual([entry('okx', 'OKX')]);
  });

  it('keeps the lists of each language apart, so a change of language shows that language’s list', async () => {
    const database = freshDatabase();
    await loadMarketLists(database, 'alice', 'en', sources({ vipList: [{ level: 'personal', name: 'Basic' }] as never }), () => {});
    await loadMarketLists(database, 'alice', 'zh', sources({ vipList: [{ level: 'personal', name: '基础版' }] as never }), () => {});
    const { seen, sink } = recorder();
    await loadMarketLists(database, 'alice', 'zh', sources({}, ['webList', 'collectList', 'vipList']), sink);
    expect(seen).toContainEqual(['vipList', [{ level: 'personal', name: '基础版' }]]);
    expect(seen).not.toContainEqual(['vipList', [{ level: 'personal', name: 'Basic' }]]);
  });

  it('never shows one user the cached lists of another', async () => {
    const database = freshDatabase();
    await loadMarketLists(database, 'alice', 'en', sources({ collectList: [entry('binance', 'Binance')] }), () => {});
    const { seen, sink } = recorder();
    await loadMarketLists(database, 'bob', 'en', sources({}, ['webList', 'collectList', 'vipList']), sink);
    expect(seen).toEqual([]);
  });
});
