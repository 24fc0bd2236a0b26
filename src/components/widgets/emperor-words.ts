// Why an Emperor may not go to a square, in words: the engine's reasons (emperorBar) for the board and the piece diagram.
import { fill, type pick } from '../../i18n';
import type { EmperorBar } from '../../engine';

/** The `emperor.` strings of the page's language, handed to the islands that explain the Emperor's bars. */
export type EmperorWords = ReturnType<typeof pick<'emperor.'>>;

/** The reason as a clause; `enemy` and `own` name the two sides as the reader sees them ("White", "the enemy"). */
export const emperorBarWords = (w: EmperorWords, bar: EmperorBar, enemy: string, own: string): string => fill(w[bar], { enemy, own });
