// Deposits and withdrawals of a user's wallets, read from the wallet module's send journal
// (chain_sends holds every transaction the product signs, as broadcast). A plain transfer, of the
// chain's coin or an ERC-20 token, is decoded from the signed bytes; it is a withdrawal when one of
// the user's wallets sends it to an address outside them, a deposit when it reaches one of them
// from outside (another user's wallet, a billing withdrawal). Transfers between the user's own
// wallets (allocation, collection) are neither; swaps and approvals are not transfers at all.
// Transfers the product did not sign (someone sending to a wallet from elsewhere) are not in the
// journal and so not counted.
import { decodeFunctionData, erc20Abi, type Hex, parseTransaction } from 'viem';
import { NATIVE_TOKEN } from '../../../../shared/contracts/wallet/wallet-fields.ts';

export interface PlainTransfer {
  /** "native" or the token's contract address (lower case). */
  token: string;
  /** Lower case. */
  to: string;
  amount: bigint;
}

export interface ExternalTransfer {
  direction: 'in' | 'out';
  token: string;
  amount: bigint;
  at: Date;
}

/** The transfer a signed transaction makes, or null when it is something else (a swap, an approval, a contract call). */
export function plainTransferOf(raw: Hex): PlainTransfer | null {
  let tx: ReturnType<typeof parseTransaction>;
  try {
    tx = parseTransaction(raw);
  } catch {
    return null;
  }
  if (!tx.to) return null;
  const data = tx.data ?? '0x';
  if (data === '0x') return (tx.value ?? 0n) > 0n ? { token: NATIVE_TOKEN, to: tx.to.toLowerCase(), amount: tx.value ?? 0n } : null;
  try {
    const call = decodeFunctionData({ abi: erc20Abi, data });
    if (call.functionName !== 'transfer') return null;
    const [to, amount] = call.args;
    return { token: tx.to.toLowerCase(), to: to.toLowerCase(), amount };
  } catch {
    return null;
  }
}

/** The sends that move value across the edge of `own` (the user's wallet addresses on the chain, lower case). */
export function externalTransfers(
  sends: readonly { fromAddress: string; raw: string; createdAt: Date }[],
  own: ReadonlySet<string>,
): ExternalTransfer[] {
  return sends.flatMap((send) => {
    const fromOwn = own.has(send.fromAddress.toLowerCase());
    const transfer = plainTransferOf(send.raw as Hex);
    if (!transfer) return [];
    const toOwn = own.has(transfer.to);
    if (fromOwn === toOwn) return [];
    return [{ direction: fromOwn ? 'out' : 'in', token: transfer.token, amount: transfer.amount, at: send.createdAt }];
  });
}
