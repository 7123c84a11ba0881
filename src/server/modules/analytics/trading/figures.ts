// Sums of trading figures. Amounts are in the base coin and stay as they are; volumes, fees and
// profit are in the quote, and a total values them in USDT by the quote's price.
import type { TradingFigures } from '../../../../shared/contracts/data/index.ts';

export const zeroFigures = (): TradingFigures => ({
  buy_amount: 0,
  buy_volume: 0,
  sell_amount: 0,
  sell_volume: 0,
  fills: 0,
  fees: 0,
  realised_profit: 0,
});

/** Adds `part` into `sum`, its quote values at `price` (1 when they are already in the unit). */
export function addFigures(sum: TradingFigures, part: TradingFigures, price = 1): TradingFigures {
  sum.buy_amount += part.buy_amount;
  sum.buy_volume += part.buy_volume * price;
  sum.sell_amount += part.sell_amount;
  sum.sell_volume += part.sell_volume * price;
  sum.fills += part.fills;
  sum.fees += part.fees * price;
  sum.realised_profit += part.realised_profit * price;
  return sum;
}

export const volumeOf = (figures: TradingFigures) => figures.buy_volume + figures.sell_volume;
