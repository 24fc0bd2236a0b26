// Scores and judgements of the analysis: the search's scores turned to Black's point of view, game ends, and the
// marks for moves that lose material against the engine's best reply. Pure: facts only, the view words them.
import type { Position, Side } from '../../../engine';
import { WIN } from '../../../engine/search/search';

/** Scores this close to ±WIN are a forced capture of the last royal (the search subtracts one per ply to it). */
const DECIDED = WIN - 1000;

/** What the search found at one position of the game, from Black's point of view. */
export interface Eval {
  /** A Pawn ≈ 100, positive when Black is better; ±(WIN − plies) when a side captures the last royal in `plies`. */
  score: number;
  /** The engine's best move here and the line it expects, in move text (null and empty where the game is over). */
  best: string | null;
  pv: string[];
  /** The last depth the search finished (0 for a finished game). */
  depth: number;
}

/** The search's score is for the side to move; the analysis shows Black's. */
export const forBlack = (score: number, turn: Side): number => (turn === 'black' ? score : -score) + 0;

/** What a score says: a side wins by force in so many plies, or an advantage in pawns (positive for Black). */
export type ScoreMeaning = { kind: 'win'; side: Side; plies: number } | { kind: 'pawns'; pawns: number };

export function meaning(blackScore: number): ScoreMeaning {
  if (Math.abs(blackScore) >= DECIDED) return { kind: 'win', side: blackScore > 0 ? 'black' : 'white', plies: WIN - Math.abs(blackScore) };
  return { kind: 'pawns', pawns: blackScore / 100 };
}

/**
 * The evaluation of a position where the game is over (a side that had a royal when play started has lost its last
 * one), or null while it goes on.
 */
export function finished(start: Position, pos: Position): Eval | null {
  const royals = (p: Position, side: Side) => p.board.some((x) => x?.side === side && p.rules.royals.has(x.id));
  const lost = (['black', 'white'] as const).find((side) => royals(start, side) && !royals(pos, side));
  return lost ? { score: lost === 'white' ? WIN : -WIN, best: null, pv: [], depth: 0 } : null;
}

export const MARKS = ['inaccuracy', 'mistake', 'blunder'] as const;
export type MarkKind = (typeof MARKS)[number];
/** The least loss, in pawn units (a Pawn ≈ 100), for each mark: documented on the analysis page. */
export const THRESHOLDS: Record<MarkKind, number> = { inaccuracy: 200, mistake: 500, blunder: 1000 };
/**
 * In measuring a loss, a forced win counts as this many pawn units and no score goes beyond it, so that letting a
 * won game slip is a blunder while winning more slowly, or losing a hopeless game faster, is no mistake.
 */
export const WIN_VALUE = 3000;

const capped = (blackScore: number): number => Math.max(-WIN_VALUE, Math.min(WIN_VALUE, Math.abs(blackScore) >= DECIDED ? Math.sign(blackScore) * WIN_VALUE : blackScore));

export interface Mark {
  kind: MarkKind;
  /** What the move gave away against the engine's best, in pawn units for its mover. */
  loss: number;
  /** The engine's better move and its line, in move text. */
  better: string;
  pv: string[];
}

/**
 * The mark of a move played by `mover` from a position evaluated `before` to one evaluated `after`, or null: the
 * loss is the fall of the mover's score; the engine's own best move is never marked.
 */
export function judge(before: Eval, after: Eval, mover: Side, played: string): Mark | null {
  if (!before.best || before.best === played) return null;
  const sign = mover === 'black' ? 1 : -1;
  const loss = sign * (capped(before.score) - capped(after.score));
  const kind = [...MARKS].reverse().find((k) => loss >= THRESHOLDS[k]);
  return kind ? { kind, loss, better: before.best, pv: before.pv } : null;
}

/** The marks of a game's moves (index i: the move from position i), as far as both its positions are evaluated. */
export function judgeGame(positions: readonly Position[], played: readonly string[], evals: readonly (Eval | undefined)[]): (Mark | null)[] {
  return played.map((text, i) => {
    const before = evals[i];
    const after = evals[i + 1];
    return before && after ? judge(before, after, positions[i]!.turn, text) : null;
  });
}
