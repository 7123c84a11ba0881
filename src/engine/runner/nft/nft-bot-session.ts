// One running NFT bot: the same lifecycle, log, failure handling and safety budget as every bot
// (tick-loop.ts), trading on a marketplace from its group's wallets. A tick first learns what became
// of any transaction whose outcome it does not know, reads the collection's listings and what the
// wallets hold, asks the strategy, and carries out the listings, purchases and withdrawals it asked
// for one after another (a purchase of the bot's own listing must follow it), each recorded before
// it is signed. Stopping the bot withdraws its listings, as stopping any bot cancels its orders.
import { BaseError } from 'viem';
import { ChainError } from '../../connectors/evm/chain-errors.ts';
import { seededRandom } from '../random.ts';
import type { SessionDeps } from '../session-deps.ts';
import { line } from '../session-log.ts';
import type { BotRecord } from '../store-port.ts';
import { TickLoop } from '../tick-loop.ts';
import type { LogLine } from '../types.ts';
import type { SwapStore } from '../dex/dex-ports.ts';
import { allows } from '../dex/wallet-picker.ts';
import type { NftListing } from '../../connectors/evm/nft-market-calls.ts';
import type { BotListingRecord, NftAccess, NftListingRecords, NftMarket } from './nft-ports.ts';
import { NftSender, weiToCoins } from './nft-sender.ts';
import type { CollectionView, NftDecision, NftEvent, NftMarketAction, NftStrategy, NftWalletView } from './nft-types.ts';
import { NftWalletBook } from './nft-wallet-book.ts';

export interface NftSessionDeps {
  access: NftAccess;
  swaps: SwapStore;
  /** Which listings are the bot's own, from the same records. */
  listings: NftListingRecords;
}

interface Ready {
  market: NftMarket;
  sender: NftSender;
  wallets: NftWalletBook;
}

/** What this tick read: the view the strategy saw, and the listings' exact prices for purchases. */
interface Snapshot {
  collection: CollectionView;
  wallets: NftWalletView[];
  listings: Map<string, NftListing>;
}

const isMarketAction = (action: NftDecision<unknown>['actions'][number]): action is NftMarketAction =>
  action.kind === 'list' || action.kind === 'buy' || action.kind === 'cancel';

export class NftBotSession extends TickLoop {
  private ready: Ready | null = null;
  private tickNo = 0;
  private events: NftEvent[] = [];
  /** A send may have been signed without its outcome being known: look it up before deciding again. */
  private unsettled = true;
  /** The bot's own listings standing (by item), kept up to date from its transactions as they settle. */
  private botListings = new Map<string, BotListingRecord>();

  constructor(
    bot: BotRecord,
    private readonly strategy: NftStrategy,
    deps: SessionDeps,
    private readonly nft: NftSessionDeps,
  ) {
    super(bot, deps);
  }

  private get gasMultiplier(): number {
    return (this.bot.params as { gas_multiplier?: number }).gas_multiplier ?? 1;
  }

  /** Opens the market and loads the state; pending records are looked up at the first tick. */
  private async getReady(): Promise<Ready> {
    const market = await this.nft.access.open(this.bot);
    const stored = await this.deps.store.loadState(this.bot.id);
    this.loadState(stored?.state ?? this.strategy.initialState(this.bot.params));
    const sender = new NftSender(this.bot.id, this.bot.userId, market, this.nft.swaps, await this.nft.swaps.lastStep(this.bot.id));
    this.botListings = await this.nft.listings.listedByBot(this.bot.id);
    return { market, sender, wallets: new NftWalletBook(market, this.gasMultiplier) };
  }

  protected async tickBody(now: number): Promise<number> {
    const params = this.bot.params;
    const interval = () => this.strategy.intervalMs(params, seededRandom(this.bot.id, now, 'interval'));
    this.ready ??= await this.getReady();
    await this.lifecycle.leaveQueue(now);
    if (this.unsettled) await this.recover();

    let snapshot: Snapshot;
    try {
      snapshot = await this.read(now);
    } catch (error) {
      // The chain's answer is missing: wait for it. Anything else (the database, a bug) fails the tick.
      if (!(error instanceof BaseError || error instanceof ChainError)) throw error;
      await this.lifecycle.pause('data', line('nftMarketUnavailable', undefined, 'warn'));
      return interval();
    }
    await this.lifecycle.resume('data', 'dataRecovered');

    this.tickNo++;
    const decision = this.strategy.decide({
      botId: this.bot.id,
      params,
      state: this.state,
      now,
      random: seededRandom(this.bot.id, now),
      collection: snapshot.collection,
      wallets: snapshot.wallets,
      gasReserve: this.ready.wallets.gasReserve,
      events: this.events.splice(0),
      actionBudget: this.budget.remaining(now),
      tick: this.tickNo,
    });
    await this.carryOut(decision, snapshot, now);
    return decision.nextTickMs ?? interval();
  }

  private async recover(): Promise<void> {
    const recovered = await this.ready!.sender.recoverPending();
    this.unsettled = false;
    if (recovered.length > 0) this.log.say('nftRecovered', { count: recovered.length });
    for (const event of recovered) this.report(event);
    this.events.push(...recovered);
  }

  /** The market and the wallets now; `fresh` skips the listings other bots read a moment ago. */
  private async read(now: number, fresh = false): Promise<Snapshot> {
    const { market, wallets } = this.ready!;
    const [listings, views] = await Promise.all([market.listings({ fresh }), wallets.read(now)]);
    const groupWallet = new Map(views.map((view) => [view.address, view.id]));
    const listed = listings.map((listing) => {
      const tokenId = String(listing.tokenId);
      const walletId = groupWallet.get(listing.seller.toLowerCase()) ?? null;
      const own = this.botListings.get(tokenId);
      const botStep = own && walletId !== null && own.walletId === walletId ? own.step : null;
      return { tokenId, seller: listing.seller.toLowerCase(), price: weiToCoins(listing.price), walletId, botStep };
    });
    // A listing of the bot no longer on the market (bought by someone else, or withdrawn) is no longer its.
    for (const tokenId of [...this.botListings.keys()])
      if (!listed.some((listing) => listing.tokenId === tokenId && listing.botStep !== null)) this.botListings.delete(tokenId);
    const floor = listed.reduce<number | null>((low, listing) => (low === null || listing.price < low ? listing.price : low), null);
    return {
      collection: { address: market.venue.collection.toLowerCase(), symbol: market.collectionSymbol, listings: listed, floor },
      wallets: views,
      listings: new Map(listings.map((listing) => [String(listing.tokenId), listing])),
    };
  }

  private async carryOut(decision: NftDecision<unknown>, snapshot: Snapshot, now: number): Promise<void> {
    for (const action of decision.actions) if (action.kind === 'log') this.log.relay(action.line);
    this.keepState(decision.state);
    for (const action of decision.actions.filter(isMarketAction)) {
      if (!this.budget.spend(now)) break;
      if (action.reason) this.log.relay(action.reason);
      const event = await this.execute(action, snapshot, now);
      this.report(event);
      this.events.push(event);
    }

    this.stopRequest ??= this.budget.exhausted;
    const stop = decision.actions.find((action) => action.kind === 'stop');
    if (stop?.kind === 'stop') this.stopRequest ??= stop.reason;
    const pause = decision.actions.find((action) => action.kind === 'pause');
    if (pause?.kind === 'pause') await this.lifecycle.pause('strategy', pause.reason);
    else if (!pause) await this.lifecycle.resume('strategy', 'resumed');
  }

  /**
   * One market action, after checking the wallet may (its restriction: buying, or listing as a
   * sell) and can (the gas kept, and the price on top for a purchase). A wallet the market may not
   * yet move items of approves it first. A send whose outcome is unknown leaves the session to
   * look it up before its next decision, and fails the tick.
   */
  private async execute(action: NftMarketAction, snapshot: Snapshot, now: number): Promise<NftEvent> {
    const { wallets, sender } = this.ready!;
    const refused = (reason: string): NftEvent => ({
      operation: action.kind,
      tokenId: action.tokenId,
      walletId: action.walletId,
      status: 'failed',
      step: 0,
      price: 0,
      reason,
    });
    const wallet = wallets.wallet(action.walletId);
    const view = snapshot.wallets.find((candidate) => candidate.id === action.walletId);
    if (!wallet || !view) return refused('noWallets');
    if (action.kind !== 'cancel' && !allows(view, action.kind === 'buy' ? 'buy' : 'sell')) return refused('walletRestricted');
    if (view.native < wallets.gasReserve) return refused('insufficientGas');
    const listing = snapshot.listings.get(action.tokenId);
    if (action.kind === 'buy') {
      // Exactly the listing's price as read this tick, and never more than the strategy allowed.
      if (!listing || weiToCoins(listing.price) > action.price * (1 + 1e-9)) return refused('notListed');
      if (view.native - wallets.gasReserve < weiToCoins(listing.price)) return refused('insufficientBalance');
    }
    const order = { tokenId: action.tokenId, wallet, gasMultiplier: this.gasMultiplier };
    try {
      if (action.kind === 'list' && !view.approved) {
        if (!this.budget.spend(now)) return refused('notSent');
        const approval = await sender.send({ ...order, operation: 'approve', tokenId: '', price: 0 });
        this.report(approval);
        if (approval.status !== 'done') return refused(approval.reason ?? 'reverted');
        view.approved = true;
      }
      if (action.kind === 'buy') {
        const event = await sender.send({ ...order, operation: 'buy', price: weiToCoins(listing!.price), priceWei: listing!.price });
        if (event.status === 'done') view.native -= event.price;
        return event;
      }
      return await sender.send({ ...order, operation: action.kind, price: action.kind === 'list' ? action.price : 0 });
    } catch (error) {
      this.unsettled = true;
      throw error;
    }
  }

  private report(event: NftEvent): void {
    const item = { tokenId: event.tokenId };
    if (event.status === 'done') {
      if (event.operation === 'list') this.botListings.set(event.tokenId, { walletId: event.walletId, step: event.step });
      if (event.operation === 'buy' || event.operation === 'cancel') this.botListings.delete(event.tokenId);
      if (event.operation === 'buy') this.deps.writes.addProgress(this.bot.id, { orders: 1, volume: event.price });
      if (event.operation === 'list') this.deps.writes.addProgress(this.bot.id, { orders: 1, volume: 0 });
      if (event.operation === 'approve')
        this.log.say('nftApproved', { wallet: shortAddress(this.ready!.wallets.wallet(event.walletId)?.address) });
      if (event.operation === 'list') this.log.say('nftListed', { ...item, price: round(event.price) });
      if (event.operation === 'buy') this.log.say('nftBought', { ...item, price: round(event.price) });
      if (event.operation === 'cancel') this.log.say('nftCancelled', item);
      return;
    }
    const failure = { ...item, reason: event.reason ?? 'reverted' };
    if (event.operation === 'approve') this.log.say('nftApproveFailed', failure, 'warn');
    if (event.operation === 'list') this.log.say('nftListFailed', failure, 'warn');
    // Another buyer first is the market's ordinary race, said as such: the bot looks again next round.
    if (event.operation === 'buy' && event.reason === 'notListed') this.log.say('nftBuyMissed', item);
    else if (event.operation === 'buy') this.log.say('nftBuyFailed', failure, 'warn');
    if (event.operation === 'cancel') this.log.say('nftCancelFailed', failure, 'warn');
  }

  /**
   * Withdraws the bot's listings (the strategy names them), so nothing of it trades after a stop;
   * a bot stopped before its first tick (just resumed after a restart) opens its market for it.
   */
  private async withdraw(): Promise<void> {
    if (!this.strategy.withdraw) return;
    try {
      this.ready ??= await this.getReady();
      if (this.unsettled) await this.recover();
      // Fresh: a listing made by the tick that just ended must not be missed.
      const snapshot = await this.read(this.deps.clock.now(), true);
      for (const action of this.strategy.withdraw(this.bot.params, this.state, snapshot.collection)) {
        this.report(await this.execute(action, snapshot, this.deps.clock.now()));
      }
    } catch (error) {
      const reason = error instanceof Error && 'reason' in error && typeof error.reason === 'string' ? error.reason : 'unknown';
      this.log.say('nftWithdrawFailed', { reason }, 'warn');
    }
  }

  protected async cleanUp(reason: LogLine | null): Promise<void> {
    // Stop withdraws the bot's listings (spec §4: stop cancels pending orders).
    if (reason) await this.withdraw();
  }
}

/** Six significant digits for the log. */
const round = (value: number) => Number(value.toPrecision(6));
const shortAddress = (address: string | undefined) => (address ? `${address.slice(0, 6)}…${address.slice(-4)}` : '');
