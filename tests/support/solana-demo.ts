// The embedded sandbox Solana network as the product's Solana tests use it: a kit RPC client, the
// DEMO token's mint and unit on a venue, and a group funded evenly from the main wallet.
import { type Address, address, createSolanaRpc } from '@solana/kit';
import { expect } from 'vitest';
import type { ExchangeTestServer } from './exchange-server.ts';
import type { TestClient } from './start-test-server.ts';
import { waitForTask } from './trade-client.ts';
import { ok } from './wallet-client.ts';

export const SOLANA_CHAIN = 'SOLANA';

export function solanaDemo(server: ExchangeTestServer, venueId = 'orcasol') {
  const venue = server.runtime.venues.solana.get(venueId)!;
  const token = venue.tokens.find((candidate) => candidate.symbol === 'DEMO')!;
  return { rpc: createSolanaRpc(venue.network.rpcUrl), demoMint: address(token.mint) as Address, demoUnit: 10 ** token.decimals };
}

/** Allocates each [token, total] from the main wallet to the group's wallets, evenly, and waits for each task to end with no failure. */
export async function allocateToGroup(client: TestClient, groupId: number, totals: [token: string, total: string][]): Promise<void> {
  for (const [token, total_amount] of totals) {
    const started = await ok<{ schedule_code: string }>(client, 'dex_deliver_token', {
      chain: SOLANA_CHAIN,
      token,
      total_amount,
      strategy: 'average',
      float_range: 0,
      group_id: groupId,
    });
    expect(await waitForTask(client, started.schedule_code, 60_000, SOLANA_CHAIN)).toMatchObject({ status: 2, fail: 0 });
  }
}
