// Positions: an immutable board of pieces, the side to move and what has been captured.
import type { Rules } from './rules';
import { MAX_SIZE, MIN_SIZE, type Square } from './square';

export const SIDES = ['black', 'white'] as const;
export type Side = (typeof SIDES)[number];

/** A piece on the board; `id` is its current form, `promoted` whether it got there by promotion (it cannot promote again). */
export interface Piece {
  id: string;
  side: Side;
  promoted: boolean;
}

/** Treated as immutable: every change makes a new Position. */
export interface Position {
  rules: Rules;
  size: number;
  board: readonly (Piece | null)[];
  turn: Side;
  /** Every piece captured so far, in order. */
  captured: readonly Piece[];
}

export const opponent = (side: Side): Side => (side === 'black' ? 'white' : 'black');

/** An empty board of the game's size, or of `size` (5…25) for mini-boards; Black to move. */
export function emptyPosition(rules: Rules, size: number = rules.size): Position {
  if (!Number.isInteger(size) || size < MIN_SIZE || size > MAX_SIZE) {
    throw new RangeError(`board size must be an integer from ${MIN_SIZE} to ${MAX_SIZE}, got ${size}`);
  }
  return { rules, size, board: new Array<Piece | null>(size * size).fill(null), turn: 'black', captured: [] };
}

/** The game's starting setup: Black's ranks as listed (the last is Black's back rank), White's the 180° rotation. */
export function startPosition(rules: Rules): Position {
  const { size, setup } = rules.game;
  const board = new Array<Piece | null>(size * size).fill(null);
  setup.forEach((line, i) => {
    const rank = size - setup.length + i;
    line.trim().split(/\s+/).forEach((token, col) => {
      if (token === '.') return;
      if (!rules.pieces.has(token)) throw new Error(`setup rank ${i + 1} names an unknown piece "${token}"`);
      const sq = rank * size + col;
      board[sq] = { id: token, side: 'black', promoted: false };
      board[size * size - 1 - sq] = { id: token, side: 'white', promoted: false };
    });
  });
  return { rules, size, board, turn: 'black', captured: [] };
}

/** A copy of `pos` with `piece` (or nothing) on `sq`. */
export function putPiece(pos: Position, sq: Square, piece: Piece | null): Position {
  if (sq < 0 || sq >= pos.board.length) throw new RangeError(`square ${sq} is off the ${pos.size}×${pos.size} board`);
  const board = pos.board.slice();
  board[sq] = piece;
  return { ...pos, board };
}

/** The side that has won (the other has none of the game's royals left on the board), or null while both have one. */
export function winner(pos: Position): Side | null {
  let black = false;
  let white = false;
  for (const p of pos.board) {
    if (p && pos.rules.royals.has(p.id)) {
      if (p.side === 'black') black = true;
      else white = true;
    }
  }
  if (black === white) return null;
  return black ? 'black' : 'white';
}
