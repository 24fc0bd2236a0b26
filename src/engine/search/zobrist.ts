// Zobrist keys for the search's transposition table: the core's two 32-bit halves per (square, piece form, side, promoted).
import type { Piece } from '../position';
import type { Rules } from '../rules';
import { keyHi, keyLo, SIDE_KEY } from '../core/zobrist';

export { SIDE_KEY };

/** The key halves of `piece` on `sq`: the fast core's keys (one Zobrist definition for the whole engine). */
export const pieceKey = (code: number, sq: number): [number, number] => [keyLo(code, sq), keyHi(code, sq)];

/** Numbers every piece form of `rules` (id order), then side and promotion into one code per (id, side, promoted). */
export function pieceCodes(rules: Rules): (piece: Piece) => number {
  const index = new Map<string, number>();
  for (const id of rules.pieces.keys()) index.set(id, index.size);
  return (p) => (index.get(p.id)! * 2 + (p.side === 'black' ? 0 : 1)) * 2 + (p.promoted ? 1 : 0);
}
