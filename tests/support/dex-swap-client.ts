// Calls of the DEX swap tools for tests (batch_trade_dex, trade_dex, dex_orders), tasks awaited,
// and what the chain itself says: the pool's Swap events, read with viem (not through the server).
import { type Address, type PublicClient, parseAbiItem } from 'viem';
import { expectCode } from './accounts.ts';
import type { TestClient } from './start-test-server.ts';
import { waitForTask } from './trade-client.ts';
import { CHAIN } from './wallet-client.ts';

export const DEX_PAIR = { web: 'sandbox-dex', web_type: 1, yenUnit1: 'CAKE', yenUnit2: 'BNB' } as const;

export interface SwapRecord {
  id: number;
  source: string;
  schedule_code: string | null;
  side: 'buy' | 'sell';
  wallet_address: string;
  requested: number;
  base_amount: number | null;
  quote_amount: number | null;
  price: number | null;
  gas_fee: number | null;
  hash: string | null;
  status: string;
  reason: string | null;
  reason_key: string | null;
  time: number;
}

export async function trade<T = { schedule_code: string; total: number; type: string }>(
  client: TestClient,
  action: string,
  body: Record<string, unknown>,
): Promise<T> {
  return expectCode(await client.call<T>(`/Api/Trade/${action}`, body), 1000).data;
}

/** Starts a swap task and waits for its end; answers its final progress. */
export async function runSwaps(client: TestClient, action: string, body: Record<string, unknown>, timeoutMs = 60_000) {
  const started = await trade(client, action, { ...DEX_PAIR, ...body });
  const progress = await waitForTask(client, started.schedule_code, timeoutMs, CHAIN);
  return { ...started, progress };
}

export async function swapHistory(client: TestClient, filter: Record<string, unknown> = {}, language = 'en') {
  const answer = await client.call<{ list: SwapRecord[]; total: number; page: number; page_size: number }>(
    '/Api/Trade/dex_orders',
    { page_size: 100, ...filter },
    { language },
  );
  return expectCode(answer, 1000).data;
}

const SWAP_EVENT = parseAbiItem(
  'event Swap(address indexed sender, uint amount0In, uint amount1In, uint amount0Out, uint amount1Out, address indexed to)',
);

/** The pool's Swap events paid out to these wallets (a swap's `to` is the wallet itself). */
export async function swapsTo(reader: PublicClient, pool: Address, wallets: string[]): Promise<Map<string, number>> {
  const logs = await reader.getLogs({ address: pool, event: SWAP_EVENT, fromBlock: 0n, toBlock: 'latest' });
  const counts = new Map(wallets.map((wallet) => [wallet.toLowerCase(), 0]));
  for (const log of logs) {
    const to = log.args.to?.toLowerCase();
    if (to && counts.has(to)) counts.set(to, counts.get(to)! + 1);
  }
  return counts;
}
