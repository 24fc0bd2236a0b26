// Words for the board: square and piece names for screen readers, and the readable move notation of the move list.
import { squareName, type Move, type Piece, type Position, type Side, type Square } from '../../../engine';
import { pieceName, type BoardEnv } from './board-data';

export const sideName = (side: Side): string => (side === 'black' ? 'Black' : 'White');

/** "Lion, Black, 10j" (DESIGN: the accessible name of an occupied square); "10j, empty" otherwise. */
export function squareLabel(env: BoardEnv, pos: Position, sq: Square): string {
  const piece = pos.board[sq];
  const name = squareName(sq, pos.size);
  return piece ? `${pieceLabel(env, piece)}, ${sideName(piece.side)}, ${name}` : `${name}, empty`;
}

/** A piece's English name, saying when it got its form by promotion: "Gold General (promoted)". */
export function pieceLabel(env: BoardEnv, piece: Piece): string {
  return `${pieceName(env, piece.id)}${piece.promoted ? ' (promoted)' : ''}`;
}

/**
 * The move list's notation, e.g. `Lion 8h×8g×8f`, `Hook Mover 5e–5a–9a`, `Lion 8h×8g, back to 8h (igui)`,
 * `Lion 8h, out and back (pass)`, then `, promotes to Gold General`, `, declines promotion`, `, becomes Buddhist Spirit`.
 * `pos` is the position before the move.
 */
export function describeMove(env: BoardEnv, pos: Position, move: Move): string {
  const piece = pos.board[move.from];
  const name = (sq: Square) => squareName(sq, pos.size);
  const mover = piece ? pieceLabel(env, piece) : '?';
  let text: string;
  if (move.from === move.to) {
    text = move.captures.length
      ? `${mover} ${name(move.from)}${move.captures.map((sq) => `×${name(sq)}`).join('')}, back to ${name(move.from)} (igui)`
      : `${mover} ${name(move.from)}, out and back (pass)`;
  } else {
    const steps = [...move.via, move.to].map((sq) => `${move.captures.includes(sq) ? '×' : '–'}${name(sq)}`);
    text = `${mover} ${name(move.from)}${steps.join('')}`;
  }
  if (move.convert) text += `, becomes ${pieceName(env, move.convert)}`;
  else if (move.promote === true && piece) text += `, promotes to ${pieceName(env, pos.rules.promotions.get(piece.id) ?? piece.id)}`;
  else if (move.promote === false) text += ', declines promotion';
  return text;
}

/** A short label for one of a move's promotion or conversion choices, e.g. "Promote to Gold General". */
export function choiceLabel(env: BoardEnv, pos: Position, move: Move): string {
  const piece = pos.board[move.from];
  if (move.convert) return `Become ${pieceName(env, move.convert)}`;
  if (move.promote === true && piece) return `Promote to ${pieceName(env, pos.rules.promotions.get(piece.id) ?? piece.id)}`;
  if (move.promote === false && piece) return `Stay ${pieceName(env, piece.id)}`;
  return piece ? `Keep ${pieceName(env, piece.id)}` : 'Play';
}

/** "7g, 7h and 22 more": squares for an announcement, capped so a screen reader is not read 600 names. */
export function squareList(squares: Square[], size: number, cap = 24): string {
  const names = squares.map((sq) => squareName(sq, size));
  if (names.length <= cap) return names.join(', ');
  return `${names.slice(0, cap).join(', ')} and ${names.length - cap} more`;
}
