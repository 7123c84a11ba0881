// ccxt's real binance class reads the sandbox's deposit and withdrawal history (fetchDeposits,
// fetchWithdrawals), recorded through the admin routes, across a restart.
import ccxt from 'ccxt';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDirs } from '../../../tests/support/temp-dirs.ts';
import { VirtualClock } from '../clock.ts';
import { type SandboxExchange, startSandboxExchange } from '../exchange.ts';
import { binanceApiUrls } from '../index.ts';
import { ADMIN_TOKEN_HEADER } from './routes-admin.ts';

const freshDir = tempDirs('sandbox-capital-');
const START = Date.UTC(2025, 0, 15, 12);
const opened: SandboxExchange[] = [];
afterEach(async () => {
  for (const venue of opened.splice(0)) await venue.close();
});

async function start(dataDir: string, clock: VirtualClock) {
  const venue = await startSandboxExchange({ name: 'capital', dataDir, clock, participants: false, warmUpMs: 0, adminToken: 'admin' });
  opened.push(venue);
  return venue;
}

function client(venue: SandboxExchange, clock: VirtualClock, credentials: { apiKey: string; secret: string }) {
  const exchange = new ccxt.binance({
    ...credentials,
    enableRateLimit: false,
    options: { fetchCurrencies: false, fetchMargins: false, fetchMarkets: { types: ['spot'] } },
  });
  exchange.urls.api = { ...exchange.urls.api, ...binanceApiUrls(venue.url) };
  exchange.milliseconds = () => clock.now();
  return exchange;
}

async function admin(venue: SandboxExchange, path: string, body: unknown) {
  const response = await fetch(`${venue.url}/sandbox-admin${path}`, {
    method: 'POST',
    headers: { [ADMIN_TOKEN_HEADER]: venue.adminToken, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('capital endpoints of the sandbox exchange', () => {
  it('answers fetchDeposits and fetchWithdrawals with what the admin routes recorded, and keeps them across a restart', async () => {
    const dir = freshDir();
    const clock = new VirtualClock(START);
    let venue = await start(dir, clock);
    const account = await venue.createAccount({ balances: { USDT: '1000' } });

    clock.advance(60_000);
    const deposit = await admin(venue, `/accounts/${account.accountId}/deposits`, { asset: 'BTC', amount: '0.25', txId: 'tx-in' });
    expect(deposit).toMatchObject({
      status: 200,
      body: { coin: 'BTC', amount: '0.25000000', status: 1, txId: 'tx-in', insertTime: START + 60_000 },
    });
    clock.advance(60_000);
    const withdrawal = await admin(venue, `/accounts/${account.accountId}/withdrawals`, {
      asset: 'USDT',
      amount: '300',
      fee: '1',
      address: '0x0000000000000000000000000000000000000001',
      network: 'ETH',
    });
    expect(withdrawal).toMatchObject({
      status: 200,
      body: { coin: 'USDT', amount: '300.00000000', transactionFee: '1.00000000', status: 6 },
    });
    expect((await admin(venue, `/accounts/${account.accountId}/withdrawals`, { asset: 'USDT', amount: '700' })).body).toEqual({
      code: -2010,
      msg: 'Account has insufficient balance for requested action.',
    });
    expect((await admin(venue, '/accounts/999/deposits', { asset: 'BTC', amount: '1' })).status).toBe(400);

    const check = async () => {
      const exchange = client(venue, clock, account);
      const balance = await exchange.fetchBalance();
      expect(balance.BTC?.free).toBe(0.25);
      expect(balance.USDT?.free).toBe(699);

      // The opening 1,000 USDT is not a deposit.
      const deposits = await exchange.fetchDeposits();
      expect(deposits).toHaveLength(1);
      expect(deposits[0]).toMatchObject({
        type: 'deposit',
        currency: 'BTC',
        amount: 0.25,
        status: 'ok',
        txid: 'tx-in',
        timestamp: START + 60_000,
        network: 'BEP20', // ccxt's code for Binance's network id BSC
      });
      const withdrawals = await exchange.fetchWithdrawals();
      expect(withdrawals).toHaveLength(1);
      expect(withdrawals[0]).toMatchObject({
        type: 'withdrawal',
        currency: 'USDT',
        amount: 300,
        status: 'ok',
        timestamp: START + 120_000,
        address: '0x0000000000000000000000000000000000000001',
        fee: { currency: 'USDT', cost: 1 },
      });
      // since: ccxt sends startTime and endTime (since + 90 days).
      expect(await exchange.fetchDeposits(undefined, START + 60_001)).toEqual([]);
      expect(await exchange.fetchWithdrawals(undefined, START + 100_000)).toHaveLength(1);
      expect(await exchange.fetchDeposits('ETH')).toEqual([]);
    };
    await check();

    await venue.close();
    opened.splice(0);
    venue = await start(dir, clock);
    await check();
  });
});
