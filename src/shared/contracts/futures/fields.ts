// Shared pieces of the futures calls (spec §3 "Position (futures)", §5 "closing a position needs
// price and size"): margin modes, position sides, leverage and the position view.
import { z } from 'zod';

export const MARGIN_MODES = ['cross', 'isolated'] as const;
export type MarginModeName = (typeof MARGIN_MODES)[number];
export const POSITION_SIDES = ['long', 'short'] as const;
export type PositionSide = (typeof POSITION_SIDES)[number];

export const marginModeField = z.enum(MARGIN_MODES, 'validation.futures.marginMode');
export const positionSideField = z.enum(POSITION_SIDES, 'validation.futures.side');

/** Binance USD-M allows 1× to 125×; a venue with a lower cap for a symbol refuses with its own reason. */
export const MAX_LEVERAGE = 125;
export const leverageField = z
  .number('validation.futures.leverage')
  .int('validation.futures.leverage')
  .min(1, 'validation.futures.leverage')
  .max(MAX_LEVERAGE, 'validation.futures.leverage');

/** One open position as /positionManagement shows it. Amounts in base units, values in the quote (settlement) coin. */
export const positionView = z.object({
  web: z.string(),
  /** The venue's name as shown. */
  exchange: z.string(),
  yenUnit1: z.string(),
  yenUnit2: z.string(),
  side: positionSideField,
  size: z.number(),
  /** The size less what open reduce-only orders already close. */
  closable: z.number(),
  /** Value at the mark price. */
  value: z.number().nullable(),
  entry_price: z.number().nullable(),
  mark_price: z.number().nullable(),
  unrealized_pnl: z.number().nullable(),
  liquidation_price: z.number().nullable(),
  margin: z.number().nullable(),
  /** Maintenance margin over margin (1 is liquidation), when the venue gives it. */
  margin_ratio: z.number().nullable(),
  margin_mode: marginModeField,
  leverage: z.number().nullable(),
});
export type PositionView = z.infer<typeof positionView>;
