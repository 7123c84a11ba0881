// Spec §5: a large transfer needs the e-mail code. Large means worth LARGE_TRANSFER_USDT or more,
// valued through the chain's pools (directly against USDT, or through the chain's coin; on Solana
// against USDT or USDC); a token the pools cannot value is treated as large, since its worth is
// unknown.
import type { Address } from 'viem';
import type { TokenRef } from '../../../engine/connectors/evm/evm-dex-connector.ts';
import { WRAPPED_SOL_MINT } from '../../../engine/connectors/solana/executed-amounts.ts';
import { NATIVE_TOKEN } from '../../../shared/contracts/wallet/wallet-fields.ts';
import { LARGE_TRANSFER_USDT } from '../../../shared/contracts/wallet/wallet-transfers.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import type { CallContext } from '../../http/call-registry.ts';
import type { TransferPlanning } from './transfer-planning.ts';
import type { WalletServices } from './wallet-services.ts';

/**
 * On a Solana network: the amount quoted into USDT or USDC (Solana's main dollar) by the network's
 * venues, wrapped SOL standing for SOL.
 */
async function solanaUsdtValue(s: WalletServices, plan: TransferPlanning, amount: bigint) {
  const input = plan.token.key === NATIVE_TOKEN ? WRAPPED_SOL_MINT : plan.token.key;
  for (const venue of s.chains.solana(plan.chain.key).venues)
    for (const dollar of venue.tokens.filter((token) => token.symbol === 'USDT' || token.symbol === 'USDC')) {
      if (input === dollar.mint) return { value: amount, decimals: dollar.decimals };
      try {
        return { value: await s.deps.venues.solana.connector(venue.id).quote(input, dollar.mint, amount), decimals: dollar.decimals };
      } catch {}
    }
  return null;
}

/** The amount's worth in USDT base units and USDT's decimals, or null when no pool prices it. */
async function usdtValue(s: WalletServices, plan: TransferPlanning, amount: bigint): Promise<{ value: bigint; decimals: number } | null> {
  if (!plan.tools) return solanaUsdtValue(s, plan, amount);
  for (const venue of plan.tools.venues) {
    const usdt = venue.tokens.find((token) => token.symbol === 'USDT');
    if (!usdt) continue;
    if (plan.token.key === usdt.address.toLowerCase()) return { value: amount, decimals: usdt.decimals };
    const connector = s.deps.venues.dex.connector(venue.id);
    const token: TokenRef = plan.token.key === NATIVE_TOKEN ? 'native' : (plan.token.key as Address);
    try {
      return { value: await connector.quote(amount, token, usdt.address), decimals: usdt.decimals };
    } catch {
      if (token === 'native') continue;
      try {
        const native = await connector.quote(amount, token, 'native');
        return { value: await connector.quote(native, 'native', usdt.address), decimals: usdt.decimals };
      } catch {}
    }
  }
  return null;
}

export async function requireLargeTransferCode(
  s: WalletServices,
  plan: TransferPlanning,
  amount: bigint,
  userId: number,
  emailCode: string | undefined,
  ctx: CallContext,
): Promise<void> {
  const worth = await usdtValue(s, plan, amount);
  const large = worth === null || worth.value >= BigInt(LARGE_TRANSFER_USDT) * 10n ** BigInt(worth.decimals);
  if (!large) return;
  if (!emailCode) throw new ApiError(CODE.largeTransferCode);
  await s.deps.proofs.requireEmailCode(userId, emailCode, ctx);
}
