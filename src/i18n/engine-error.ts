// An engine refusal (a bad position, move or record) worded in the reader's language from its reason code.
import type { Reason } from '../engine/reason';
import { fill, type pick } from './index';

/** The `engineError.` strings of one language, as an island receives them (`pick(lang, 'engineError.')`). */
export type EngineErrorWords = ReturnType<typeof pick<'engineError.'>>;

/** The sentence for `reason` in the language of `words`; a nested `cause` is worded first and filled in. */
export function explainEngineError(reason: Reason, words: EngineErrorWords): string {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(reason)) {
    if (name !== 'code') values[name] = typeof value === 'object' ? explainEngineError(value as Reason, words) : (value as string | number);
  }
  return fill(words[reason.code], values);
}
