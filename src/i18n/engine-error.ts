// An engine refusal (a bad position, move or record) worded in the reader's language from its reason code.
import type { Reason } from '../engine/text/reason';
import { fill, type pick } from './index';

/** The `engineError.` strings of one language, as an island receives them (`pick(lang, 'engineError.')`). */
export type EngineErrorWords = ReturnType<typeof pick<'engineError.'>>;

/**
 * The sentence for `reason` in the language of `words`; a nested `cause` is worded first and filled in. `name` words a
 * piece the game knows (the engine gives its id; a page passes the name in its language); an unknown one stays as typed.
 */
export function explainEngineError(reason: Reason, words: EngineErrorWords, name: (id: string) => string = (id) => id): string {
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(reason)) {
    if (key === 'code') continue;
    if (typeof value === 'object') values[key] = explainEngineError(value as Reason, words, name);
    else values[key] = key === 'piece' && reason.code !== 'unknownPiece' ? name(String(value)) : (value as string | number);
  }
  return fill(words[reason.code], values);
}
