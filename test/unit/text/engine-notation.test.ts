// Square names and the text forms of positions and moves: round trips, and errors a reader understands.
import { describe, expect, it } from 'vitest';
import { legalMoves, makeMove, makePosition, parseMove, parsePosition, parseSquare, squareName } from '../../../src/engine';
import { board, CATALOG, DAI, MAKA, position } from '../engine/engine-fixtures';

describe('squares (DESIGN §5)', () => {
  it("1a is the top-right corner; files count from Black's right, ranks from the top", () => {
    expect(parseSquare('1a', 15)).toBe(14);
    expect(squareName(0, 15)).toBe('15a');
    expect(squareName(15 * 15 - 1, 15)).toBe('1o');
    expect(parseSquare('25y', 25)).toBe(24 * 25);
    expect(squareName(24 * 25, 25)).toBe('25y');
  });

  it('rejects names off the board', () => {
    for (const bad of ['16a', '1p', 'a1', '0a', '', '1', '01a']) expect(parseSquare(bad, 15)).toBeNull();
  });

  it('round-trips every square of every size', () => {
    for (const size of [5, 15, 19, 25]) {
      for (let sq = 0; sq < size * size; sq++) expect(parseSquare(squareName(sq, size), size)).toBe(sq);
    }
  });
});

describe('position text', () => {
  it('reads the documented example', () => {
    // DESIGN/brief example: 5×5, Black Lion on 3c, Black gold on 4d.
    const pos = position('5/5/2,LION,2/1,GOLD-GENERAL,3/5 b dai');
    expect(pos.size).toBe(5);
    expect(pos.board[parseSquare('3c', 5)!]).toEqual({ id: 'lion', side: 'black', promoted: false });
    expect(pos.board[parseSquare('4d', 5)!]).toEqual({ id: 'gold-general', side: 'black', promoted: false });
    expect(pos.turn).toBe('black');
  });

  it('round-trips sides, promotion, turn and source', () => {
    for (const text of [
      '5/5/2,LION,2/1,GOLD-GENERAL,3/5 b dai',
      '+rook,4/5/2,lion-dog,2/5/3,+GOLD-GENERAL,KING w maka-dai-dai/other',
      '7/7/7/3,HOOK-MOVER,3/7/7/emperor,6 b tai/rokushu',
    ]) {
      expect(makePosition(position(text))).toBe(text);
    }
  });

  it('explains what is wrong', () => {
    const error = (text: string) => {
      const r = parsePosition(text, CATALOG);
      return r.ok ? 'parsed' : r.error;
    };
    expect(error('5/5/2,LION,3/5/5 b dai')).toMatch(/rank 3 \(c\) has 6 squares, expected 5/);
    expect(error('5/5/2,DRAGON,2/5/5 b dai')).toMatch(/rank 3 \(c\), square 3c: unknown piece "dragon"/);
    expect(error('5/5/2,Lion,2/5/5 b dai')).toMatch(/square 3c: "Lion" mixes cases/);
    expect(error('5/5/2,LION!,2/5/5 b dai')).toMatch(/"LION!" is neither a number/);
    expect(error('5/5/5/5/5 x dai')).toMatch(/side to move must be b or w/);
    expect(error('5/5/5/5/5 b chess')).toMatch(/unknown game "chess"/);
    expect(error('5/5/5/5/5 b dai/somebody')).toMatch(/unknown source "somebody"/);
    expect(error('5/5/5/5/5 b')).toMatch(/expected 3 parts/);
    expect(error('4/4/4/4 b dai')).toMatch(/5 to 25 ranks, found 4/);
    expect(error('5/5/0,5/5/5 b dai')).toMatch(/rank 3 \(c\): an empty run must be at least 1/);
  });
});

describe('move text', () => {
  const roundTrip = (text: string, pos = position('5/5/2,LION,2/5/5 b dai')) => {
    const parsed = parseMove(text, pos);
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed.value;
  };

  it('paths: step, igui, double capture, pass, hook turn', () => {
    const lion = board(DAI, 5, { '3c': 'FORWARD-LION', '3b': 'pawn', '1a': 'ROOK' });
    expect(makeMove(roundTrip('3cx3b-3c', lion), 5)).toBe('3cx3b-3c'); // igui
    expect(roundTrip('3cx3b-3c', lion)).toMatchObject({ from: 12, to: 12, captures: [7] });
    const two = board(MAKA, 5, { '3c': 'LION', '3b': 'pawn', '3a': 'pawn' });
    expect(roundTrip('3cx3bx3a+', two).captures.sort()).toEqual([2, 7]);
    expect(roundTrip('3c-3b-3c').from).toBe(roundTrip('3c-3b-3c').to); // a pass, written via any empty neighbour
    const hook = board(MAKA, 7, { '4d': 'HOOK-MOVER' });
    expect(makeMove(roundTrip('4d-4a-1a', hook), 7)).toBe('4d-4a-1a');
    expect(makeMove(roundTrip('4d-1d-1a', hook), 7)).toBe('4d-4a-1a'); // the same outcome by the other corner
  });

  it('every legal move round-trips', () => {
    for (const pos of [
      board(MAKA, 7, { '4d': 'FURIOUS-FIEND', '4c': 'pawn', '3b': '+gold-general', '5c': 'dark-spirit', '1a': 'KING', '7g': 'king' }),
      board(DAI, 15, { '8f': 'GOLD-GENERAL', '8e': 'pawn', '2c': 'LION', '2b': 'rook' }),
    ]) {
      for (const move of legalMoves(pos)) expect(roundTrip(makeMove(move, pos.size), pos)).toEqual(move);
    }
  });

  it('promotion and conversion marks', () => {
    const pos = board(DAI, 15, { '8f': 'PAWN' });
    expect(roundTrip('8f-8e+', pos).promote).toBe(true);
    expect(roundTrip('8f-8e=', pos).promote).toBe(false);
    const bare = parseMove('8f-8e', pos);
    expect(bare.ok ? 'parsed' : bare.error).toMatch(/does not choose one of the outcomes this move offers: 8f-8e\+, 8f-8e=/);
    // A forced conversion may be written with or without its mark.
    const maka = board(MAKA, 5, { '3c': 'GOLD-GENERAL', '3b': 'dark-spirit' });
    expect(roundTrip('3cx3b~', maka).convert).toBe('buddhist-spirit');
    expect(roundTrip('3cx3b', maka).convert).toBe('buddhist-spirit');
  });

  it('explains what is wrong', () => {
    const pos = position('5/5/2,LION,2/5/2,king,2 b dai');
    const error = (text: string) => {
      const r = parseMove(text, pos);
      return r.ok ? 'parsed' : r.error;
    };
    expect(error('3c')).toMatch(/not a move/);
    expect(error('3c-9z')).toMatch(/"9z" is not a square of this 5×5 board/);
    expect(error('1a-1b')).toMatch(/there is no piece on 1a/);
    expect(error('3e-3d')).toMatch(/the king on 3e is White's, but Black is to move/);
    expect(error('3c-3f')).toMatch(/not a square/);
    expect(error('3cx3b')).toMatch(/not a legal move of the lion on 3c/);
  });
});
