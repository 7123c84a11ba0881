// How much of a market's holdings left the account between two balance snapshots. Both snapshots
// are valued at the later one's price (base × price + quote, in the quote coin), so the figure
// measures what the account lost (fills at bad prices, withdrawals, a runaway bot), not the market
// moving: price moves have their own conditions.

export interface BalanceSnapshot {
  baseTotal: number;
  quoteTotal: number;
  price: number;
  takenAt: number;
}

export interface Drop {
  /** Positive when value left the account. */
  percent: number;
  fromValue: number;
  toValue: number;
  minutes: number;
}

export function valueAt(snapshot: BalanceSnapshot, price: number): number {
  return snapshot.baseTotal * price + snapshot.quoteTotal;
}

/** The drop from `from` to `to`; null when there was nothing to lose (a value of 0) or no price. */
export function dropPercent(from: BalanceSnapshot, to: BalanceSnapshot): Drop | null {
  if (!(to.price > 0)) return null;
  const fromValue = valueAt(from, to.price);
  const toValue = valueAt(to, to.price);
  if (!(fromValue > 0)) return null;
  return {
    percent: ((fromValue - toValue) / fromValue) * 100,
    fromValue,
    toValue,
    minutes: Math.round((to.takenAt - from.takenAt) / 60_000),
  };
}
