// The mini-board's own words (the `mini.` strings of the page's language): only the /board/ page carries them, beside
// the board words every board island receives.
import type { pick } from '../../../i18n';
import type { BoardData, BoardEnv } from '../board/board-data';

export type MiniWords = ReturnType<typeof pick<'mini.'>>;

/** The board data of the mini-board page: the shared board data and the mini-board's words. */
export interface MiniBoardData extends BoardData {
  mini: MiniWords;
}

export function miniWords(env: BoardEnv): MiniWords {
  const w = (env.data as Partial<MiniBoardData>).mini;
  if (!w) throw new Error('the mini-board was given no words: pass { ...boardData(games, lang), mini: pick(lang, "mini.") }');
  return w;
}
