// The two embedded sandbox exchanges `npm start` runs: both quote the same markets a small offset
// apart, and each keeps one funded demo key pair across restarts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EMBEDDED_PRICE_OFFSET_BPS, startEmbeddedSandboxes } from '../../src/sandbox/index.ts';
import { sandboxBinance } from './sandbox-ccxt-client.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-embedded-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('embedded sandboxes', () => {
  it('start two venues with prices a small offset apart and a funded demo key on each, the same after a restart', async () => {
    const first = await startEmbeddedSandboxes(dataDir, { warmUpMs: 600_000 });
    const [a, b] = first.exchanges;
    expect([a.name, b.name]).toEqual(['sandbox-a', 'sandbox-b']);
    expect(a.url).not.toBe(b.url);
    expect(a.demo.apiKey).not.toBe(b.demo.apiKey);
    const balance = await sandboxBinance(a.url, a.demo).fetchBalance();
    expect(balance.total).toMatchObject({ USDT: 100_000, BTC: 10, ETH: 100, DEMO: 1_000_000 });

    const mid = async (url: string) => {
      const book = await sandboxBinance(url).fetchOrderBook('BTC/USDT', 5);
      return (book.bids[0]![0]! + book.asks[0]![0]!) / 2;
    };
    const ratio = (await mid(b.url)) / (await mid(a.url));
    // Each book's middle sits within a few basis points of its venue's reference price.
    expect(ratio).toBeGreaterThan(1 + EMBEDDED_PRICE_OFFSET_BPS / 10_000 - 0.002);
    expect(ratio).toBeLessThan(1 + EMBEDDED_PRICE_OFFSET_BPS / 10_000 + 0.002);
    const demos = first.exchanges.map((exchange) => exchange.demo);
    await first.close();

    const second = await startEmbeddedSandboxes(dataDir, { warmUpMs: 600_000 });
    try {
      expect(second.exchanges.map((exchange) => exchange.demo)).toEqual(demos);
      const again = await sandboxBinance(second.exchanges[1].url, second.exchanges[1].demo).fetchBalance();
      expect(again.total).toMatchObject({ USDT: 100_000, BTC: 10 });
    } finally {
      await second.close();
    }
  });
});
