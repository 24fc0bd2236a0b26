// A small seeded PRNG (mulberry32) so that a random test run can be replayed exactly from its printed seed.

export interface Prng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  below(n: number): number;
  pick<T>(list: readonly T[]): T;
}

export function prng(seed: number): Prng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const below = (n: number) => Math.floor(next() * n);
  return { next, below, pick: (list) => list[below(list.length)]! };
}

/** A 32-bit seed derived from a base seed and a label, so each case of a run replays on its own. */
export function deriveSeed(base: number, label: string): number {
  let h = base >>> 0;
  for (let i = 0; i < label.length; i++) h = Math.imul(h ^ label.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** The seed of this run: $FUZZ_SEED when replaying, else a fresh random one. */
export function runSeed(): number {
  const fromEnv = process.env.FUZZ_SEED;
  if (fromEnv !== undefined && fromEnv !== '') {
    const n = Number(fromEnv);
    if (!Number.isInteger(n) || n < 0 || n > 0xffffffff) throw new Error(`FUZZ_SEED must be an integer from 0 to 4294967295, got "${fromEnv}"`);
    return n;
  }
  return Math.floor(Math.random() * 0x100000000);
}
