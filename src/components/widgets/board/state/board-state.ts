// The board widgets' state and its mutation path for play, a pure reducer: selection, multi-step entry, promotion
// choices, undo/redo. The engine decides every move; this only keeps track. Set-up editing is in board-edit.
import {
  SIDES,
  applyMove,
  legalMoves,
  makeMove,
  moveFacts,
  opponent,
  squareName,
  startPosition,
  type Move,
  type MoveFact,
  type Piece,
  type Position,
  type Side,
  type Square,
} from '../../../../engine';
import { fill } from '../../../../i18n';
import type { GameId, SourceId } from '../../../../schema';
import type { BoardEnv } from '../board-data';
import { entryAfter, movesAt, type Entry } from './board-entry';
import { factWords } from '../words/board-explain';
import { describeMove, sentences, sideName, squareLabel, squareList } from '../words/board-notation';

export type Mode = 'play' | 'edit';

export interface BoardState {
  env: BoardEnv;
  game: GameId;
  source: SourceId | null;
  /** positions[0] is where play started; positions[i + 1] follows moves[i]. */
  positions: Position[];
  /** Every move played, including those undone (redo replays them) after `ply`. */
  moves: Move[];
  /** How many of `moves` are on the board. */
  ply: number;
  /** The square the keyboard focus is on. */
  focus: Square;
  /** Whether the board shows the moves and name of the piece under `focus` (false after a move given whole, such as
   *  the computer's reply, until the reader moves the focus: its piece is not the reader's to look at). */
  lookAtFocus: boolean;
  /** The piece whose moves are being entered (or looked at, when it is not its side's turn). */
  selected: Square | null;
  /** Squares clicked since selecting: the path entered so far (see board-entry). */
  clicked: Square[];
  /** Outcomes of the entered path waiting for the reader to choose (promote, decline, convert). */
  choice: Move[] | null;
  mode: Mode;
  /** Edit mode: the piece placed by a click, or null to remove pieces. */
  tool: Piece | null;
  flipped: boolean;
  /** The side that resigned at the last position on the board (moving back through the game takes it back). */
  resigned: Side | null;
  /** What the rules did on the move that led to the shown position (ply), as the engine's facts; views word them. */
  notes: MoveFact[];
  /** What was wrong with the link or the requested set-up (shown until the next change). */
  problems: string[];
  /** The latest sentence for the live region. */
  announcement: string;
}

/** Playing: what both boards do. */
export type PlayAction =
  | { type: 'activate'; sq: Square }
  | { type: 'focus'; sq: Square }
  /** Arrow keys: one square in screen directions (right, down), whichever way the board is turned. */
  | { type: 'nudge'; right: number; down: number }
  | { type: 'cancel' }
  | { type: 'choose'; index: number }
  /** Plays a legal move of the side to move given whole (the computer's reply); ignored when it is not legal here. */
  | { type: 'play'; move: Move }
  /** One move back, or with `player` (a game against the computer) back to the last position where `player` moves. */
  | { type: 'undo'; player?: Side }
  /** One move forward, or with `player` forward to the next position where `player` moves (else the last one). */
  | { type: 'redo'; player?: Side }
  | { type: 'resign'; side: Side }
  /** Turns the board so that `side` plays from the bottom. */
  | { type: 'face'; side: Side }
  | { type: 'goto'; ply: number }
  | { type: 'restart' }
  | { type: 'flip' }
  | { type: 'replace'; state: BoardState };

/** Setting up: what only the mini-board does (handled by board-edit's reducer). */
export type EditAction =
  | { type: 'mode'; mode: Mode }
  | { type: 'tool'; piece: Piece | null }
  | { type: 'remove'; sq: Square }
  | { type: 'clear' }
  | { type: 'turn'; side: Side }
  | { type: 'rules'; game: GameId; source: SourceId | null }
  | { type: 'size'; size: number };

export type Action = PlayAction | EditAction;

export const current = (s: BoardState): Position => s.positions[s.ply]!;
export const centre = (size: number): Square => Math.floor(size / 2) * size + Math.floor(size / 2);

/** A fresh state playing from `start`. */
export function fromPosition(env: BoardEnv, game: GameId, source: SourceId | null, start: Position, extra: Partial<BoardState> = {}): BoardState {
  return {
    env,
    game,
    source,
    positions: [start],
    moves: [],
    ply: 0,
    focus: centre(start.size),
    lookAtFocus: true,
    selected: null,
    clicked: [],
    choice: null,
    mode: 'play',
    tool: null,
    flipped: false,
    resigned: null,
    notes: [],
    problems: [],
    announcement: '',
    ...extra,
  };
}

/** The game's real starting setup. */
export function setupState(env: BoardEnv, game: GameId): BoardState {
  return fromPosition(env, game, null, startPosition(env.rules(game, null)));
}

// Legal moves per position and square, computed once: rendering, keyboard focus and the reducer all ask for them.
const movesCache = new WeakMap<Position, Map<Square, Move[]>>();

/** The legal moves of the piece on `sq`; for a piece whose side is not to move, the moves it would have if it were. */
export function movesOf(pos: Position, sq: Square): Move[] {
  let bySquare = movesCache.get(pos);
  if (!bySquare) movesCache.set(pos, (bySquare = new Map()));
  let moves = bySquare.get(sq);
  if (!moves) {
    const piece = pos.board[sq];
    moves = !piece ? [] : legalMoves(piece.side === pos.turn ? pos : { ...pos, turn: piece.side }, sq);
    bySquare.set(sq, moves);
  }
  return moves;
}

/** How a game ended: the side that lost and why (it resigned, or lost its last royal piece). */
export interface Outcome {
  loser: Side;
  reason: 'resigned' | 'royals';
}

/** The end of the game, or null while it goes on. Only a side that had a royal when play started can lose one. */
export function outcome(s: BoardState): Outcome | null {
  if (s.resigned) return { loser: s.resigned, reason: 'resigned' };
  const royals = s.positions[0]!.rules.royals;
  const has = (pos: Position, side: Side) => pos.board.some((p) => p?.side === side && royals.has(p.id));
  const lost = SIDES.find((side) => has(s.positions[0]!, side) && !has(current(s), side));
  return lost ? { loser: lost, reason: 'royals' } : null;
}

/** The side that lost (resigned or lost its last royal), or null. */
export const loser = (s: BoardState): Side | null => outcome(s)?.loser ?? null;

/**
 * Where Undo (`step` -1) or Redo (+1) goes: one move, or with `player` to the nearest position in that direction where
 * `player` is to move (Redo stops at the last move played even when it is not `player`'s turn). Null when there is none.
 */
export function stepTarget(s: BoardState, step: -1 | 1, player?: Side): number | null {
  for (let ply = s.ply + step; ply >= 0 && ply <= s.moves.length; ply += step) {
    if (!player || s.positions[ply]!.turn === player || (step === 1 && ply === s.moves.length)) return ply;
  }
  return null;
}

/** Can the selected piece's moves be played now (its side to move, play mode, game not over)? */
export function canPlay(s: BoardState): boolean {
  const pos = current(s);
  return s.mode === 'play' && s.selected !== null && pos.board[s.selected]?.side === pos.turn && loser(s) === null;
}

/** The entry state of the selected piece, or null when nothing is selected. */
export function entryOf(s: BoardState): Entry | null {
  if (s.selected === null) return null;
  const pos = current(s);
  return entryAfter(pos, movesOf(pos, s.selected), s.clicked);
}

/** The play reducer: selection, multi-step entry, choices, undo/redo. Edit actions leave the state as it is. */
export function reduce(s: BoardState, action: Action): BoardState {
  switch (action.type) {
    case 'focus':
      return action.sq === s.focus && s.lookAtFocus ? s : { ...s, focus: action.sq, lookAtFocus: true };
    case 'nudge': {
      const size = current(s).size;
      const dir = s.flipped ? -1 : 1;
      const col = Math.min(size - 1, Math.max(0, (s.focus % size) + dir * action.right));
      const row = Math.min(size - 1, Math.max(0, Math.floor(s.focus / size) + dir * action.down));
      return { ...s, focus: row * size + col, lookAtFocus: true };
    }
    case 'activate':
      return activate({ ...s, focus: action.sq, lookAtFocus: true }, action.sq);
    case 'cancel':
      if (s.choice) return { ...s, choice: null, clicked: [], announcement: s.env.data.words.cancelled };
      if (s.clicked.length) return { ...s, clicked: [], announcement: s.env.data.words.backToFirst };
      if (s.selected !== null) return { ...s, selected: null, announcement: s.env.data.words.selectionCleared };
      return s;
    case 'choose': {
      const move = s.choice?.[action.index];
      return move ? play(s, move, move.to) : s;
    }
    case 'play': {
      const pos = current(s);
      if (loser(s) !== null || pos.board[action.move.from]?.side !== pos.turn) return s;
      const text = makeMove(action.move, pos.size);
      const move = movesOf(pos, action.move.from).find((m) => makeMove(m, pos.size) === text);
      // The reader's focus stays where it was, and the piece that moved is not looked at: it is not theirs.
      return move ? { ...play(s, move, s.focus), lookAtFocus: false } : s;
    }
    case 'undo':
    case 'redo': {
      const ply = stepTarget(s, action.type === 'undo' ? -1 : 1, action.player);
      return ply === null ? s : goto(s, ply);
    }
    case 'resign': {
      if (loser(s) !== null || s.mode !== 'play') return s;
      const w = s.env.data.words;
      return {
        ...s,
        positions: s.positions.slice(0, s.ply + 1),
        moves: s.moves.slice(0, s.ply),
        resigned: action.side,
        selected: null,
        clicked: [],
        choice: null,
        announcement: fill(w.resignedEnd, { loser: sideName(s.env, action.side), winner: sideName(s.env, opponent(action.side)) }),
      };
    }
    case 'face':
      return { ...s, flipped: action.side === 'white' };
    case 'goto':
      return goto(s, action.ply);
    case 'restart':
      return { ...fromPosition(s.env, s.game, s.source, s.positions[0]!), flipped: s.flipped, announcement: s.env.data.words.restarted };
    case 'flip':
      return { ...s, flipped: !s.flipped, announcement: s.flipped ? s.env.data.words.blackBottom : s.env.data.words.whiteBottom };
    case 'replace':
      return action.state;
    default:
      return s;
  }
}

/** The facts of the move that led to `ply` (none at the start): the same whether it was played, replayed or imported. */
export const factsAt = (positions: Position[], moves: Move[], ply: number): MoveFact[] =>
  ply > 0 && moves[ply - 1] ? moveFacts(positions[ply - 1]!, moves[ply - 1]!) : [];

function goto(s: BoardState, ply: number): BoardState {
  if (ply < 0 || ply > s.moves.length || ply === s.ply) return s;
  const pos = s.positions[ply]!;
  const w = s.env.data.words;
  const side = sideName(s.env, pos.turn);
  const text = ply === 0 ? fill(w.gotoStart, { side }) : fill(w.gotoMove, { ply, move: describeMove(s.env, s.positions[ply - 1]!, s.moves[ply - 1]!), side });
  return { ...s, ply, resigned: null, selected: null, clicked: [], choice: null, notes: factsAt(s.positions, s.moves, ply), announcement: text };
}

function select(s: BoardState, sq: Square): BoardState {
  const pos = current(s);
  const piece = pos.board[sq]!;
  const next = { ...s, selected: sq, clicked: [], choice: null };
  const moves = movesOf(pos, sq);
  const squares = [...new Set(moves.map((m) => m.to))];
  const label = squareLabel(s.env, pos, sq);
  const w = s.env.data.words;
  const n = fill(squares.length === 1 ? w.destOne : w.destMany, { n: squares.length });
  const count = squares.length ? fill(w.destList, { count: n, list: squareList(s.env, squares, pos.size) }) : n;
  if (s.mode === 'play' && piece.side === pos.turn && loser(s) === null) {
    return { ...next, announcement: fill(w.selected, { label, count }) };
  }
  return { ...next, announcement: fill(loser(s) !== null ? w.overCould : w.turnCould, { side: sideName(s.env, pos.turn), label, count }) };
}

function activate(s: BoardState, sq: Square): BoardState {
  const pos = current(s);
  const w = s.env.data.words;
  if (s.choice) return { ...s, announcement: w.chooseFirst };
  if (s.mode === 'play' && loser(s) !== null) return { ...s, selected: null, clicked: [], announcement: w.overUndo };
  const entry = entryOf(s);
  const kind = entry?.targets.get(sq);
  if (entry && kind && canPlay(s)) {
    if (kind === 'stop') return commit(s, entry.stop);
    const clicked = [...s.clicked, sq];
    const from = s.selected!;
    const moves = movesOf(pos, from);
    const after = entryAfter(pos, moves, clicked);
    const exact = movesAt(pos, moves, clicked);
    const longer = [...after.targets.values()].some((k) => k !== 'stop');
    if (!longer) return commit(s, exact);
    const options = [...after.targets].filter(([, k]) => k !== 'stop').map(([t]) => t);
    const step = { sq: squareName(sq, pos.size), list: squareList(s.env, options, pos.size) };
    return { ...s, clicked, announcement: fill(exact.length ? w.stepToStop : w.stepTo, step) };
  }
  if (entry && kind) {
    if (s.mode === 'play' && pos.board[sq]?.side !== pos.turn) return { ...s, announcement: fill(w.turnOf, { side: sideName(s.env, pos.turn) }) };
  }
  const piece = pos.board[sq];
  if (s.selected === sq && s.clicked.length === 0) return { ...s, selected: null, announcement: w.selectionCleared };
  if (piece) return select(s, sq);
  if (s.selected !== null) return { ...s, selected: null, clicked: [], announcement: fill(w.notLegal, { sq: squareName(sq, pos.size) }) };
  return { ...s, announcement: fill(w.emptySquare, { sq: squareName(sq, pos.size) }) };
}

/** Plays the entered path: one outcome is played at once, several ask the reader first. */
function commit(s: BoardState, outcomes: Move[]): BoardState {
  if (outcomes.length === 0) return s;
  if (outcomes.length === 1) return play(s, outcomes[0]!, outcomes[0]!.to);
  const order = (m: Move) => (m.convert ? 2 : m.promote === true ? 0 : 1);
  const choice = outcomes.slice().sort((a, b) => order(a) - order(b));
  return { ...s, choice, announcement: s.env.data.words.several };
}

/** Plays `move`, leaving the keyboard focus on `focus`. */
function play(s: BoardState, move: Move, focus: Square): BoardState {
  const before = current(s);
  const after = applyMove(before, move);
  const next: BoardState = {
    ...s,
    positions: [...s.positions.slice(0, s.ply + 1), after],
    moves: [...s.moves.slice(0, s.ply), move],
    ply: s.ply + 1,
    focus,
    selected: null,
    clicked: [],
    choice: null,
    notes: moveFacts(before, move),
    problems: [],
  };
  const lost = loser(next);
  const w = s.env.data.words;
  const side = (x: Side) => sideName(s.env, x);
  const end = lost ? fill(w.lostEnd, { loser: side(lost), winner: side(opponent(lost)) }) : fill(w.toMove, { side: side(after.turn) });
  const played = fill(w.played, { side: side(before.turn), move: describeMove(s.env, before, move) });
  return { ...next, announcement: sentences(s.env, played, ...next.notes.map((f) => factWords(s.env, f)), end) };
}

