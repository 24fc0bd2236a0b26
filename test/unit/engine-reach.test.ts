// The grid helper against real content: pieces whose content has landed, drawn by hand from the seeds.
import { describe, expect, it } from 'vitest';
import { makeRules, reach } from '../../src/engine';
import { expectMoves } from '../helpers/moves';
import { DAI, PIECES } from './engine-fixtures';

describe('reach of real content (grid helper)', () => {
  // seed 000 獅子, 002 獅子, 003 狮子: every square within two king steps; it can pass, so the centre is O.
  it('lion in each game', () => {
    const grid = ['.......', '.xxxxx.', '.xxxxx.', '.xxOxx.', '.xxxxx.', '.xxxxx.', '.......'];
    expectMoves('lion', { game: 'dai' }, grid);
    expectMoves('lion', { game: 'maka-dai-dai' }, grid);
    expectMoves('lion', { game: 'tai' }, grid);
  });
});

describe('reach options', () => {
  const rules = makeRules({ pieces: PIECES, game: DAI });

  it('destinations are owner-relative: a White gold draws like a Black one', () => {
    // Gold: forward, both forward diagonals, sideways, back.
    const gold = [[0, 1], [-1, 1], [1, 1], [-1, 0], [1, 0], [0, -1]];
    expect(reach(rules, 'gold-general').destinations).toEqual(expect.arrayContaining(gold));
    expect(reach(rules, 'gold-general', { side: 'white' }).destinations).toEqual(expect.arrayContaining(gold));
    expect(reach(rules, 'gold-general', { side: 'white' }).destinations).toHaveLength(6);
  });

  it('blockers and board size', () => {
    // A lance on the centre of a 7×7 board (4d) with its own pawn on 4b: only 4c.
    const { destinations, square, size } = reach(rules, 'lance', {
      size: 7,
      blockers: [{ sq: 1 * 7 + 3, piece: { id: 'pawn', side: 'black', promoted: false } }],
    });
    expect({ square, size, destinations }).toEqual({ square: 3 * 7 + 3, size: 7, destinations: [[0, 1]] });
  });
});
