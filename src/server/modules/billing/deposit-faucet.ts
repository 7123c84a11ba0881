// Embedded mode: test USDT from the sandbox chain's funded account to a deposit address, so a
// newcomer can buy a plan end to end. It queues with the wallets' faucet sends, so their nonces never collide.
import { type Address, encodeFunctionData, erc20Abi, type Hex, keccak256 } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { onFaucet } from '../wallets/sandbox-faucet.ts';
import type { ChainTools } from '../wallets/wallet-chains.ts';
import type { BillingChain } from './billing-chains.ts';
import { microsToUnits, usdtToMicros } from './money.ts';
import { TOKEN_TRANSFER_GAS } from './treasury.ts';

/** Enough for any plan's monthly price (Pro is 699). */
export const FAUCET_USDT = 1_000;

export function sendFaucetUsdt(tools: ChainTools, chain: BillingChain, faucetKey: Hex, to: Address): Promise<Hex> {
  return onFaucet(async () => {
    const account = privateKeyToAccount(faucetKey);
    const client = tools.wallet.client;
    const raw = await account.signTransaction({
      type: 'legacy',
      chainId: tools.wallet.chainId,
      nonce: await client.getTransactionCount({ address: account.address, blockTag: 'pending' }),
      to: chain.usdt,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to, microsToUnits(usdtToMicros(FAUCET_USDT), chain.usdtDecimals)],
      }),
      gas: TOKEN_TRANSFER_GAS,
      gasPrice: await client.getGasPrice(),
    });
    await client.sendRawTransaction({ serializedTransaction: raw });
    const hash = keccak256(raw);
    await tools.receipts.wait(hash);
    return hash;
  });
}
