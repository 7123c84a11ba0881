// Sends a bot's swaps so that none goes out twice: each is prepared (quote, slippage floor, gas),
// recorded as pending, then signed with an explicit nonce, journalled and broadcast by the chain's
// journalled sender under the bot and step. What a mined swap moved is read from its receipt. A
// swap whose outcome is unknown (the RPC went silent, or the process died) stays pending and is
// looked up by its journal entry later: mined, or the same signed bytes broadcast again while its
// nonce is free, or, its nonce taken, known never to land. A new swap is never signed in its place.
// A market with its own route (a launch's bonding curve) prepares its swaps and reads their
// receipts through it, and sends the approval a swap needs first (journalled once per wallet and
// token); the others swap through the venue's router.
import { type Address, formatUnits, parseUnits, type TransactionReceipt } from 'viem';
import { ChainError } from '../../connectors/evm/chain-errors.ts';
import type { PreparedSwap, TokenRef } from '../../connectors/evm/evm-dex-connector.ts';
import { leastOutput } from './swap-limits.ts';
import type { DexMarket, DexMarketToken, DexWallet, SwapRecord, SwapRoute, SwapSettlement, SwapStore } from './dex-ports.ts';
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
    const amountIn = amountInUnits(order.amount, inToken.decimals, inToken.native ? undefined : order.held);
    // A hair under the limit's output, so rounding to base units never refuses a swap right at it.
    const least = order.limitPrice === undefined ? undefined : leastOutput(order.side, order.amount, order.limitPrice) * (1 - 1e-9);
    const from = order.wallet.address;
    const route = this.market.route;
    let prepared: PreparedSwap;
    try {
      if (route) {
        const refused = await this.approveFirst(route, order, amountIn);
        if (refused) return refused;
        prepared = await route.prepare({
          side: order.side,
          from,
          amountIn,
          slippagePercent: order.slippagePercent,
          gasMultiplier: order.gasMultiplier,
          ...(least === undefined ? {} : { minAmountOut: units(least, outToken.decimals) }),
        });
      } else
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
        return { ...this.failedEvent(order, error.reason), step: record.step };
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
    const requested = units(record.requested, inToken.decimals);
    const wallet = record.walletAddress as Address;
    const moved = this.market.route
      ? this.market.route.executedAmounts(receipt, { side: record.side, amountIn: requested }, wallet)
      : this.market.connector.executedAmounts(receipt, { tokenIn, tokenOut, amountIn: requested }, wallet);
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

  /**
   * Sends the approval the route says the swap needs first and waits until it is mined; a failed
   * event when it reverted. Its journal key is the wallet's and token's own, so it is sent at most
   * once however often the swap is tried again.
   */
  private async approveFirst(route: SwapRoute, order: SwapOrder, amountIn: bigint): Promise<SwapEvent | null> {
    const approval = await route.approval({ side: order.side, from: order.wallet.address, amountIn, gasMultiplier: order.gasMultiplier });
    if (!approval) return null;
    const receipt = await this.market.sender.send(
      { botId: this.botId, itemIndex: approval.item, step: 0 },
      order.wallet.account,
      approval.transaction,
      { operation: 'approve', role: 'trading', token: approval.token },
    );
    return receipt.status === 'success' ? null : this.failedEvent(order, 'allowanceMissing');
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
