// Movement kinds on small boards: steps, slides, jumps, Lion, Lion Dog and hook powers, owner orientation, sources.
// Expected sets are derived by hand in the comments (seed 000 獅子/狛犬/鉤行/摩羯 sections, DESIGN §3).
import { describe, expect, it } from 'vitest';
import { legalMoves, parseSquare, passSquares, squareName, type Position } from '../../../src/engine';
import { board, DAI, MAKA, outcomes, TAI } from './engine-fixtures';

const ALL_5x5 = ['5', '4', '3', '2', '1'].flatMap((f) => ['a', 'b', 'c', 'd', 'e'].map((r) => `${f}${r}`));
const sq5 = (name: string) => parseSquare(name, 5)!;
const sq7 = (name: string) => parseSquare(name, 7)!;

describe('steps, slides and jumps', () => {
  it('a slide stops at the first piece and captures only an enemy', () => {
    // Rook on 3c; friend on 3b, enemy on 5c. Up: blocked (0). Down: 3d, 3e (2). Left: 4c, 5c capturing (2). Right: 2c, 1c (2).
    // The whole 5×5 board lies in Dai's 5-rank zone, so the capture (made inside the zone) offers promotion: + and =.
    const pos = board(DAI, 5, { '3c': 'ROOK', '3b': 'PAWN', '5c': 'pawn' });
    expect(outcomes(legalMoves(pos, sq5('3c')), 5)).toEqual(['1c', '2c', '3d', '3e', '4c', '5c x5c+', '5c x5c=']);
  });

  it('a ranged step cannot jump', () => {
    // Wrestler (diagonals 1–3, sideways 1) on 4d of 7×7: 4×3 + 2 = 14; a friend on 3c (first square forward-right)
    // closes that whole diagonal: 14 − 3 = 11.
    expect(legalMoves(board(DAI, 7, { '4d': 'WRESTLER' }), sq7('4d'))).toHaveLength(14);
    expect(legalMoves(board(DAI, 7, { '4d': 'WRESTLER', '3c': 'PAWN' }), sq7('4d'))).toHaveLength(11);
  });

  it('a jump goes over anything but not onto a friend', () => {
    // Knight on 3c jumps to [-1, 2] = 4a and [1, 2] = 2a, over the pieces on 3b, 4b, 2b; a friend on 4a leaves 2a
    // (a capture inside the zone: promotion optional).
    const pos = board(DAI, 5, { '3c': 'KNIGHT', '3b': 'PAWN', '4b': 'pawn', '2b': 'PAWN', '4a': 'PAWN', '2a': 'pawn' });
    expect(outcomes(legalMoves(pos, sq5('3c')), 5)).toEqual(['2a x2a+', '2a x2a=']);
  });

  it('White moves rotated 180°, asymmetric pieces included', () => {
    // White gold on 3c faces down: forward 3d, forward diagonals 4d and 2d, sideways 4c and 2c, back 3b.
    expect(outcomes(legalMoves(board(DAI, 5, { '3c': 'gold-general' }, 'w'), sq5('3c')), 5)).toEqual(['2c', '2d', '3b', '3d', '4c', '4d']);
    // 無明 (forward diagonals, right, back-left): for White, right is Black's left (4c) and back-left is up-right (2b).
    expect(outcomes(legalMoves(board(DAI, 5, { '3c': 'dark-spirit' }, 'w'), sq5('3c')), 5)).toEqual(['2b', '2d', '4c', '4d']);
    expect(outcomes(legalMoves(board(DAI, 5, { '3c': 'DARK-SPIRIT' }), sq5('3c')), 5)).toEqual(['2b', '2c', '4b', '4d']);
  });

  it('a source variant replaces the main text only in the game that reports it', () => {
    // seed 000 footnote 1: 《象棋六種之図式》 gives the Wrestler one orthogonal step (4) instead of one sideways (2).
    const maka = (source?: string) => legalMoves(board(MAKA, 7, { '4d': 'WRESTLER' }, 'b', source), sq7('4d')).length;
    expect(maka()).toBe(12 + 2);
    expect(maka('rokushu')).toBe(12 + 4);
    expect(legalMoves(board(TAI, 7, { '4d': 'WRESTLER' }, 'b', 'rokushu'), sq7('4d'))).toHaveLength(12 + 2);
  });
});

describe('Lion power (獅子)', () => {
  it('alone: the 24 squares within two steps and one pass', () => {
    const moves = legalMoves(board(DAI, 5, { '3c': 'LION' }), sq5('3c'));
    expect(moves).toHaveLength(24 + 1);
    expect(moves.filter((m) => m.from === m.to && m.captures.length === 0)).toHaveLength(1);
  });

  it('igui, capture-and-move and the pass around an adjacent enemy', () => {
    // Enemy pawn on 3b. (a) 24 squares, one capturing 3b; (b) capture 3b then step to its other 7 neighbours, or back
    // (igui); (c) one pass. 24 + 7 + 1 + 1 = 33.
    const moves = legalMoves(board(DAI, 5, { '3c': 'LION', '3b': 'pawn' }), sq5('3c'));
    const expected = [
      ...ALL_5x5.filter((s) => s !== '3c').map((s) => (s === '3b' ? '3b x3b' : s)),
      ...['4a', '3a', '2a', '4b', '2b', '4c', '2c'].map((s) => `${s} x3b`),
      '3c x3b',
      '3c',
    ];
    expect(outcomes(moves, 5)).toEqual(expected.sort());
  });

  it('double capture', () => {
    // Enemies on 3b and 3a: as above, but stepping on from 3b to 3a takes both: one outcome captures {3a, 3b}.
    const moves = legalMoves(board(DAI, 5, { '3c': 'LION', '3b': 'pawn', '3a': 'gold-general' }), sq5('3c'));
    expect(moves).toHaveLength(33);
    expect(outcomes(moves, 5)).toContain('3a x3a,3b');
    expect(outcomes(moves, 5)).toContain('3a x3a');
  });

  it('jumps a ring of friends; no pass without an empty neighbour', () => {
    // All 8 neighbours friendly: only the 16 squares two away remain.
    const ring = Object.fromEntries(['4b', '3b', '2b', '4c', '2c', '4d', '3d', '2d'].map((s) => [s, 'PAWN']));
    expect(legalMoves(board(DAI, 5, { '3c': 'LION', ...ring }), sq5('3c'))).toHaveLength(16);
  });

  it('directional Lion power along one line (角鷹 forward)', () => {
    const at = (extra: Record<string, string>) => outcomes(legalMoves(board(DAI, 5, { '3c': 'FORWARD-LION', ...extra }), sq5('3c')), 5);
    // Alone: one step, two steps, pass.
    expect(at({})).toEqual(['3a', '3b', '3c']);
    // Enemy on 3b: capture it, igui, capture it and go on to 3a, or jump it to 3a.
    expect(at({ '3b': 'pawn' })).toEqual(['3a', '3a x3b', '3b x3b', '3c x3b']);
    // Friend on 3b: only the jump.
    expect(at({ '3b': 'PAWN' })).toEqual(['3a']);
  });
});

describe('Lion Dog power (狛犬)', () => {
  it('alone: 8 lines × 3 squares and one pass', () => {
    expect(legalMoves(board(MAKA, 7, { '4d': 'LION-DOG' }), sq7('4d'))).toHaveLength(8 * 3 + 1);
  });

  const line = (extra: Record<string, string>) => outcomes(legalMoves(board(MAKA, 7, { '4d': 'FORWARD-LION-DOG', ...extra }), sq7('4d')), 7);

  it('reverses along its line: out two, capturing, and back one', () => {
    // Enemy on 4b only (4c, 4a empty). Paths [1] 4c; [1,0] pass; [2] 4b×; [2,1] 4b× back to 4c; [3] 4a, jumping or capturing 4b.
    expect(line({ '4b': 'pawn' })).toEqual(['4a', '4a x4b', '4b x4b', '4c', '4c x4b', '4d']);
  });

  it('captures what it stops on en route, each choice its own outcome', () => {
    // Enemies on 4c and 4b: [1] 4c×; igui 4c; [2] 4b× with or without 4c×; [2,1] 4b× and 4c×; [3] 4a with any subset of {4c, 4b}.
    expect(line({ '4c': 'pawn', '4b': 'pawn' })).toEqual([
      '4a', '4a x4b', '4a x4b,4c', '4a x4c', '4b x4b', '4b x4b,4c', '4c x4b,4c', '4c x4c', '4d x4c',
    ]);
  });

  it('jumps friends but never ends on one', () => {
    // Friend on 4c, enemy on 4b: [2] 4b×; [3] 4a with or without 4b×. Nothing ends on 4c, no pass or igui.
    expect(line({ '4c': 'PAWN', '4b': 'pawn' })).toEqual(['4a', '4a x4b', '4b x4b']);
  });
});

describe('pass squares: where a pass may step out and come back', () => {
  // seed 000/002 獅子, 000 狛犬: the pass is a step onto an empty neighbour the Lion-type power reaches, and back.
  // Squares are listed in board order: rank a to e, and within a rank file 5 to 1 (left to right as Black sees it).
  const names = (pos: Position, from: string) => passSquares(pos, parseSquare(from, pos.size)!).map((x) => squareName(x, pos.size));

  it('lion: all: every empty neighbour', () => {
    // Lion on 3c, alone: its 8 neighbours.
    expect(names(board(DAI, 5, { '3c': 'LION' }), '3c')).toEqual(['4b', '3b', '2b', '4c', '2c', '4d', '3d', '2d']);
    // An enemy on 3b (igui, not a pass) and a friend on 2c leave the other 6.
    expect(names(board(DAI, 5, { '3c': 'LION', '3b': 'pawn', '2c': 'PAWN' }), '3c')).toEqual(['4b', '2b', '4c', '4d', '3d', '2d']);
    // In the corner 5a only 3 neighbours are on the board: 4a, 5b, 4b.
    expect(names(board(DAI, 5, { '5a': 'LION' }), '5a')).toEqual(['4a', '5b', '4b']);
  });

  it('directional power: the first square of each line, turned with its owner', () => {
    // 角鷹-like Lion power forward only: Black's forward from 3c is 3b, White's is 3d; a piece on 3b closes it.
    expect(names(board(DAI, 5, { '3c': 'FORWARD-LION' }), '3c')).toEqual(['3b']);
    expect(names(board(DAI, 5, { '3c': 'forward-lion' }, 'w'), '3c')).toEqual(['3d']);
    expect(names(board(DAI, 5, { '3c': 'FORWARD-LION', '3b': 'pawn' }), '3c')).toEqual([]);
    expect(names(board(MAKA, 7, { '4d': 'FORWARD-LION-DOG' }), '4d')).toEqual(['4c']);
  });

  it('each square once when two powers share it; none for other pieces or an empty square', () => {
    // Furious Fiend: lion: all and lionDog: all reach the same 8 neighbours.
    expect(names(board(MAKA, 5, { '3c': 'FURIOUS-FIEND' }), '3c')).toHaveLength(8);
    expect(names(board(DAI, 5, { '3c': 'GOLD-GENERAL' }), '3c')).toEqual([]);
    expect(names(board(DAI, 5, { '3c': 'LION' }), '3b')).toEqual([]);
  });

  it('agrees with legalMoves: a pass exists exactly when there is a pass square, and its via is one of them', () => {
    const cases: [Position, string][] = [
      [board(DAI, 5, { '3c': 'LION', '3b': 'pawn', '2c': 'PAWN' }), '3c'],
      [board(DAI, 5, { '3c': 'FORWARD-LION', '3b': 'PAWN' }), '3c'],
      [board(MAKA, 7, { '4d': 'LION-DOG', '4c': 'pawn' }), '4d'],
      [board(MAKA, 5, { '3c': 'TEACHING-KING' }), '3c'],
      [board(DAI, 5, { '3c': 'ROOK' }), '3c'],
    ];
    for (const [pos, from] of cases) {
      const at = parseSquare(from, pos.size)!;
      const pass = legalMoves(pos, at).filter((m) => m.from === m.to && m.captures.length === 0);
      const out = passSquares(pos, at);
      expect(pass, from).toHaveLength(out.length ? 1 : 0);
      if (pass[0]) expect(out).toContain(pass[0].via[0]);
    }
  });
});

describe('hook movers (鉤行, 摩羯)', () => {
  const hook = (extra: Record<string, string>) => legalMoves(board(MAKA, 7, { '4d': 'HOOK-MOVER', ...extra }), sq7('4d'));

  it('one 90° turn reaches the whole empty board', () => {
    // Up or down to any rank then sideways, or sideways to any file then up or down: all 48 other squares.
    expect(hook({})).toHaveLength(48);
  });

  it('cannot turn on or pass an occupied square', () => {
    // Friend on 4c: the upward slide is closed, so 4b and 4a (reachable only by turning on 4c's file) are lost: 48 − 3.
    expect(hook({ '4c': 'PAWN' })).toHaveLength(45);
  });

  it('a capture ends the move', () => {
    // Enemy on 2d: the slide right captures it and stops; 1d would need a turn on 2d or a second turn: 48 − 1.
    const moves = hook({ '2d': 'pawn' });
    expect(moves).toHaveLength(47);
    expect(outcomes(moves, 7)).toContain('2d x2d');
    expect(outcomes(moves, 7)).not.toContain('1d');
  });

  it('the turning square is the path', () => {
    // 1a: up to 4a then right (the upward line is tried first).
    const move = hook({}).find((m) => m.to === sq7('1a'))!;
    expect(move.via).toEqual([sq7('4a')]);
  });

  it('a diagonal hook reaches every square of its colour', () => {
    // From 4d the two diagonals cross every anti-diagonal and diagonal of the same colour: 25 − 1 squares on 7×7.
    expect(legalMoves(board(MAKA, 7, { '4d': 'CAPRICORN' }), sq7('4d'))).toHaveLength(24);
  });
});
