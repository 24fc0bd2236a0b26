// The match and self-play scripts' shared parts: seeded random openings and the score line.
import { describe, expect, it } from 'vitest';
import { makePosition, makeRules, startPosition } from '../../../src/engine';
import { siteContent } from '../../../src/lib/content';
import { search } from '../../../src/engine/search';
import { FEATURES } from '../../../src/engine/search/search';
import { handicap, randomOpening, SOUND, summary, without } from '../../bench/stats';

const content = siteContent();
const start = startPosition(makeRules({ pieces: content.pieces, game: content.games.get('dai')! }));
const pieces = (text: string) => text.split(' ')[0]!.split(/[,/]/).filter((t) => /[a-z]/i.test(t)).length;

describe('randomOpening', () => {
  it('plays the given number of quiet moves, the same ones for the same seed', () => {
    const a = makePosition(randomOpening(start, 4, 7));
    expect(a).toBe(makePosition(randomOpening(start, 4, 7)));
    expect(a).not.toBe(makePosition(start));
    // Four plies: Black to move again; no capture, so every piece is still on the board; no promotion mark.
    expect(a.split(' ')[1]).toBe('b');
    expect(pieces(a)).toBe(pieces(makePosition(start)));
    expect(a).not.toContain('+');
  });

  it("always plays the plies asked for: seed 65 once stopped after one move, leaving White to move, which HaChu's setboard cannot take", () => {
    // Dai, seeds 65 and 68: Black's first drawn move left White no quiet move that saves everything (match of 2026-12-05).
    for (const seed of [65, 68]) {
      const opening = makePosition(randomOpening(start, 4, seed));
      expect(opening.split(' ')[1]).toBe('b');
      expect(opening).not.toBe(makePosition(start));
    }
  });

  it('different seeds give different openings; seed 0 is the setup itself', () => {
    const openings = new Set([1, 2, 3, 4, 5].map((seed) => makePosition(randomOpening(start, 4, seed))));
    expect(openings.size).toBeGreaterThan(1);
    expect(randomOpening(start, 4, 0)).toBe(start);
  });

  it('leaves nothing hanging: in Tai, seed 1 once flew an Emperor out to be taken at the first searched move', () => {
    const tai = startPosition(makeRules({ pieces: content.pieces, game: content.games.get('tai')! }));
    for (const seed of [1, 2]) {
      const opening = randomOpening(tai, 4, seed);
      // Looked at one ply deeper than the opening checks each move: the side to move still wins at most a Pawn.
      expect(search(opening, { depth: 2, ms: Number.POSITIVE_INFINITY }).score).toBeLessThanOrEqual(SOUND);
    }
  });
});

describe('handicap', () => {
  const count = (pos: typeof start, side: string) => pos.board.filter((p) => p?.side === side).length;
  it("takes off a seeded share of White's pieces, never a royal, never a Black piece", () => {
    const whites = count(start, 'white');
    const half = handicap(start, 50, 3);
    expect(makePosition(half)).toBe(makePosition(handicap(start, 50, 3)));
    // Dai's White has 65 pieces: half off at random, well away from none and all of them.
    expect(count(half, 'white')).toBeGreaterThan(whites * 0.3);
    expect(count(half, 'white')).toBeLessThan(whites * 0.7);
    expect(count(half, 'black')).toBe(count(start, 'black'));
    // All off: only White's King is left.
    expect(handicap(start, 100, 3).board.filter((p) => p?.side === 'white').map((p) => p!.id)).toEqual(['king']);
    expect(handicap(start, 0, 3)).toBe(start);
  });
});

describe('summary', () => {
  it('counts W/D/L and gives the score with its 95% error bar and Elo', () => {
    // Mean 0.5, standard deviation sqrt(1/6) over 3 games: 1.96 × 0.408 / √3 = 46.2%; the interval 3.8% to 96.2% is
    // −400·log10(1/0.962 − 1) = 561 Elo either way.
    expect(summary([1, 0.5, 0])).toBe('1 W / 1 D / 1 L: score 50.0% ± 46.2% (95%), Elo 0 [-561, 561]');
    expect(summary([], 2)).toBe('0 W / 0 D / 0 L, 2 no result: no scored game');
  });
});

describe('without (selfplay and suite --against)', () => {
  it('searches with the named parts off during the call, as switching them off by hand does, and restores them', () => {
    const opts = { depth: 4, ms: Number.POSITIVE_INFINITY };
    const full = search(start, opts).nodes;
    FEATURES.nullMove = false;
    FEATURES.lmr = false;
    const byHand = search(start, opts).nodes;
    FEATURES.nullMove = true;
    FEATURES.lmr = true;
    expect(byHand).not.toBe(full);
    expect(without(['nullMove', 'lmr'])(start, opts).nodes).toBe(byHand);
    expect(FEATURES.nullMove && FEATURES.lmr).toBe(true);
  });
});
