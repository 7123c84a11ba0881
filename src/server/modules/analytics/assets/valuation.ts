// What a source holds, valued in USDT: amount × the asset's price per unit. An asset no market
// prices is kept with price null and value 0, so the amount still shows and the totals stay honest
// about what they count.

export interface Holding {
  asset: string;
  amount: number;
}

export type Valued<H extends Holding> = H & {
  /** USDT per unit; null when no market priced the asset. */
  priceUsdt: number | null;
  valueUsdt: number;
};

/** Values each holding with `priceOf`, all at once; a failed price is no price. */
export function valueHoldings<H extends Holding>(
  holdings: readonly H[],
  priceOf: (holding: H) => Promise<number | null>,
): Promise<Valued<H>[]> {
  return Promise.all(
    holdings.map(async (holding) => {
      const priceUsdt = await priceOf(holding).catch(() => null);
      return { ...holding, priceUsdt, valueUsdt: priceUsdt === null ? 0 : holding.amount * priceUsdt };
    }),
  );
}

export const totalValue = (holdings: readonly { valueUsdt: number }[]): number =>
  holdings.reduce((sum, holding) => sum + holding.valueUsdt, 0);
