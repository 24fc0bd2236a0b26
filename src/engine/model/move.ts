// Moves as distinct outcomes, and applying one to a position.
import { opponent, type Piece, type Position } from './position';
import type { Square } from './square';

/**
 * One distinct outcome (DESIGN §5): where the piece ends, what it captured, and the promotion or conversion chosen.
 * `via` lists the squares the piece stops on between `from` and `to`, in order, for animation and the path notation:
 * a captured intermediate square, the square a hook turns on, the square a Lion steps out to before returning.
 * A jump or a straight slide has none. An igui or a pass has `from === to`.
 */
export interface Move {
  from: Square;
  to: Square;
  via: Square[];
  /** Captured squares in the order the piece passes them. */
  captures: Square[];
  /** null: no promotion happens; true: promotes (chosen or forced); false: declines an optional promotion. */
  promote: boolean | null;
  /** Maka capture conversion: the capturer turns into this piece id (instead of promoting). */
  convert?: string;
}

/** The position after `move` (one from legalMoves or parseMove); `pos` is left untouched. */
export function applyMove(pos: Position, move: Move): Position {
  const piece = pos.board[move.from];
  if (!piece) throw new Error(`no piece on square ${move.from}`);
  const board = pos.board.slice();
  const captured = pos.captured.slice();
  for (const sq of move.captures) {
    const victim = board[sq];
    if (victim) captured.push(victim);
    board[sq] = null;
  }
  board[move.from] = null;
  board[move.to] = transformed(pos, piece, move);
  return { rules: pos.rules, size: pos.size, board, turn: opponent(pos.turn), captured };
}

function transformed(pos: Position, piece: Piece, move: Move): Piece {
  const { promotions } = pos.rules;
  // A converted piece counts as promoted unless its new form can itself promote (法性 and 教王 cannot).
  if (move.convert) return { id: move.convert, side: piece.side, promoted: !promotions.has(move.convert) };
  if (!move.promote) return piece;
  const to = promotions.get(piece.id);
  if (!to || piece.promoted) throw new Error(`${piece.id} cannot promote`);
  return { id: to, side: piece.side, promoted: true };
}
