// The drill island's state and its one reducer: which card is shown, the reader's marks or answer, the grade, and the
// schedule it updates. Pure: the engine's reach, the time and the random pick come in with the actions.
import type { PieceData } from '../../../schema';
import { key, type Offset } from '../../../lib/diagram/marks';
import { gradeName, gradeReach, lineTo, type ReachGrade } from './cards/drill-grade';
import { nextCard, resetCards, review, type Store } from './schedule/drill-schedule';

export interface Answer {
  right: boolean;
  /** Reach cards: the marked squares compared with the engine's. */
  reach?: ReachGrade;
  /** Choice cards: the piece id chosen (null = "does not promote"). */
  chosen?: string | null;
  /** Name cards answered by typing: what was typed. */
  typed?: string;
}

export interface Session {
  store: Store;
  /** The card shown, or null when none is due (or the deck is empty). */
  current: string | null;
  /** Reach cards: the squares marked, as offset keys ("dx,dy"). */
  marked: string[];
  /** Marking a square marks the whole line from the piece to it. */
  lines: boolean;
  /** The square the keyboard is on. */
  cursor: Offset;
  typed: string;
  answer: Answer | null;
  /** A problem to show: an unknown card in the address, a name check with nothing typed, or a message from outside
   *  (unreadable saved progress) already in the reader's language. */
  notice: Notice | null;
}

export type Notice = { kind: 'no-card'; card: string } | { kind: 'type-first' } | { kind: 'text'; text: string };

export type Action =
  | { type: 'load'; store: Store }
  | { type: 'show'; ids: readonly string[]; now: number; pick: number; card?: string | null; ahead?: boolean; notice?: string | null }
  | { type: 'mark'; at: Offset }
  | { type: 'mark-all'; squares: readonly Offset[] }
  | { type: 'clear' }
  | { type: 'lines' }
  | { type: 'cursor'; at: Offset }
  | { type: 'type'; text: string }
  | { type: 'check-reach'; destinations: readonly Offset[]; now: number }
  | { type: 'choose'; chosen: string | null; answer: string | null; now: number }
  | { type: 'check-name'; piece: PieceData; now: number }
  | { type: 'reset'; ids: readonly string[]; now: number; pick: number };

export const initSession = (store: Store): Session => ({
  store, current: null, marked: [], lines: false, cursor: [0, 0], typed: '', answer: null, notice: null,
});

const fresh = (s: Session, current: string | null, notice: Notice | null = null): Session => ({
  ...s, current, marked: [], cursor: [0, 0], typed: '', answer: null, notice,
});

function answered(s: Session, answer: Answer, now: number): Session {
  if (!s.current || s.answer) return s;
  return { ...s, answer, store: review(s.store, s.current, answer.right, now) };
}

export function reduce(s: Session, a: Action): Session {
  switch (a.type) {
    case 'load':
      return { ...s, store: a.store };
    case 'show': {
      if (a.card) {
        if (a.ids.includes(a.card)) return fresh(s, a.card, a.notice ? { kind: 'text', text: a.notice } : null);
        return fresh(s, nextCard(s.store, a.ids, a.now, a.pick), { kind: 'no-card', card: a.card });
      }
      const notice: Notice | null = a.notice ? { kind: 'text', text: a.notice } : null;
      return fresh(s, nextCard(s.store, a.ids, a.now, a.pick, { skip: s.current ?? undefined, ahead: a.ahead }), notice);
    }
    case 'mark': {
      if (s.answer) return s;
      const k = key(a.at);
      const on = s.marked.includes(k);
      if (on) return { ...s, cursor: a.at, marked: s.marked.filter((m) => m !== k) };
      const add = s.lines ? lineTo(a.at).map(key) : [k];
      return { ...s, cursor: a.at, marked: [...new Set([...s.marked, ...add])] };
    }
    case 'mark-all':
      return s.answer ? s : { ...s, marked: a.squares.map(key) };
    case 'clear':
      return s.answer ? s : { ...s, marked: [] };
    case 'lines':
      return { ...s, lines: !s.lines };
    case 'cursor':
      return { ...s, cursor: a.at };
    case 'type':
      return { ...s, typed: a.text };
    case 'check-reach': {
      const reach = gradeReach(a.destinations, s.marked);
      return answered(s, { right: reach.right, reach }, a.now);
    }
    case 'choose':
      return answered(s, { right: a.chosen === a.answer, chosen: a.chosen }, a.now);
    case 'check-name': {
      if (!s.typed.trim()) return { ...s, notice: { kind: 'type-first' } };
      return { ...answered(s, { right: gradeName(a.piece, s.typed), typed: s.typed.trim() }, a.now), notice: null };
    }
    case 'reset':
      return fresh({ ...s, store: resetCards(s.store, a.ids) }, nextCard(resetCards(s.store, a.ids), a.ids, a.now, a.pick));
  }
}
