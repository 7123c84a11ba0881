// Sends a bot's swaps so that none goes out twice: each is prepared (quote, slippage floor, gas),
// recorded as pending, then signed with an explicit nonce, journalled and broadcast by the chain's
// journalled sender under the bot and step. What a mined swap moved is read from its receipt. A
// swap whose outcome is unknown (the RPC went silent, or the process died) stays pending and is
// looked up by its journal entry later: mined, or the same signed bytes broadcast again while its
// nonce is free, or, its nonce taken, known never to land. A new swap is never signed in its place.
import { type Address, formatUnits, parseUnits, type TransactionReceipt } from 'viem';
import { ChainError } from '../../connectors/evm/chain-errors.ts';
import type { TokenRef } from '../../connectors/evm/evm-dex-connector.ts';
import { leastOutput } from './swap-limits.ts';
import type { DexMarket, DexMarketToken, DexWallet, SwapRecord, SwapSettlement, SwapStore } from './dex-ports.ts';
import type { SwapEvent, SwapSide } from './dex-types.ts';

export interface SwapOrder {
  tag: string;
  side: SwapSide;
  amount: number;
  wallet: DexWallet;
  slippagePercent: number;
  gasMultiplier: number;
  /** The average price limit (at most on a buy, at least on a sell), kept on chain as the least output. */
  limitPrice?: number;
}

const tokenRef = (token: DexMarketToken): TokenRef => (token.native ? 'native' : token.address);
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

  /** Sends one swap and waits for its receipt; refusals and reverts come back as failed events. */
  async send(order: SwapOrder): Promise<SwapEvent> {
    const { tokenIn, tokenOut, inToken, outToken } = this.route(order.side);
    const amountIn = units(order.amount, inToken.decimals);
    // A hair under the limit's output, so rounding to base units never refuses a swap right at it.
    const least = order.limitPrice === undefined ? undefined : leastOutput(order.side, order.amount, order.limitPrice) * (1 - 1e-9);
    const from = order.wallet.address;
    let prepared: Awaited<ReturnType<DexMarket['connector']['prepareSwap']>>;
    try {
      prepared = await this.market.connector.prepareSwap({
        from,
        tokenIn,
        tokenOut,
        amountIn,
        slippagePercent: order.slippagePercent,
        gasMultiplier: order.gasMultiplier,
        role: 'trading',
        ...(least === undefined ? {} : { minAmountOut: units(least, outToken.decimals) }),
      });
    } catch (error) {
      // Refused before anything was signed: nothing to record but the failure itself.
      if (error instanceof ChainError && error.action !== 'retry') return this.failedEvent(order, error.reason);
      throw error;
    }
    const record: SwapRecord = {
      botId: this.botId,
      userId: this.userId,
      step: ++this.step,
      tag: order.tag,
      walletId: order.wallet.id,
      walletAddress: from.toLowerCase(),
      side: order.side,
      requested: order.amount,
    };
    await this.store.intend(record, this.marketNames());
    let receipt: TransactionReceipt;
    try {
      receipt = await this.market.sender.send(
        this.key(record.step),
        order.wallet.account,
        prepared,
        { operation: 'swap', role: 'trading', ...(tokenIn === 'native' ? {} : { token: tokenIn }) },
        false,
      );
    } catch (error) {
      if (error instanceof ChainError && error.action !== 'retry') {
        await this.store.settle(this.botId, record.step, { status: 'failed', reason: error.reason });
        return this.failedEvent(order, error.reason);
      }
      // Outcome unknown: the record stays pending and is looked up on a later tick.
      throw error;
    }
    return this.settleFromReceipt(record, receipt);
  }

  /** What became of swaps recorded as pending (after a restart, or an RPC that went silent). */
  async recoverPending(): Promise<SwapEvent[]> {
    const events: SwapEvent[] = [];
    for (const record of await this.store.pending(this.botId)) {
      const receipt = await this.market.sender.recover(this.key(record.step), { operation: 'swap', role: 'trading' });
      if (receipt) {
        events.push(await this.settleFromReceipt(record, receipt));
        continue;
      }
      await this.store.settle(this.botId, record.step, { status: 'failed', reason: 'notSent' });
      events.push({ ...this.eventBase(record), status: 'failed', baseAmount: 0, quoteAmount: 0, price: 0, reason: 'notSent' });
    }
    return events;
  }

  private async settleFromReceipt(record: SwapRecord, receipt: TransactionReceipt): Promise<SwapEvent> {
    const gasFee = Number(formatUnits(receipt.gasUsed * receipt.effectiveGasPrice, 18));
    if (receipt.status !== 'success') {
      const settlement: SwapSettlement = { status: 'failed', reason: 'reverted', gasFee, hash: receipt.transactionHash };
      await this.store.settle(this.botId, record.step, settlement);
      return { ...this.eventBase(record), status: 'failed', baseAmount: 0, quoteAmount: 0, price: 0, reason: 'reverted' };
    }
    const { tokenIn, tokenOut, inToken, outToken } = this.route(record.side);
    const moved = this.market.connector.executedAmounts(
      receipt,
      { tokenIn, tokenOut, amountIn: units(record.requested, inToken.decimals) },
      record.walletAddress as Address,
    );
    const amountIn = Number(formatUnits(moved.amountIn, inToken.decimals));
    const amountOut = Number(formatUnits(moved.amountOut, outToken.decimals));
    const [baseAmount, quoteAmount] = record.side === 'buy' ? [amountOut, amountIn] : [amountIn, amountOut];
    const price = baseAmount > 0 ? quoteAmount / baseAmount : 0;
    await this.store.settle(this.botId, record.step, {
      status: 'done',
      baseAmount,
      quoteAmount,
      price,
      gasFee,
      hash: receipt.transactionHash,
    });
    return { ...this.eventBase(record), status: 'done', baseAmount, quoteAmount, price };
  }

  private route(side: SwapSide) {
    const { base, quote } = this.market;
    const [inToken, outToken] = side === 'buy' ? [quote, base] : [base, quote];
    return { inToken, outToken, tokenIn: tokenRef(inToken), tokenOut: tokenRef(outToken) };
  }

  private key(step: number) {
    return { botId: this.botId, itemIndex: 0, step };
  }

  private marketNames() {
    const { venueId, chainKey, base, quote } = this.market;
    return { venueId, chainKey, base: base.symbol, quote: quote.symbol };
  }

  private eventBase(record: Pick<SwapRecord, 'tag' | 'side' | 'walletId'>) {
    return { tag: record.tag, side: record.side, walletId: record.walletId };
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
