// Explanations in words: why an Emperor may not go to a square, and what the rules did on a move (forced promotion,
// conversion, a dead piece). The engine decides; these functions only put its reasons into words.
import { emperorBar, isDead, opponent, squareName, type Move, type Position, type Square } from '../../../engine';
import { pieceName, type BoardEnv } from './board-data';
import { sideName } from './board-notation';
import { emperorBarWords } from '../emperor-words';

/**
 * Why the Emperor on `from` cannot go to `sq` (a square its legal moves do not reach), or null when the piece on
 * `from` is no Emperor or the game's rules let it go there.
 */
export function emperorForbidden(env: BoardEnv, pos: Position, from: Square, sq: Square): string | null {
  const bar = sq === from ? null : emperorBar(pos, from, sq);
  if (!bar) return null;
  const own = pos.board[from]!.side;
  return `${squareName(sq, pos.size)}: ${emperorBarWords(env.data.emperor, bar, sideName(opponent(own)), sideName(own))}.`;
}

/** What the rules did on `move` beyond moving, in a sentence each: compulsory promotion, conversion, a piece left dead. */
export function ruleNotes(env: BoardEnv, before: Position, move: Move, offered: number): string[] {
  const piece = before.board[move.from];
  if (!piece) return [];
  const notes: string[] = [];
  const rule = before.rules.promotion;
  const mover = pieceName(env, piece.id);
  if (move.convert) {
    const captured = move.captures.map((sq) => before.board[sq]).filter((p) => p && before.rules.conversions.some((c) => c.captured.includes(p.id)));
    const victim = captured[captured.length - 1];
    notes.push(
      `Capture conversion: capturing ${victim ? pieceName(env, victim.id) : 'that piece'} turns the ${mover} into ${pieceName(env, move.convert)}` +
        (offered > 1 ? ' (chosen).' : '.'),
    );
  } else if (move.promote === true && offered === 1) {
    const to = pieceName(env, before.rules.promotions.get(piece.id) ?? piece.id);
    const why =
      rule.kind === 'capture' && rule.forced === 'always'
        ? 'every capture promotes in this rule set'
        : 'it captured a promoted piece, which makes promotion compulsory';
    notes.push(`The ${mover} promoted to ${to}: ${why}.`);
  }
  if (rule.kind === 'zone' && move.promote !== true) {
    const after = { ...piece };
    if (isDead(before.rules, after, move.to, before.size)) {
      notes.push(`The unpromoted ${mover} stands where it can never move again: it is now a dead piece.`);
    }
  }
  return notes;
}
