// What the launch kinds share (bots.md "pump_*"): the launch behind the pool view, the price limit
// of a batch of swaps sent into one block, and the batch buy itself, as the sniper and the batch
// buy run it: a total split over the group's wallets with jittered shares (float range, spec §5),
// each wallet buying once. A share whose swap failed on the chain (slippage, a revert) is tried
// again a few times; one the wallet cannot make (no balance, restricted) is given up at once. A
// share whose outcome the bot never heard of (the runner restarted between a swap and the tick that
// would have heard of it) counts as bought once its wallet holds more of the token than when it was
// sent (what it paid then taken as its share); one whose outcome stays unknown is given up after a
// while and never sent again, so no wallet ever buys twice.
import { allocate } from '../../../../shared/bots/float-range.ts';
import type { DexAction, DexWalletView, PoolView, SwapEvent, SwapSide } from '../../../runner/dex/dex-types.ts';
import { allows } from '../../../runner/dex/wallet-picker.ts';
import type { LogLine } from '../../../runner/types.ts';
import { sig, swap } from '../dex-helpers.ts';

export { launchOf } from '../../../runner/dex/launch-view.ts';

/** The tag of a launch kind's buys. */
export const BUY_TAG = 'launch:buy';
/** Tries of one share before it is given up. */
const MAX_TRIES = 3;
/** A share sent this long ago without an outcome is given up (its swap may still land: it counts then). */
const UNKNOWN_AFTER_MS = 120_000;
/** What a wallet keeps for gas on top of its share when shares are matched to wallets (the chain's coin). */
const GAS_KEPT = 0.005;
/** Reasons a wallet cannot buy, whatever the moment: its share is given up at once. */
const FINAL = new Set(['insufficientBalance', 'walletRestricted', 'noWallets', 'insufficientGas', 'allowanceMissing']);

/**
 * The price limit of a batch of swaps of `total` sent at once: the worst average price a swap of
 * the batch gets when it lands after all the others (the curve's price once the whole batch is in,
 * its fee on top), widened by the slippage for what outsiders may do first. On a buy at most this,
 * on a sell at least this. The pool is a constant product over its (virtual) reserves.
 */
export function batchLimit(pool: PoolView, side: SwapSide, total: number, slippagePercent: number): number {
  const keep = 1 - pool.feePercent / 100;
  const room = 1 - Math.min(slippagePercent, 99) / 100;
  const k = pool.base * pool.quote;
  if (side === 'buy') {
    const quote = pool.quote + total * keep;
    return (quote * quote) / k / keep / room;
  }
  const base = pool.base + total;
  return (k / (base * base)) * keep * room;
}

export interface LaunchShare {
  walletId: number;
  /** The chain's coin this wallet spends. */
  amount: number;
  status: 'open' | 'sent' | 'done' | 'dropped';
  tries: number;
  sentAt?: number;
  /** The wallet's tokens when the share was sent. */
  heldBefore?: number;
  /** Why it was given up. */
  reason?: string;
}

export interface LaunchBuys {
  shares: LaunchShare[] | null;
  /** Tokens bought and the coin paid for them, from the settled swaps. */
  base: number;
  quote: number;
}

export const noBuys = (): LaunchBuys => ({ shares: null, base: 0, quote: 0 });

/**
 * The shares of a batch: up to `count` wallets allowed to buy, in random order, those holding
 * enough for a share first; `totalFor(n)` is what n wallets buy in all, split with the float range.
 */
export function planShares(
  wallets: readonly DexWalletView[],
  count: number,
  totalFor: (wallets: number) => number,
  floatPercent: number,
  random: () => number,
): LaunchShare[] {
  const allowed = wallets.filter((wallet) => allows(wallet, 'buy'));
  const shuffled = allowed
    .map((wallet) => ({ wallet, order: random() }))
    .sort((a, b) => a.order - b.order)
    .map((entry) => entry.wallet);
  const n = Math.min(count, shuffled.length);
  if (n === 0) return [];
  const total = totalFor(n);
  const most = (total / n) * (1 + Math.min(floatPercent, 100) / 100) + GAS_KEPT;
  const able = shuffled.filter((wallet) => wallet.quote >= most);
  const chosen = [...able, ...shuffled.filter((wallet) => wallet.quote < most)].slice(0, n);
  const amounts = allocate(total, n, floatPercent, random);
  return chosen.map((wallet, index) => ({ walletId: wallet.id, amount: amounts[index]!, status: 'open', tries: 0 }));
}

/** Takes in what the batch's swaps did; answers the buys' state and the reasons of shares given up now. */
export function settleShares(
  buys: LaunchBuys,
  events: readonly SwapEvent[],
  wallets: readonly DexWalletView[],
  now: number,
): { buys: LaunchBuys; dropped: string[] } {
  if (!buys.shares) return { buys, dropped: [] };
  const shares = buys.shares.map((share) => ({ ...share }));
  let { base, quote } = buys;
  const dropped: string[] = [];
  for (const event of events) {
    if (event.tag !== BUY_TAG || event.side !== 'buy') continue;
    const share = shares.find((entry) => entry.walletId === event.walletId && entry.status !== 'done');
    if (!share) continue;
    if (event.status === 'done') {
      share.status = 'done';
      base += event.baseAmount;
      quote += event.quoteAmount;
      continue;
    }
    if (share.status !== 'sent') continue;
    const reason = event.reason ?? 'reverted';
    share.tries++;
    if (FINAL.has(reason) || share.tries >= MAX_TRIES) {
      share.status = 'dropped';
      share.reason = reason;
      dropped.push(reason);
    } else share.status = 'open';
  }
  for (const share of shares) {
    if (share.status !== 'sent') continue;
    const held = wallets.find((wallet) => wallet.id === share.walletId)?.base;
    if (held !== undefined && share.heldBefore !== undefined && held > share.heldBefore) {
      share.status = 'done';
      base += held - share.heldBefore;
      quote += share.amount;
      continue;
    }
    if (share.sentAt !== undefined && now - share.sentAt > UNKNOWN_AFTER_MS) {
      share.status = 'dropped';
      share.reason = 'unknown';
      dropped.push('unknown');
    }
  }
  return { buys: { shares, base, quote }, dropped };
}

/** The buys of the open shares (as many as the safety budget allows), sent at once under one limit. */
export function sendOpenShares(
  buys: LaunchBuys,
  wallets: readonly DexWalletView[],
  pool: PoolView,
  slippagePercent: number,
  budget: number,
  now: number,
  reason: (count: number, amount: number, limit: number) => LogLine,
): { buys: LaunchBuys; actions: DexAction[] } {
  const shares = (buys.shares ?? []).map((share) => ({ ...share }));
  const open = shares.filter((share) => share.status === 'open').slice(0, Math.max(0, budget));
  if (open.length === 0) return { buys: { ...buys, shares }, actions: [] };
  const total = open.reduce((sum, share) => sum + share.amount, 0);
  const limitPrice = batchLimit(pool, 'buy', total, slippagePercent);
  const line = reason(open.length, sig(total), sig(limitPrice));
  const actions = open.map((share, index) => {
    share.status = 'sent';
    share.sentAt = now;
    share.heldBefore = wallets.find((wallet) => wallet.id === share.walletId)?.base ?? 0;
    return swap(BUY_TAG, 'buy', share.amount, { walletId: share.walletId, limitPrice, ...(index === 0 ? { reason: line } : {}) });
  });
  return { buys: { ...buys, shares }, actions };
}

/** Gives up the shares not sent yet (the sniper's window closed). */
export function dropOpenShares(buys: LaunchBuys, reason: string): LaunchBuys {
  return {
    ...buys,
    shares: (buys.shares ?? []).map((share) => (share.status === 'open' ? { ...share, status: 'dropped', reason } : share)),
  };
}

/** Every share done or given up. */
export const allSettled = (buys: LaunchBuys) => (buys.shares ?? []).every((share) => share.status === 'done' || share.status === 'dropped');

/** How many wallets bought, and how many shares were given up (with the last reason). */
export function buysSummary(buys: LaunchBuys): { wallets: number; missed: number; reason: string } {
  const shares = buys.shares ?? [];
  const missed = shares.filter((share) => share.status === 'dropped');
  return {
    wallets: shares.filter((share) => share.status === 'done').length,
    missed: missed.length,
    reason: missed.at(-1)?.reason ?? '',
  };
}
