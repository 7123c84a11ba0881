// The seeded random source strategies draw from: the same bot at the same time draws the same
// numbers, so a replay on a virtual clock repeats exactly (mulberry32 over an FNV-1a seed).
import { mulberry32 } from '../../shared/mulberry32.ts';

export function seededRandom(...parts: Array<string | number>): () => number {
  let hash = 0x811c9dc5;
  for (const char of parts.join('|')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return mulberry32(hash);
}

/** A whole number of milliseconds in [min, max]. */
export const between = (random: () => number, min: number, max: number) => Math.round(min + (max - min) * random());
