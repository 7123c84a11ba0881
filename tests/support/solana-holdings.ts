// What Solana wallets hold on the chain now: lamports and one token's base units each, keyed by
// the wallet's address (a test compares them before and after a swap, to the unit).
import { type Address, address, type GetMultipleAccountsApi, type Rpc } from '@solana/kit';
import { readSolanaBalances } from '../../src/engine/wallets/solana/solana-balances.ts';

export async function solanaHoldings(
  rpc: Rpc<GetMultipleAccountsApi>,
  mint: Address,
  wallets: string[],
): Promise<Map<string, { sol: bigint; demo: bigint }>> {
  const read = await readSolanaBalances(
    rpc,
    wallets.map((wallet) => address(wallet)),
    mint,
  );
  return new Map(
    wallets.map((wallet) => [wallet, { sol: read.get(address(wallet))!.lamports, demo: read.get(address(wallet))!.token ?? 0n }]),
  );
}
