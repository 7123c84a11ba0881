// The swap program's pools as the swap APIs see them: read through the chain's JSON-RPC like any
// client's (getProgramAccounts for the pool states, getMultipleAccounts for their vaults'
// balances), so the API quotes what a transaction sent now would meet.
import type { Address, Base64EncodedBytes, GetMultipleAccountsApi, GetProgramAccountsApi, Rpc } from '@solana/kit';
import { getBase64Encoder } from '@solana/kit';
import { decodePoolState, POOL_STATE_SIZE, tokenAccountAmount } from '../../../engine/connectors/solana/amm-program/amm-accounts.ts';
import { SANDBOX_AMM_PROGRAM_ID } from '../../../engine/connectors/solana/amm-program/amm-client.ts';
import type { PoolView } from './direct-routes.ts';

export type PoolRpc = Rpc<GetProgramAccountsApi & GetMultipleAccountsApi>;

const bytesOf = (data: readonly [Base64EncodedBytes, 'base64']) => getBase64Encoder().encode(data[0]);

/** getMultipleAccounts takes at most 100 keys a call on Solana's RPC. */
const MULTIPLE_ACCOUNTS_LIMIT = 100;

export async function loadPools(rpc: PoolRpc): Promise<{ pools: PoolView[]; slot: bigint }> {
  const answer = await rpc
    .getProgramAccounts(SANDBOX_AMM_PROGRAM_ID, { encoding: 'base64', filters: [{ dataSize: BigInt(POOL_STATE_SIZE) }], withContext: true })
    .send();
  const states = answer.value.map((account) => ({ address: account.pubkey, state: decodePoolState(bytesOf(account.account.data)) }));
  const vaults = states.flatMap(({ state }) => [state.vaultA, state.vaultB]);
  const balances = new Map<Address, bigint>();
  for (let at = 0; at < vaults.length; at += MULTIPLE_ACCOUNTS_LIMIT) {
    const batch = vaults.slice(at, at + MULTIPLE_ACCOUNTS_LIMIT);
    const accounts = await rpc.getMultipleAccounts(batch, { encoding: 'base64' }).send();
    accounts.value.forEach((account, i) => {
      if (account) balances.set(batch[i]!, tokenAccountAmount(bytesOf(account.data)));
    });
  }
  const pools = states.map(({ address, state }) => ({
    address,
    state,
    reserveA: balances.get(state.vaultA) ?? 0n,
    reserveB: balances.get(state.vaultB) ?? 0n,
  }));
  return { pools, slot: answer.context.slot };
}
