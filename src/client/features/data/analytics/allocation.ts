// An allocation as the bars show it: largest first, each with its share of the whole, and the tail
// beyond the first few folded into one "others" row so a wallet full of dust stays readable.
export interface AllocationPart {
  key: string;
  label: string;
  /** A second line (the coin amount, the kind of venue). */
  detail?: string;
  value: number;
}

export interface AllocationShare extends AllocationPart {
  share: number;
}

export const OTHERS_KEY = '__others';

export function allocationShares(parts: readonly AllocationPart[], shown: number, othersLabel: string): AllocationShare[] {
  const positive = parts.filter((part) => part.value > 0).sort((a, b) => b.value - a.value);
  const total = positive.reduce((sum, part) => sum + part.value, 0);
  if (total <= 0) return [];
  // Folding a single row would only rename it.
  const kept = positive.length > shown + 1 ? positive.slice(0, shown) : positive;
  const rest = positive.slice(kept.length);
  const rows: AllocationPart[] =
    rest.length > 0 ? [...kept, { key: OTHERS_KEY, label: othersLabel, value: rest.reduce((sum, part) => sum + part.value, 0) }] : kept;
  return rows.map((part) => ({ ...part, share: part.value / total }));
}
