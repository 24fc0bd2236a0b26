// The Emperor (自在天王) under each game's rules, and the one definition of attacked/protected squares it relies on.
// Boards are 5×5: 5e is the bottom-left corner, 1a the top-right. Seeds: 000 自在天王 (Maka), 003 自在天王 (Tai).
import { describe, expect, it } from 'vitest';
import { attacks, isProtected, legalMoves, makeRules, parseSquare, type Position } from '../../src/engine';
import { board, MAKA, outcomes, PIECES, TAI } from './engine-fixtures';

const sq = (name: string) => parseSquare(name, 5)!;
const emperorMoves = (pos: Position, from = '5e') => legalMoves(pos, sq(from));

describe('Emperor', () => {
  it('Maka: never onto a square the enemy attacks; Tai: anywhere', () => {
    // White rook on 1a attacks 4a…2a and 5a along rank a, 1b…1e down file 1: 8 squares. Of the 24 others the Maka
    // Emperor may take 24 − 8 = 16 (capturing the unprotected rook among them); the Tai Emperor all 24.
    expect(emperorMoves(board(MAKA, 5, { '5e': 'EMPEROR', '1a': 'rook' }))).toHaveLength(16);
    expect(emperorMoves(board(TAI, 5, { '5e': 'EMPEROR', '1a': 'rook' }))).toHaveLength(24);
  });

  it('attacks are judged with the Emperor lifted off its square', () => {
    // Emperor on 3c, rook on 1c: once the Emperor leaves, the rook also sweeps 4c and 5c behind it. Attacked empty
    // squares: 2c, 4c, 5c, 1a, 1b, 1d, 1e = 7; 23 empty squares − 7 + the rook = 17.
    expect(emperorMoves(board(MAKA, 5, { '3c': 'EMPEROR', '1c': 'rook' }), '3c')).toHaveLength(17);
  });

  it('never captures a protected piece', () => {
    // Gold on 2a and rook on 1a protect each other. Maka: the gold also attacks 3a, 2b, 3b, 1b: attacked empty squares
    // are 3a, 1b…1e, 2b, 3b = 7, so 22 empty − 7 = 15 and no capture. Tai: the 22 empty squares, no capture.
    const pieces = { '5e': 'EMPEROR', '1a': 'rook', '2a': 'gold-general' };
    expect(emperorMoves(board(MAKA, 5, pieces))).toHaveLength(15);
    const tai = emperorMoves(board(TAI, 5, pieces));
    expect(tai).toHaveLength(22);
    expect(tai.every((m) => m.captures.length === 0)).toBe(true);
  });

  it('mayCaptureProtected lists the protected pieces it still may not take when non-empty', () => {
    // Schema: "may capture a protected piece only if that piece is not one of these ids (empty = never)".
    // Rook 1a and king 2a protect each other; with ['king'] the rook may be taken, the king not: 22 empty + 1.
    const game = { ...TAI, emperor: { safeSquaresOnly: false, mayCaptureProtected: ['king'], protectedSquaresWhenBoth: false } };
    const pos = { ...board(TAI, 5, { '5e': 'EMPEROR', '1a': 'rook', '2a': 'king' }), rules: makeRules({ pieces: PIECES, game }) };
    const moves = emperorMoves(pos);
    expect(moves).toHaveLength(23);
    expect(outcomes(moves.filter((m) => m.captures.length), 5)).toEqual(['1a x1a']);
  });

  it('with both Emperors, only squares its own side protects (Maka)', () => {
    // Black rook on 1e protects 2e, 3e, 4e (and 5e once the Emperor has left) and 1a…1d: 7 squares other than its own.
    // The White Emperor on 5a is not protected by Black, so it cannot be taken either.
    const pos = board(MAKA, 5, { '5e': 'EMPEROR', '1e': 'ROOK', '5a': 'emperor' });
    expect(outcomes(emperorMoves(pos), 5)).toEqual(['1a', '1b', '1c', '1d', '2e', '3e', '4e']);
    // Tai's entry has no such rule: 22 empty squares + the unprotected White Emperor.
    expect(emperorMoves(board(TAI, 5, { '5e': 'EMPEROR', '1e': 'ROOK', '5a': 'emperor' }))).toHaveLength(23);
  });
});

describe('attacks and protection', () => {
  it('a hook attacks round one corner, not through pieces', () => {
    // Black hook on 5e; pieces on 5a and 1e. 1a needs a turn on 5a or 1e (both occupied) or two turns: not attacked.
    const pos = board(MAKA, 5, { '5e': 'HOOK-MOVER', '5a': 'pawn', '1e': 'pawn' });
    expect(attacks(pos, 'black', sq('1a'))).toBe(false);
    expect(attacks(pos, 'black', sq('5a'))).toBe(true);
    expect(attacks(pos, 'black', sq('2b'))).toBe(true); // up to 5b, turn right
  });

  it('Lion and Lion Dog attack through pieces', () => {
    // A ring of friends does not stop the Lion's reach two squares away, nor the Lion Dog's three along a line.
    const ring = Object.fromEntries(['4b', '3b', '2b', '4c', '2c', '4d', '3d', '2d'].map((s) => [s, 'PAWN']));
    const lion = board(MAKA, 5, { '3c': 'LION', ...ring });
    expect(attacks(lion, 'black', sq('1a'))).toBe(true);
    const dog = board(MAKA, 7, { '4d': 'LION-DOG', '4c': 'PAWN', '4b': 'pawn' });
    expect(attacks(dog, 'black', parseSquare('4a', 7)!)).toBe(true);
    expect(attacks(dog, 'black', parseSquare('3a', 7)!)).toBe(false);
  });

  it('Emperors neither attack nor protect', () => {
    const pos = board(MAKA, 5, { '3c': 'EMPEROR', '3b': 'GOLD-GENERAL' });
    expect(attacks(pos, 'black', sq('3d'))).toBe(false);
    expect(isProtected(pos, sq('3b'))).toBe(false);
  });

  it('protected = attacked by its own side', () => {
    // Rook on 3e sees the gold on 3c up its file; the gold does not step back two squares.
    const pos = board(MAKA, 5, { '3c': 'GOLD-GENERAL', '3e': 'ROOK' });
    expect(isProtected(pos, sq('3c'))).toBe(true);
    expect(isProtected(pos, sq('3e'))).toBe(false);
    expect(isProtected(pos, sq('1a'))).toBe(false);
  });
});
