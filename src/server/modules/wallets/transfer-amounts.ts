// What a transfer call settles before its task starts (transfer-planning.ts), whatever the chain:
// the token, the fee of one transfer, and amounts in the token's base units.
import { formatUnits, parseUnits } from 'viem';
import type { WalletToken } from '../../../shared/contracts/wallet/wallet-view.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import type { ChainSummary, ChainTools } from './wallet-chains.ts';
import type { WalletRow } from './wallet-repository.ts';
import type { WalletTaskParams } from './wallet-tasks.ts';

export interface TransferPlanning {
  chain: ChainSummary;
  /** The EVM chain's tools (none on Solana). */
  tools?: ChainTools;
  token: WalletToken;
  params: WalletTaskParams;
  gasPrice: bigint;
  /** What one transfer of this token costs in the chain's coin, at most. */
  gasCost: bigint;
  /** Coin a sender keeps besides its transfers' cost unless it sends everything: Solana's rent-exempt minimum. */
  reserve: bigint;
  toUnits(amount: string): bigint;
  display(amount: bigint): number;
  /** token and native balances of the wallets, fresh from the chain. */
  balances(rows: WalletRow[]): Promise<Map<number, { token: bigint; native: bigint }>>;
}

/** The amount's checks and conversions, whatever the chain. */
export function transferAmounts(token: WalletToken) {
  return {
    toUnits(amount: string) {
      const fraction = amount.split('.')[1] ?? '';
      if (fraction.replace(/0+$/, '').length > token.decimals)
        throw new ApiError(CODE.amountPrecision, 'code.4414', { params: { token: token.symbol, decimals: token.decimals } });
      return parseUnits(amount, token.decimals);
    },
    display: (amount: bigint) => Number(formatUnits(amount, token.decimals)),
  };
}
