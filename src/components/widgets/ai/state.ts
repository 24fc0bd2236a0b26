// The computer opponent's widget state and its pure reducer: which side it plays, how long it thinks, what it is
// doing, the hint it found and whether threats are shown. The board's own state stays in board-state.
import type { Move, Position, Side } from '../../../engine';

export const STRENGTHS = ['quick', 'normal', 'strong'] as const;
export type Strength = (typeof STRENGTHS)[number];
/** Thinking time per move, in ms. */
export const STRENGTH_MS: Record<Strength, number> = { quick: 500, normal: 2000, strong: 8000 };

export type Task = 'reply' | 'hint';

export interface AiState {
  /** The side chosen for the computer (it plays only once started). */
  side: Side;
  /** The side the computer plays, or null when it does not play. */
  computer: Side | null;
  strength: Strength;
  /** What the worker is searching for now. */
  task: Task | null;
  /** The deepest depth finished by the current search. */
  depth: number;
  /** The best move for the side to move in `position`; shown only while the board is at that position. */
  hint: { position: Position; move: Move } | null;
  threats: boolean;
  /** The computer's last reply, to animate it. */
  reply: Move | null;
  /** What the last search ended in, for the status line: its move text, or the error's message. */
  note: { kind: 'reply' | 'hint' | 'none' | 'fail'; text: string } | null;
}

export type AiAction =
  | { type: 'side'; side: Side }
  | { type: 'computer'; side: Side | null }
  | { type: 'strength'; strength: Strength }
  | { type: 'think'; task: Task }
  | { type: 'depth'; depth: number }
  | { type: 'answer'; task: Task; position: Position; move: Move | null; text: string | null }
  | { type: 'stopped' }
  | { type: 'threats' }
  | { type: 'fail'; message: string };

export const initialAi: AiState = { side: 'white', computer: null, strength: 'quick', task: null, depth: 0, hint: null, threats: false, reply: null, note: null };

export function reduceAi(s: AiState, a: AiAction): AiState {
  switch (a.type) {
    case 'side':
      return { ...s, side: a.side };
    case 'computer':
      return { ...s, computer: a.side, task: a.side === null && s.task === 'reply' ? null : s.task };
    case 'strength':
      return { ...s, strength: a.strength };
    case 'think':
      return { ...s, task: a.task, depth: 0, note: null, hint: a.task === 'hint' ? null : s.hint };
    case 'depth':
      return s.task ? { ...s, depth: a.depth } : s;
    case 'answer':
      if (a.task !== s.task) return s;
      // With no move to play the computer stops playing rather than asking again.
      if (!a.move || !a.text) return { ...s, task: null, computer: a.task === 'reply' ? null : s.computer, note: { kind: 'none', text: '' } };
      return a.task === 'hint'
        ? { ...s, task: null, hint: { position: a.position, move: a.move }, note: { kind: 'hint', text: a.text } }
        : { ...s, task: null, reply: a.move, hint: null, note: { kind: 'reply', text: a.text } };
    case 'stopped':
      return { ...s, task: null };
    case 'threats':
      return { ...s, threats: !s.threats };
    case 'fail':
      return { ...s, task: null, computer: null, note: { kind: 'fail', text: a.message } };
    default:
      return s;
  }
}

/** What the board marks for the computer opponent: the hint (while at its position), threats, the reply to animate. */
export interface Overlay {
  hint: Move | null;
  /** Square → protected, for each threatened piece of the side to move. */
  threats: ReadonlyMap<number, boolean> | null;
  reply: Move | null;
  /** Words added to the marked squares' accessible names. */
  labels: { hintFrom: string; hintTo: string; threatProtected: string; threatUnprotected: string };
}
