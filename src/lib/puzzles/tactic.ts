// What makes a position a tactic: one move wins at least a strong piece (or the last royal), every other move is far
// worse; checked with the engine's search at a fixed depth (never a time budget), by the generator and by the tests.
import { applyMove, makeMove, winner, type Move, type Position } from '../../engine';
import { pieceValues, search, WIN } from '../../engine/search';

/** Every other move must score at least this much worse (centipawn-like units; a Pawn ≈ 100): "3 pawns". */
export const UNIQUE_MARGIN = 300;
/** Scores this close to ±WIN are the game's end found by the search. */
const DECISIVE = WIN - 1000;
/** A verification is bounded by its depth, not by a clock: the same position gets the same answer on any machine. */
const NO_CLOCK = 10 * 60_000;

/** The values of one rule set's piece forms (cached: each is computed from every piece's reach). */
const valueCache = new WeakMap<Position['rules'], Map<string, number>>();
export function valuesOf(pos: Position): Map<string, number> {
  let v = valueCache.get(pos.rules);
  if (!v) valueCache.set(pos.rules, (v = pieceValues(pos.rules)));
  return v;
}

/**
 * A "strong piece" of this game, in material units: the upper quartile of the values of the non-royal pieces of the
 * starting setup, counted per piece on the board. Gaining at least this much is a decisive gain, whatever the game.
 */
export function strongValue(start: Position): number {
  const values = valuesOf(start);
  const list = start.board
    .filter((p) => p && !start.rules.royals.has(p.id))
    .map((p) => values.get(p!.id) ?? 0)
    .sort((a, b) => a - b);
  return list[Math.floor(list.length * 0.75)] ?? 0;
}

/** Material of `side` minus the other's, by the pieces' current forms (royals count at their value too). */
export function materialBalance(pos: Position, side: Position['turn']): number {
  const values = valuesOf(pos);
  let sum = 0;
  for (const p of pos.board) if (p) sum += (p.side === side ? 1 : -1) * (values.get(p.id) ?? 0);
  return sum;
}

export interface TacticCheck {
  /** The search's move, in move text; null when the side to move has none. */
  move: string | null;
  /** Its score and line (move text) at this depth. */
  score: number;
  line: string[];
  /** The same line as moves. */
  pv: Move[];
  /** The best score of any other move at this depth (-Infinity when there is none); the answer with the other
   * promotion choice is not another move. */
  second: number;
  /** The material the line gains for the side to move; Infinity when it takes the enemy's last royal. */
  gain: number;
}

/**
 * Searches `pos` at exactly `depth` for the best move and reads its line's material gain, then searches for the best
 * other move (skipped, with `second` = +Infinity, when the gain is below `atLeast`: it cannot be a tactic then).
 */
export function checkTactic(pos: Position, depth: number, atLeast: number = -Infinity): TacticCheck {
  const best = search(pos, { depth, ms: NO_CLOCK });
  if (!best.move) return { move: null, score: best.score, line: [], pv: [], second: -Infinity, gain: 0 };
  const text = makeMove(best.move, pos.size);
  let end = pos;
  for (const m of best.pv) {
    end = applyMove(end, m);
    if (winner(end)) break;
  }
  const won = winner(end) === pos.turn || best.score > DECISIVE;
  const gain = won ? Infinity : materialBalance(end, pos.turn) - materialBalance(pos, pos.turn);
  const line = lineText(pos, best.pv);
  const pv = best.pv.slice(0, line.length);
  if (gain < atLeast) return { move: text, score: best.score, line, pv, second: Infinity, gain };
  // The answer's other promotion choice is the same move for this purpose: the best of the moves that differ.
  const path = pathOf(best.move);
  const other = search(pos, { depth, ms: NO_CLOCK, exclude: (m: Move) => pathOf(m) === path });
  return { move: text, score: best.score, line, pv, second: other.move ? other.score : -Infinity, gain };
}

/** A move without its promotion choice: where it goes and what it takes. */
const pathOf = (m: Move): string => `${m.from}:${m.via.join(',')}:${m.to}:${m.captures.join(',')}`;

/** The moves of a line in move text, each in the position it is played from. */
export function lineText(pos: Position, line: readonly Move[]): string[] {
  const out: string[] = [];
  let p = pos;
  for (const m of line) {
    out.push(makeMove(m, p.size));
    p = applyMove(p, m);
    if (winner(p)) break;
  }
  return out;
}

/** Does the check show a tactic with this answer: the move, a decisive gain, and every other move `margin` worse? */
export function isTactic(check: TacticCheck, answer: string, strong: number, margin: number = UNIQUE_MARGIN): boolean {
  return check.move === answer && check.gain >= strong && check.score - check.second >= margin;
}
