// The embedded sandbox exchanges seen from outside the app, as any Binance client sees them: the
// demo account's keys (DATA_DIR/sandbox-demo-keys.json), its open orders (signed REST) and the
// public order book. Browser tests use it to check what a bot really did on the venue.
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface DemoKeys {
  url: string;
  apiKey: string;
  secret: string;
}

export function demoKeys(venue: string): DemoKeys {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const keys = JSON.parse(readFileSync(join(dataDir, 'sandbox-demo-keys.json'), 'utf8')) as Record<string, DemoKeys>;
  const found = keys[venue];
  if (!found) throw new Error(`no demo keys for ${venue}`);
  return found;
}

export interface VenueOrder {
  clientOrderId: string;
  side: 'BUY' | 'SELL';
  price: string;
  origQty: string;
}

/** The demo account's open orders on a symbol ("BTCUSDT"). */
export async function openOrders(venue: string, symbol: string): Promise<VenueOrder[]> {
  const keys = demoKeys(venue);
  const query = `symbol=${symbol}&timestamp=${Date.now()}&recvWindow=10000`;
  const signature = createHmac('sha256', keys.secret).update(query).digest('hex');
  const response = await fetch(`${keys.url}/api/v3/openOrders?${query}&signature=${signature}`, {
    headers: { 'X-MBX-APIKEY': keys.apiKey },
  });
  if (!response.ok) throw new Error(`openOrders answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as VenueOrder[];
}

/** The public order book: [price, quantity] per level. */
export async function orderBook(venue: string, symbol: string): Promise<{ bids: [string, string][]; asks: [string, string][] }> {
  const response = await fetch(`${demoKeys(venue).url}/api/v3/depth?symbol=${symbol}&limit=1000`);
  if (!response.ok) throw new Error(`depth answered ${response.status}`);
  return (await response.json()) as { bids: [string, string][]; asks: [string, string][] };
}

export async function lastPrice(venue: string, symbol: string): Promise<number> {
  const response = await fetch(`${demoKeys(venue).url}/api/v3/ticker/price?symbol=${symbol}`);
  return Number(((await response.json()) as { price: string }).price);
}
