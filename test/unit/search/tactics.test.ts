// The engine-found tactics: what counts as one (on hand-built positions), their generated words, and every tactic in the
// content re-verified: its answer is the search's unique decisive move at the game's fixed test depth.
import { describe, expect, it } from 'vitest';
import { makeMove, makeRules, parsePosition, startPosition, type Position } from '../../../src/engine';
import { search } from '../../../src/engine/search';
import { siteContent } from '../../../src/lib/content';
import { checkTactic, isTactic, strongValue, UNIQUE_MARGIN } from '../../../src/lib/puzzles/tactic';
import { TACTIC_DEPTHS } from '../../../src/lib/puzzles/tactic-depths';
import { tacticFacts, tacticText } from '../../../src/lib/puzzles/tactic-text';
import { GAME_IDS } from '../../../src/schema';

const content = siteContent();
const startOf = (game: string) => startPosition(makeRules({ pieces: content.pieces, game: content.games.get(game)! }));
const strong = Object.fromEntries(GAME_IDS.map((g) => [g, strongValue(startOf(g))]));
const at = (text: string): Position => {
  const r = parsePosition(text, content);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};
const tactics = [...content.puzzles.values()].filter((p) => p.kind === 'tactic');

describe('what counts as a tactic', () => {
  // White's Dragon King stands unprotected on the Black Rook's file: taking it is the one move that wins a strong piece
  // (any other move lets it take the Rook). On a 7×7 board all but two ranks are Dai's promotion zone: the Rook promotes.
  const rookWins = 'king,6/7/6,dragon-king/7/7/7/KING,5,ROOK b dai';

  it('a strong piece is the upper quartile of the setup: in Dai, more than a Gold General (600), less than a Rook (1037)', () => {
    expect(strong.dai).toBeGreaterThan(600);
    expect(strong.dai).toBeLessThan(1037);
  });
  it('one move winning a strong piece, every other far worse: a tactic', () => {
    const c = checkTactic(at(rookWins), 2);
    expect(c.move).toBe('1gx1c+');
    expect(c.gain).toBeGreaterThanOrEqual(strong.dai!);
    expect(isTactic(c, '1gx1c+', strong.dai!)).toBe(true);
  });
  it('two moves winning the same piece: not a tactic (the solution is not unique)', () => {
    // A Bishop on 3a reaches 1c along the diagonal too.
    const c = checkTactic(at(rookWins.replace('king,6/', 'king,3,BISHOP,2/')), 2);
    expect(['1gx1c+', '3ax1c+']).toContain(c.move);
    expect(c.score - c.second).toBeLessThan(UNIQUE_MARGIN);
    expect(isTactic(c, c.move!, strong.dai!)).toBe(false);
  });
  it('winning only a Pawn: not a tactic (the gain is not decisive)', () => {
    const c = checkTactic(at(rookWins.replace('dragon-king', 'pawn')), 2);
    expect(c.move).toBe('1gx1c+');
    // The Pawn, and the Rook's promotion to a Dragon King: far less than a strong piece.
    expect(c.gain).toBeLessThan(strong.dai!);
    expect(isTactic(c, '1gx1c+', strong.dai!)).toBe(false);
  });
  it('taking the last royal is decisive whatever it is worth', () => {
    const c = checkTactic(at('7/7/7/3,king,3/3,ROOK,3/7/KING,6 b dai'), 2);
    expect(c.move).toBe('4ex4d+');
    expect(c.gain).toBe(Infinity);
  });
});

describe('the words of a tactic, from templates', () => {
  it('a Lion taking the Dragon King and the Gold General in one move (the Gold would take a Lion that took one)', () => {
    const pos = at('king,6/3,gold-general,3/3,dragon-king,3/3,LION,3/7/7/KING,6 b dai');
    const r = search(pos, { depth: 2 });
    expect(makeMove(r.move!, pos.size)).toBe('4dx4cx4b');
    const facts = tacticFacts(pos, r.pv, 2674, content.pieces);
    expect(facts.motif).toBe('double');
    expect(tacticText(facts, 'en').explanation).toMatch(/^The Lion takes the Dragon King and the Gold General in a single move/);
    expect(tacticText(facts, 'ja').explanation).toMatch(/^獅子が一手で竜王と金将を取ります。/);
    expect(tacticText(facts, 'zh').explanation).toMatch(/^獅子一步吃掉龍王和金將/);
    expect(tacticText(facts, 'ja').task).toBe('先手の手番です。決定的に得をする一手を見つけてください。');
  });

  it('a threat whose line wins no named piece says so without naming one', () => {
    const facts = { motif: 'threat' as const, mover: content.pieces.get('phoenix')!, victims: [], to: '11k', later: [], pawns: 25, black: false, rest: ['10m-10l'] };
    expect(tacticText(facts, 'en').explanation).toBe(
      'The Phoenix goes to 11k, and the other side cannot hold everything. The line goes on 10m-10l. White comes out about 25 pawns ahead in material.',
    );
    expect(tacticText(facts, 'ja').explanation).toBe('鳳凰が11kへ動くと、相手はすべては守れず、駒を失います。続く手順は 10m-10l です。後手は歩およそ25枚分の駒得になります。');
  });
});

describe('the engine-found tactics in the content', () => {
  it('every game has tactics, each with its difficulty within the test depth', () => {
    for (const game of GAME_IDS) {
      const mine = tactics.filter((p) => p.game === game);
      expect(mine.length, game).toBeGreaterThan(0);
      for (const p of mine) expect(p.difficulty!).toBeLessThanOrEqual(TACTIC_DEPTHS[game].test);
    }
  });

  for (const p of tactics) {
    const depth = TACTIC_DEPTHS[p.game].test;
    it(`${p.id}: ${p.answer.kind === 'move' ? p.answer.moves[0] : ''} is the unique decisive move at depth ${depth}`, () => {
      const pos = at(p.position);
      const answer = p.answer.kind === 'move' ? p.answer.moves[0] : '';
      const c = checkTactic(pos, depth, strong[p.game]!);
      expect(c.move).toBe(answer);
      expect(c.gain).toBeGreaterThanOrEqual(strong[p.game]!);
      expect(c.score - c.second).toBeGreaterThanOrEqual(UNIQUE_MARGIN);
      // Its difficulty: the search at that depth already plays it.
      const shallow = search(pos, { depth: p.difficulty! });
      expect(makeMove(shallow.move!, pos.size)).toBe(answer);
      // No time limit in the search: a generous test timeout for a loaded machine (each takes well under a second idle).
    }, 120_000);
  }
});
