// The treasury of a billing chain: where deposits are swept and withdrawals are paid from. Its
// sends go through the chain's journalled sender under a billing reference, so a crash between
// signing and recording the outcome neither loses nor repeats a transfer.
import { type Address, encodeFunctionData, erc20Abi, type Hex, parseEther, type TransactionReceipt } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { onFaucet } from '../wallets/sandbox-faucet.ts';
import type { ChainTools } from '../wallets/wallet-chains.ts';
import type { BillingChain } from './billing-chains.ts';

/** Gas an ERC-20 transfer is given (USDT-like tokens use about 35–55 thousand). */
export const TOKEN_TRANSFER_GAS = 100_000n;
const NATIVE_TRANSFER_GAS = 21_000n;
/** What one sweep can cost the treasury in gas: the top-up's own transfer plus the token transfer it pays for. */
export const SWEEP_TREASURY_GAS = NATIVE_TRANSFER_GAS + TOKEN_TRANSFER_GAS;
/** What the sandbox faucet gives the treasury when it runs short of gas. */
const FAUCET_TOP_UP = parseEther('10');

export async function usdtBalance(tools: ChainTools, chain: BillingChain, address: Address): Promise<bigint> {
  return tools.wallet.client.readContract({ address: chain.usdt, abi: erc20Abi, functionName: 'balanceOf', args: [address] });
}

/** Sends `amount` USDT from the key's address, once per (ref, step). */
export function sendUsdt(
  tools: ChainTools,
  chain: BillingChain,
  key: Hex,
  to: Address,
  amount: bigint,
  ref: { billingRef: string; step: number },
  gasPrice: bigint,
): Promise<TransactionReceipt> {
  const account = privateKeyToAccount(key);
  return tools.sender.send(
    { billingRef: ref.billingRef, itemIndex: 0, step: ref.step },
    account,
    {
      to: chain.usdt,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
      gas: TOKEN_TRANSFER_GAS,
      gasPrice,
    },
    { operation: 'transfer', wallet: account.address, token: chain.usdt },
  );
}

/**
 * Sends the chain's coin (gas for a sweep), once per (ref, step). Its amount follows the gas price,
 * so a journalled one the chain has not mined and that offers less gas is replaced at its nonce.
 */
export function sendNative(
  tools: ChainTools,
  key: Hex,
  to: Address,
  value: bigint,
  ref: { billingRef: string; step: number },
  gasPrice: bigint,
) {
  const account = privateKeyToAccount(key);
  return tools.sender.send(
    { billingRef: ref.billingRef, itemIndex: 0, step: ref.step },
    account,
    { to, value, gas: NATIVE_TRANSFER_GAS, gasPrice },
    { operation: 'transfer', wallet: account.address },
    true,
    { replaceUnderpriced: true },
  );
}

/**
 * The treasury has gas for `sends` more transfers of `gasPerSend` each (a token transfer unless
 * told); on a chain with a faucet it is topped up when short.
 */
export async function treasuryHasGas(
  tools: ChainTools,
  treasury: Address,
  gasPrice: bigint,
  sends: number,
  faucet?: Hex,
  gasPerSend = TOKEN_TRANSFER_GAS,
): Promise<boolean> {
  const need = gasPerSend * gasPrice * BigInt(sends);
  if ((await tools.wallet.client.getBalance({ address: treasury })) >= need) return true;
  if (!faucet) return false;
  const account = privateKeyToAccount(faucet);
  const hash = await onFaucet(async () =>
    tools.wallet.client.sendRawTransaction({
      serializedTransaction: await account.signTransaction({
        type: 'legacy',
        chainId: tools.wallet.chainId,
        nonce: await tools.wallet.client.getTransactionCount({ address: account.address, blockTag: 'pending' }),
        to: treasury,
        value: FAUCET_TOP_UP,
        gas: NATIVE_TRANSFER_GAS,
        gasPrice,
      }),
    }),
  );
  await tools.receipts.wait(hash);
  return true;
}
