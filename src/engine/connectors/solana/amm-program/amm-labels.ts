// The DEX a sandbox pool stands in for. The label is a byte of the pool's seeds and state, so one
// pair can have a pool per DEX, and a router restricted to `dexes` (Jupiter's quote parameter)
// picks among them by name.

/** Label byte by DEX; the program accepts 0..4. */
export const DexLabel = {
  Whirlpool: 0,
  RaydiumAmmV4: 1,
  RaydiumClmm: 2,
  RaydiumCp: 3,
  Meteora: 4,
} as const;

export type DexLabel = (typeof DexLabel)[keyof typeof DexLabel];

/** Each label with the name Jupiter's `dexes` parameter and route plans use for that DEX. */
export const DEX_LABELS: readonly { label: DexLabel; dex: string }[] = [
  { label: DexLabel.Whirlpool, dex: 'Whirlpool' },
  { label: DexLabel.RaydiumAmmV4, dex: 'Raydium' },
  { label: DexLabel.RaydiumClmm, dex: 'Raydium CLMM' },
  { label: DexLabel.RaydiumCp, dex: 'Raydium CP' },
  { label: DexLabel.Meteora, dex: 'Meteora' },
];

export function isDexLabel(value: number): value is DexLabel {
  return DEX_LABELS.some((entry) => entry.label === value);
}

export function dexName(label: DexLabel): string {
  return DEX_LABELS.find((entry) => entry.label === label)!.dex;
}

/** The label of a Jupiter DEX name, or null for a DEX the sandbox does not impersonate. */
export function dexLabelOf(dex: string): DexLabel | null {
  return DEX_LABELS.find((entry) => entry.dex === dex)?.label ?? null;
}
