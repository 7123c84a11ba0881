// The sandbox exchange: a simulated spot venue that speaks Binance's REST dialect, with a matching
// engine, simulated traders, fault injection and persistence, and USDT-margined perpetuals in
// Binance's USD-M dialect. Start-up code and tests use these entry points; nothing else imports the
// sandbox. See docs/sandbox.md.
import { join } from 'node:path';
import type { Clock } from './clock.ts';
import { type SandboxExchange, type SandboxExchangeOptions, startSandboxExchange } from './exchange.ts';

export { systemClock, VirtualClock, type Clock } from './clock.ts';
export type { NewSandboxAccount, SandboxCredentials, SandboxExchange, SandboxExchangeOptions } from './exchange.ts';
export { startSandboxExchange } from './exchange.ts';
export type { FaultRule } from './faults/faults.ts';
export { ADMIN_TOKEN_HEADER } from './api/routes-admin.ts';
export { SANDBOX_MARKETS } from './markets.ts';

/**
 * The base URLs a Binance client uses, all pointed at the sandbox. For ccxt:
 * `new ccxt.binance({ urls: { api: binanceApiUrls(url) }, ... })`, or assign to `exchange.urls.api`.
 */
export function binanceApiUrls(baseUrl: string): Record<string, string> {
  return {
    public: `${baseUrl}/api/v3`,
    private: `${baseUrl}/api/v3`,
    v1: `${baseUrl}/api/v1`,
    sapi: `${baseUrl}/sapi/v1`,
    sapiV2: `${baseUrl}/sapi/v2`,
    sapiV3: `${baseUrl}/sapi/v3`,
    sapiV4: `${baseUrl}/sapi/v4`,
  };
}

/**
 * The base URLs ccxt's binanceusdm uses, all pointed at the sandbox (futures share the spot
 * origin; sapi carries the spot/futures wallet transfers). Use with binanceUsdmOptions():
 * `new ccxt.binanceusdm({ apiKey, secret, options: binanceUsdmOptions() })`, then assign these to
 * `exchange.urls.api`.
 */
export function binanceUsdmApiUrls(baseUrl: string): Record<string, string> {
  return {
    fapiPublic: `${baseUrl}/fapi/v1`,
    fapiPublicV2: `${baseUrl}/fapi/v2`,
    fapiPublicV3: `${baseUrl}/fapi/v3`,
    fapiPrivate: `${baseUrl}/fapi/v1`,
    fapiPrivateV2: `${baseUrl}/fapi/v2`,
    fapiPrivateV3: `${baseUrl}/fapi/v3`,
    fapiData: `${baseUrl}/futures/data`,
    sapi: `${baseUrl}/sapi/v1`,
  };
}

/** binanceusdm options that keep loadMarkets() to /fapi/v1/exchangeInfo (no currency or margin calls). */
export function binanceUsdmOptions(): Record<string, unknown> {
  return { fetchCurrencies: false, fetchMargins: false, fetchMarkets: { types: ['linear'] } };
}

/**
 * ccxt chooses Binance's USD-M table of error codes by host name (fapi.binance.com); on the
 * sandbox's origin it falls back to its common table, where -2019 (margin insufficient) and -2022
 * (reduce-only rejected) are plain ExchangeErrors. This puts the USD-M table in front, so a
 * binanceusdm client raises InsufficientFunds and InvalidOrder for them, as against Binance.
 */
export function applyBinanceUsdmErrorCodes(exchange: { exceptions: Record<string, unknown> }): void {
  const { exact, linear } = exchange.exceptions as { exact?: Record<string, unknown>; linear?: { exact?: Record<string, unknown> } };
  exchange.exceptions.exact = { ...exact, ...linear?.exact };
}

/** The USDT in a demo account's USD-M futures wallet when it is opened. */
export const DEMO_FUTURES_BALANCE = '10000';

/** The funds of the demo account on each embedded sandbox. */
export const DEMO_BALANCES: Record<string, string> = {
  USDT: '100000',
  BTC: '10',
  ETH: '100',
  BNB: '100',
  DEMO: '1000000',
  CAKE: '10000',
};

export interface EmbeddedSandbox {
  name: 'sandbox-a' | 'sandbox-b';
  url: string;
  /** ccxt's binance `urls.api`, pointed at this sandbox. */
  apiUrls: Record<string, string>;
  /** The demo user's key pair: created on first start, the same after every restart. */
  demo: { accountId: number; apiKey: string; secret: string };
  exchange: SandboxExchange;
}

export interface EmbeddedSandboxes {
  exchanges: [EmbeddedSandbox, EmbeddedSandbox];
  close(): Promise<void>;
}

/** sandbox-b quotes this many basis points above sandbox-a, so arbitrage has something to find. */
export const EMBEDDED_PRICE_OFFSET_BPS = 30;

/**
 * Starts the two embedded sandbox exchanges ("sandbox-a", "sandbox-b") with their data under
 * dataDir/sandbox-a and dataDir/sandbox-b. Both follow one reference price path, b offset from a.
 */
export async function startEmbeddedSandboxes(
  dataDir: string,
  options: Pick<SandboxExchangeOptions, 'clock' | 'participants' | 'warmUpMs' | 'host' | 'onError'> & { ports?: [number, number] } = {},
): Promise<EmbeddedSandboxes> {
  const started: SandboxExchange[] = [];
  try {
    const exchanges: EmbeddedSandbox[] = [];
    for (const [index, name] of (['sandbox-a', 'sandbox-b'] as const).entries()) {
      const exchange = await startSandboxExchange({
        ...options,
        name,
        port: options.ports?.[index] ?? 0,
        dataDir: join(dataDir, name),
        seed: name,
        referenceSeed: 'embedded',
        priceOffsetBps: index === 0 ? 0 : EMBEDDED_PRICE_OFFSET_BPS,
        ...(options.clock ? { clock: options.clock as Clock } : {}),
      });
      started.push(exchange);
      exchanges.push({ name, url: exchange.url, apiUrls: binanceApiUrls(exchange.url), demo: await demoAccount(exchange), exchange });
    }
    return {
      exchanges: exchanges as [EmbeddedSandbox, EmbeddedSandbox],
      close: async () => {
        for (const exchange of started.reverse()) await exchange.close();
      },
    };
  } catch (error) {
    for (const exchange of started.reverse()) await exchange.close();
    throw error;
  }
}

async function demoAccount(exchange: SandboxExchange): Promise<EmbeddedSandbox['demo']> {
  const existing = exchange.engine.accountByLabel('demo');
  const key = existing ? exchange.engine.keys.ofAccount(existing.id)[0] : undefined;
  if (existing && key) return { accountId: existing.id, apiKey: key.apiKey, secret: key.secret };
  if (existing) {
    const created = exchange.engine.createApiKey(existing.id, { trade: true });
    await exchange.engine.sync();
    return { accountId: existing.id, apiKey: created.apiKey, secret: created.secret };
  }
  return exchange.createAccount({
    label: 'demo',
    balances: DEMO_BALANCES,
    futuresBalance: DEMO_FUTURES_BALANCE,
    permissions: { read: true, trade: true, withdraw: false },
  });
}
