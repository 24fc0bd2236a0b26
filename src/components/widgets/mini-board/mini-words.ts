// The mini-board's own words (the `mini.` strings of the page's language): only the /board/ page carries them, beside
// the board words every board island receives.
import type { pick } from '../../../i18n';
import type { Reason } from '../../../engine';
import { explainEngineError, type EngineErrorWords } from '../../../i18n/engine-error';
import { pieceName, type BoardData, type BoardEnv } from '../board/board-data';

export type MiniWords = ReturnType<typeof pick<'mini.'>>;

/** The board data of the mini-board page: the shared board data and the mini-board's words. */
export interface MiniBoardData extends BoardData {
  mini: MiniWords;
  /** The engine's reasons (a damaged link, a move the new rules refuse), worded in the page's language. */
  errors: EngineErrorWords;
}

export function miniWords(env: BoardEnv): MiniWords {
  const w = (env.data as Partial<MiniBoardData>).mini;
  if (!w) throw new Error('the mini-board was given no words: pass { ...boardData(games, lang), mini: pick(lang, "mini."), errors: pick(lang, "engineError.") }');
  return w;
}

/** The engine's reason for refusing a position or a move, in the page's language with the pieces' names in its script. */
export function explainIn(env: BoardEnv, reason: Reason): string {
  const w = (env.data as Partial<MiniBoardData>).errors;
  if (!w) throw new Error('the mini-board was given no engine-error words: pass errors: pick(lang, "engineError.")');
  return explainEngineError(reason, w, (id) => pieceName(env, id));
}
