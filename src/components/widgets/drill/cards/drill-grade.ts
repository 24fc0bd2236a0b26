// Grading a drill answer against the engine: the squares a reader marked against the piece's reach, a typed name
// against the piece's names (as the board's piece search reads them), a chosen answer against the card's.
import { reach } from '../../../../engine';
import type { PieceData } from '../../../../schema';
import { dirOf, dist, key, squareOf, type Offset } from '../../../../lib/diagram/marks';
import type { BoardEnv } from '../../board/board-data';
import { matchScore } from '../../board/state/board-search';
import type { ReachCard } from './drill-deck';

export interface ReachGrade {
  right: boolean;
  /** Squares marked and reached. */
  hit: string[];
  /** Squares reached but not marked. */
  missed: string[];
  /** Squares marked but not reached. */
  wrong: string[];
}

/** `destinations` from the engine's reach (with [0, 0] for a pass or igui); `marked` as offset keys ("dx,dy"). */
export function gradeReach(destinations: readonly Offset[], marked: readonly string[]): ReachGrade {
  const reached = new Set(destinations.map(key));
  const chosen = new Set(marked);
  const hit = [...chosen].filter((k) => reached.has(k));
  const missed = [...reached].filter((k) => !chosen.has(k));
  const wrong = [...chosen].filter((k) => !reached.has(k));
  return { right: !missed.length && !wrong.length, hit, missed, wrong };
}

/** A typed answer is right when it is exactly one of the piece's names: any script, reading or English, macrons and
 *  long vowels optional (Latin text is folded as the board's search folds it). */
export function gradeName(piece: PieceData, typed: string): boolean {
  return matchScore(piece, typed) === 3;
}

/** The squares from the piece (exclusive) to `at` on one straight line, or just `at` when it is off every line. */
export function lineTo(at: Offset): Offset[] {
  if (!dirOf(at) || !dist(at)) return [at];
  const n = dist(at);
  const [sx, sy] = [Math.sign(at[0]), Math.sign(at[1])];
  return Array.from({ length: n }, (_, i): Offset => [sx * (i + 1), sy * (i + 1)]);
}

/** The engine's answer to a reach card: the piece at the centre, Black, with the card's enemy Pawn. */
export function reachOf(card: ReachCard, env: BoardEnv): Offset[] {
  const rules = env.rules(card.game, card.source);
  const blockers = card.pawn ? [{ sq: squareOf(card.pawn, card.size), piece: { id: 'pawn', side: 'white' as const, promoted: false } }] : [];
  return reach(rules, card.piece, { size: card.size, blockers }).destinations;
}
