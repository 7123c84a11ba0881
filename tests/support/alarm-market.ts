// A sandbox exchange with no simulated traders, registered as a venue of a running test server,
// so an alert test moves the price exactly: two accounts of the test trade with each other at the
// price it wants, and the venue's last price is that trade's.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FeedEvent } from '../../src/engine/market-data/topic-feed.ts';
import type { TickerSnapshot } from '../../src/engine/connectors/types.ts';
import { type SandboxExchange, startSandboxExchange } from '../../src/sandbox/index.ts';
import { sandboxVenueDefinition } from '../../src/server/embedded/sandbox-venues.ts';
import type { TestServer } from './start-test-server.ts';

export interface AlarmMarket {
  venue: SandboxExchange;
  web: string;
  /** Makes the venue's last BTC/USDT price `price` (a trade between two accounts of the test). */
  tradeAt(price: number, quantity?: string): void;
  /** Waits until the server's shared feed has delivered a last price of `price`. */
  seenByFeed(price: number, timeoutMs?: number): Promise<void>;
  /** Opens an account on the venue with these balances and its API key pair. */
  account(balances: Record<string, string>): Promise<{ accountId: number; apiKey: string; secret: string }>;
  close(): Promise<void>;
}

export async function startAlarmMarket(server: TestServer, web = 'sandbox-alerts'): Promise<AlarmMarket> {
  const dataDir = mkdtempSync(join(tmpdir(), 'alarm-market-'));
  const venue = await startSandboxExchange({ name: web, dataDir, participants: false, warmUpMs: 0 });
  server.runtime.venues.registry.register(await sandboxVenueDefinition(web, venue.url, 'Alert Test Exchange'));
  const seller = await venue.createAccount({ balances: { BTC: '1000', USDT: '0' } });
  const buyer = await venue.createAccount({ balances: { USDT: '100000000' } });
  const seen: number[] = [];
  const unwatch = server.runtime.venues.hub.subscribe(web, 'BTC/USDT', { kind: 'ticker' }, (event: FeedEvent<TickerSnapshot>) => {
    if (event.type === 'update' && event.value.last !== null) seen.push(event.value.last);
  });

  return {
    venue,
    web,
    tradeAt(price, quantity = '0.01') {
      const text = price.toFixed(2);
      venue.engine.placeOrder(seller.accountId, {
        symbol: 'BTCUSDT',
        side: 'SELL',
        type: 'LIMIT',
        timeInForce: 'GTC',
        price: text,
        quantity,
      });
      venue.engine.placeOrder(buyer.accountId, {
        symbol: 'BTCUSDT',
        side: 'BUY',
        type: 'LIMIT',
        timeInForce: 'IOC',
        price: text,
        quantity,
      });
    },
    async seenByFeed(price, timeoutMs = 15_000) {
      const from = seen.length;
      const deadline = Date.now() + timeoutMs;
      while (!seen.slice(from).includes(price)) {
        if (Date.now() > deadline)
          throw new Error(`the feed did not deliver ${price} within ${timeoutMs} ms (saw ${seen.slice(-5).join(', ')})`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    account: (balances) => venue.createAccount({ balances, permissions: { read: true, trade: true, withdraw: false } }),
    async close() {
      unwatch();
      await venue.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
