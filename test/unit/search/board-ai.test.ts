// The computer opponent's widget state without a DOM: its reducer, the threats it marks, the board's 'play' action.
import { describe, expect, it } from 'vitest';
import { legalMoves, makeMove, parseMove } from '../../../src/engine';
import { initialAi, reduceAi, type AiAction } from '../../../src/components/widgets/ai/state';
import { threatsOf } from '../../../src/components/widgets/ai/threats';
import { overlayOf } from '../../../src/components/widgets/ai/BoardAi';
import { current, reduce } from '../../../src/components/widgets/board/state/board-state';
import { pick } from '../../../src/i18n';
import { board, sq } from '../board/board-fixtures';

const words = pick('en', 'ai.');

const run = (...actions: AiAction[]) => actions.reduce(reduceAi, initialAi);

describe('threats', () => {
  it('marks the pieces of the side to move that an enemy can capture next, and whether they are protected', () => {
    // 9×9 Dai. seed 002 飛車: White's Rook on 5a slides down file 5 to Black's Gold on 5e; 金將 steps back, so
    // Black's Gold on 5f protects 5e. Black's Pawn on 1e stands on no enemy line. White's pieces are not marked.
    const s = board('dai', 9, { '5a': 'rook', '1a': 'king', '5e': 'GOLD-GENERAL', '5f': 'GOLD-GENERAL', '1e': 'PAWN', '5i': 'KING' });
    const threats = threatsOf(current(s));
    expect([...threats.entries()]).toEqual([[sq('5e', 9), true]]);
  });

  it('an unprotected piece is marked as such', () => {
    const s = board('dai', 9, { '5a': 'rook', '1a': 'king', '5e': 'GOLD-GENERAL', '1i': 'KING' });
    expect([...threatsOf(current(s)).entries()]).toEqual([[sq('5e', 9), false]]);
  });
});

describe('the opponent reducer', () => {
  it('plays the chosen side once started, and stops playing when turned off', () => {
    let s = run({ type: 'side', side: 'black' }, { type: 'computer', side: 'black' });
    expect(s.computer).toBe('black');
    s = reduceAi(reduceAi(s, { type: 'think', task: 'reply' }), { type: 'computer', side: null });
    expect(s).toMatchObject({ computer: null, task: null });
  });

  it('keeps a hint with its position and shows it only there', () => {
    const b = board('dai', 9, { '5e': 'GOLD-GENERAL', '5i': 'KING', '1a': 'king' });
    const pos = current(b);
    const move = legalMoves(pos)[0]!;
    const s = run({ type: 'think', task: 'hint' }, { type: 'depth', depth: 3 }, { type: 'answer', task: 'hint', position: pos, move, text: 'x' });
    expect(s.task).toBeNull();
    expect(overlayOf(s, b, words).hint).toBe(move);
    const after = reduce(b, { type: 'play', move });
    expect(overlayOf(s, after, words).hint).toBeNull();
  });

  it('ignores the answer of a search it no longer waits for, and gives up a reply it cannot find', () => {
    const pos = current(board('dai', 9, { '5i': 'KING', '1a': 'king' }));
    const s = run({ type: 'think', task: 'hint' }, { type: 'answer', task: 'reply', position: pos, move: null, text: null });
    expect(s.task).toBe('hint');
    const none = run({ type: 'computer', side: 'white' }, { type: 'think', task: 'reply' }, { type: 'answer', task: 'reply', position: pos, move: null, text: null });
    expect(none).toMatchObject({ computer: null, task: null, note: { kind: 'none' } });
  });
});

describe("the board's play action", () => {
  it('plays a legal move given whole, found by its text, and ignores one that is not legal here', () => {
    const b = board('dai', 9, { '5e': 'GOLD-GENERAL', '5i': 'KING', '1a': 'king' });
    const parsed = parseMove('5e-5d', current(b));
    if (!parsed.ok) throw new Error(parsed.error);
    const after = reduce(b, { type: 'play', move: parsed.value });
    expect(after.ply).toBe(1);
    expect(makeMove(after.moves[0]!, 9)).toBe('5e-5d');
    // The same move again is White's turn now: not legal, nothing happens.
    expect(reduce(after, { type: 'play', move: parsed.value })).toBe(after);
  });
});
