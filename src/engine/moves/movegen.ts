// Legal move generation, readable view: the fast core's moves (core/) as Move objects, in board order (DESIGN §5).
import { Core } from '../core';
import type { Move } from '../model/move';
import type { Position } from '../model/position';
import type { Square } from '../model/square';

const buffer = new Float64Array(1 << 14);

/**
 * The legal moves of the side to move (only those of the piece on `from` when given; none when it is not that side's).
 * Moving into attack is legal, and play after a royal falls is not prevented here: callers check winner().
 */
export function legalMoves(pos: Position, from?: Square): Move[] {
  const core = Core.from(pos);
  const moves: Move[] = [];
  const first = from ?? 0;
  const last = from ?? pos.board.length - 1;
  for (let sq = first; sq <= last; sq++) {
    const end = core.generateFrom(sq, buffer, 0);
    for (let i = 0; i < end; i++) moves.push(core.toMove(buffer[i]!));
  }
  return moves;
}
