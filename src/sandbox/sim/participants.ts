// The simulated traders of one venue: per market, a liquidity provider and a taker, each with its
// own persistent account (found again by label after a restart) and its own seeded random stream,
// driven by the venue's clock. Under a virtual clock the whole market replays identically.
import type { Clock, TimerHandle } from '../clock.ts';
import type { Market } from '../engine/market.ts';
import { createRng } from '../random.ts';
import type { Venue } from '../venue/venue.ts';
import { LiquidityProvider } from './liquidity-provider.ts';
import type { ParticipantContext } from './participant-context.ts';
import { MarketReference } from './market-reference.ts';
import { MARKET_PROFILES, type MarketProfile } from './profiles.ts';
import { Taker } from './taker.ts';

export interface ParticipantsOptions {
  venue: Venue;
  clock: Clock;
  /** Seeds the participants' decisions. */
  seed: string;
  /** Seeds the reference price path; venues sharing it move together. Defaults to `seed`. */
  referenceSeed?: string;
  /** This venue's prices sit this many basis points above (or below) the shared reference. */
  priceOffsetBps?: number;
  profiles?: Record<string, MarketProfile>;
  onError?: (error: unknown) => void;
}

const amount = (value: number) => value.toFixed(8);

export class Participants {
  private readonly profiles: Record<string, MarketProfile>;
  private readonly referencePath: MarketReference;
  private readonly timers = new Set<TimerHandle>();
  private running = false;

  constructor(private readonly options: ParticipantsOptions) {
    this.profiles = options.profiles ?? MARKET_PROFILES;
    this.referencePath = new MarketReference({
      markets: [...options.venue.markets.values()].map((market) => market.spec),
      seed: options.referenceSeed ?? options.seed,
      priceOffsetBps: options.priceOffsetBps ?? 0,
      profiles: this.profiles,
    });
  }

  private profiledMarkets(): Array<[Market, MarketProfile]> {
    return [...this.options.venue.markets.values()].flatMap((market) => {
      const profile = this.profiles[market.symbol];
      return profile ? [[market, profile] as [Market, MarketProfile]] : [];
    });
  }

  /** The reference price of `symbol` at time `t`, this venue's offset included. */
  reference(symbol: string, t: number): number {
    return this.referencePath.price(symbol, t);
  }

  /** Opens the participants' funded accounts on first run; later runs find them by label. */
  ensureAccounts(): void {
    const { venue } = this.options;
    for (const [market, profile] of this.profiledMarkets()) {
      for (const [role, inventory] of [
        ['lp', profile.liquidity],
        ['taker', profile.taker],
      ] as const) {
        const label = `${role}:${market.symbol}`;
        if (venue.accountByLabel(label)) continue;
        venue.createAccount({
          kind: 'participant',
          label,
          balances: { [market.base]: amount(inventory.baseInventory), [market.quote]: amount(inventory.quoteInventory) },
          makerFeePpm: 0,
          takerFeePpm: 1000,
        });
      }
    }
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.ensureAccounts();
    const { venue, clock } = this.options;
    const startedAt = clock.now();
    for (const [market, profile] of this.profiledMarkets()) {
      const context = (role: 'lp' | 'taker'): ParticipantContext => ({
        venue,
        market,
        accountId: venue.accountByLabel(`${role}:${market.symbol}`)!.id,
        rng: createRng(this.options.seed, role, market.symbol, startedAt),
        reference: (t) => this.reference(market.symbol, t),
        onError: this.options.onError ?? (() => undefined),
      });
      const provider = new LiquidityProvider(context('lp'), profile.liquidity);
      const timing = createRng(this.options.seed, 'lp-timing', market.symbol, startedAt);
      const refresh = () => {
        provider.refresh(clock.now());
        this.every(profile.liquidity.refreshMs * (0.8 + 0.4 * timing.next()), refresh);
      };
      refresh();
      const taker = new Taker(context('taker'), profile.taker);
      const trade = () => {
        taker.trade(clock.now());
        this.every(taker.nextDelayMs(), trade);
      };
      this.every(taker.nextDelayMs(), trade);
    }
  }

  stop(): void {
    this.running = false;
    for (const timer of this.timers) timer.cancel();
    this.timers.clear();
  }

  private every(delayMs: number, action: () => void): void {
    if (!this.running) return;
    const timer = this.options.clock.schedule(delayMs, () => {
      this.timers.delete(timer);
      if (this.running) action();
    });
    this.timers.add(timer);
  }
}
