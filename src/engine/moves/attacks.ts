// Attacked and protected squares, readable view: answered by the fast core (core/), the one place they are defined.
import { Core } from '../core';
import type { Piece, Position, Side } from '../model/position';
import type { Rules } from '../model/rules';
import type { Square } from '../model/square';

/** Every square `bySide` attacks (see attacks()), as one pass: 1 where it could capture, indexed by square. */
export function attackMap(board: readonly (Piece | null)[], size: number, rules: Rules, bySide: Side): Uint8Array {
  return Core.from({ rules, size, board, turn: bySide, captured: [] }).attackedSquares(bySide === 'black' ? 0 : 1);
}

/**
 * Could some piece of `bySide` capture on `sq`, as if an enemy stood there? Every movement kind counts (steps, slides,
 * jumps, Lion and Lion Dog areas, hooks). Emperors are left out: the only piece an Emperor could be asked to respect is
 * the other Emperor, and that threat is what the both-Emperors rule (own protection required) already covers; counting
 * them would also make the definition circular, as an Emperor's own reach depends on attacks. Dead pieces have no
 * moves, so they attack nothing.
 */
export function attacks(pos: Position, bySide: Side, sq: Square): boolean {
  return Core.from(pos).attacked(sq, bySide === 'black' ? 0 : 1);
}

/** Is the piece on `sq` protected, i.e. attacked by its own side? False on an empty square. */
export function isProtected(pos: Position, sq: Square): boolean {
  const piece = pos.board[sq];
  return piece ? attacks(pos, piece.side, sq) : false;
}
