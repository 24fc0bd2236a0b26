// The analysis board's words: the `analysis.` strings of the page's language, and how a score or a mark is worded.
import { fill, type pick } from '../../../i18n';
import type { Side } from '../../../engine';
import { meaning, type MarkKind } from './evaluation';

export type AnalysisWords = ReturnType<typeof pick<'analysis.'>>;

/** A score from Black's point of view: "+1.5" in pawns (positive: Black is better), or who wins by force and when. */
export function scoreWord(w: AnalysisWords, score: number | undefined, side: (s: Side) => string): string {
  if (score === undefined) return w.notAnalysed;
  const m = meaning(score);
  if (m.kind === 'win') return m.plies === 0 ? fill(w.won, { side: side(m.side) }) : fill(w.winsIn, { side: side(m.side), n: m.plies });
  return `${m.pawns > 0 ? '+' : m.pawns < 0 ? '−' : '±'}${Math.abs(m.pawns).toFixed(1)}`;
}

/** The mark's conventional sign (?!, ?, ??) and its name. */
export const MARK_SIGNS: Record<MarkKind, string> = { inaccuracy: '?!', mistake: '?', blunder: '??' };
