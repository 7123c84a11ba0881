// Sends a bot's marketplace transactions so that none goes out twice, exactly as SwapSender does a
// swap's: each is built (its gas estimated, so a call the market refuses fails here with nothing
// recorded), recorded as pending in the bot's swap record (dex_swaps: a purchase as a buy of one
// item, a listing, withdrawal or approval as a sell-side record of none, the item in the tag
// "nft:<operation>:<id>", the price as what was requested), then signed with an explicit nonce,
// journalled and broadcast by the chain's journalled sender under the bot and step. What a mined
// one did is read from the market's events. One whose outcome is unknown (the RPC went silent, or
// the process died) stays pending and is looked up by its journal entry later; a new transaction
// is never signed in its place.
import { type Address, formatEther, parseEther, type TransactionReceipt } from 'viem';
import { ChainError } from '../../connectors/evm/chain-errors.ts';
import {
  type NftCall,
  nftOperationName,
  nftOutcome,
  type PreparedNftCall,
  prepareNftCall,
  readListing,
} from '../../connectors/evm/nft-market-calls.ts';
import { type DexWallet, evmAccountOf, type SwapRecord, type SwapSettlement, type SwapStore } from '../dex/dex-ports.ts';
import type { NftMarket } from './nft-ports.ts';
import type { NftEvent, NftOperation } from './nft-types.ts';

export interface NftOrder {
  operation: NftOperation;
  /** Empty for an approval. */
  tokenId: string;
  /** Whole coins: the listing's price, or the purchase's (which `priceWei` says exactly). */
  price: number;
  /** A purchase pays exactly the listing's price in wei (whole coins lose digits). */
  priceWei?: bigint;
  wallet: DexWallet;
  gasMultiplier: number;
}

/** Whole coins as wei; twelve decimals are plenty for a price and keep float noise off the chain. */
export const coinsToWei = (coins: number) => parseEther(coins.toFixed(12));
export const weiToCoins = (wei: bigint) => Number(formatEther(wei));

const tagOf = (operation: NftOperation, tokenId: string) => (tokenId === '' ? `nft:${operation}` : `nft:${operation}:${tokenId}`);

function parseTag(tag: string): { operation: NftOperation; tokenId: string } {
  const [, operation, tokenId] = tag.split(':');
  return { operation: (operation ?? 'approve') as NftOperation, tokenId: tokenId ?? '' };
}

export class NftSender {
  constructor(
    private readonly botId: number,
    private readonly userId: number,
    private readonly market: NftMarket,
    private readonly store: SwapStore,
    private step: number,
  ) {}

  /** Sends one transaction and waits for its receipt; refusals and reverts come back as failed events. */
  async send(order: NftOrder): Promise<NftEvent> {
    const from = order.wallet.address as Address;
    let prepared: PreparedNftCall;
    try {
      prepared = await prepareNftCall(this.market.client, this.market.venue, from, this.callOf(order), order.gasMultiplier);
    } catch (error) {
      // Refused before anything was signed: nothing to record but the failure itself.
      if (error instanceof ChainError && error.action !== 'retry')
        return this.failed(order, order.wallet.id, await this.buyMissed(order.operation, order.tokenId, order.priceWei, error.reason));
      throw error;
    }
    const record: SwapRecord = {
      botId: this.botId,
      userId: this.userId,
      step: ++this.step,
      tag: tagOf(order.operation, order.tokenId),
      walletId: order.wallet.id,
      walletAddress: from.toLowerCase(),
      side: order.operation === 'buy' ? 'buy' : 'sell',
      requested: order.price,
    };
    await this.store.intend(record, this.marketNames());
    let receipt: TransactionReceipt;
    try {
      receipt = await this.market.sender.send(
        this.key(record.step),
        evmAccountOf(order.wallet),
        prepared,
        { operation: nftOperationName(order.operation), role: 'trading' },
        false,
      );
    } catch (error) {
      if (error instanceof ChainError && error.action !== 'retry') {
        await this.store.settle(this.botId, record.step, { status: 'failed', reason: error.reason });
        return { ...this.failed(order, order.wallet.id, error.reason), step: record.step };
      }
      // Outcome unknown: the record stays pending and is looked up before the bot decides again.
      throw error;
    }
    return this.settleFromReceipt(record, receipt);
  }

  /** What became of transactions recorded as pending (after a restart, or an RPC that went silent). */
  async recoverPending(): Promise<NftEvent[]> {
    const events: NftEvent[] = [];
    for (const record of await this.store.pending(this.botId)) {
      const { operation, tokenId } = parseTag(record.tag);
      const receipt = await this.market.sender.recover(this.key(record.step), { operation: nftOperationName(operation), role: 'trading' });
      if (receipt) {
        events.push(await this.settleFromReceipt(record, receipt));
        continue;
      }
      await this.store.settle(this.botId, record.step, { status: 'failed', reason: 'notSent' });
      events.push({ operation, tokenId, walletId: record.walletId, status: 'failed', step: record.step, price: 0, reason: 'notSent' });
    }
    return events;
  }

  private async settleFromReceipt(record: SwapRecord, receipt: TransactionReceipt): Promise<NftEvent> {
    const { operation, tokenId } = parseTag(record.tag);
    const gasFee = weiToCoins(receipt.gasUsed * receipt.effectiveGasPrice);
    const base = { operation, tokenId, walletId: record.walletId, step: record.step };
    if (receipt.status !== 'success') {
      const reason = await this.buyMissed(operation, tokenId, coinsToWei(record.requested), 'reverted');
      await this.store.settle(this.botId, record.step, { status: 'failed', reason, gasFee, hash: receipt.transactionHash });
      return { ...base, status: 'failed', price: 0, reason };
    }
    const outcome = nftOutcome(receipt, this.market.venue);
    let price = 0;
    let settlement: SwapSettlement = { status: 'done', baseAmount: 0, quoteAmount: 0, gasFee, hash: receipt.transactionHash };
    if (operation === 'buy') {
      price = outcome.sold ? weiToCoins(outcome.sold.price) : record.requested;
      settlement = { ...settlement, baseAmount: 1, quoteAmount: price, price };
    } else if (operation === 'list') {
      price = outcome.listed ? weiToCoins(outcome.listed.price) : record.requested;
      settlement = { ...settlement, price };
    }
    await this.store.settle(this.botId, record.step, settlement);
    return { ...base, status: 'done', price };
  }

  /**
   * Why a purchase the market refused failed: 'notListed' when the item is no longer for sale at
   * the price paid (another buyer was first, or its seller withdrew or repriced it: a market's
   * ordinary race, not the bot's fault), else `reason` as given. A read that fails keeps `reason`.
   */
  private async buyMissed(operation: NftOperation, tokenId: string, price: bigint | undefined, reason: string): Promise<string> {
    if (operation !== 'buy' || reason !== 'reverted' || tokenId === '') return reason;
    try {
      const listing = await readListing(this.market.client, this.market.venue, BigInt(tokenId));
      return listing === null || (price !== undefined && listing.price !== price) ? 'notListed' : reason;
    } catch {
      return reason;
    }
  }

  private callOf(order: NftOrder): NftCall {
    const tokenId = order.tokenId === '' ? 0n : BigInt(order.tokenId);
    switch (order.operation) {
      case 'approve':
        return { operation: 'approve' };
      case 'list':
        return { operation: 'list', tokenId, price: coinsToWei(order.price) };
      case 'buy':
        return { operation: 'buy', tokenId, price: order.priceWei ?? coinsToWei(order.price) };
      case 'cancel':
        return { operation: 'cancel', tokenId };
    }
  }

  private key(step: number) {
    return { botId: this.botId, itemIndex: 0, step };
  }

  private marketNames() {
    return {
      venueId: this.market.venueId,
      chainKey: this.market.venue.chainKey,
      base: this.market.collectionSymbol,
      quote: this.market.coin,
    };
  }

  private failed(order: Pick<NftOrder, 'operation' | 'tokenId'>, walletId: number, reason: string): NftEvent {
    return { operation: order.operation, tokenId: order.tokenId, walletId, status: 'failed', step: 0, price: 0, reason };
  }
}
