// Explanations in words: why an Emperor may not go to a square, and what the rules did on a move (forced promotion,
// conversion, a dead piece). The engine decides; these functions only name the reason, using its attack test.
import { attacks, isDead, opponent, putPiece, squareName, type Move, type Position, type Square } from '../../engine';
import { pieceName, type BoardEnv } from './board-data';
import { sideName } from './board-notation';

/**
 * Why the Emperor on `from` cannot go to `sq` (a square its legal moves do not reach), or null when the piece on
 * `from` is no Emperor or the game sets it no limits. Attacks are judged with the Emperor lifted off its square, as
 * the engine judges them.
 */
export function emperorForbidden(pos: Position, from: Square, sq: Square): string | null {
  const piece = pos.board[from];
  const rule = pos.rules.emperor;
  if (!piece || !pos.rules.pieces.get(piece.id)?.emperor || sq === from) return null;
  const target = pos.board[sq];
  const name = squareName(sq, pos.size);
  if (target?.side === piece.side) return `${name}: your own piece stands there.`;
  if (!rule) return null;
  const lifted = putPiece(pos, from, null);
  const enemy = opponent(piece.side);
  const attacked = attacks(lifted, enemy, sq);
  if (rule.safeSquaresOnly && attacked) {
    return `${name}: ${sideName(enemy)} attacks this square, and in this game the Emperor may only move to squares the enemy does not attack.`;
  }
  if (target && attacked) return `${name}: this piece is protected by ${sideName(enemy)}, and the Emperor may not capture a protected piece.`;
  const enemyEmperor = pos.board.some((p) => p?.side === enemy && pos.rules.pieces.get(p.id)?.emperor);
  if (rule.protectedSquaresWhenBoth && enemyEmperor && !attacks(lifted, piece.side, sq)) {
    return `${name}: both sides have an Emperor, so it may only go to squares its own side protects, and ${sideName(piece.side)} does not protect this one.`;
  }
  return null;
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
