// The puzzle widget's reducer without a DOM: marking squares, checking, a wrong move then a retry, a choice.
import { describe, expect, it } from 'vitest';
import { parseSquare } from '../../../src/engine';
import { makeEnv } from '../../../src/components/widgets/board/board-data';
import { puzzleBoardData } from '../../../src/components/widgets/puzzle/puzzle-props';
import { countsAsSolved, reducePuzzle, startPuzzle, type PuzzleAction, type PuzzleState } from '../../../src/components/widgets/puzzle/puzzle-state';
import { importRecord } from '../../../src/components/widgets/record/record-import';
import { boardData } from '../../../src/components/widgets/board/board-props';
import { siteContent } from '../../../src/lib/content';

const puzzles = siteContent().puzzles;
const start = (id: string) => {
  const puzzle = puzzles.get(id)!;
  return startPuzzle(makeEnv(puzzleBoardData(puzzle)), puzzle);
};
const run = (s: PuzzleState, ...actions: PuzzleAction[]) => actions.reduce(reducePuzzle, s);
const sq = (name: string) => parseSquare(name, 5)!;
const activate = (name: string): PuzzleAction => ({ type: 'board', action: { type: 'activate', sq: sq(name) } });

describe('puzzle reducer', () => {
  it('squares: a click toggles a mark; a check names the missed and the wrong squares; the full set is right', () => {
    // Seed 000 狛犬, as in the puzzle's unit test: the Lion Dog on 3e reaches these ten squares.
    const answer = ['3d', '3b', '4d', '5c', '2d', '1c', '4e', '5e', '2e', '1e'];
    let s = start('maka-lion-dog-lines');
    expect(s.board.mode).toBe('edit'); // the board must not show the answer as move marks
    s = run(s, activate('3c'), activate('3c'), ...answer.slice(1).map(activate), activate('3c'), { type: 'check' });
    expect(s.verdict).toEqual({ right: false, why: expect.stringContaining('three squares'), missed: [sq('3d')], wrong: [sq('3c')] });
    s = run(s, activate('3c'), activate('3d'), { type: 'check' });
    expect(s.verdict).toEqual({ right: true });
  });

  it('move: a wrong move is judged at once; trying again restores the start; the igui solves it', () => {
    let s = run(start('dai-lion-igui'), activate('3d'), activate('4e'), activate('4e'));
    expect(s.board.ply).toBe(1);
    expect(s.verdict?.right).toBe(false);
    s = run(s, { type: 'retry' });
    expect(s.board.ply).toBe(0);
    expect(s.verdict).toBeNull();
    s = run(s, activate('3d'), activate('2c'), activate('3d'));
    expect(s.verdict).toEqual({ right: true });
  });

  it('choice: a wrong pick gets its own why; the right one solves it', () => {
    let s = run(start('dai-crown-prince'), { type: 'check' });
    expect(s.verdict).toBeNull(); // nothing picked yet
    s = run(s, { type: 'pick', index: 0 }, { type: 'check' });
    expect(s.verdict).toEqual({ right: false, why: expect.stringContaining('Crown Prince'), missed: [], wrong: [] });
    s = run(s, { type: 'pick', index: 1 }, { type: 'check' });
    expect(s.verdict).toEqual({ right: true });
  });

  it('choice: only a right first answer counts as solved (checking the same pick again is not another try)', () => {
    const first = run(start('dai-crown-prince'), { type: 'pick', index: 1 }, { type: 'check' });
    expect([first.tries, countsAsSolved(first)]).toEqual([1, true]);
    const later = run(start('dai-crown-prince'), { type: 'pick', index: 0 }, { type: 'check' }, { type: 'check' }, { type: 'pick', index: 1 }, { type: 'check' });
    expect(later.verdict).toEqual({ right: true });
    expect([later.tries, countsAsSolved(later)]).toEqual([2, false]);
  });

  it('choice: the board shows a piece’s moves but plays none (the task is the pick)', () => {
    // The puzzle's Rook stands on 3e; 3a is White's King, which the task says it takes.
    const s = run(start('dai-crown-prince'), activate('3e'));
    expect(s.board.selected).toBe(sq('3e'));
    const after = run(s, activate('3a'));
    expect(after.board.ply).toBe(0);
    expect(after.board.moves).toEqual([]);
    expect(after.board.selected).toBeNull();
  });

  it('squares and move puzzles count however many tries it took (they cannot be guessed by elimination)', () => {
    let s = run(start('dai-lion-igui'), activate('3d'), activate('4e'), activate('4e'), { type: 'retry' });
    s = run(s, activate('3d'), activate('2c'), activate('3d'));
    expect(countsAsSolved(s)).toBe(true);
  });
});

describe('record import into a board state', () => {
  const env = makeEnv(boardData(['dai']));
  it('starts the replay at the first position with every move available', () => {
    const r = importRecord(env, 'Game: dai\n\n1. 8k-8j\n2. 8e-8f\n', true);
    if (!r.ok) throw new Error(`refused: ${r.problem.kind}`);
    expect(r.state.ply).toBe(0);
    expect(r.state.moves).toHaveLength(2);
    expect(r.state.flipped).toBe(true);
    expect(r.damage).toBeNull();
  });
  it('a game the board does not offer is refused with the reason', () => {
    expect(importRecord(env, 'Game: tai\n', false)).toEqual({ ok: false, problem: { kind: 'unreadable', reason: { code: 'recordUnknownGame', game: 'tai', known: 'dai' } } });
  });
  it('a record whose first move cannot be played is a failed import, not an empty game', () => {
    const r = importRecord(env, 'Game: dai\n\n1. 99z-98z\n', false);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem).toMatchObject({ kind: 'first-move', damage: { number: 1, line: 3, text: '99z-98z' } });
    // A header line the parser does not know ends the header: the line is then read as the first move.
    expect(importRecord(env, 'Game: dai\n__proto__: x\n1. 8k-8j\n', false)).toMatchObject({ ok: false, problem: { kind: 'first-move', damage: { line: 2 } } });
  });
  it('a record over 1 MB is refused before it is parsed', () => {
    const text = `Game: dai\n${'\n'.repeat(1024 * 1024)}`;
    expect(importRecord(env, text, false)).toEqual({ ok: false, problem: { kind: 'too-long', chars: text.length, max: 1024 * 1024 } });
  });
});
