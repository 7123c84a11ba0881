// What a Solana wallet must hold in SOL beside what it swaps, counted as Solana charges it: the
// signature's fee, the priority fee at the gas multiplier, the rent of the token accounts a swap
// may open (its output's, and a wrapped-SOL account held for the length of the transaction), and
// the rent-exempt minimum the wallet keeps, since the chain refuses a payer left below it.
import type { Rpc, SolanaRpcApi } from '@solana/kit';
import { computeUnitPrice, priorityFeeLamports } from '../../../engine/connectors/solana/priority-fee.ts';
import { TOKEN_ACCOUNT_SIZE } from '../../../engine/wallets/solana/transfer-groups.ts';
import { LAMPORTS_PER_SIGNATURE } from '../wallets/solana-transfer-planning.ts';

/**
 * Compute units a swap is budgeted at when its priority fee is counted: an aggregator's route asks
 * for up to a few hundred thousand (one hop of the sandbox's pools about 120,000).
 */
export const SWAP_COMPUTE_UNITS = 400_000;

/** Lamports a swap may cost the wallet at this gas multiplier (1-5, 0 adaptive). */
export async function solanaSwapCost(rpc: Rpc<SolanaRpcApi>, gasMultiplier: number): Promise<bigint> {
  const [recent, accountRent, tokenAccountRent] = await Promise.all([
    rpc.getRecentPrioritizationFees().send(),
    rpc.getMinimumBalanceForRentExemption(0n).send(),
    rpc.getMinimumBalanceForRentExemption(BigInt(TOKEN_ACCOUNT_SIZE)).send(),
  ]);
  const priority = priorityFeeLamports(computeUnitPrice(gasMultiplier, recent), SWAP_COMPUTE_UNITS);
  return LAMPORTS_PER_SIGNATURE + priority + 2n * tokenAccountRent + accountRent;
}
