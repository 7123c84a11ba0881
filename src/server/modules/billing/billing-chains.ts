// The chains that take deposits and pay withdrawals: those named in BILLING_CHAINS whose DEX venue
// is known (the sandbox chain in embedded mode), each with its USDT, the confirmations a deposit
// waits for, the fixed withdrawal fee and the least a deposit address holds before it is swept
// (BILLING_SWEEP_MIN). Resolved on each use, so a chain registered after start
// (a test's sandbox chain) counts as soon as it is there.
import type { Address } from 'viem';
import type { DexVenueRegistry } from '../../../engine/connectors/evm/dex-venue-registry.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { usdtToMicros } from './money.ts';

/** Confirmations before a deposit counts: enough that a reorganisation will not undo it. */
const CONFIRMATIONS: Record<string, number> = { SANDBOX: 1, BSC: 15, ETH: 12, BASE: 12, MATIC: 128 };
/** Withdrawal fee per chain in USDT: about what the treasury pays in gas, rounded up. */
const WITHDRAWAL_FEE_USDT: Record<string, number> = { SANDBOX: 1, BSC: 1, ETH: 5, BASE: 1, MATIC: 1 };
/** A sweep costs the treasury gas whatever it moves: smaller deposits wait on their address until they add up to this. */
export const DEFAULT_SWEEP_MINIMUM_USDT = 1;

export interface BillingChain {
  key: string;
  name: string;
  chainId: number;
  usdt: Address;
  usdtDecimals: number;
  confirmations: number;
  withdrawalFeeMicros: number;
  /** An address's credited deposits are swept once they add up to this (default 1 USDT). */
  sweepMinimumMicros?: number;
}

export class BillingChains {
  constructor(
    private readonly keys: readonly string[],
    private readonly registry: Pick<DexVenueRegistry, 'chains'>,
    private readonly options: { sweepMinimumUsdt?: number } = {},
  ) {}

  list(): BillingChain[] {
    const known = this.registry.chains();
    return this.keys.flatMap((key) => {
      const entry = known.find((candidate) => candidate.chain.key === key);
      const usdt = entry?.venues.flatMap((venue) => venue.tokens).find((token) => token.symbol === 'USDT');
      if (!entry || !usdt) return [];
      return [
        {
          key,
          name: entry.chain.name,
          chainId: entry.chain.chainId,
          usdt: usdt.address,
          usdtDecimals: usdt.decimals,
          confirmations: CONFIRMATIONS[key] ?? 12,
          withdrawalFeeMicros: usdtToMicros(WITHDRAWAL_FEE_USDT[key] ?? 1),
          sweepMinimumMicros: usdtToMicros(this.options.sweepMinimumUsdt ?? DEFAULT_SWEEP_MINIMUM_USDT),
        },
      ];
    });
  }

  /** The chain by key, or the first when none is named; 4413 when it takes no deposits. */
  of(key?: string): BillingChain {
    const list = this.list();
    const chain = key ? list.find((candidate) => candidate.key === key) : list[0];
    if (!chain) throw new ApiError(CODE.unknownChain);
    return chain;
  }
}
