// The mini-board's set-up reducer, without a DOM: placing and removing pieces, side to move, board size, rules and
// source changes, "try this piece" boards. Expected results are derived by hand (comments say how).
import { describe, expect, it } from 'vitest';
import { current } from '../../../src/components/widgets/board/state/board-state';
import { tryState } from '../../../src/components/widgets/mini-board/board-edit';
import { at, board, click, env, envIn, run } from './board-fixtures';

describe('editing the board', () => {
  it('places, replaces and removes pieces, and clears the moves played', () => {
    let s = click(board('dai', 9, { '5g': 'PAWN', '1a': 'pawn' }), '5g', '5f');
    s = run(s, { type: 'tool', piece: { id: 'lion', side: 'white', promoted: false } });
    s = click(s, '3c');
    expect(at(s, '3c')).toEqual({ id: 'lion', side: 'white', promoted: false });
    expect(s.moves).toHaveLength(0);
    s = click(s, '3c');
    expect(at(s, '3c')).toBeNull();
    s = run(s, { type: 'tool', piece: null });
    s = click(s, '5f');
    expect(at(s, '5f')).toBeNull();
    s = run(s, { type: 'clear' });
    expect(current(s).board.every((p) => p === null)).toBe(true);
  });

  it('the side to move can be set', () => {
    const s = run(board('dai', 9, {}), { type: 'turn', side: 'white' });
    expect(current(s).turn).toBe('white');
  });

  it('resizing keeps pieces around the centre and drops those that no longer fit', () => {
    let s = board('dai', 9, { '5e': 'LION', '1a': 'pawn' });
    s = run(s, { type: 'size', size: 5 });
    expect(current(s).size).toBe(5);
    // 9×9 → 5×5 moves everything two files and two ranks toward the corner: 5e (centre) → 3c (centre); 1a is off.
    expect(at(s, '3c')?.id).toBe('lion');
    expect(current(s).board.filter(Boolean)).toHaveLength(1);
    expect(s.problems.join(' ')).toMatch(/Pawn/);
    expect(run(s, { type: 'size', size: 16 })).toBe(s); // Dai boards stop at 15
  });

  it('changing the game takes off pieces that are not part of it, saying which', () => {
    // 鉤行 (Hook Mover) is a Maka and Tai piece, not a Dai one.
    const s = run(board('maka-dai-dai', 9, { '5e': 'HOOK-MOVER', '5g': 'PAWN' }), { type: 'rules', game: 'dai', source: null });
    expect(s.game).toBe('dai');
    expect(at(s, '5e')).toBeNull();
    expect(at(s, '5g')?.id).toBe('pawn');
    expect(s.problems.join(' ')).toMatch(/Hook Mover/);
  });

  it('changing the source keeps the moves that stay legal', () => {
    let s = click(board('maka-dai-dai', 9, { '5g': 'PAWN', '1a': 'pawn' }), '5g', '5f');
    s = run(s, { type: 'rules', game: 'maka-dai-dai', source: 'other' });
    expect(s.source).toBe('other');
    expect(s.moves).toHaveLength(1);
    expect(current(s).rules.source).toBe('other');
  });

  it('a move the new rules refuse is explained in the page language', () => {
    // Seed 000, footnote 1: 「《象棋六種之図式》描述力士斜向移動一至三步，或直向移動一步。」 The main text has only
    // 「橫向移動一步」, so the Wrestler's step straight ahead is played under that source and refused without it.
    let s = board('maka-dai-dai', 9, { '5e': 'WRESTLER', '1a': 'pawn' }, 'black', envIn('ja'));
    s = click(run(s, { type: 'rules', game: 'maka-dai-dai', source: 'rokushu' }), '5e', '5d');
    expect(s.moves).toHaveLength(1);
    s = run(s, { type: 'rules', game: 'maka-dai-dai', source: null });
    expect(s.moves).toHaveLength(0);
    const said = s.problems.join(' ');
    expect(said).toMatch(/^この規則では1手目（5e-5d）：/);
    expect(said.replace('5e-5d', '')).not.toMatch(/[A-Za-z]{3,}/);
  });
});

describe('try boards', () => {
  it('a "try" board has the piece at the centre of a 9×9 board, Black to move, with pawns around it', () => {
    const s = tryState(env, 'tai', null, 'lion');
    expect(at(s, '5e')).toEqual({ id: 'lion', side: 'black', promoted: false });
    const others = current(s).board.filter((p) => p && p.id !== 'lion');
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((p) => p!.id === 'pawn')).toBe(true);
  });

  it('a piece that only appears by promotion is placed as a promoted piece', () => {
    // seed 002: 角鷹 (Horned Falcon) is the promoted Dragon Horse; it is in no setup.
    expect(at(tryState(env, 'dai', null, 'horned-falcon'), '5e')?.promoted).toBe(true);
  });
});
