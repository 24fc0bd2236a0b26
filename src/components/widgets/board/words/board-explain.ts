// Explanations in words: why an Emperor may not go to a square, and what the rules did on a move (forced promotion,
// conversion, a dead piece). The engine decides and gives its reasons as codes; these functions only word them.
import { fill } from '../../../../i18n';
import { emperorBar, opponent, squareName, type MoveFact, type Position, type Square } from '../../../../engine';
import { pieceName, type BoardEnv } from '../board-data';
import { sideName } from './board-notation';
import { emperorBarWords } from '../../emperor-words';

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

/** One fact the engine reported about a played move (compulsory promotion and why, conversion, a dead piece), in words. */
export function factWords(env: BoardEnv, fact: MoveFact): string {
  const w = env.data.words;
  const name = (id: string) => (id ? pieceName(env, id) : w.thatPiece);
  switch (fact.code) {
    case 'conversion':
    case 'conversionChosen':
      return fill(fact.code === 'conversion' ? w.convert : w.convertChosen, { victim: name(fact.victim), mover: name(fact.piece), to: name(fact.to) });
    case 'everyCaptureForcesPromotion':
    case 'promotedVictimForcesPromotion': {
      const why = fact.code === 'everyCaptureForcesPromotion' ? w.whyEveryCapture : w.whyPromotedVictim;
      return fill(w.promotedForced, { mover: name(fact.piece), to: name(fact.to), why });
    }
    case 'deadPiece':
      return fill(w.dead, { mover: name(fact.piece) });
  }
}
