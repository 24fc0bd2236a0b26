// The Emperor (自在天王) under each game's rules, and the one definition of attacked/protected squares it relies on.
// Boards are 5×5: 5e is the bottom-left corner, 1a the top-right. Seeds: 000 自在天王 (Maka), 003 自在天王 (Tai).
import { describe, expect, it } from 'vitest';
import { attacks, EMPEROR_BARS, emperorBar, isProtected, legalMoves, makeRules, parseSquare, squareName, type EmperorBar, type Position } from '../../../src/engine';
import { Core } from '../../../src/engine/core';
import { search } from '../../../src/engine/search';
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

describe('emperorBar: why the Emperor may not go to a square', () => {
  const bar = (pos: Position, from: string, to: string) => emperorBar(pos, sq(from), sq(to));

  it('attacked: the enemy attacks the square and the game allows only safe ones (Maka)', () => {
    // White rook on 1a sweeps rank a and file 1: 4a and 1e are attacked, 3c is not. Tai has no such rule.
    const pieces = { '5e': 'EMPEROR', '1a': 'rook' };
    expect(bar(board(MAKA, 5, pieces), '5e', '4a')).toBe('attacked');
    expect(bar(board(MAKA, 5, pieces), '5e', '1e')).toBe('attacked');
    expect(bar(board(MAKA, 5, pieces), '5e', '3c')).toBeNull();
    expect(bar(board(MAKA, 5, pieces), '5e', '1a')).toBeNull(); // the rook itself: unprotected, so it may be taken
    expect(bar(board(TAI, 5, pieces), '5e', '4a')).toBeNull();
  });

  it('judged with the Emperor lifted: the rook sweeps on through its square', () => {
    // Emperor 3c, rook 1c: with the Emperor in place the rook stops at 3c, so 4c is attacked only once it leaves.
    const pos = board(MAKA, 5, { '3c': 'EMPEROR', '1c': 'rook' });
    expect(attacks(pos, 'white', sq('4c'))).toBe(false);
    expect(bar(pos, '3c', '4c')).toBe('attacked');
  });

  it('protected: an enemy piece its own side protects (Tai); Maka already calls that square attacked', () => {
    // Rook 1a and gold 2a protect each other.
    const pieces = { '5e': 'EMPEROR', '1a': 'rook', '2a': 'gold-general' };
    expect(bar(board(TAI, 5, pieces), '5e', '1a')).toBe('protected');
    expect(bar(board(TAI, 5, pieces), '5e', '2a')).toBe('protected');
    // Safe squares are checked first: in Maka a protected piece stands on an attacked square.
    expect(bar(board(MAKA, 5, pieces), '5e', '1a')).toBe('attacked');
  });

  it('protected, with mayCaptureProtected: only the listed pieces are left alone', () => {
    // Rook 1a and king 2a protect each other; the list names the king: the rook may be taken, the king not.
    const game = { ...TAI, emperor: { safeSquaresOnly: false, mayCaptureProtected: ['king'], protectedSquaresWhenBoth: false } };
    const pos = { ...board(TAI, 5, { '5e': 'EMPEROR', '1a': 'rook', '2a': 'king' }), rules: makeRules({ pieces: PIECES, game }) };
    expect(bar(pos, '5e', '1a')).toBeNull();
    expect(bar(pos, '5e', '2a')).toBe('protected');
  });

  it('unprotected: with both Emperors, a square its own side does not protect (Maka)', () => {
    // Black rook 1e protects file 1 and rank e; 3c is on neither, nor is 5a, so the White Emperor there may not be taken
    // either. Tai's entry has no such rule.
    const pieces = { '5e': 'EMPEROR', '1e': 'ROOK', '5a': 'emperor' };
    expect(bar(board(MAKA, 5, pieces), '5e', '3c')).toBe('unprotected');
    expect(bar(board(MAKA, 5, pieces), '5e', '5a')).toBe('unprotected');
    expect(bar(board(MAKA, 5, pieces), '5e', '1c')).toBeNull();
    expect(bar(board(TAI, 5, pieces), '5e', '3c')).toBeNull();
  });

  it('friend: its own piece, or its own square; null when no Emperor stands on the square', () => {
    const pos = board(TAI, 5, { '5e': 'EMPEROR', '3c': 'PAWN', '1a': 'rook' });
    expect(bar(pos, '5e', '3c')).toBe('friend');
    expect(bar(pos, '5e', '5e')).toBe('friend');
    expect(bar(pos, '3c', '3b')).toBeNull(); // a pawn
    expect(bar(pos, '4e', '3b')).toBeNull(); // an empty square
  });

  it('is the move generator\'s rule: null exactly on the squares legalMoves reaches', () => {
    const cases: [Position, string][] = [
      [board(MAKA, 5, { '5e': 'EMPEROR', '1a': 'rook', '2a': 'gold-general', '3d': 'PAWN' }), '5e'],
      [board(TAI, 5, { '5e': 'EMPEROR', '1a': 'rook', '2a': 'gold-general', '3d': 'PAWN' }), '5e'],
      [board(MAKA, 5, { '3c': 'EMPEROR', '1e': 'ROOK', '5a': 'emperor', '2b': 'lion' }), '3c'],
      [board(MAKA, 5, { '1a': 'emperor', '5e': 'ROOK', '3c': 'gold-general' }, 'w'), '1a'],
    ];
    const seen = new Set<EmperorBar | null>();
    for (const [pos, from] of cases) {
      const reached = new Set(legalMoves(pos, sq(from)).map((m) => m.to));
      for (let to = 0; to < 25; to++) {
        const why = emperorBar(pos, sq(from), to);
        seen.add(why);
        expect(why === null, `${from} to ${squareName(to, 5)}`).toBe(reached.has(to));
      }
    }
    // The cases above meet every reason.
    expect([...seen].sort()).toEqual([...EMPEROR_BARS, null].sort());
  });
});

describe("the search's prudence (Core.prudent): where the Tai Emperor may fly anywhere", () => {
  // Seed 003, 自在天王: 当双方都有自在天王时，自在天王若移动到没有己方棋子保护的格子，敌方的自在天王能立即飞过来吃掉。 The rules
  // allow such a flight; the search does not look at it, nor at one onto a square an enemy piece attacks.
  const prudentMoves = (pos: Position, from = '5e') => {
    const core = Core.from(pos);
    core.prudent = true;
    const buf = new Float64Array(1024);
    return outcomes(Array.from(buf.subarray(0, core.generateFrom(sq(from), buf, 0)), (m) => core.toMove(m)), 5);
  };

  it('with both Emperors: squares its own side protects and no enemy piece attacks, and every capture the rules allow', () => {
    // Black rook 1e protects 1a…1d and 2e…4e. White rook 3a attacks 4a, 2a, 1a and 3b…3e, and is itself unprotected
    // (an Emperor protects nothing). The White Emperor on 5a is protected by that rook along rank a.
    //   5 4 3 2 1
    //   E . r . x  a      E = White Emperor, r = White rook, R = Black rook, K = Black Emperor
    //   . . . . o  b      o = a prudent flight, x = protected but attacked
    //   . . . . o  c
    //   . . . . o  d
    //   K o x o R  e
    const pos = board(TAI, 5, { '5e': 'EMPEROR', '1e': 'ROOK', '5a': 'emperor', '3a': 'rook' });
    expect(prudentMoves(pos)).toEqual(['1b', '1c', '1d', '2e', '3a x3a', '4e']);
    expect(emperorMoves(pos)).toHaveLength(22); // the rules: the 21 empty squares and the rook
  });

  it('without an enemy Emperor: every square no enemy piece attacks', () => {
    // White rook 3a alone attacks rank a and file 3 below it: 8 of the 22 empty squares.
    expect(prudentMoves(board(TAI, 5, { '5e': 'EMPEROR', '1e': 'ROOK', '3a': 'rook' }))).toHaveLength(22 - 8 + 1);
  });

  it('when no prudent move is left, the search still plays a legal one', () => {
    // Black has only its Emperor, so it protects no square; every White piece is protected (rooks 4c and 2c each other,
    // the gold 4a by the rook 4c, the White Emperor 5a by the gold): no capture, and only hopeless flights.
    const pos = board(TAI, 5, { '5e': 'EMPEROR', '5a': 'emperor', '4a': 'gold-general', '4c': 'rook', '2c': 'rook' });
    expect(prudentMoves(pos)).toEqual([]);
    const r = search(pos, { depth: 2, ms: 60_000 });
    expect(r.move).not.toBeNull();
    expect(emperorMoves(pos).some((m) => m.to === r.move!.to)).toBe(true);
  });
});

describe('Core.emperorPrey: the pieces an Emperor threatens to take for nothing', () => {
  const prey = (pos: Position, side: 0 | 1) => {
    const out = new Int32Array(64);
    return Array.from(out.subarray(0, Core.from(pos).emperorPrey(side, out)), (q) => squareName(q, 5)).sort();
  };

  it('none while the enemy has an Emperor too: its prey would then be an ordinary hanging piece', () => {
    //   5 4 3 2 1
    //   E . r . .  a      E, K = White's and Black's Emperors; r = White rook, G = Black gold, R = Black rook
    //   . . G . .  b
    //   . . . . .  c
    //   . . . . .  d
    //   K . . . R  e
    // No piece here has a protector (an Emperor protects nothing). With both Emperors neither side counts any prey;
    // with Black's Emperor off the board, White's may take Black's rook or gold for nothing.
    const pieces = { '5e': 'EMPEROR', '1e': 'ROOK', '3b': 'GOLD-GENERAL', '5a': 'emperor', '3a': 'rook' };
    expect(prey(board(TAI, 5, pieces), 0)).toEqual([]);
    expect(prey(board(TAI, 5, pieces), 1)).toEqual([]);
    expect(prey(board(TAI, 5, { ...pieces, '5e': '' }), 1)).toEqual(['1e', '3b']);
  });

  it('Tai, no enemy Emperor: every unprotected piece; a protected one, or a royal, is no prey', () => {
    // White's gold 1a is protected by its rook 3a along rank a; the rook has no protector.
    expect(prey(board(TAI, 5, { '5e': 'EMPEROR', '3a': 'rook', '1a': 'gold-general' }), 0)).toEqual(['3a']);
    expect(prey(board(TAI, 5, { '5e': 'EMPEROR', '3a': 'rook', '1a': 'prince' }), 0)).toEqual(['3a']);
  });

  it('Maka, one Emperor: exactly the non-royal pieces the rules let it take (seed 000, 自在天王)', () => {
    for (const pieces of <Record<string, string>[]>[
      { '5e': 'EMPEROR', '1e': 'ROOK', '3a': 'rook', '1a': 'gold-general' },
      { '5e': 'king', '1e': 'ROOK', '5a': 'emperor', '3a': 'rook', '3b': 'GOLD-GENERAL', '4b': 'ROOK' },
      { '3c': 'EMPEROR', '4d': 'GOLD-GENERAL', '1a': 'king', '2b': 'gold-general', '5a': 'rook', '5e': 'ROOK' },
    ]) {
      const pos = board(MAKA, 5, pieces);
      for (const side of [0, 1] as const) {
        const from = Object.entries(pieces).find(([, id]) => id === (side ? 'emperor' : 'EMPEROR'))?.[0];
        const moves = from ? legalMoves({ ...pos, turn: side ? 'white' : 'black' }, sq(from)) : [];
        const takes = new Set(moves.filter((m) => pos.board[m.to] && !MAKA.royals.includes(pos.board[m.to]!.id)).map((m) => squareName(m.to, 5)));
        expect(prey(pos, side)).toEqual([...takes].sort());
      }
    }
  });

  it('none for a side without an Emperor', () => {
    expect(prey(board(TAI, 5, { '5e': 'EMPEROR', '1a': 'rook' }), 1)).toEqual([]);
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
