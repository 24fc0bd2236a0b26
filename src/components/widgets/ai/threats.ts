// Threats: the pieces of the side to move that an enemy piece could capture on its next move, and which are protected.
import { attacks, legalMoves, opponent, type Position, type Square } from '../../../engine';

/**
 * Square → protected (its own side could capture on it, the engine's one definition of protection), for every piece
 * of the side to move that some legal move of the enemy, were it to move now, captures.
 */
export function threatsOf(pos: Position): Map<Square, boolean> {
  const enemy = { ...pos, turn: opponent(pos.turn) };
  const threats = new Map<Square, boolean>();
  for (const m of legalMoves(enemy)) {
    for (const sq of m.captures) {
      if (!threats.has(sq) && pos.board[sq]?.side === pos.turn) threats.set(sq, attacks(pos, pos.turn, sq));
    }
  }
  return threats;
}
