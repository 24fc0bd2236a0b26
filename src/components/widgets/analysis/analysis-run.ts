// The analysis board's use of the engine worker (through its client): the search over every position of a game at a
// per-move budget, and a position's best 1–3 lines (multi-PV) by repeated searches that leave out the lines found.
import { makePosition, type Position } from '../../../engine';
import { repeatable } from '../../../engine/search/search';
import type { ThinkRequest } from '../ai/client';
import type { Thought } from '../ai/protocol';
import { finished, forBlack, type Eval } from './evaluation';

export const SETTINGS = ['quick', 'thorough'] as const;
export type Setting = (typeof SETTINGS)[number];
/** Search time per position of the game, in ms, for each setting the reader can pick. */
export const SETTING_MS: Record<Setting, number> = { quick: 250, thorough: 1500 };
/** Search time per engine line of the position on the board, in ms. */
export const LINE_MS: Record<Setting, number> = { quick: 500, thorough: 2000 };
export const MAX_LINES = 3;

/** A search: the engine worker's client (`Opponent.think`) in the page, the engine itself in a test. */
export type Think = (req: ThinkRequest) => Promise<Thought | null>;

/** The game's positions before `ply` that the position at `ply` could repeat, in text, for the search. */
const historyOf = (positions: readonly Position[], ply: number): string[] => repeatable(positions.slice(0, ply), positions[ply]!).map(makePosition);

export interface RunOptions {
  think: Think;
  ms: number;
  /** The first ply to search (plies before it are already evaluated). */
  from?: number;
  /** Called with each position's evaluation as it is found. */
  onEval: (ply: number, e: Eval) => void;
  /** Read between searches: true once the reader stopped the run. */
  stopped: () => boolean;
}

/**
 * Evaluates every position of a game in order, from `from` on: a finished game's end without a search. Resolves to
 * true when every position is evaluated, false when stopped (the evaluations found so far were already reported).
 */
export async function analyseGame(positions: readonly Position[], opts: RunOptions): Promise<boolean> {
  for (let ply = opts.from ?? 0; ply < positions.length; ply++) {
    if (opts.stopped()) return false;
    const pos = positions[ply]!;
    const end = finished(positions[0]!, pos);
    if (end) {
      opts.onEval(ply, end);
      continue;
    }
    const t = await opts.think({ position: makePosition(pos), history: historyOf(positions, ply), played: ply, ms: opts.ms, contempt: 0, onInfo: () => {} });
    if (opts.stopped() || !t) return false;
    opts.onEval(ply, { score: forBlack(t.score, pos.turn), best: t.move, pv: t.pv, depth: t.depth });
  }
  return true;
}

/** One engine line: its score from Black's point of view, its moves in move text and the depth it was searched to. */
export interface Line {
  score: number;
  pv: string[];
  depth: number;
}

export interface LinesOptions {
  think: Think;
  ms: number;
  count: number;
  /** Called as the lines grow: after each depth of the line being searched, with the lines found before it. */
  onLines: (lines: Line[]) => void;
  stopped: () => boolean;
}

const lineOf = (t: Thought, pos: Position): Line => ({ score: forBlack(t.score, pos.turn), pv: t.pv, depth: t.depth });

/**
 * The best `count` lines of the position at `ply` of `positions` (the line the reader is on), best first for the
 * side to move: each search leaves out the first moves of the lines already found. None where the game is over.
 */
export async function engineLines(positions: readonly Position[], ply: number, opts: LinesOptions): Promise<Line[]> {
  const pos = positions[ply]!;
  const lines: Line[] = [];
  if (finished(positions[0]!, pos)) return lines;
  const history = historyOf(positions, ply);
  const sign = pos.turn === 'black' ? 1 : -1;
  const ordered = (ls: Line[]) => ls.slice().sort((a, b) => sign * (b.score - a.score));
  for (let k = 0; k < opts.count; k++) {
    const exclude = lines.map((l) => l.pv[0]!);
    const t = await opts.think({
      position: makePosition(pos), history, played: ply, ms: opts.ms, exclude, contempt: 0,
      onInfo: (i) => !opts.stopped() && i.pv.length > 0 && opts.onLines(ordered([...lines, lineOf(i, pos)])),
    });
    if (opts.stopped() || !t?.move) break;
    lines.push(lineOf(t, pos));
    opts.onLines(ordered(lines));
  }
  return ordered(lines);
}
