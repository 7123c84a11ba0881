// The figures that mean something only beside another: a goal the product sets (a frame of 16 ms),
// a floor or ceiling the work cannot pass (the rate limit's floor, the chain's ceiling), or the
// same work measured another way in the same run (the raw library, the plain echo, the scan the
// rollup saves). The runner prints each figure's ratio to its anchor; the ratio of two figures
// measured in one run stays comparable between machines. Figures bound by this machine's CPU also
// get a value "at a 1 s reference": the figure as it would be on a machine whose reference loop
// (_machine-reference.ts) takes one second, so runs on different machines can be set side by side.
// Paths name a figure inside the file's answer, dots separating the levels.

export type AnchorKind = 'goal' | 'floor' | 'ceiling' | 'anchor';

export interface AnchoredFigure {
  figure: string;
  /** A fixed value, or the path of the figure of the same run it is measured against. */
  anchor?: number | string;
  kind?: AnchorKind;
  /** A CPU-bound time (scales with the reference time) or rate (scales inversely). */
  scales?: 'time' | 'rate';
}

export type Comparison = { value: number; ratio?: number; atOneSecondReference?: number } & Partial<Record<AnchorKind, number>>;

const goal = (figure: string, anchor: number | string, scales?: 'time'): AnchoredFigure => ({
  figure,
  anchor,
  kind: 'goal',
  ...(scales ? { scales } : {}),
});
const against = (figure: string, anchor: string, scales?: 'time'): AnchoredFigure => ({
  figure,
  anchor,
  kind: 'anchor',
  ...(scales ? { scales } : {}),
});

export const ANCHORS: Record<string, AnchoredFigure[]> = {
  'analytics-data.ts': [
    against('postgres.viewTotalMs', 'postgres.scanTotalMs'),
    against('pglite.viewTotalMs', 'pglite.scanTotalMs', 'time'),
  ],
  'bots-scale.ts': [goal('lagP99Ms', 100, 'time'), goal('ticksPerSecond', 'bots'), goal('rssMb', 1536)],
  'client-bundle.ts': [
    goal('/login.jsKbGzip', 145),
    goal('/login.cssKbGzip', 15),
    goal('/light.jsKbGzip', 145),
    goal('/light.cssKbGzip', 15),
  ],
  'connector-overhead.ts': [against('connectorMsPerOrder', 'rawMsPerOrder'), { figure: 'overheadMsPerOrder', scales: 'time' }],
  'dex-swaps.ts': [against('connectorMsPerSwap', 'rawMsPerSwap')],
  // The goal: the connector within 10% of @solana/kit alone per swap.
  'solana-swaps.ts': [against('connectorMsPerSwap', 'rawKitMsPerSwap')],
  'envelope.ts': [
    against('encrypted.requestsPerSecond', 'plain.requestsPerSecond'),
    against('encrypted.serverCpuMicrosPerRequest', 'plain.serverCpuMicrosPerRequest', 'time'),
  ],
  'lighthouse.ts': [
    goal('/login mobile.score', 95),
    goal('/login desktop.score', 100),
    goal('/light mobile.score', 95),
    goal('/light desktop.score', 100),
  ],
  'order-book-render.ts': [goal('meanMs', 'targetMs', 'time'), goal('p95Ms', 'targetMs', 'time')],
  'sandbox-matching.ts': [{ figure: 'ordersPerSecond', scales: 'rate' }],
  'soak.ts': [goal('rssGrowthPercent', 10)],
  'trade-batch.ts': [{ figure: 'seconds', anchor: 'floorSeconds', kind: 'floor' }],
  'wallets.ts': [
    { figure: 'nativeAllocation.transfersPerSecond', anchor: 'nativeAllocation.ceiling', kind: 'ceiling' },
    { figure: 'tokenAllocation.transfersPerSecond', anchor: 'tokenAllocation.ceiling', kind: 'ceiling' },
  ],
};

/** Each listed figure the run reported, with its anchor, ratio and value at a 1 s reference. */
export function compare(entries: readonly AnchoredFigure[], figures: unknown, referenceSeconds: number): Record<string, Comparison> {
  const compared: Record<string, Comparison> = {};
  for (const entry of entries) {
    const value = figureAt(figures, entry.figure);
    if (value === null) continue;
    const comparison: Comparison = compared[entry.figure] ?? { value };
    const anchor = typeof entry.anchor === 'string' ? figureAt(figures, entry.anchor) : (entry.anchor ?? null);
    if (anchor !== null && anchor !== 0 && entry.kind) {
      comparison[entry.kind] = anchor;
      comparison.ratio = significant(value / anchor);
    }
    if (entry.scales && referenceSeconds > 0) {
      comparison.atOneSecondReference = significant(entry.scales === 'time' ? value / referenceSeconds : value * referenceSeconds);
    }
    compared[entry.figure] = comparison;
  }
  return compared;
}

/** One line a figure: "meanMs 4.4 = 0.275 × goal 16; 2.2 at a 1 s reference". */
export function comparisonLines(compared: Record<string, Comparison>): string[] {
  return Object.entries(compared).map(([figure, comparison]) => {
    const kind = (['goal', 'floor', 'ceiling', 'anchor'] as const).find((name) => comparison[name] !== undefined);
    const parts = [`${figure} ${comparison.value}`];
    if (kind && comparison.ratio !== undefined) parts[0] += ` = ${comparison.ratio} × ${kind} ${comparison[kind]}`;
    if (comparison.atOneSecondReference !== undefined) parts.push(`${comparison.atOneSecondReference} at a 1 s reference`);
    return parts.join('; ');
  });
}

function figureAt(figures: unknown, path: string): number | null {
  let value: unknown = figures;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return null;
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Three significant digits: enough to compare, without the float's noise. */
const significant = (value: number) => Number(value.toPrecision(3));
