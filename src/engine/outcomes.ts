// Collects one piece's move outcomes, keeping one per distinct (destination, set of captures).
import type { Move } from './move';
import type { Piece, Side } from './position';
import { MAX_SIZE, type Square } from './square';

/** What the generators of one piece read and write. Reused across pieces to keep the hot loop allocation-free. */
export interface Outcomes {
  board: readonly (Piece | null)[];
  size: number;
  from: Square;
  side: Side;
  moves: Move[];
}

// Outcomes whose captures are empty or just the destination are keyed by the destination alone (landing on an enemy
// always captures it); the rest (igui, double captures) by a string key. Stamps avoid clearing the array per piece.
const seen = new Int32Array(MAX_SIZE * MAX_SIZE);
let stamp = 0;
let complex: Set<string> | null = null;

/** Starts collecting the outcomes of the piece on `from`. */
export function beginPiece(out: Outcomes, from: Square): void {
  out.from = from;
  stamp++;
  complex = null;
}

/** Records an outcome unless the same one was already found by another path. */
export function addOutcome(out: Outcomes, to: Square, via: Square[], captures: Square[]): void {
  if (captures.length === 0 || (captures.length === 1 && captures[0] === to)) {
    if (seen[to] === stamp) return;
    seen[to] = stamp;
  } else {
    const key = `${to}:${captures.slice().sort((a, b) => a - b).join(',')}`;
    complex ??= new Set();
    if (complex.has(key)) return;
    complex.add(key);
  }
  out.moves.push({ from: out.from, to, via, captures, promote: null });
}

/** True when `sq` holds a piece of the moving side (a square no move may end on). */
export const isFriend = (out: Outcomes, sq: Square): boolean => out.board[sq]?.side === out.side;
