// The computer opponent's words on the page, in one place (to move into the i18n dictionaries).
import type { Side } from '../../../engine';
import type { Strength } from './state';

export const STRENGTH_WORDS: Record<Strength, string> = {
  quick: 'Quick (½ s a move)',
  normal: 'Normal (2 s a move)',
  strong: 'Strong (8 s a move)',
};

const SIDE: Record<Side, string> = { black: 'Black ☗', white: 'White ☖' };
export const sideWord = (side: Side): string => SIDE[side];

export const AI_WORDS = {
  title: 'Computer',
  play: 'Play against the computer',
  computerPlays: 'The computer plays',
  strength: 'Strength',
  start: 'Start',
  off: 'Stop playing',
  stop: 'Stop',
  hint: 'Hint',
  threats: 'Threats',
  thinking: (depth: number) => (depth > 0 ? `Thinking… depth ${depth}` : 'Thinking…'),
  hintThinking: (depth: number) => (depth > 0 ? `Looking for a hint… depth ${depth}` : 'Looking for a hint…'),
  playing: (side: Side) => `The computer plays ${sideWord(side)}. Your move when it is your side's turn.`,
  replied: (move: string) => `The computer played ${move}.`,
  hintIs: (move: string) => `Hint: ${move} (marked on the board).`,
  noMove: 'The computer found no move to play.',
  stoppedEarly: 'Stopped before the computer had found a move.',
  threatCount: (n: number, unprotected: number) =>
    n === 0 ? 'No piece of the side to move can be captured next move.' : `${n} of your pieces can be captured next move, ${unprotected} of them unprotected (red rings; protected ones in amber).`,
  threatened: (protectedToo: boolean) => (protectedToo ? 'threatened, protected' : 'threatened, unprotected'),
  hintFrom: 'hint: move this piece',
  hintTo: 'hint: to here',
  failed: (message: string) => `The computer opponent failed: ${message}`,
};
