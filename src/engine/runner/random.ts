// The seeded random source strategies draw from: the same bot at the same time draws the same
// numbers, so a replay on a virtual clock repeats exactly (mulberry32 over an FNV-1a seed).

export function seededRandom(...parts: Array<string | number>): () => number {
  let hash = 0x811c9dc5;
  for (const char of parts.join('|')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  let state = hash >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number of milliseconds in [min, max]. */
export const between = (random: () => number, min: number, max: number) => Math.round(min + (max - min) * random());
