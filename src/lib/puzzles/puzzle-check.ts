// Build-time checks of a puzzle against the engine: its position parses, and its answer (a tactic's line) fits that position.
import { applyMove, parseMove, parsePosition, parseSquare } from '../../engine';
import type { GameData, PieceData, PuzzleData } from '../../schema';
import type { ContentError } from '../content';

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
  if (puzzle.kind === 'tactic') {
    if (answer.kind !== 'move' || answer.moves.length !== 1) err('answer', 'a tactic has exactly one answer move');
    if (puzzle.difficulty === undefined) err('difficulty', 'a tactic needs its difficulty (the depth that finds it)');
    if (!puzzle.line) err('line', 'a tactic needs its line, the answer first');
    else if (answer.kind === 'move' && puzzle.line[0] !== answer.moves[0]) err('line', `the line starts with ${puzzle.line[0]}, not the answer ${answer.moves[0]}`);
    let p = pos;
    for (const [i, text] of (puzzle.line ?? []).entries()) {
      const move = parseMove(text, p);
      if (!move.ok) {
        err(`line.${i}`, move.error);
        break;
      }
      p = applyMove(p, move.value);
    }
  } else if (puzzle.line || puzzle.difficulty !== undefined || puzzle.motifKey) {
    err('kind', 'line, difficulty and motifKey belong to tactics (kind: tactic)');
  }
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
