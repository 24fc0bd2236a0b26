// Perft from each game's starting setup (real content), each number derived without the engine's own generator.
import { describe, expect, it } from 'vitest';
import { siteContent } from '../../../src/lib/content';
import { makeRules, perft, startPosition } from '../../../src/engine';
import { SOURCE_IDS, type GameId, type SourceId } from '../../../src/schema';
import { naiveGame, naivePerft, naiveStart } from './engine-naive';

const content = siteContent();
const start = (game: GameId, source: SourceId | null = null) =>
  startPosition(makeRules({ pieces: content.pieces, game: content.games.get(game)! }, { source }));
const naive = (game: GameId, depth: number, source: SourceId | null = null) => {
  const g = naiveGame(content.pieces.values(), content.games.get(game)!, source);
  return naivePerft(g, naiveStart(g), depth);
};

// The naive generator is slow by design (seconds for Tai): generous timeouts, no timing assertions.
describe('perft', { timeout: 60_000 }, () => {
  it('Dai depth 1 = 71, counted by hand from the seed 002 diagrams', () => {
    // Black's half, ranks j–o (go-betweens on j, pawns on k; m and n have gaps, see content/games/dai.mdx):
    //  j, k: 2 go-betweens step forward; 13 pawns (2 are blocked by the go-betweens)          = 15
    //  l:    rooks 1+1 (back one); flying dragons 3+3 (two back-diagonals); side movers 1+1;
    //        dragon horses 2+2 (back diagonal through the gaps on m and n); others boxed in     = 14
    //  m:    violent oxen 3+3; angry boars 3+3; evil wolves 1+1; kylins 2 (back-right step,
    //        sideways jump); Lion 2 (the two gaps on n, jumping; no pass: no empty neighbour)   = 18
    //  n:    reverse chariots 1+1; ferocious leopards 1+1; blind tigers 1+1                      = 6
    //  o:    knights 2+2; stone generals 2+2; iron 1+1; copper 2+2; silver 1+1; gold 1+1        = 18
    expect(perft(start('dai'), 1)).toBe(15 + 14 + 18 + 6 + 18);
  });

  it('Dai depth 2 = 71 × 71: the armies cannot interact in one move each', () => {
    // Black's moves reach rank i at most, White's rank g at most, and no slider of either side sees past its own
    // pawns, so every Black move leaves White's 71 replies (the setup is point-symmetric) unchanged.
    expect(perft(start('dai'), 2)).toBe(71 * 71);
  });

  it('Dai depth 3 agrees with the naive generator', () => {
    expect(perft(start('dai'), 3)).toBe(naive('dai', 3));
  });

  it('Maka Dai Dai depth 1 and 2', () => {
    const d1 = naive('maka-dai-dai', 1);
    expect(perft(start('maka-dai-dai'), 1)).toBe(d1);
    // As in Dai, Black's forward-most destinations (rank l) and White's (rank h) never meet: d1 × d1.
    expect(perft(start('maka-dai-dai'), 2)).toBe(d1 * d1);
  });

  it('Tai depth 1 and 2 agree with the naive generator', () => {
    // The Emperors fly anywhere from the first move, so the armies interact at once: no product shortcut here.
    expect(perft(start('tai'), 1)).toBe(naive('tai', 1));
    expect(perft(start('tai'), 2)).toBe(naive('tai', 2));
  });

  it.each(SOURCE_IDS)('under %s: Dai and Maka depth 2, Tai depth 1 agree with the naive generator', (source) => {
    for (const game of ['dai', 'maka-dai-dai'] as const) expect(perft(start(game, source), 2)).toBe(naive(game, 2, source));
    expect(perft(start('tai', source), 1)).toBe(naive('tai', 1, source));
  });
});
