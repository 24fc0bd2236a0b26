// Grading a rule puzzle with the engine: the move played, the squares marked, or the option picked.
import { legalMoves, makeMove, parseMove, parseSquare, squareName, type Move, type Position, type Square } from '../../engine';
import type { PuzzleAnswer } from '../../schema';

type Of<K extends PuzzleAnswer['kind']> = Extract<PuzzleAnswer, { kind: K }>;

/** The answer moves in their canonical text (forced marks filled in), as the engine resolves them in `pos`. */
export function answerMoves(answer: Of<'move'>, pos: Position): string[] {
  return answer.moves.map((text) => {
    const move = parseMove(text, pos);
    return move.ok ? makeMove(move.value, pos.size) : text;
  });
}

/** Is the played move one of the answers? */
export function isRightMove(answer: Of<'move'>, pos: Position, move: Move): boolean {
  return answerMoves(answer, pos).includes(makeMove(move, pos.size));
}

/** Every square the puzzle's piece may move to in `pos` (as if its side were to move), its own square left out. */
export function destinations(answer: Of<'squares'>, pos: Position): Square[] {
  const from = parseSquare(answer.piece, pos.size);
  const piece = from === null ? null : pos.board[from];
  if (from === null || !piece) return [];
  const moves = legalMoves(piece.side === pos.turn ? pos : { ...pos, turn: piece.side }, from);
  return [...new Set(moves.map((m) => m.to).filter((sq) => sq !== from))].sort((a, b) => a - b);
}

export interface SquaresGrade {
  right: boolean;
  /** Squares the engine allows that were not marked. */
  missed: Square[];
  /** Squares marked that the engine does not allow. */
  wrong: Square[];
}

/** Compares the marked squares with the engine's. */
export function gradeSquares(answer: Of<'squares'>, pos: Position, marked: Iterable<Square>): SquaresGrade {
  const allowed = new Set(destinations(answer, pos));
  const given = new Set(marked);
  const missed = [...allowed].filter((sq) => !given.has(sq));
  const wrong = [...given].filter((sq) => !allowed.has(sq)).sort((a, b) => a - b);
  return { right: missed.length === 0 && wrong.length === 0, missed, wrong };
}

/** Square names, in board order, for messages. */
export const squareNames = (squares: Square[], size: number): string => squares.map((sq) => squareName(sq, size)).join(', ');
