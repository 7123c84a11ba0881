// What a wallet needs for a swap, read fresh from the chain before a swap task is stored (not the
// wallet list's copy): its balance of the token it spends, its coin for gas, and whether the
// router may spend the token.
import { type Address, erc20Abi } from 'viem';
import { readBalances } from '../../../engine/wallets/balance-reader.ts';
import { NATIVE_TOKEN } from '../../../shared/contracts/wallet/wallet-fields.ts';
import type { ChainTools } from '../wallets/wallet-chains.ts';
import type { SwapToken } from './dex-market.ts';

/**
 * Gas a wallet must be able to pay for one swap: the gas limit the connector sets is the estimate
 * plus half (a Uniswap V2 swap uses 100-200k); only the gas used is paid.
 */
export const SWAP_GAS_LIMIT = 300_000n;

/** The most one swap's gas may cost at the chain's price now × the multiplier (0, adaptive, offers the chain's price). */
export async function swapGasCost(tools: ChainTools, gasMultiplier: number): Promise<bigint> {
  const price = await tools.wallet.client.getGasPrice();
  const factor = gasMultiplier === 0 ? 100n : BigInt(Math.round(gasMultiplier * 100));
  return (SWAP_GAS_LIMIT * price * factor) / 100n;
}

export interface Holding {
  /** Of the token the wallet spends (the coin itself when that is what it spends). */
  token: bigint;
  native: bigint;
}

export async function holdingsOf(tools: ChainTools, addresses: string[], token: SwapToken<string>): Promise<Map<string, Holding>> {
  const key = token.native ? NATIVE_TOKEN : token.address.toLowerCase();
  const table = await readBalances(tools.wallet, addresses as Address[], token.native ? [NATIVE_TOKEN] : [key, NATIVE_TOKEN]);
  return new Map(
    addresses.map((address) => {
      const amounts = table.get(address as Address)!;
      return [address, { token: amounts.get(key)!, native: amounts.get(NATIVE_TOKEN)! }];
    }),
  );
}

/** What the wallet can put into a swap and whether it can pay the swap's gas. */
export function spendableOf(holding: Holding, token: SwapToken<string>, gasCost: bigint): { spendable: bigint; hasGas: boolean } {
  if (!token.native) return { spendable: holding.token, hasGas: holding.native >= gasCost };
  const spare = holding.native - gasCost;
  return { spendable: spare > 0n ? spare : 0n, hasGas: spare > 0n };
}

/** How much of `token` the venue's router may move for each address (the chain's coin needs no approval). */
export async function allowancesOf(tools: ChainTools, addresses: string[], token: SwapToken<string>, router: Address): Promise<bigint[]> {
  if (token.native) return addresses.map(() => 2n ** 256n - 1n);
  return Promise.all(
    addresses.map((owner) =>
      tools.wallet.client.readContract({
        address: token.address as Address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [owner as Address, router],
      }),
    ),
  );
}
