// Groups order-book levels into price steps for the deeper book view: bids fall to the step at or
// below their price, asks rise to the step at or above, and the amounts of a step add up.

/** [price, amount] */
export type Level = [number, number];

/** Decimal places of a step (0.01 → 2), so grouped prices print without float noise. */
const decimalsOf = (step: number) => {
  const text = step.toString();
  const exponent = /e-(\d+)$/.exec(text);
  if (exponent) return Number(exponent[1]);
  return text.includes('.') ? text.split('.')[1]!.length : 0;
};

export function groupLevels(levels: readonly Level[], step: number, side: 'bid' | 'ask'): Level[] {
  const decimals = decimalsOf(step);
  const round = side === 'bid' ? Math.floor : Math.ceil;
  const grouped = new Map<number, number>();
  for (const [price, amount] of levels) {
    // A small tolerance keeps 0.3 / 0.1 = 2.9999999999999996 in the 0.3 step.
    const bucket = Number((round(price / step + (side === 'bid' ? 1e-9 : -1e-9)) * step).toFixed(decimals));
    grouped.set(bucket, (grouped.get(bucket) ?? 0) + amount);
  }
  const out = [...grouped.entries()].map(([price, amount]) => [price, amount] as Level);
  return out.sort((a, b) => (side === 'bid' ? b[0] - a[0] : a[0] - b[0]));
}

/** Running totals of the amounts, from the best level outwards. */
export function cumulative(levels: readonly Level[]): number[] {
  let total = 0;
  return levels.map(([, amount]) => (total += amount));
}
