// Sends a bot's swaps so that none goes out twice, on either chain family: the market's swapper
// readies each swap, the swap is recorded as pending (dex_swaps) under the bot's next step, and only
// then does the swapper sign, journal and send it under that step. A swap whose outcome is unknown
// (the RPC went silent, or the process died) stays pending and is looked up by its journal entry
// later (recoverPending): landed, or the same signed transaction sent again and waited for, or known
// never to land. A new swap is never signed in its place.
import { formatUnits, parseUnits } from 'viem';
import { ChainError } from '../../connectors/evm/chain-errors.ts';
import type { DexMarket, DexWallet, SwapOutcome, SwapRecord, SwapStore } from './dex-ports.ts';
import type { SwapEvent, SwapSide } from './dex-types.ts';
import { leastOutput } from './swap-limits.ts';

export interface SwapOrder {
  tag: string;
  side: SwapSide;
  amount: number;
  wallet: DexWallet;
  slippagePercent: number;
  gasMultiplier: number;
  /** The average price limit (at most on a buy, at least on a sell), kept on chain as the least output. */
  limitPrice?: number;
  /** What the wallet held of the token going in at its last read, in base units. */
  held?: bigint;
}

/**
 * The swap's amount in base units. Whole tokens pass through a float, so a swap of all a wallet
 * holds can come out a few units above it and be refused: within a millionth, it is what is held.
 */
export function amountInUnits(amount: number, decimals: number, held: bigint | undefined): bigint {
  const wanted = units(amount, decimals);
  if (held === undefined || wanted <= held) return wanted;
  return wanted - held <= wanted / 1_000_000n ? held : wanted;
}

/** Whole tokens as base units, never more decimals than the token has. */
const units = (amount: number, decimals: number) => parseUnits(amount.toFixed(Math.min(decimals, 18)), decimals);

export class SwapSender {
  constructor(
    private readonly botId: number,
    private readonly userId: number,
    private readonly market: DexMarket,
    private readonly store: SwapStore,
    private step: number,
  ) {}

  /** Sends one swap and waits for the chain's answer; refusals and reverts come back as failed events. */
  async send(order: SwapOrder): Promise<SwapEvent> {
    const { inToken, outToken } = this.route(order.side);
    const amountIn = amountInUnits(order.amount, inToken.decimals, inToken.native ? undefined : order.held);
    // A hair under the limit's output, so rounding to base units never refuses a swap right at it.
    const least = order.limitPrice === undefined ? undefined : leastOutput(order.side, order.amount, order.limitPrice) * (1 - 1e-9);
    let record: SwapRecord | null = null;
    let outcome: SwapOutcome;
    try {
      outcome = await this.market.swapper.swap(
        {
          botId: this.botId,
          side: order.side,
          wallet: order.wallet,
          amountIn,
          slippagePercent: order.slippagePercent,
          gasMultiplier: order.gasMultiplier,
          ...(least === undefined ? {} : { minAmountOut: units(least, outToken.decimals) }),
        },
        async () => {
          record = {
            botId: this.botId,
            userId: this.userId,
            step: ++this.step,
            tag: order.tag,
            walletId: order.wallet.id,
            // An EVM address in lower case, as the order history keeps it; a base58 one keeps its case.
            walletAddress: this.market.family === 'evm' ? order.wallet.address.toLowerCase() : order.wallet.address,
            side: order.side,
            requested: order.amount,
          };
          await this.store.intend(record, this.marketNames());
          return this.key(record.step);
        },
      );
    } catch (error) {
      if (error instanceof ChainError && error.action !== 'retry') {
        // Refused before anything was signed: nothing to record but the failure itself.
        if (!record) return this.failedEvent(order, error.reason);
        const recorded: SwapRecord = record;
        await this.store.settle(this.botId, recorded.step, { status: 'failed', reason: error.reason });
        return { ...this.failedEvent(order, error.reason), step: recorded.step };
      }
      // Outcome unknown: a recorded swap stays pending and is looked up on a later tick.
      throw error;
    }
    return this.settle(record!, outcome);
  }

  /** What became of swaps recorded as pending (after a restart, or an RPC that went silent). */
  async recoverPending(): Promise<SwapEvent[]> {
    const events: SwapEvent[] = [];
    for (const record of await this.store.pending(this.botId)) {
      const { inToken } = this.route(record.side);
      const outcome = await this.market.swapper.recover(this.key(record.step), {
        side: record.side,
        amountIn: units(record.requested, inToken.decimals),
        walletAddress: record.walletAddress,
      });
      events.push(await this.settle(record, outcome ?? { status: 'failed', reason: 'notSent' }));
    }
    return events;
  }

  private async settle(record: SwapRecord, outcome: SwapOutcome): Promise<SwapEvent> {
    if (outcome.status === 'failed') {
      const { status, reason, fee, hash } = outcome;
      await this.store.settle(this.botId, record.step, {
        status,
        reason,
        ...(fee === undefined ? {} : { gasFee: fee }),
        ...(hash === undefined ? {} : { hash }),
      });
      return { ...this.eventBase(record), status: 'failed', baseAmount: 0, quoteAmount: 0, price: 0, reason };
    }
    const { inToken, outToken } = this.route(record.side);
    const amountIn = Number(formatUnits(outcome.amountIn, inToken.decimals));
    const amountOut = Number(formatUnits(outcome.amountOut, outToken.decimals));
    const [baseAmount, quoteAmount] = record.side === 'buy' ? [amountOut, amountIn] : [amountIn, amountOut];
    const price = baseAmount > 0 ? quoteAmount / baseAmount : 0;
    await this.store.settle(this.botId, record.step, {
      status: 'done',
      baseAmount,
      quoteAmount,
      price,
      gasFee: outcome.fee,
      hash: outcome.hash,
    });
    return { ...this.eventBase(record), status: 'done', baseAmount, quoteAmount, price };
  }

  private route(side: SwapSide) {
    const { base, quote } = this.market;
    const [inToken, outToken] = side === 'buy' ? [quote, base] : [base, quote];
    return { inToken, outToken };
  }

  private key(step: number) {
    return { botId: this.botId, itemIndex: 0, step };
  }

  private marketNames() {
    const { venueId, chainKey, base, quote } = this.market;
    return { venueId, chainKey, base: base.symbol, quote: quote.symbol };
  }

  private eventBase(record: Pick<SwapRecord, 'tag' | 'side' | 'walletId'> & { step?: number }) {
    return { tag: record.tag, side: record.side, walletId: record.walletId, ...(record.step === undefined ? {} : { step: record.step }) };
  }

  private failedEvent(order: SwapOrder, reason: string): SwapEvent {
    return {
      ...this.eventBase({ ...order, walletId: order.wallet.id }),
      status: 'failed',
      baseAmount: 0,
      quoteAmount: 0,
      price: 0,
      reason,
    };
  }
}
