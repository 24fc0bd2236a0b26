// The grid helper against real content: pieces whose content has landed, drawn by hand from the seeds.
import { describe, expect, it } from 'vitest';
import { legalMoves, makeRules, reach } from '../../../src/engine';
import { loadContent } from '../../../src/lib/content';
import { expectMoves } from '../../helpers/moves';
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

  it('returns the position it judged: the piece, the blockers, its owner to move', () => {
    // A White lance on 4d of 7×7 (square 3 × 7 + 3 = 24) with a Black pawn on 4f (5 × 7 + 3 = 38), two squares below:
    // White's forward is down, so the lance reaches 4e and takes the pawn on 4f.
    const pawn = { id: 'pawn', side: 'black' as const, promoted: false };
    const r = reach(rules, 'lance', { size: 7, side: 'white', blockers: [{ sq: 38, piece: pawn }] });
    expect(r.position.size).toBe(7);
    expect(r.position.turn).toBe('white');
    expect(r.position.board[24]).toEqual({ id: 'lance', side: 'white', promoted: false });
    expect(r.position.board[38]).toEqual(pawn);
    expect(r.position.board.filter(Boolean)).toHaveLength(2);
    expect(legalMoves(r.position, r.square)).toEqual(r.moves);
    expect(r.destinations).toEqual([[0, 1], [0, 2]]);
  });
});

describe('blocked diagonals: the Free Bear leaps where a slide stops (seed 000 奔熊, second sentence; footnote 16)', () => {
  const content = loadContent();
  const maka = content.games.get('maka-dai-dai')!;
  // Free Bear at the centre, a friendly pawn on the first square of its forward-left diagonal ([-1, 1]).
  const forwardLeft = (source: 'rokushu' | null) => {
    const rules = makeRules({ pieces: content.pieces, game: maka }, { source });
    const centre = Math.floor(maka.size / 2) * maka.size + Math.floor(maka.size / 2);
    const blocker = centre - maka.size - 1; // one rank up (forward for Black), one file left
    const r = reach(rules, 'free-bear', { blockers: [{ sq: blocker, piece: { id: 'pawn', side: 'black', promoted: false } }] });
    return r.destinations.filter(([dx, dy]) => dx < 0 && dx === -dy).map(([dx]) => -dx).sort((a, b) => a - b);
  };
  it('main text: the slide is stopped, but the square two away is a leap; nothing beyond', () => {
    // "朝斜前方移動一至兩步時不受中途任何東西阻礙，但…超過兩步時不得越過阻礙"
    expect(forwardLeft(null)).toEqual([2]);
  });
  it('Rokushu (footnote 16): a plain slide, so a piece on the first square closes the whole diagonal', () => {
    expect(forwardLeft('rokushu')).toEqual([]);
  });
});
