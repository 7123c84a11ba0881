// Demo funds for a new main wallet on a chain that has a faucet (the embedded sandbox chain): its
// coin and every token its venues list, sent from the chain's funded account. One faucet send at a
// time, so the funded account's nonces never collide.
import { type Address, createWalletClient, erc20Abi, type Hex, http, parseUnits } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { WalletToken } from '../../../shared/contracts/wallet/wallet-view.ts';
import { NATIVE_TOKEN } from '../../../shared/contracts/wallet/wallet-fields.ts';
import type { ChainTools } from './wallet-chains.ts';

/** Whole units sent: enough gas for thousands of transfers, and tokens to allocate. */
export const FAUCET_NATIVE = '100';
export const FAUCET_TOKEN = '100000';

let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs a send of the faucet's account after every earlier one has finished: each reads its nonce
 * from the chain, so two at once would take the same one. Billing's faucet sends queue here too.
 */
export function onFaucet<T>(send: () => Promise<T>): Promise<T> {
  const run = queue.then(send);
  queue = run.catch(() => undefined);
  return run;
}

export function fundFromFaucet(tools: ChainTools, faucetKey: Hex, to: Address, tokens: WalletToken[]): Promise<void> {
  return onFaucet(async () => {
    const account = privateKeyToAccount(faucetKey);
    const wallet = createWalletClient({ account, chain: tools.wallet.viemChain, transport: http(tools.chain.rpcUrl) });
    let nonce = await tools.wallet.client.getTransactionCount({ address: account.address, blockTag: 'pending' });
    const hashes: Hex[] = [];
    for (const token of tokens) {
      hashes.push(
        token.key === NATIVE_TOKEN
          ? await wallet.sendTransaction({ to, value: parseUnits(FAUCET_NATIVE, 18), nonce: nonce++, gas: 21_000n })
          : await wallet.writeContract({
              address: token.key as Address,
              abi: erc20Abi,
              functionName: 'transfer',
              args: [to, parseUnits(FAUCET_TOKEN, token.decimals)],
              nonce: nonce++,
              gas: 100_000n,
            }),
      );
    }
    await Promise.all(hashes.map((hash) => tools.receipts.wait(hash)));
  });
}
