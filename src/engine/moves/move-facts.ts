// Why a played move promoted or converted when it did, and whether it left a dead piece: facts with reason codes, for
// boards to word. Whether a promotion was compulsory is read from the legal moves (the one rule implementation), never
// from how the move was entered; the rule in force says why.
import { legalMoves } from './movegen';
import type { Move } from '../model/move';
import type { Position } from '../model/position';
import { isDead } from './promotion';
import type { MoveFact } from '../text/reason';

const sameOutcome = (a: Move, b: Move) =>
  a.to === b.to && a.captures.length === b.captures.length && a.captures.every((sq) => b.captures.includes(sq));

/** The facts of `move`, a legal move of the side to move in `pos` (in the order a reader needs them). */
export function moveFacts(pos: Position, move: Move): MoveFact[] {
  const piece = pos.board[move.from];
  if (!piece) return [];
  const rules = pos.rules;
  const victims = move.captures.map((sq) => pos.board[sq]).filter((p) => p !== null && p !== undefined);
  // Every choice the rules offer for this outcome (same destination, same captures), whatever path the move took.
  const siblings = legalMoves(pos, move.from).filter((m) => sameOutcome(m, move));
  if (siblings.length === 0) return [];
  const facts: MoveFact[] = [];
  if (move.convert) {
    // The last converting piece captured along the path decides (seed 000, as the core reads it).
    const victim = victims.filter((p) => rules.conversions.some((c) => c.captured.includes(p.id) && c.becomes === move.convert)).pop();
    const chosen = siblings.some((m) => !m.convert);
    facts.push({ code: chosen ? 'conversionChosen' : 'conversion', piece: piece.id, victim: victim?.id ?? '', to: move.convert });
  } else if (move.promote === true && !siblings.some((m) => m.promote !== true)) {
    const to = rules.promotions.get(piece.id) ?? piece.id;
    const rule = rules.promotion;
    const promotedVictim = victims.filter((p) => p.promoted).pop();
    if (rule.kind === 'capture' && rule.forced === 'always') facts.push({ code: 'everyCaptureForcesPromotion', piece: piece.id, to });
    else if (promotedVictim) facts.push({ code: 'promotedVictimForcesPromotion', piece: piece.id, to, victim: promotedVictim.id });
  }
  if (move.promote !== true && !move.convert && isDead(rules, piece, move.to, pos.size)) facts.push({ code: 'deadPiece', piece: piece.id });
  return facts;
}
