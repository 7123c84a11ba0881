// Rounding to a market's steps without float noise: a step of 0.01 rounds 0.1 + 0.2 to 0.3, not
// 0.30000000000000004, so what the preview shows is exactly what is sent.

/** Decimal places of a step (0.01 → 2, 1e-7 → 7, 5 → 0). */
export function decimalsOf(step: number): number {
  const text = step.toString();
  const exponent = /e-(\d+)$/.exec(text);
  if (exponent) return Number(exponent[1]) + (text.split('e')[0]!.split('.')[1]?.length ?? 0);
  return text.includes('.') ? text.split('.')[1]!.length : 0;
}

/** Rounds down to the step (null step: up to 8 decimals), tolerating float error just below a step. */
export function floorToStep(value: number, step: number | null): number {
  if (!step) return Math.floor(value * 1e8 + 1e-6) / 1e8;
  return Number((Math.floor(value / step + 1e-9) * step).toFixed(decimalsOf(step)));
}

/** Rounds to the nearest step (null step: 8 decimals). */
export function roundToStep(value: number, step: number | null): number {
  if (!step) return Math.round(value * 1e8) / 1e8;
  return Number((Math.round(value / step) * step).toFixed(decimalsOf(step)));
}
