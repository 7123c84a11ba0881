// Reads many wallets' balances of several tokens at once. Each read is its own eth_call (or
// eth_getBalance); the batched transport packs them into a few JSON-RPC batch requests.
import { type Address, erc20Abi } from 'viem';
import { NATIVE_TOKEN } from '../../shared/contracts/wallet/wallet-fields.ts';
import type { WalletChain } from './wallet-chain.ts';

/** Reads in flight at once: a few batches' worth. */
const IN_FLIGHT = 1000;

/** token key ("native" or a lower-case contract address) → balance in base units, per address. */
export type BalanceTable = Map<Address, Map<string, bigint>>;

export async function readBalances(chain: WalletChain, addresses: Address[], tokens: string[]): Promise<BalanceTable> {
  const reads = addresses.flatMap((address) => tokens.map((token) => ({ address, token })));
  const table: BalanceTable = new Map(addresses.map((address) => [address, new Map()]));
  for (let i = 0; i < reads.length; i += IN_FLIGHT) {
    const slice = reads.slice(i, i + IN_FLIGHT);
    const amounts = await Promise.all(
      slice.map(({ address, token }) =>
        token === NATIVE_TOKEN
          ? chain.client.getBalance({ address })
          : chain.client.readContract({ address: token as Address, abi: erc20Abi, functionName: 'balanceOf', args: [address] }),
      ),
    );
    slice.forEach(({ address, token }, index) => {
      table.get(address)!.set(token, amounts[index]!);
    });
  }
  return table;
}
