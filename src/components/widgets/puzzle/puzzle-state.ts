// The puzzle widget's state and reducer (pure): the board, the reader's marks or pick, and the engine's verdict.
import { parsePosition, type Square } from '../../../engine';
import { destinations, gradeSquares, isRightMove } from '../../../lib/puzzles/puzzle-answer';
import type { PuzzleData } from '../../../schema';
import type { BoardEnv } from '../board/board-data';
import { fromPosition, reduce, type Action, type BoardState } from '../board/state/board-state';

export type Verdict =
  | { right: true }
  | { right: false; why: string; missed: Square[]; wrong: Square[] };

/**
 * Choice puzzles count as solved only when the first answer checked was right: with three or four options, trying
 * each in turn would otherwise solve any of them. Squares and move puzzles need the rule however many tries it takes.
 */
export const countsAsSolved = (s: PuzzleState): boolean =>
  s.verdict?.right === true && (s.puzzle.answer.kind !== 'choice' || s.tries === 1);

export interface PuzzleState {
  puzzle: PuzzleData;
  board: BoardState;
  /** Squares the reader marked (squares puzzles). */
  marked: Square[];
  /** The option picked (choice puzzles). */
  picked: number | null;
  /** How many answers were checked (choice puzzles). */
  tries: number;
  verdict: Verdict | null;
}

export type PuzzleAction =
  | { type: 'board'; action: Action }
  | { type: 'pick'; index: number }
  | { type: 'check' }
  | { type: 'retry' };

/** The starting state; a position that does not parse is a content error the build already refuses. */
export function startPuzzle(env: BoardEnv, puzzle: PuzzleData): PuzzleState {
  const pos = parsePosition(puzzle.position, { pieces: env.pieces, games: env.games });
  if (!pos.ok) throw new Error(`puzzle ${puzzle.id}: ${pos.error}`);
  // Squares puzzles start in edit mode so that the board does not show the piece's moves: they are the answer.
  const mode = puzzle.answer.kind === 'squares' ? 'edit' : 'play';
  return { puzzle, board: fromPosition(env, puzzle.game, puzzle.source ?? null, pos.value, { mode }), marked: [], picked: null, tries: 0, verdict: null };
}

export function reducePuzzle(s: PuzzleState, a: PuzzleAction): PuzzleState {
  const { answer } = s.puzzle;
  switch (a.type) {
    case 'board': {
      if (a.action.type === 'activate' && answer.kind === 'squares') {
        if (s.verdict?.right) return s;
        const sq = a.action.sq;
        const marked = s.marked.includes(sq) ? s.marked.filter((m) => m !== sq) : [...s.marked, sq];
        return { ...s, marked, verdict: null, board: { ...s.board, focus: sq } };
      }
      if (a.action.type === 'activate' && s.verdict) return s;
      const board = reduce(s.board, a.action);
      // A choice puzzle's board is for looking at the pieces' moves: a move entered on it is cancelled, not played.
      if (answer.kind === 'choice' && (board.ply !== s.board.ply || board.choice)) return { ...s, board: reduce(s.board, { type: 'cancel' }) };
      if (answer.kind === 'move' && s.board.ply === 0 && board.ply === 1) {
        const right = isRightMove(answer, board.positions[0]!, board.moves[0]!);
        return { ...s, board, verdict: right ? { right: true } : { right: false, why: answer.wrong, missed: [], wrong: [] } };
      }
      // Undoing a wrong move is another way of trying again.
      if (answer.kind === 'move' && board.ply === 0 && s.verdict && !s.verdict.right) return { ...s, board, verdict: null };
      return { ...s, board };
    }
    case 'pick':
      return s.verdict?.right ? s : { ...s, picked: a.index, verdict: null };
    case 'check': {
      if (answer.kind === 'squares') {
        const g = gradeSquares(answer, s.board.positions[0]!, s.marked);
        return { ...s, verdict: g.right ? { right: true } : { right: false, why: answer.wrong, missed: g.missed, wrong: g.wrong } };
      }
      if (answer.kind === 'choice' && s.picked !== null) {
        if (s.verdict) return s;
        const option = answer.options[s.picked]!;
        const verdict: Verdict = option.correct ? { right: true } : { right: false, why: option.why ?? '', missed: [], wrong: [] };
        return { ...s, tries: s.tries + 1, verdict };
      }
      return s;
    }
    case 'retry': {
      const board = reduce(s.board, { type: 'restart' });
      return { ...s, board: { ...board, mode: s.board.mode }, verdict: null };
    }
  }
}

/** The squares the answer allows (squares puzzles), for showing the full answer once solved. */
export const answerSquares = (s: PuzzleState): Square[] =>
  s.puzzle.answer.kind === 'squares' ? destinations(s.puzzle.answer, s.board.positions[0]!) : [];
