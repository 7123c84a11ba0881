// Cross-Exchange Arbitrage (banzhuan): one pair on two bound exchanges; when one's bid beats the
// other's ask by the minimum spread after both fees, buys on the cheap one and sells on the dear one.
import { z } from 'zod';
import {
  BOT_RULE,
  choiceField,
  nonNegativeField,
  percentField,
  positiveField,
  precisionFields,
  secondsField,
  venueField,
} from '../fields.ts';
import { atLeast, positionRule, withRules } from '../rules.ts';

const shape = z.object({
  /** The second exchange (the bot's own exchange is the first). */
  hedge_web: venueField(),
  directions: choiceField(['both', 'buy_first', 'buy_second'], 'both'),
  /** Net spread a trade must earn after both fees, in percent. */
  min_spread_percent: percentField(0, 20).default(0.1),
  /** Taker fee of each exchange, in percent. */
  fee_percent_first: percentField(0, 5).default(0.1),
  fee_percent_second: percentField(0, 5).default(0.1),
  /** Base quantity of one arbitrage (the most one trade takes). */
  trade_amount: positiveField(),
  /** The base balance on each exchange is kept within [position_lower, position_upper]. */
  position_lower: nonNegativeField().default(0),
  position_upper: positiveField().optional(),
  interval_seconds: secondsField(3),
  ...precisionFields,
});

export type ArbitrageParams = z.output<typeof shape>;

export const arbitrageParams = withRules(shape, [
  positionRule<ArbitrageParams>('position_upper', 'position_lower'),
  atLeast<ArbitrageParams>('position_upper', 'trade_amount', BOT_RULE.positionUpper),
]);
