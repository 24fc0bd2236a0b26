// The computer opponent's words: the `ai.` strings of the page's language (src/i18n), handed to the island as a prop.
import { fill, type pick } from '../../../i18n';
import type { Side } from '../../../engine';
import type { Strength } from './state';

export type AiWords = ReturnType<typeof pick<'ai.'>>;

export const sideWord = (w: AiWords, side: Side): string => (side === 'black' ? w.black : w.white);
export const strengthWord = (w: AiWords, s: Strength): string => w[s];

/** The status line while searching: with the depth once one is finished. */
export function thinkingWord(w: AiWords, hint: boolean, depth: number): string {
  if (hint) return depth > 0 ? fill(w.hintThinkingDepth, { depth }) : w.hintThinking;
  return depth > 0 ? fill(w.thinkingDepth, { depth }) : w.thinking;
}

export function threatWord(w: AiWords, count: number, unprotected: number): string {
  return count === 0 ? w.noThreats : fill(w.threatCount, { count, unprotected });
}
