// Fuzz: long random legal playouts of each game under each source that changes it, from the real setups, checking the
// engine's invariants after every move (test/helpers/playout.ts). FUZZ_MOVES sets the moves per game and source
// (10,000 in CI, 2,000 elsewhere to keep the local suite quick); FUZZ_SEED replays a run.
import { describe, expect, it } from 'vitest';
import { siteContent } from '../../../src/lib/content';
import { applyMove, legalMoves, makeMove, makePosition, makeRules, startPosition, type Move, type Position, type Rules } from '../../../src/engine';
import { GAME_IDS, SOURCE_IDS, type GameId, type SourceId } from '../../../src/schema';
import { checkedPly, checkMoves, checkMoveText, chooseMove, ENGINE, freeze, tallyOf, type Engine } from '../../helpers/playout';
import { deriveSeed, prng, runSeed, type Prng } from '../../helpers/prng';

const CI_MOVES = 10_000;
const MOVES = Number(process.env.FUZZ_MOVES || (process.env.CI ? CI_MOVES : 2_000));
const SEED = runSeed();
/** A playout that has not ended after this many plies starts again from the setup. */
const MAX_PLIES = 3000;
/** How often a playout prefers a capture when there is one: with 0.8, playouts of every game end within the cap. */
const CAPTURE_BIAS = 0.8;
/** Besides the move played, this many other legal moves per position go through the text round trip. */
const EXTRA_ROUND_TRIPS = 2;

const content = siteContent();

/** The pieces of a game: in its setup, reached by promotion or by conversion. */
function piecesOf(gameId: GameId): Set<string> {
  const game = content.games.get(gameId)!;
  const ids = new Set<string>();
  for (const rank of game.setup) for (const t of rank.trim().split(/\s+/)) if (t !== '.') ids.add(t);
  for (const [from, to] of Object.entries(game.promotions)) ids.add(from).add(to);
  for (const c of game.conversions) ids.add(c.becomes);
  return ids;
}

/** Main text, plus every source with a piece variant or rule variant that applies to the game (the others change nothing). */
function sourcesOf(gameId: GameId): (SourceId | null)[] {
  const game = content.games.get(gameId)!;
  const cited = new Set<SourceId>(game.ruleVariants.map((v) => v.source));
  for (const id of piecesOf(gameId)) {
    for (const v of content.pieces.get(id)?.variants ?? []) if (!v.game || v.game === gameId) cited.add(v.source);
  }
  return [null, ...SOURCE_IDS.filter((s) => cited.has(s))];
}

interface Stats { moves: number; ended: number; stuck: number; capped: number }

/** Plays `moves` random legal moves, restarting from the setup whenever a playout ends, checking every ply. */
function fuzz(rules: Rules, moves: number, rng: Prng, engine: Engine = ENGINE): Stats {
  const stats: Stats = { moves: 0, ended: 0, stuck: 0, capped: 0 };
  const start = freeze(startPosition(rules));
  let playout = 0;
  while (stats.moves < moves) {
    playout++;
    let pos: Position = start;
    const tally = tallyOf(start);
    for (let ply = 1; stats.moves < moves; ply++) {
      let moveText = '';
      try {
        const list = engine.legalMoves(pos);
        if (list.length === 0) {
          stats.stuck++;
          break;
        }
        checkMoves(pos, list);
        const move = chooseMove(list, rng, CAPTURE_BIAS);
        moveText = makeMove(move, pos.size);
        checkMoveText(pos, move);
        for (let i = 0; i < EXTRA_ROUND_TRIPS; i++) checkMoveText(pos, rng.pick(list));
        const next = checkedPly(pos, move, tally, content, engine);
        stats.moves++;
        pos = next;
      } catch (e) {
        const label = `${rules.gameId}${rules.source ? `/${rules.source}` : ''}`;
        throw new Error(
          `fuzz ${label} failed (replay: FUZZ_SEED=${SEED} FUZZ_MOVES=${moves} npx vitest run --project unit test/unit/engine/fuzz.test.ts -t " ${label}$")\n` +
            `playout ${playout}, ply ${ply}${moveText ? `, move ${moveText}` : ''}: ${(e as Error).message}\nposition: ${makePosition(pos)}`,
          { cause: e },
        );
      }
      if (engine.winner(pos)) {
        stats.ended++;
        break;
      }
      if (ply >= MAX_PLIES) {
        stats.capped++;
        break;
      }
    }
  }
  return stats;
}

describe(`fuzz: random legal playouts, ${MOVES} moves per game and source (seed ${SEED})`, { timeout: 300_000 }, () => {
  for (const gameId of GAME_IDS) {
    for (const source of sourcesOf(gameId)) {
      const label = `${gameId}${source ? `/${source}` : ''}`;
      it(label, () => {
        const rules = makeRules({ pieces: content.pieces, game: content.games.get(gameId)! }, { source });
        const stats = fuzz(rules, MOVES, prng(deriveSeed(SEED, label)));
        expect(stats.moves).toBe(MOVES);
        // At 10,000 moves every case ended 4 to 18 playouts in the runs measured; fewer moves may end none.
        if (MOVES >= CI_MOVES) expect(stats.ended, 'no playout reached the fall of the last royal').toBeGreaterThan(0);
      });
    }
  }
});

describe('fuzz: the checks catch a faulty engine', () => {
  const rules = makeRules({ pieces: content.pieces, game: content.games.get('dai')! });
  const run = (fault: Partial<Engine>) => () => fuzz(rules, 300, prng(1), { ...ENGINE, ...fault });
  const firstMove = (pos: Position) => legalMoves(pos)[0]!;

  it('a piece that vanishes instead of being captured', () => {
    expect(run({ applyMove: (pos, m) => ({ ...applyMove(pos, m), captured: pos.captured }) })).toThrow(/pieces on the board or captured/);
  });
  it('a write into the position moved from', () => {
    const writes = (pos: Position, m: Move) => {
      (pos.board as Position['board'][number][])[m.from] = null;
      return applyMove(pos, m);
    };
    expect(run({ applyMove: writes })).toThrow(/read.only/);
  });
  it('a game declared over while both sides have royals', () => {
    expect(run({ winner: () => 'black' })).toThrow(/winner\(\) says black, but royals left are black \d+, white \d+/);
  });
  it('a move onto a friendly piece, and the same outcome listed twice', () => {
    const ontoFriend = (pos: Position) => {
      const m = firstMove(pos);
      const friend = pos.board.findIndex((p, sq) => p?.side === pos.turn && sq !== m.from);
      return [...legalMoves(pos), { ...m, to: friend, captures: [] }];
    };
    expect(run({ legalMoves: ontoFriend })).toThrow(/lands on a friendly piece/);
    expect(run({ legalMoves: (pos) => [...legalMoves(pos), firstMove(pos)] })).toThrow(/distinct texts/);
  });
  it('the failure names the seed to replay and the position', () => {
    expect(run({ winner: () => 'white' })).toThrow(new RegExp(`FUZZ_SEED=${SEED} .*\\nplayout 1, ply 1, move \\S+: .*\\nposition: \\S+ b dai$`));
  });
});
