// Words for the board: square and piece names for screen readers, and the readable move notation of the move list,
// from the `board.` strings of the page's language (env.data.words).
import { fill } from '../../../../i18n';
import { squareName, type Move, type Piece, type Position, type Side, type Square } from '../../../../engine';
import { pieceName, type BoardEnv } from '../board-data';

export const sideName = (env: BoardEnv, side: Side): string => (side === 'black' ? env.data.words.black : env.data.words.white);

/** Sentences one after another, spaced as the language spaces them. */
export const sentences = (env: BoardEnv, ...parts: string[]): string => parts.reduce((first, next) => fill(env.data.words.then, { first, next }));

/** "Lion, Black, 10j" (DESIGN: the accessible name of an occupied square); "10j, empty" otherwise. */
export function squareLabel(env: BoardEnv, pos: Position, sq: Square): string {
  const piece = pos.board[sq];
  const w = env.data.words;
  const name = squareName(sq, pos.size);
  return piece ? fill(w.occupied, { piece: pieceLabel(env, piece), side: sideName(env, piece.side), sq: name }) : fill(w.empty, { sq: name });
}

/** A piece's name, saying when it got its form by promotion: "Gold General (promoted)". */
export function pieceLabel(env: BoardEnv, piece: Piece): string {
  const name = pieceName(env, piece.id);
  return piece.promoted ? fill(env.data.words.promotedName, { name }) : name;
}

/**
 * The move list's notation, e.g. `Lion 8h×8g×8f`, `Hook Mover 5e–5a–9a`, `Lion 8h×8g, back to 8h (igui)`,
 * `Lion 8h, out and back (pass)`, then `, promotes to Gold General`, `, declines promotion`, `, becomes Buddhist Spirit`
 * (left off with `outcome: false`, where the reader is about to choose it). `pos` is the position before the move.
 */
export function describeMove(env: BoardEnv, pos: Position, move: Move, outcome = true): string {
  const w = env.data.words;
  const piece = pos.board[move.from];
  const name = (sq: Square) => squareName(sq, pos.size);
  const mover = piece ? pieceLabel(env, piece) : '?';
  let text: string;
  if (move.from === move.to) {
    const captures = move.captures.map((sq) => `×${name(sq)}`).join('');
    text = fill(move.captures.length ? w.moveIgui : w.movePass, { mover, from: name(move.from), captures });
  } else {
    const steps = [...move.via, move.to].map((sq) => `${move.captures.includes(sq) ? '×' : '–'}${name(sq)}`);
    text = `${mover} ${name(move.from)}${steps.join('')}`;
  }
  if (!outcome) return text;
  if (move.convert) return fill(w.becomes, { move: text, name: pieceName(env, move.convert) });
  if (move.promote === true && piece) return fill(w.promotes, { move: text, name: pieceName(env, pos.rules.promotions.get(piece.id) ?? piece.id) });
  if (move.promote === false) return fill(w.declines, { move: text });
  return text;
}

/** A short label for one of a move's promotion or conversion choices, e.g. "Promote to Gold General". */
export function choiceLabel(env: BoardEnv, pos: Position, move: Move): string {
  const w = env.data.words;
  const piece = pos.board[move.from];
  if (move.convert) return fill(w.choiceBecome, { name: pieceName(env, move.convert) });
  if (move.promote === true && piece) return fill(w.choicePromote, { name: pieceName(env, pos.rules.promotions.get(piece.id) ?? piece.id) });
  if (move.promote === false && piece) return fill(w.choiceStay, { name: pieceName(env, piece.id) });
  return piece ? fill(w.choiceKeep, { name: pieceName(env, piece.id) }) : w.choicePlay;
}

/** "7g, 7h and 22 more": squares for an announcement, capped so a screen reader is not read 600 names. */
export function squareList(env: BoardEnv, squares: Square[], size: number, cap = 24): string {
  const w = env.data.words;
  const names = squares.map((sq) => squareName(sq, size));
  if (names.length <= cap) return names.join(w.listSep);
  return fill(w.andMore, { list: names.slice(0, cap).join(w.listSep), n: names.length - cap });
}
