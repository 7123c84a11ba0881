// What the DEX strategies share: actions as data, what settled swaps add up to, and the pace.
import type { DexAction, SwapEvent, SwapSide } from '../../runner/dex/dex-types.ts';
import type { LogLine } from '../../runner/types.ts';
import { paceMs, say } from '../helpers.ts';

export { paceMs, say };

export const dexLog = (key: string, params?: LogLine['params'], level?: LogLine['level']): DexAction => ({
  kind: 'log',
  line: say(key, params, level),
});
export const dexStop = (key: string, params?: LogLine['params']): DexAction => ({ kind: 'stop', reason: say(key, params) });
export const dexPause = (key: string, params?: LogLine['params']): DexAction => ({ kind: 'pause', reason: say(key, params, 'warn') });

export function swap(
  tag: string,
  side: SwapSide,
  amount: number,
  options: { limitPrice?: number; walletId?: number; reason?: LogLine } = {},
): DexAction {
  return { kind: 'swap', tag, side, amount, ...options };
}

/** Base and quote the settled swaps moved (of one side, or both). */
export function swapped(events: readonly SwapEvent[], side?: SwapSide): { base: number; quote: number; count: number } {
  let base = 0;
  let quote = 0;
  let count = 0;
  for (const event of events) {
    if (event.status !== 'done' || (side && event.side !== side)) continue;
    base += event.baseAmount;
    quote += event.quoteAmount;
    count++;
  }
  return { base, quote, count };
}

/** Six significant digits, for log lines. */
export const sig = (value: number) => Number(value.toPrecision(6));
