// The order book as rows: asks above (best at the bottom), the spread, bids below, each row
// shaded by the cumulative amount up to it. Pure: props in, rows out; the live wrapper and the
// render benchmark both drive it. Rows are keyed by their place from the spread, so an update
// changes the text of existing rows instead of replacing them.
import { memo } from 'react';
import { fixed } from '../format.ts';

/** [price, amount] */
export type BookLevel = readonly [number, number];

export interface OrderBookViewProps {
  bids: readonly BookLevel[];
  asks: readonly BookLevel[];
  /** Rows a side. */
  rows: number;
  priceDecimals: number;
  amountDecimals: number;
  labels: { price: string; amount: string; total: string; spread: string; asks: string; bids: string };
  onPick?(price: number): void;
}

interface Row {
  /** Place from the spread, 0 for the best level. */
  level: number;
  price: number;
  amount: number;
  total: number;
}

function withTotals(levels: readonly BookLevel[], rows: number): Row[] {
  const out: Row[] = [];
  let total = 0;
  for (let i = 0; i < levels.length && i < rows; i++) {
    const [price, amount] = levels[i]!;
    total += amount;
    out.push({ level: i, price, amount, total });
  }
  return out;
}

const BookRow = memo(function BookRow({
  row,
  side,
  depth,
  priceDecimals,
  amountDecimals,
  onPick,
}: {
  row: Row;
  side: 'ask' | 'bid';
  depth: number;
  priceDecimals: number;
  amountDecimals: number;
  onPick?: (price: number) => void;
}) {
  const tone = side === 'ask' ? 'text-error' : 'text-success';
  const shade = side === 'ask' ? 'var(--color-error)' : 'var(--color-success)';
  const share = depth > 0 ? Math.min(100, (row.total / depth) * 100) : 0;
  return (
    <tr
      className="hover:bg-base-300/60 cursor-pointer"
      style={{ background: `linear-gradient(to left, color-mix(in oklab, ${shade} 18%, transparent) ${share}%, transparent ${share}%)` }}
      onClick={onPick ? () => onPick(row.price) : undefined}
    >
      <td className={`py-0.5 tabular-nums ${tone}`}>{fixed(row.price, priceDecimals)}</td>
      <td className="py-0.5 text-right tabular-nums">{fixed(row.amount, amountDecimals)}</td>
      <td className="py-0.5 text-right tabular-nums opacity-70">{fixed(row.total, amountDecimals)}</td>
    </tr>
  );
});

export function OrderBookView({ bids, asks, rows, priceDecimals, amountDecimals, labels, onPick }: OrderBookViewProps) {
  const bidRows = withTotals(bids, rows);
  const askRows = withTotals(asks, rows);
  const depth = Math.max(bidRows[bidRows.length - 1]?.total ?? 0, askRows[askRows.length - 1]?.total ?? 0);
  const bestBid = bidRows[0]?.price;
  const bestAsk = askRows[0]?.price;
  const spread = bestBid !== undefined && bestAsk !== undefined ? bestAsk - bestBid : null;
  const shared = { depth, priceDecimals, amountDecimals, ...(onPick ? { onPick } : {}) };
  return (
    <table className="table table-xs w-full" data-testid="order-book">
      <thead>
        <tr>
          <th scope="col">{labels.price}</th>
          <th scope="col" className="text-right">
            {labels.amount}
          </th>
          <th scope="col" className="text-right">
            {labels.total}
          </th>
        </tr>
      </thead>
      <tbody aria-label={labels.asks} data-testid="book-asks">
        {askRows
          .slice()
          .reverse()
          .map((row) => (
            <BookRow key={row.level} row={row} side="ask" {...shared} />
          ))}
      </tbody>
      <tbody>
        <tr className="border-base-300 border-y">
          <td colSpan={3} className="py-1 text-center text-xs tabular-nums opacity-70" data-testid="book-spread">
            {labels.spread} {fixed(spread, priceDecimals)}
          </td>
        </tr>
      </tbody>
      <tbody aria-label={labels.bids} data-testid="book-bids">
        {bidRows.map((row) => (
          <BookRow key={row.level} row={row} side="bid" {...shared} />
        ))}
      </tbody>
    </table>
  );
}
