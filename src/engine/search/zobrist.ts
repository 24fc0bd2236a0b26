// Zobrist keys for the search's transposition table: two 32-bit halves per (square, piece form, side, promoted).
import type { Piece } from '../position';
import type { Rules } from '../rules';

/** murmur3's finaliser: a cheap bijective mix of 32-bit integers, so keys need no table (Tai has 625 × ~250 of them). */
function mix(x: number): number {
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

/** The key halves of `piece` on `sq`: `code` numbers the piece form; the two halves use independent mixes. */
export function pieceKey(code: number, sq: number): [number, number] {
  const x = (code * 1024 + sq) >>> 0;
  return [mix(x ^ 0x9e3779b9), mix((x + 0x7f4a7c15) ^ 0x5bd1e995)];
}

/** XORed into the low half when White is to move. */
export const SIDE_KEY = 0x6a09e667;

/** Numbers every piece form of `rules` (id order), then side and promotion into one code per (id, side, promoted). */
export function pieceCodes(rules: Rules): (piece: Piece) => number {
  const index = new Map<string, number>();
  for (const id of rules.pieces.keys()) index.set(id, index.size);
  return (p) => (index.get(p.id)! * 2 + (p.side === 'black' ? 0 : 1)) * 2 + (p.promoted ? 1 : 0);
}
