// Calls of the wallet tools for tests: each answer checked for success, tasks awaited, balances read
// on the chain itself with viem (not through the server), and the e-mail code of the last security
// mail read from the outbox's .eml file.
import { type Address, createPublicClient, erc20Abi, http, type PublicClient } from 'viem';
import type { Db } from '../../src/server/db/database.ts';
import { expectCode } from './accounts.ts';
import { outboxCode } from './outbox-mail.ts';
import type { TestClient } from './start-test-server.ts';
import { progressOf, waitForTask } from './trade-client.ts';

export const CHAIN = 'SANDBOX';

export async function ok<T = Record<string, unknown>>(client: TestClient, action: string, body: Record<string, unknown>): Promise<T> {
  return expectCode(await client.call<T>(`/Api/Wallet/${action}`, body), 1000).data;
}

export interface StartedTask {
  schedule_code: string;
  total: number;
  type: string;
}

/** Starts a wallet task and waits for its end; answers its final progress. */
export async function runTask(client: TestClient, action: string, body: Record<string, unknown>, timeoutMs = 120_000) {
  const started = await ok<StartedTask>(client, action, body);
  const progress = await waitForTask(client, started.schedule_code, timeoutMs, CHAIN);
  return { ...started, progress };
}

export const taskProgress = (client: TestClient, code: string) => progressOf(client, code, CHAIN);

export function chainReader(rpcUrl: string): PublicClient {
  return createPublicClient({ transport: http(rpcUrl, { batch: { batchSize: 200 } }) }) as PublicClient;
}

/** Balances on the chain: the coin for "native", else the token's balanceOf. */
export async function onChain(client: PublicClient, token: string, addresses: string[]): Promise<bigint[]> {
  return Promise.all(
    addresses.map((address) =>
      token === 'native'
        ? client.getBalance({ address: address as Address })
        : client.readContract({ address: token as Address, abi: erc20Abi, functionName: 'balanceOf', args: [address as Address] }),
    ),
  );
}

/** The code of the newest security mail to `email`. */
export function lastSecurityCode(db: Db, email: string): Promise<string> {
  return outboxCode(db, email);
}
