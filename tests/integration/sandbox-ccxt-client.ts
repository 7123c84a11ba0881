// ccxt's real binance class pointed at a running sandbox exchange, configured as docs/sandbox.md says.
import ccxt from 'ccxt';
import { binanceApiUrls } from '../../src/sandbox/index.ts';

export function sandboxBinance(url: string, credentials?: { apiKey: string; secret: string }, options: Record<string, unknown> = {}) {
  const exchange = new ccxt.binance({
    ...(credentials ? { apiKey: credentials.apiKey, secret: credentials.secret } : {}),
    enableRateLimit: false,
    timeout: 10_000,
    options: { fetchCurrencies: false, fetchMargins: false, fetchMarkets: { types: ['spot'] }, ...options },
  });
  exchange.urls.api = { ...exchange.urls.api, ...binanceApiUrls(url) };
  return exchange;
}

/** The error a promise rejects with (fails the test if it resolves). */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to be refused');
}
