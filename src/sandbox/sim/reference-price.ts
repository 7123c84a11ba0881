// The reference ("fair") price of each market, around which liquidity providers quote. It is a
// random walk built as a sum of smooth noise at time scales from seconds to days, with amplitudes
// growing with the square root of the scale (so changes look Brownian up to a few days, and the
// price stays within a band of its start over months). It is a pure function of (seed, time): two
// venues given the same seed see the same path (plus each one's offset), a restart resumes exactly
// where the path is, and nothing about it needs persisting.
import { hashedUnit } from '../random.ts';

const DAY = 86_400_000;
const SCALES_MS = [5_000, 30_000, 180_000, 900_000, 3_600_000, 14_400_000, DAY, 4 * DAY];
/** Calibrates the octave sum to the requested daily volatility (measured in reference-price.test.ts). */
const CALIBRATION = 1.47;

export interface ReferenceSpec {
  initialPrice: number;
  dailyVolatility: number;
}

function smoothNoise(seed: string, octave: number, position: number): number {
  const knot = Math.floor(position);
  const fraction = position - knot;
  const weight = fraction * fraction * (3 - 2 * fraction); // smoothstep: no corners between knots
  const a = hashedUnit(seed, octave, knot);
  const b = hashedUnit(seed, octave, knot + 1);
  return a + (b - a) * weight;
}

/** The log-price deviation from the start at time `t` (ms since the epoch). */
export function logDeviation(seed: string, dailyVolatility: number, t: number): number {
  let sum = 0;
  for (let octave = 0; octave < SCALES_MS.length; octave++) {
    const scale = SCALES_MS[octave]!;
    sum += dailyVolatility * CALIBRATION * Math.sqrt(scale / DAY) * smoothNoise(seed, octave, t / scale);
  }
  return sum;
}

export function referencePrice(seed: string, spec: ReferenceSpec, t: number): number {
  return spec.initialPrice * Math.exp(logDeviation(seed, spec.dailyVolatility, t));
}
