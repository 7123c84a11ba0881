// What every transfer call settles before its task starts: the token and the amount in base units,
// the chain's gas price and limits, and balances read fresh from the chain (not the list's copy).
import { type Address, formatUnits } from 'viem';
import { readBalances } from '../../../engine/wallets/balance-reader.ts';
import type { GasReserveRefusal } from '../../../shared/contracts/wallet/gas-reserve.ts';
import { NATIVE_TOKEN } from '../../../shared/contracts/wallet/wallet-fields.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { solanaTransferPlanning } from './solana-transfer-planning.ts';
import { type TransferPlanning, transferAmounts } from './transfer-amounts.ts';
import { NATIVE_TRANSFER_GAS } from './wallet-task-executor.ts';
import type { WalletRow } from './wallet-repository.ts';
import type { WalletServices } from './wallet-services.ts';

/**
 * Gas limit of a token transfer or approval: above what an OpenZeppelin ERC-20 uses (35-55k) with
 * room for tokens that do more on transfer. Only the gas used is paid.
 */
export const TOKEN_GAS = 100_000n;

export type { TransferPlanning } from './transfer-amounts.ts';

export async function transferPlanning(s: WalletServices, userId: number, chain: string, tokenKey: string): Promise<TransferPlanning> {
  const summary = s.chains.summary(chain);
  if (summary.family === 'solana') return solanaTransferPlanning(s, summary, await s.tokenOf(userId, chain, tokenKey));
  const tools = s.chains.of(chain);
  const token = await s.tokenOf(userId, chain, tokenKey);
  const gasPrice = await tools.wallet.client.getGasPrice();
  const gasLimit = token.key === NATIVE_TOKEN ? NATIVE_TRANSFER_GAS : TOKEN_GAS;
  return {
    chain: summary,
    tools,
    token,
    gasPrice,
    gasCost: gasLimit * gasPrice,
    reserve: 0n,
    params: { chain, token: token.key, decimals: token.decimals, gasPrice: gasPrice.toString(), gasLimit: gasLimit.toString() },
    ...transferAmounts(token),
    async balances(rows) {
      const keys = token.key === NATIVE_TOKEN ? [NATIVE_TOKEN] : [token.key, NATIVE_TOKEN];
      const table = await readBalances(
        tools.wallet,
        rows.map((row) => row.address as Address),
        keys,
      );
      return new Map(
        rows.map((row) => {
          const amounts = table.get(row.address as Address)!;
          return [row.id, { token: amounts.get(token.key)!, native: amounts.get(NATIVE_TOKEN)! }];
        }),
      );
    },
  };
}

/**
 * The sender must hold the amount (4301) and the gas of its transfers (2110 for the main wallet, 2109
 * otherwise, worded for a transfer: 2109's own text speaks of approving). The main wallet asked for
 * coin it holds but not with the gas on top answers 2110 with the most it can send, as the user sees
 * the whole balance and cannot tell what the gas takes.
 */
export function requireFunds(
  plan: TransferPlanning,
  sender: WalletRow,
  held: { token: bigint; native: bigint },
  amount: bigint,
  transfers: number,
) {
  const gas = plan.gasCost * BigInt(transfers) + plan.reserve;
  const native = plan.token.key === NATIVE_TOKEN;
  const main = sender.role === 'main';
  const mostAfterGas = held.native - gas;
  if (native && main && amount <= held.native && amount > mostAfterGas) {
    if (mostAfterGas <= 0n) throw new ApiError(CODE.mainWalletGasLow);
    const reserve: GasReserveRefusal = {
      most: formatUnits(mostAfterGas, plan.token.decimals),
      gas: formatUnits(gas, plan.token.decimals),
      symbol: plan.token.symbol,
    };
    throw new ApiError(CODE.mainWalletGasLow, 'validation.wallets.mostAfterGas', { params: reserve, data: reserve });
  }
  if ((native ? mostAfterGas : held.token) < amount) throw new ApiError(CODE.amountExceedsBalance);
  if (held.native < gas + (native ? amount : 0n))
    throw main ? new ApiError(CODE.mainWalletGasLow) : new ApiError(CODE.gasProblem, 'validation.wallets.senderGasLow');
}

/**
 * On Solana a wallet holding no SOL is refused a SOL transfer under the rent-exempt minimum (the
 * chain would refuse it, and the task fail item by item): 4415, naming the minimum.
 */
export function requireRentExempt(plan: TransferPlanning, receivers: { held: bigint; amount: bigint }[]) {
  if (plan.chain.family !== 'solana' || plan.token.key !== NATIVE_TOKEN) return;
  if (receivers.some((receiver) => receiver.held === 0n && receiver.amount < plan.reserve))
    throw new ApiError(CODE.amountTooSmall, 'validation.wallets.belowRentExempt', {
      params: { minimum: formatUnits(plan.reserve, plan.token.decimals) },
    });
}
