// The computer opponent's search on hand-made positions of each game, on seeded random positions, and under a fake clock.
// Boards are 7×7 unless said otherwise: 7a is the top-left corner as Black sees it, 1g the bottom-right.
import { describe, expect, it } from 'vitest';
import { siteContent } from '../../../src/lib/content';
import {
  applyMove,
  legalMoves,
  makeMove,
  makeRules,
  parsePosition,
  parseSquare,
  SIDES,
  startPosition,
  type Move,
  type Position,
} from '../../../src/engine';
import { Core } from '../../../src/engine/core';
import { DEFAULT_MS, evaluator, gameTable, search, WIN } from '../../../src/engine/search';
import { CHASE, LATE_CHASE, longGame, LONG_FROM, THREAT_FIRST, THREAT_NEXT } from '../../../src/engine/search/eval';
import { CONTEMPT, REPEAT_MAX } from '../../../src/engine/search/search';
import { GAME_IDS, type GameId } from '../../../src/schema';
import { crowdedBoard } from '../../helpers/playout';
import { deriveSeed, prng } from '../../helpers/prng';

const content = siteContent();

function position(text: string): Position {
  const r = parsePosition(text, content);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

const text = (pos: Position, m: Move | null) => (m ? makeMove(m, pos.size) : null);
/** Can the side to move after `m` capture the piece `m` leaves on its destination, or any royal of the mover? */
function exposes(pos: Position, m: Move, royals: boolean): boolean {
  const after = applyMove(pos, m);
  const mine = (sq: number) => after.board[sq]?.side === pos.turn && (royals ? after.rules.royals.has(after.board[sq]!.id) : sq === m.to);
  return legalMoves(after).some((r) => r.captures.some(mine));
}

// Seed 002 (大將棋): 「首先殺死敵方的玉將、太子的一方獲勝。」; seed 000 (摩訶大大將棋) and 003 (泰將棋): the side whose
// 玉將 (or 自在天王) and 王子 / 太子 are all captured loses. Each game below leaves one royal a side.
const LAST_ROYAL: Record<GameId, { mine: string; theirs: string }> = {
  dai: { mine: 'KING', theirs: 'crown-prince' },
  'maka-dai-dai': { mine: 'PRINCE', theirs: 'king' },
  tai: { mine: 'CROWN-PRINCE', theirs: 'crown-prince' },
};

describe('search: the last royal', () => {
  for (const game of GAME_IDS) {
    const { mine, theirs } = LAST_ROYAL[game];
    it(`${game}: takes the enemy's last royal rather than a Lion`, () => {
      // Black's Rook on 4a can take White's Lion on 7a or its last royal on 1a: only the royal ends the game.
      const pos = position(`lion,2,ROOK,2,${theirs}/7/7/7/7/7/${mine},6 b ${game}`);
      for (const limit of [{ depth: 1 }, { depth: 3 }, { nodes: 1 }]) {
        const r = search(pos, limit);
        // Taking it in the zone may promote or not (seed 002): either way the game is over.
        expect(text(pos, r.move)).toMatch(/^4ax1a[+=]?$/);
        expect(r.score).toBe(WIN - 1);
      }
    });

    it(`${game}: saves its attacked last royal instead of taking a Lion`, () => {
      // White's Rook on 4a attacks Black's last royal on 4e down file 4; Black's Gold on 1f could take White's Lion on
      // 1g. Every move but a royal move to a safe square (3d, 5d, 5e, 5f) loses the game at once.
      const pos = position(`3,rook,2,${theirs}/7/7/7/3,${mine},3/6,GOLD-GENERAL/6,lion b ${game}`);
      const r = search(pos, { depth: 3 });
      expect(r.move).not.toBeNull();
      expect(exposes(pos, r.move!, true), text(pos, r.move)!).toBe(false);
      expect(r.score).toBeGreaterThan(-WIN + 1000);
    });
  }
});

describe('search: a game already lost', () => {
  // Seed 002 (大將棋): 「首先殺死敵方的玉將、太子的一方獲勝。」 A side with no royal left has lost, whatever else it has.
  it('a side to move with no royal left has no move and scores a loss', () => {
    // Black has only a Gold (8m); White keeps its King (8h): Black's last royal has fallen.
    const lost = position('15/15/15/15/15/15/15/7,king,7/15/15/15/15/15/7,GOLD-GENERAL,7/15 b dai');
    for (const limit of [{ depth: 1 }, { depth: 3 }, { nodes: 1 }]) {
      const r = search(lost, limit);
      expect(r.move).toBeNull();
      expect(r.score).toBe(-WIN);
    }
    // The same with White to move: White has won.
    expect(search({ ...lost, turn: 'white' }, { depth: 2 }).score).toBe(WIN);
  });

  it('with no royal on either side nobody can lose: the pieces play on', () => {
    const pos = position('5/5/2,LION,2/1,gold-general,3/5 b dai');
    const r = search(pos, { depth: 2 });
    expect(r.move).not.toBeNull();
    expect(Math.abs(r.score)).toBeLessThan(WIN - 1000);
  });
});

describe('search: Lion powers', () => {
  it('Dai: the igui is the only capture that keeps the Lion', () => {
    // Black Lion 4d; White Gold 4c, protected along rank c by White's Rook on 1c. Taking the Gold by moving onto 4c
    // (or beyond it on rank c) loses the Lion to the Rook; taking it by igui (4dx4c-4d) or stepping on to rank b keeps it.
    const pos = position('king,6/7/3,gold-general,2,rook/3,LION,3/7/7/KING,6 b dai');
    const r = search(pos, { depth: 3 });
    expect(r.move!.captures).toEqual([parseSquare('4c', 7)]);
    expect(exposes(pos, r.move!, false)).toBe(false);
  });

  it('Dai: the double capture takes both defenders in one move', () => {
    // Black Lion 4d; White Gold 4c and Rook 4b protect each other (the Gold steps back to 4b, the Rook down to 4c).
    // Landing on either square alone, or taking the Gold and stepping on beside the Rook, loses the Lion; an igui on
    // 4c opens file 4 to the Rook. 4dx4cx4b takes both and lands safely (seed 002 獅子: it may capture twice in one move).
    // A 9×9 board, the Kings in the bottom corners, out of the Lion's reach.
    const pos = position('9/5,rook,3/5,gold-general,3/5,LION,3/9/9/9/9/king,7,KING b dai');
    const r = search(pos, { depth: 3 });
    expect(text(pos, r.move)).toBe('4dx4cx4b');
  });
});

describe('search: the static exchange of a capture', () => {
  /** Core.exchange of Black's non-promoting capture `from`x`to` in `board` (7×7 Dai), in the evaluation's values. */
  function exchange(board: string, from: string, to: string): number {
    const pos = position(`${board} b dai`);
    const m = legalMoves(pos).find((x) => x.from === parseSquare(from, 7) && x.to === parseSquare(to, 7) && x.promote !== true)!;
    const core = Core.from(pos);
    const ev = evaluator(core);
    return core.exchange(core.fromMove(m), ev.exchangeValues, ev.values.get(pos.board[m.to]!.id)!);
  }
  const values = evaluator(Core.from(position('7/7/7/7/7/7/7 b dai'))).values;
  const v = (id: string) => values.get(id)!;

  it('a Rook that takes a Pawn guarded by a Gold loses the Rook for the Pawn', () => {
    // White's Gold on 4a steps forward (down the board) onto 4b.
    expect(exchange('king,2,gold-general,3/3,pawn,3/7/7/3,ROOK,3/7/6,KING', '4e', '4b')).toBe(v('pawn') - v('rook'));
  });

  it('a Lance behind the Rook takes the Gold back: the file opens when the Rook leaves it', () => {
    expect(exchange('king,2,gold-general,3/3,pawn,3/7/7/3,ROOK,3/3,LANCE,3/6,KING', '4e', '4b')).toBe(v('pawn') - v('rook') + v('gold-general'));
  });

  it('the side that would lose by taking back does not: a Pawn takes a Pawn that a Gold guards and a Rook backs', () => {
    expect(exchange('king,2,gold-general,3/3,pawn,3/3,PAWN,3/7/3,ROOK,3/7/6,KING', '4c', '4b')).toBe(v('pawn'));
  });

  it('leaves the board as it found it', () => {
    const pos = position('king,2,gold-general,3/3,pawn,3/7/7/3,ROOK,3/3,LANCE,3/6,KING b dai');
    const core = Core.from(pos);
    const m = legalMoves(pos).find((x) => x.from === parseSquare('4e', 7) && x.to === parseSquare('4b', 7))!;
    core.exchange(core.fromMove(m), evaluator(core).exchangeValues, 100);
    expect(core.toPosition().board).toEqual(pos.board);
  });
});

describe('evaluation: igui threats', () => {
  // The Dai article (獅子): the Lion may capture an adjacent piece and return to its square in the same move (igui), so
  // a piece next to an enemy Lion cannot be defended by a recapture. White's Lion on rank c, Black's Gold (and Silver)
  // on rank d; the Kings in far corners, out of reach. Only where the Lion stands changes.
  const evaluate = (board: string, turn: 'b' | 'w') => {
    const core = Core.from(position(`${board} ${turn} dai`));
    return evaluator(core).evaluate(core);
  };
  const value = (id: string) => evaluator(Core.from(position('king,6/7/7/7/7/7/6,KING b dai'))).values.get(id)!;

  it('a piece next to the enemy Lion counts THREAT_FIRST of its value as lost, for the side to move', () => {
    const near = evaluate('6,king/7/3,lion,3/3,GOLD-GENERAL,3/7/7/KING,6', 'b');
    const far = evaluate('6,king/7/lion,6/3,GOLD-GENERAL,3/7/7/KING,6', 'b');
    expect(Math.abs(far - near - THREAT_FIRST * value('gold-general'))).toBeLessThanOrEqual(1);
    // With the Lion's side to move the capture is the search's to find: the evaluation adds nothing.
    expect(evaluate('6,king/7/3,lion,3/3,GOLD-GENERAL,3/7/7/KING,6', 'w')).toBe(evaluate('6,king/7/lion,6/3,GOLD-GENERAL,3/7/7/KING,6', 'w'));
  });

  it('of two such pieces the side can save one: the dearer counts THREAT_FIRST, the other THREAT_NEXT', () => {
    const near = evaluate('6,king/7/3,lion,3/3,GOLD-GENERAL,SILVER-GENERAL,2/7/7/KING,6', 'b');
    const far = evaluate('6,king/7/lion,6/3,GOLD-GENERAL,SILVER-GENERAL,2/7/7/KING,6', 'b');
    const [dear, cheap] = [value('gold-general'), value('silver-general')].sort((a, b) => b - a) as [number, number];
    expect(Math.abs(far - near - (THREAT_FIRST * dear + THREAT_NEXT * cheap))).toBeLessThanOrEqual(1);
  });

  it('walking a Kylin to the edge of the zone is worth less than the Kylin itself', () => {
    // Seed 002 (大將棋): 「接近對手的五行橫列為敵陣。」, and the heading 「麒麟 獅子」: the Kylin promotes to a Lion. The
    // evaluation counts at most a piece's own value of its promotion gain (the stake it risks to get there), so the walk
    // from rank n to rank f, one short of the zone, cannot be worth a whole Kylin; counted in full, the gain to a Lion
    // made it worth 16 Pawns.
    // The 15×15 board, rank a (White's King in the corner) to rank o (Black's), the Black Kylin on file 8 of rank `rank`.
    const kylinOn = (rank: number) =>
      evaluate(Array.from({ length: 15 }, (_, r) => (r === 0 ? 'king,14' : r === 14 ? '14,KING' : r === rank ? '7,KYLIN,7' : '15')).join('/'), 'b');
    const walk = kylinOn(5) - kylinOn(13);
    expect(walk).toBeGreaterThan(0);
    expect(walk).toBeLessThan(value('kylin'));
  });

  it('a game grows late by its length from LONG_FROM plies, fully at twice that', () => {
    expect([0, LONG_FROM, 1.5 * LONG_FROM, 2 * LONG_FROM, 10 * LONG_FROM].map(longGame)).toEqual([0, 0, 0.5, 1, 1]);
  });
});

describe('search: a quiet refutation HaChu found', () => {
  // A match game against HaChu (test/bench/match.ts, opening seed 1, we played Black): after these 14 plies we took a
  // Go-Between with the Dragon Horse, 6lx11g, expecting an even exchange; HaChu answered with the quiet 7c-9e, attacking
  // the Horse and the Gold while its Lion on 10i stood next to our piece on 11j, and we lost material for the rest of
  // the game. Late quiet moves that make a threat are now searched in full, and depth 6 sees it: searched alone, 6lx11g
  // is answered by 7c-9e (without the exemption, by 10ix11j-12i). Reverse futility likewise does not take the static
  // score after a move that threatens (without that exemption, 8dx11g). Whether the search then still takes on 11g is
  // its evaluation's call in a position already lost by several Pawns.
  it('answers 6lx11g with the quiet 7c-9e at depth 6', { timeout: 60_000 }, () => {
    const pos = position(
      'lance,1,stone-general,iron-general,copper-general,silver-general,gold-general,1,gold-general,silver-general,copper-general,iron-general,stone-general,knight,lance/reverse-chariot,1,cat-sword,1,ferocious-leopard,blind-tiger,king,drunk-elephant,blind-tiger,1,ferocious-leopard,1,cat-sword,1,reverse-chariot/1,violent-ox,knight,angry-boar,1,evil-wolf,kylin,1,phoenix,evil-wolf,1,angry-boar,1,violent-ox,1/rook,flying-dragon,side-mover,vertical-mover,bishop,dragon-horse,dragon-king,free-king,dragon-king,dragon-horse,bishop,vertical-mover,side-mover,flying-dragon,rook/pawn,pawn,pawn,pawn,pawn,pawn,1,pawn,1,pawn,pawn,pawn,pawn,pawn,pawn/6,pawn,1,pawn,1,go-between,4/4,go-between,10/3,KYLIN,11/5,lion,9/4,GO-BETWEEN,3,PAWN,PAWN,GO-BETWEEN,4/PAWN,PAWN,PAWN,PAWN,PAWN,PAWN,PAWN,PAWN,2,PAWN,PAWN,PAWN,PAWN,PAWN/ROOK,FLYING-DRAGON,SIDE-MOVER,VERTICAL-MOVER,BISHOP,DRAGON-HORSE,DRAGON-KING,FREE-KING,DRAGON-KING,DRAGON-HORSE,BISHOP,VERTICAL-MOVER,SIDE-MOVER,FLYING-DRAGON,ROOK/1,VIOLENT-OX,1,ANGRY-BOAR,1,EVIL-WOLF,PHOENIX,2,EVIL-WOLF,1,ANGRY-BOAR,2,VIOLENT-OX/REVERSE-CHARIOT,1,CAT-SWORD,1,FEROCIOUS-LEOPARD,1,BLIND-TIGER,DRUNK-ELEPHANT,BLIND-TIGER,LION,FEROCIOUS-LEOPARD,1,CAT-SWORD,1,REVERSE-CHARIOT/LANCE,KNIGHT,STONE-GENERAL,IRON-GENERAL,COPPER-GENERAL,SILVER-GENERAL,GOLD-GENERAL,KING,GOLD-GENERAL,SILVER-GENERAL,COPPER-GENERAL,IRON-GENERAL,STONE-GENERAL,KNIGHT,LANCE b dai',
    );
    const r = search(pos, { depth: 6, exclude: (m) => text(pos, m) !== '6lx11g' });
    expect(r.pv.slice(0, 2).map((m) => text(pos, m))).toEqual(['6lx11g', '7c-9e']);
  });
});

describe('search: the Maka Emperor', () => {
  it('takes the unprotected Gold, not the protected Free King', () => {
    // Seed 000: 「自在天王可以吃掉任何敵方無受保護棋子。」 White's Free King on 7a is protected by its King on 7b and its
    // Silver on 6b (a diagonal step back for White); the Gold on 1d is protected by nothing. Worth less than the Free
    // King, it is still the Emperor's (on 4g) best capture, as the only one allowed.
    const pos = position('free-king,6/king,silver-general,5/7/6,gold-general/7/7/3,EMPEROR,3 b maka-dai-dai');
    const r = search(pos, { depth: 2 });
    expect(text(pos, r.move)).toBe('4gx1d');
    expect(legalMoves(pos).some((m) => text(pos, m) === '4gx7a')).toBe(false);
  });
});

describe('search: the evaluation kept move by move', () => {
  it('scores each move as the evaluation counted afresh does, the King\'s steps included', () => {
    // The search keeps the material and the closeness to the enemy royals up to date as it makes moves (after a royal
    // moves, the evaluation counts the closeness afresh). On a 15×15 Dai board, White's King on 15a and Rook on 15c,
    // Black's Gold and Silver on rank l and King on 1o: so little is left that closeness counts for both sides, and no
    // reply can capture anything, so a one-ply search of each Black move alone returns the evaluation after it.
    const rows = ['king,14', '15', 'rook,14', ...Array<string>(8).fill('15'), '6,GOLD-GENERAL,1,SILVER-GENERAL,6', '15', '15', '14,KING'];
    const pos = position(`${rows.join('/')} b dai`);
    const moves = legalMoves(pos);
    expect(moves.some((m) => pos.board[m.from]!.id === 'king')).toBe(true);
    for (const m of moves) {
      const after = Core.from(applyMove(pos, m));
      const r = search(pos, { depth: 1, exclude: (other) => makeMove(other, pos.size) !== makeMove(m, pos.size) });
      expect(Math.abs(r.score + evaluator(after).evaluate(after)), makeMove(m, pos.size)).toBeLessThanOrEqual(1);
    }
  });
});

describe('search: ending won games', () => {
  // Seed 002 (大將棋): 「首先殺死敵方的玉將、太子的一方獲勝。」 A capture of the last royal ends the game, so the search
  // scores it WIN less the plies it takes: the quickest win for the winner, the slowest loss for the loser.
  it('takes the shortest route to the last royal', () => {
    // White's King on 1a; Black's King on 1c guards 1b and 2b. Only the Rook's 7g-7a (promoting or not: the zone is
    // five ranks deep) also guards 2a and attacks 1a along rank a: every White move then loses the King at ply 3.
    // Taking the dead White Pawn on 4g first (seed 002: a Pawn on the last rank never moves again) only wins later.
    const pos = position('6,king/7/6,KING/7/7/7/ROOK,2,pawn,3 b dai');
    const r = search(pos, { depth: 5 });
    expect(text(pos, r.move)).toMatch(/^7g-7a[+=]?$/);
    expect(r.score).toBe(WIN - 3);
    expect(r.pv).toHaveLength(3);
  });

  it('delays a lost game as long as it can', () => {
    // Black's Rook on 7a attacks White's King on 1a along rank a; Black's King on 1c guards 1b and 2b. Every White move
    // but the Gold's step back 4b-4a (seed 002 金將: one step in any direction but diagonally back) loses the King at
    // ply 2; after it the Rook takes the Gold (7ax4a) and the King falls at ply 4.
    const pos = position('ROOK,5,king/3,gold-general,3/6,KING/7/7/7/7 w dai');
    const r = search(pos, { depth: 5 });
    expect(text(pos, r.move)).toBe('4b-4a');
    expect(r.score).toBe(-(WIN - 4));
  });

  // The same Gold on rank d (same promotion prospects), three or six king steps from White's King on 1a; with a White
  // Rook and a White Gold on its own rank d as well, the material is level to the last fraction.
  const AHEAD_NEAR = '6,king/7/7/3,GOLD-GENERAL,3/7/7/KING,ROOK,5';
  const AHEAD_FAR = '6,king/7/7/GOLD-GENERAL,6/7/7/KING,ROOK,5';
  const LEVEL_NEAR = 'rook,5,king/7/7/3,GOLD-GENERAL,2,gold-general/7/7/KING,ROOK,5';
  const LEVEL_FAR = 'rook,5,king/7/7/GOLD-GENERAL,5,gold-general/7/7/KING,ROOK,5';
  /** The evaluation of a 7×7 Dai position, Black to move, as if `played` plies had been played (rounded to a whole number). */
  const score = (board: string, played = 0) => {
    const core = Core.from(position(`${board} b dai`));
    const ev = evaluator(core);
    const sums = new Float64Array(2);
    ev.material(core, sums);
    return ev.positional(core, sums[0]!, sums[1]!, longGame(played));
  };
  const gold = evaluator(Core.from(position(`${AHEAD_NEAR} b dai`))).values.get('gold-general')!;

  it('brings its pieces towards the last royal when ahead, not when level', () => {
    expect(Math.abs(score(AHEAD_NEAR) - score(AHEAD_FAR) - 3 * CHASE * gold)).toBeLessThanOrEqual(1);
    // Level material: where the Gold stands no longer matters.
    expect(score(LEVEL_NEAR)).toBe(score(LEVEL_FAR));
  });

  it('in a long game pulls the side ahead harder, and a level side not at all', () => {
    // Scored as if LONG_FROM × 2 plies had been played (longGame 1).
    const played = 2 * LONG_FROM;
    expect(Math.abs(score(AHEAD_NEAR, played) - score(AHEAD_FAR, played) - 3 * (CHASE + LATE_CHASE) * gold)).toBeLessThanOrEqual(1);
    // Level: where the Gold stands no longer matters. A level army marched into an intact camp is lost (Tai, against
    // the search before this term was limited to the side ahead).
    expect(score(LEVEL_NEAR, played)).toBe(score(LEVEL_FAR, played));
  });

  // Seed 002 (大將棋): 「首先殺死敵方的玉將、太子的一方獲勝。」 With a Crown Prince beside its King, White has a royal to
  // spare: the game goes on until both have fallen. On a 15×15 Dai board (the setup's size, so its strongest non-royal
  // piece, the Lion, sets what a spare royal is worth), White's King on 8a guards its Crown Prince on 8b; Black's Free
  // King on 8h can take the Prince and be taken back by the King, a loss of material by the pieces' values alone.
  const BLACK_RANKS = '15/15/15/15/15/7,FREE-KING,7/15/15/15/15/15/15/7,KING,4,GOLD-GENERAL,GOLD-GENERAL,GOLD-GENERAL';
  // After 8hx8b 8ax8b: the Free King and the Prince are gone, White's King stands on 8b.
  const BLACK_RANKS_TRADED = BLACK_RANKS.replace('7,FREE-KING,7', '15');
  const PRINCE_GUARDED = `7,king,7/7,crown-prince,7/${BLACK_RANKS}`;
  const PRINCE_TRADED = `15/7,king,7/${BLACK_RANKS_TRADED}`;
  // The same with five White Golds on 15a to 11a: the material is then about level.
  const GOLDS = 'gold-general,'.repeat(5);
  const LEVEL_GUARDED = `${GOLDS}2,king,7/7,crown-prince,7/${BLACK_RANKS}`;
  const LEVEL_TRADED = `${GOLDS}10/7,king,7/${BLACK_RANKS_TRADED}`;

  it('when clearly ahead gives a Free King for a guarded spare royal, and not when level', () => {
    expect(score(PRINCE_TRADED)).toBeGreaterThan(score(PRINCE_GUARDED));
    expect(score(LEVEL_TRADED)).toBeLessThan(score(LEVEL_GUARDED));
  });
});

describe('search: repetition', () => {
  // Not a rule of these games (the seeds name none): the engine's own choice, so that it does not shuffle forever. A
  // position met before in the game, with the same side to move, scores as a draw: CONTEMPT below 0 for the side to
  // move at the root, so a side far behind still seeks it and a side level or ahead does not.
  it('a side far behind steers into a position met before in the game', () => {
    // Black has only its King (7g) against White's King, Rook and Gold: every position scores below 0 for Black except
    // one met before, with White to move, which is worth a draw. Each of the King's three moves in turn is that one.
    const pos = position('5,gold-general,king/6,rook/7/7/7/7/KING,6 b dai');
    const after: Record<string, string> = { '7g-6g': '7/1,KING,5', '7g-7f': 'KING,6/7', '7g-6f': '1,KING,5/7' };
    for (const [move, ranks] of Object.entries(after)) {
      const seen = position(`5,gold-general,king/6,rook/7/7/7/${ranks} w dai`);
      const r = search(pos, { depth: 3, history: [seen] });
      expect(text(pos, r.move)).toBe(move);
      expect(r.score).toBe(-CONTEMPT);
    }
    expect(search(pos, { depth: 3 }).score).toBeLessThan(-CONTEMPT);
  });

  it('in play, a side far behind steers into a position a third time but not a fourth while it has another move', () => {
    // The same position as above: Black's King alone against White's King, Rook and Gold. `seen` with White to move,
    // three times in the game already (Black to move in between), is not brought about again (REPEAT_MAX): Black
    // plays another move and scores below the draw; twice before, it is still chosen. When it is the only move left,
    // it is played; and the analysis board (contempt 0) still shows it as the best move, a repetition being neutral.
    const pos = position('5,gold-general,king/6,rook/7/7/7/7/KING,6 b dai');
    const after: Record<string, string> = { '7g-6g': '7/1,KING,5', '7g-7f': 'KING,6/7', '7g-6f': '1,KING,5/7' };
    expect(REPEAT_MAX).toBe(3);
    for (const [move, ranks] of Object.entries(after)) {
      const seen = position(`5,gold-general,king/6,rook/7/7/7/${ranks} w dai`);
      const thrice = [seen, pos, seen, pos, seen];
      const r = search(pos, { depth: 3, history: thrice });
      expect(text(pos, r.move)).not.toBe(move);
      expect(r.score).toBeLessThan(-CONTEMPT);
      expect(text(pos, search(pos, { depth: 3, history: [seen, pos, seen] }).move)).toBe(move);
      expect(text(pos, search(pos, { depth: 3, history: thrice, exclude: (m) => text(pos, m) !== move }).move)).toBe(move);
      expect(text(pos, search(pos, { depth: 3, history: thrice, contempt: 0 }).move)).toBe(move);
    }
  });

  it('a side with level material does not choose to repeat', () => {
    // King against King, far apart: every move scores 0 except the one back into a position met before.
    const pos = position('6,king/7/7/7/7/7/KING,6 b dai');
    const after: Record<string, string> = { '7g-6g': '7/1,KING,5', '7g-7f': 'KING,6/7', '7g-6f': '1,KING,5/7' };
    for (const [move, ranks] of Object.entries(after)) {
      const seen = position(`6,king/7/7/7/7/${ranks} w dai`);
      const r = search(pos, { depth: 3, history: [seen] });
      expect(text(pos, r.move)).not.toBe(move);
      expect(r.score).toBeGreaterThan(-CONTEMPT);
    }
  });

  it('under the no-repetition rule (HaChu\'s, in a match) a move that repeats is never played', () => {
    // The position of the first test: each King move is the draw it seeks when its position was met before. Under the
    // rule it is left out; when it is the only move, the side has none.
    const pos = position('5,gold-general,king/6,rook/7/7/7/7/KING,6 b dai');
    const after: Record<string, string> = { '7g-6g': '7/1,KING,5', '7g-7f': 'KING,6/7', '7g-6f': '1,KING,5/7' };
    for (const [move, ranks] of Object.entries(after)) {
      const seen = position(`5,gold-general,king/6,rook/7/7/7/${ranks} w dai`);
      const r = search(pos, { depth: 3, history: [seen], noRepeat: true });
      expect(text(pos, r.move)).not.toBe(move);
      expect(r.score).toBeLessThan(-CONTEMPT);
      expect(search(pos, { depth: 3, history: [seen], noRepeat: true, exclude: (m) => text(pos, m) !== move }).move).toBeNull();
    }
  });

  it('under the no-repetition rule the opponent is held to it too, in the tree', () => {
    // White's King in the corner (7a), Black's Rook on rank b covering 7b and 6b. After 1g-1f, White's one safe move,
    // 7a-6a, brings back a position of the game: under the rule White has only King moves the Rook takes, a win three
    // plies deep; without it, 7a-6a is a draw and there is no win in three plies.
    const pos = position('king,6/6,ROOK/7/7/7/7/6,KING b dai');
    const seen = position('1,king,5/6,ROOK/7/7/7/6,KING/7 b dai');
    const between = position('king,6/6,ROOK/7/7/7/7/6,KING w dai');
    const ruled = search(pos, { depth: 3, history: [seen, between], noRepeat: true });
    expect(text(pos, ruled.move)).toBe('1g-1f');
    expect(ruled.score).toBe(WIN - 3);
    expect(search(pos, { depth: 3, history: [seen, between] }).score).toBeLessThan(WIN - 1000);
  });

  it('with contempt 0 (the analysis board) a repetition scores exactly as a draw', () => {
    // Only a repetition ends this search early: bare Kings, the position after 7g-7f met before, and that the only move.
    const pos = position('6,king/7/7/7/7/7/KING,6 b dai');
    const seen = position('6,king/7/7/7/7/KING,6/7 w dai');
    const only = (m: Move) => text(pos, m) !== '7g-7f';
    expect(search(pos, { depth: 1, history: [seen], exclude: only, contempt: 0 }).score).toBe(0);
    expect(search(pos, { depth: 1, history: [seen], exclude: only }).score).toBe(-CONTEMPT);
  });
});

/** A crowded 9×9 board: one royal a side and 16 random pieces of the game, either side to move. */
function randomPosition(game: GameId, seed: number): Position {
  const rng = prng(seed);
  const pos = crowdedBoard(makeRules({ pieces: content.pieces, game: content.games.get(game)! }), rng, 16);
  return { ...pos, turn: rng.pick(SIDES) };
}

describe('search: always a legal move', () => {
  for (const game of GAME_IDS) {
    it(`${game}: 1,000 seeded random positions`, { timeout: 120_000 }, () => {
      for (let i = 0; i < 1000; i++) {
        const seed = deriveSeed(12, `${game}/${i}`);
        const pos = randomPosition(game, seed);
        const legal = legalMoves(pos).map((m) => text(pos, m));
        const r = search(pos, { nodes: 60, tableBits: 10 });
        expect(legal, `seed ${seed}`).toContain(text(pos, r.move));
        for (const m of r.pv.slice(0, 1)) expect(legal).toContain(text(pos, m));
      }
    });
  }
});

describe('search: both colours alike', () => {
  /** The same position seen from the other side: the board turned half a turn, the colours and the turn swapped. */
  const mirror = (pos: Position): Position => ({
    ...pos,
    turn: pos.turn === 'black' ? 'white' : 'black',
    board: pos.board.map((_, sq) => {
      const p = pos.board[pos.board.length - 1 - sq];
      return p ? { ...p, side: p.side === 'black' ? 'white' : 'black' } : null;
    }),
  });
  /** Move `m` of `pos` as the same move in the mirror image, in text. */
  const turned = (pos: Position, m: Move | null) => {
    const back = (sq: number) => pos.board.length - 1 - sq;
    return m && text(pos, { ...m, from: back(m.from), to: back(m.to), via: m.via?.map(back), captures: m.captures.map(back) });
  };

  // Equally ranked moves are searched in the order they were generated; the generator follows each side's pieces from
  // its own back rank, so mirror images get the same tree: the same score and the move turned round. (Not always the
  // same node count: the two positions' hash keys differ, so their chance collisions in the table do too.)
  for (const game of GAME_IDS) {
    it(`${game}: the setup and 20 seeded random positions`, { timeout: 60_000 }, () => {
      const rules = makeRules({ pieces: content.pieces, game: content.games.get(game)! });
      const positions = [startPosition(rules), ...Array.from({ length: 20 }, (_, i) => randomPosition(game, deriveSeed(13, `${game}/${i}`)))];
      for (const pos of positions) {
        const a = search(pos, { depth: 3, ms: 60_000, tableBits: 20 });
        const b = search(mirror(pos), { depth: 3, ms: 60_000, tableBits: 20 });
        expect({ score: b.score, move: text(mirror(pos), b.move) }).toEqual({ score: a.score, move: turned(pos, a.move) });
      }
    });
  }
});

describe('search: a table kept between moves', () => {
  for (const game of GAME_IDS) {
    it(`${game}: the next search of the game starts from what the last one found`, { timeout: 60_000 }, () => {
      const pos = startPosition(makeRules({ pieces: content.pieces, game: content.games.get(game)! }));
      const table = gameTable();
      const first = search(pos, { depth: 5, ms: 60_000, table });
      // The position after the line's first two moves, as after the reply the search expected: the first search looked
      // at it and its moves as deep as asked here (5 − 2 plies), so the next one finds them in the table; the same
      // position searched alone starts from nothing.
      const next = applyMove(applyMove(pos, first.pv[0]!), first.pv[1]!);
      const kept = search(next, { depth: 3, ms: 60_000, table });
      const fresh = search(next, { depth: 3, ms: 60_000 });
      expect(kept.nodes).toBeLessThan(fresh.nodes);
      expect(legalMoves(next).map((m) => text(next, m))).toContain(text(next, kept.move));
    });
  }
});

describe('search: excluded root moves', () => {
  it('chooses among the rest, and has no move when all are excluded', () => {
    // The royal capture of the first test, excluded: the Rook takes the Lion on 7a instead (seed 002 飛車).
    const pos = position('lion,2,ROOK,2,crown-prince/7/7/7/7/7/KING,6 b dai');
    const r = search(pos, { depth: 2, exclude: (m) => text(pos, m)!.startsWith('4ax1a') });
    expect(text(pos, r.move)).toMatch(/^4ax7a/);
    expect(search(pos, { depth: 2, exclude: () => true }).move).toBeNull();
  });
});

describe('search: time limit', () => {
  it('stops within its budget on the clock it is given', () => {
    // A fake clock that advances 10 units each time it is read: no real time is measured.
    let t = 0;
    const clock = () => (t += 10);
    const start = position('lion,2,king,3/7/7/7/7/7/3,KING,2,LION b dai');
    for (const ms of [200, 1000, 3000]) {
      t = 0;
      const r = search(start, { ms, clock });
      expect(r.elapsed).toBeLessThanOrEqual(ms * 1.1);
      expect(r.depth).toBeGreaterThanOrEqual(1);
      expect(legalMoves(start).map((m) => text(start, m))).toContain(text(start, r.move));
    }
  });

  it('a depth alone is bounded by the default time', () => {
    // Depth 1000 (clamped to the deepest iteration) with no time given: the search stops at DEFAULT_MS on the fake clock
    // and reports the depth it finished.
    let t = 0;
    const clock = () => (t += 10);
    const start = position('lion,2,king,3/7/7/7/7/7/3,KING,2,LION b dai');
    const r = search(start, { depth: 1000, clock });
    expect(r.elapsed).toBeLessThanOrEqual(DEFAULT_MS * 1.1);
    expect(r.depth).toBeGreaterThanOrEqual(1);
    expect(legalMoves(start).map((m) => text(start, m))).toContain(text(start, r.move));
  });
});
