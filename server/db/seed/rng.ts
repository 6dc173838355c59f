/**
 * Seeded pseudo-random numbers for the demo seed (never Math.random).
 *
 * mulberry32 over a 32-bit state. Each part of the seed draws from its own
 * stream (`rngFor('units')`), keyed by a label, so adding draws in one module
 * does not shift the data produced by the others. Same label, same numbers.
 */

/** Base seed of every stream; change it to get a different (still fixed) demo. */
export const BASE_SEED = 0x5eed_2026;

/** A deterministic random source with the helpers the seed modules use. */
export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** Uniform float in [min, max). */
  float(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** One element, chosen with the given non-negative weights (same length as items). */
  weighted<T>(items: readonly T[], weights: readonly number[]): T;
  /** `count` distinct elements (or all of them when fewer), in draw order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** `n` pseudo-random bytes (used for fixed password salts). */
  bytes(n: number): Uint8Array;
}

/** FNV-1a 32-bit hash of a label, to derive one stream's seed. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: returns a function giving floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Wraps a float source with the helpers of {@link Rng}. */
export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('rng.pick: empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  };
  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick,
    weighted<T>(items: readonly T[], weights: readonly number[]): T {
      const total = weights.reduce((s, w) => s + w, 0);
      let r = next() * total;
      for (let i = 0; i < items.length; i++) {
        r -= weights[i] ?? 0;
        if (r < 0) return items[i] as T;
      }
      return pick(items);
    },
    sample: (items, count) => shuffle(items).slice(0, Math.max(0, count)),
    shuffle,
    bytes(n) {
      const out = new Uint8Array(n);
      for (let i = 0; i < n; i++) out[i] = Math.floor(next() * 256);
      return out;
    },
  };
}

/** The stream for one part of the seed, e.g. `rngFor('units')`. */
export function rngFor(label: string): Rng {
  return createRng((BASE_SEED ^ fnv1a(label)) >>> 0);
}
