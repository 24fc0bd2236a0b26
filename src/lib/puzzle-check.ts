// Build-time checks of a rule puzzle against the engine: its position parses, and its answer fits that position.
import { parseMove, parsePosition, parseSquare } from '../engine';
import type { GameData, PieceData, PuzzleData } from '../schema';
import type { ContentError } from './content';

interface PuzzleCatalog {
  pieces: ReadonlyMap<string, PieceData>;
  games: ReadonlyMap<string, GameData>;
}

/** Every problem of one puzzle, each naming its field: the loader reports them with the file. */
export function checkPuzzle(puzzle: PuzzleData, content: PuzzleCatalog, file: string): ContentError[] {
  const errors: ContentError[] = [];
  const err = (field: string, message: string) => errors.push({ file, field, message });
  const [, kind, id] = /^\/(games|pieces|compare)\/([a-z0-9-]+)\//.exec(puzzle.rulePage) ?? [];
  if ((kind === 'games' || kind === 'compare') && !content.games.has(id!)) err('rulePage', `no game "${id}"`);
  if (kind === 'pieces' && !content.pieces.has(id!)) err('rulePage', `no piece "${id}"`);

  const parsed = parsePosition(puzzle.position, content);
  if (!parsed.ok) {
    err('position', parsed.error);
    return errors;
  }
  const pos = parsed.value;
  const rules = puzzle.source ? `${puzzle.game}/${puzzle.source}` : puzzle.game;
  const written = puzzle.position.trim().split(/\s+/)[2];
  if (written !== rules) err('position', `the position's rules are "${written}", but game and source say "${rules}"`);

  const { answer } = puzzle;
  if (answer.kind === 'move') {
    answer.moves.forEach((text, i) => {
      const move = parseMove(text, pos);
      if (!move.ok) err(`answer.moves.${i}`, move.error);
    });
  } else if (answer.kind === 'squares') {
    const from = parseSquare(answer.piece, pos.size);
    if (from === null || !pos.board[from]) err('answer.piece', `no piece on ${answer.piece}`);
    answer.squares.forEach((name, i) => {
      if (parseSquare(name, pos.size) === null) err(`answer.squares.${i}`, `"${name}" is not a square of this ${pos.size}×${pos.size} board`);
    });
  } else {
    const right = answer.options.filter((o) => o.correct).length;
    if (right !== 1) err('answer.options', `exactly one option must be correct, found ${right}`);
    answer.options.forEach((o, i) => {
      if (!o.correct && !o.why) err(`answer.options.${i}.why`, 'a wrong option needs a why: the reader who picks it is told it');
    });
  }
  return errors;
}
