// Why an Emperor may not go to a square, in words: the engine's reasons (emperorBar) for the board and the piece diagram.
import type { EmperorBar } from '../../engine';

/** The reason as a clause; `enemy` and `own` name the two sides as the reader sees them ("White", "the enemy"). */
export function emperorBarWords(bar: EmperorBar, enemy: string, own: string): string {
  switch (bar) {
    case 'friend':
      return `${own} already has a piece there`;
    case 'attacked':
      return `${enemy} attacks this square, and in this game the Emperor may only move to squares the enemy does not attack`;
    case 'protected':
      return `this piece is protected by ${enemy}, and in this game the Emperor may not capture it while it is protected`;
    case 'unprotected':
      return `both sides have an Emperor, so it may only go to squares its own side protects, and ${own} does not protect this one`;
  }
}
