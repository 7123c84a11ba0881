// Many users of one API key (bots, manual tools, balance refresh) against a sandbox with tight
// limits: through the shared rate governor none of them ever gets a 429, while the same load sent
// straight through ccxt is refused by the venue.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ccxt from 'ccxt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectorPool } from '../../src/engine/connectors/connector-pool.ts';
import { VenueRegistry } from '../../src/engine/connectors/venue-registry.ts';
import { type SandboxExchange, startSandboxExchange } from '../../src/sandbox/index.ts';
import { sandboxVenueDefinition } from '../../src/server/embedded/sandbox-venues.ts';
import { sandboxBinance } from './sandbox-ccxt-client.ts';

let dataDir: string;
let sandbox: SandboxExchange;
let pool: ConnectorPool;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'exchange-governor-'));
  // 3,000 weight a minute and 10 new orders per 10 seconds: half and a tenth of Binance's.
  sandbox = await startSandboxExchange({
    name: 'governor',
    dataDir,
    warmUpMs: 300_000,
    rateLimits: { requestWeightPerMinute: 3_000, ordersPer10Seconds: 10 },
  });
  const registry = new VenueRegistry({ includeCcxt: false });
  registry.register(await sandboxVenueDefinition('sandbox-t', sandbox.url));
  pool = new ConnectorPool(registry);
});

afterAll(async () => {
  pool?.close();
  await sandbox?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('rate governor against the sandbox', () => {
  it('the venue refuses the load when it arrives without the governor', async () => {
    const account = await sandbox.createAccount({ balances: { USDT: '100000' } });
    const raw = sandboxBinance(sandbox.url, account);
    await raw.loadMarkets();
    const bid = (await raw.fetchOrderBook('BTC/USDT', 5)).bids[0]![0]!;
    const results = await Promise.allSettled(
      Array.from({ length: 15 }, (_, i) =>
        raw.createOrder('BTC/USDT', 'limit', 'buy', 0.001, Math.floor(bid * 0.5) + i, { clientOrderId: `raw-${i}` }),
      ),
    );
    const refused = results.filter((result) => result.status === 'rejected').map((result) => (result as PromiseRejectedResult).reason);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((error) => error instanceof ccxt.RateLimitExceeded || error instanceof ccxt.DDoSProtection)).toBe(true);
  });

  it('ten concurrent users of one key (orders, cancels, balance and order reads) never get a 429', async () => {
    const account = await sandbox.createAccount({ balances: { USDT: '100000' } });
    const credentials = { api_key: account.apiKey, secret: account.secret };
    const bid = (await pool.publicConnector('sandbox-t').fetchOrderBook('BTC/USDT', 5)).bids[0]![0];
    const user = async (n: number) => {
      // Each user builds its own connector object, as a bot and a manual tool would; the key is shared.
      const connector = pool.accountConnector('sandbox-t', credentials);
      await connector.fetchBalance();
      const order = await connector.createOrder({
        symbol: 'BTC/USDT',
        side: 'buy',
        type: 'limit',
        amount: 0.001,
        price: Math.floor(bid * 0.5) + n,
        clientOrderId: `user-${n}`,
      });
      await connector.fetchOpenOrders('BTC/USDT');
      await connector.fetchBalance();
      await connector.cancelOrder('BTC/USDT', { id: order.id });
      return connector.fetchBalance();
    };
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, n) => user(n)));
    const failures = results
      .filter((result) => result.status === 'rejected')
      .map((result) => String((result as PromiseRejectedResult).reason));
    expect(failures).toEqual([]);
    const governor = pool.governor('sandbox-t', credentials)!;
    expect(governor.pausedUntil).toBe(0); // never told to back off
    expect(governor.stats().granted).toBeGreaterThanOrEqual(10 * 6);
  }, 90_000);
});
