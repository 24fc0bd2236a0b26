// Move-tree node counts, for checking the generator against independent counts.
import { applyMove } from './move';
import { legalMoves } from './movegen';
import { winner, type Position } from './position';

/** Leaf nodes of the legal-move tree `depth` plies deep; a finished game (a side without royals) has no moves. */
export function perft(pos: Position, depth: number): number {
  if (depth === 0) return 1;
  if (winner(pos) !== null) return 0;
  const moves = legalMoves(pos);
  if (depth === 1) return moves.length;
  let nodes = 0;
  for (const move of moves) nodes += perft(applyMove(pos, move), depth - 1);
  return nodes;
}
