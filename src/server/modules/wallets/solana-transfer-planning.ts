// What a transfer call settles on a Solana network before its task starts: a transaction's fee
// (5,000 lamports a signature, no priority fee), a token transfer's worst case of also opening the
// recipient's token account (its rent-exempt minimum, paid by the sender), the SOL a sender keeps
// unless it sends everything (an account below the rent-exempt minimum is refused by the chain),
// and balances read fresh from the chain.
import type { Address } from '@solana/kit';
import { readSolanaBalances, readSolanaBalanceTable } from '../../../engine/wallets/solana/solana-balances.ts';
import { TOKEN_ACCOUNT_SIZE } from '../../../engine/wallets/solana/transfer-groups.ts';
import { NATIVE_TOKEN } from '../../../shared/contracts/wallet/wallet-fields.ts';
import type { WalletToken } from '../../../shared/contracts/wallet/wallet-view.ts';
import { type TransferPlanning, transferAmounts } from './transfer-amounts.ts';
import type { ChainSummary } from './wallet-chains.ts';
import type { WalletServices } from './wallet-services.ts';

/** Solana's base fee per signature, in lamports. */
export const LAMPORTS_PER_SIGNATURE = 5_000n;

export async function solanaTransferPlanning(s: WalletServices, chain: ChainSummary, token: WalletToken): Promise<TransferPlanning> {
  const { rpc } = s.chains.solana(chain.key);
  const native = token.key === NATIVE_TOKEN;
  const [accountRent, tokenAccountRent] = await Promise.all([
    rpc.getMinimumBalanceForRentExemption(0n).send(),
    native ? Promise.resolve(0n) : rpc.getMinimumBalanceForRentExemption(BigInt(TOKEN_ACCOUNT_SIZE)).send(),
  ]);
  return {
    chain,
    token,
    gasPrice: 0n,
    gasCost: LAMPORTS_PER_SIGNATURE + tokenAccountRent,
    reserve: accountRent,
    params: { chain: chain.key, token: token.key, decimals: token.decimals, gasPrice: '0', gasLimit: '0' },
    ...transferAmounts(token),
    async balances(rows) {
      const owners = rows.map((row) => row.address as Address);
      const table = await readSolanaBalanceTable(rpc, owners, native ? [NATIVE_TOKEN] : [token.key, NATIVE_TOKEN]);
      return new Map(
        rows.map((row) => {
          const held = table.get(row.address as Address)!;
          return [row.id, { token: held.get(token.key)!, native: held.get(NATIVE_TOKEN)! }];
        }),
      );
    },
  };
}

/** The wallets among `rows` whose token account of `mint` exists and holds none (a missing one is not listed). */
export async function emptyTokenAccounts<T extends { address: string }>(
  s: WalletServices,
  chain: string,
  mint: string,
  rows: T[],
): Promise<T[]> {
  if (rows.length === 0) return [];
  const held = await readSolanaBalances(
    s.chains.solana(chain).rpc,
    rows.map((row) => row.address as Address),
    mint as Address,
  );
  return rows.filter((row) => held.get(row.address as Address)!.token === 0n);
}
