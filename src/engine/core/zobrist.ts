// Zobrist keys of the fast core: two 32-bit halves per (piece code, square), mixed on the fly so no table is needed.

/** murmur3's finaliser: a cheap bijective mix of 32-bit integers. */
function mix(x: number): number {
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

/** The low half of the key of piece `code` on (padded) square `sq`. */
export const keyLo = (code: number, sq: number): number => mix(((code << 10) | sq) ^ 0x9e3779b9);
/** The high half, from an independent mix. */
export const keyHi = (code: number, sq: number): number => mix((((code << 10) | sq) + 0x7f4a7c15) ^ 0x5bd1e995);

/** XORed into the low half when White is to move. */
export const SIDE_KEY = 0x6a09e667;
