// Explanations in words: why an Emperor may not go to a square, and what the rules did on a move (forced promotion,
// conversion, a dead piece). The engine decides; these functions only put its reasons into words.
import { fill } from '../../../i18n';
import { emperorBar, isDead, opponent, squareName, type Move, type Position, type Square } from '../../../engine';
import { pieceName, type BoardEnv } from './board-data';
import { sideName } from './board-notation';
import { emperorBarWords } from '../emperor-words';

/**
 * Why the Emperor on `from` cannot go to `sq` (a square its legal moves do not reach), or null when the piece on
 * `from` is no Emperor or the game's rules let it go there.
 */
export function emperorForbidden(env: BoardEnv, pos: Position, from: Square, sq: Square): string | null {
  const why = emperorReason(env, pos, from, sq);
  return why && fill(env.data.words.forbidden, { sq: squareName(sq, pos.size), why });
}

/** The reason alone, as a clause (for a square's accessible name, which already says the square). */
export function emperorReason(env: BoardEnv, pos: Position, from: Square, sq: Square): string | null {
  const bar = sq === from ? null : emperorBar(pos, from, sq);
  if (!bar) return null;
  const own = pos.board[from]!.side;
  return emperorBarWords(env.data.emperor, bar, sideName(env, opponent(own)), sideName(env, own));
}

/** What the rules did on `move` beyond moving, in a sentence each: compulsory promotion, conversion, a piece left dead. */
export function ruleNotes(env: BoardEnv, before: Position, move: Move, offered: number): string[] {
  const piece = before.board[move.from];
  if (!piece) return [];
  const notes: string[] = [];
  const w = env.data.words;
  const rule = before.rules.promotion;
  const mover = pieceName(env, piece.id);
  if (move.convert) {
    const captured = move.captures.map((sq) => before.board[sq]).filter((p) => p && before.rules.conversions.some((c) => c.captured.includes(p.id)));
    const victim = captured[captured.length - 1];
    const values = { victim: victim ? pieceName(env, victim.id) : w.thatPiece, mover, to: pieceName(env, move.convert) };
    notes.push(fill(offered > 1 ? w.convertChosen : w.convert, values));
  } else if (move.promote === true && offered === 1) {
    const to = pieceName(env, before.rules.promotions.get(piece.id) ?? piece.id);
    const why = rule.kind === 'capture' && rule.forced === 'always' ? w.whyEveryCapture : w.whyPromotedVictim;
    notes.push(fill(w.promotedForced, { mover, to, why }));
  }
  if (rule.kind === 'zone' && move.promote !== true) {
    const after = { ...piece };
    if (isDead(before.rules, after, move.to, before.size)) {
      notes.push(fill(w.dead, { mover }));
    }
  }
  return notes;
}
