// Differential test of the fast core against its readable view: seeded random games of each game under each source
// that changes it, checking at every ply the move sets (all moves, and captures only), the incremental hash, make/unmake round trips and attacks.
import { describe, expect, it } from 'vitest';
import { siteContent } from '../../../src/lib/content';
import { applyMove, legalMoves, makePosition, makeRules, startPosition, winner, type Position } from '../../../src/engine';
import { Core, CONVERT, moveChoice, moveFrom, moveTo, PROMOTE, type MoveCode } from '../../../src/engine/core';
import { GAME_IDS, SOURCE_IDS, type SourceId } from '../../../src/schema';
import { deriveSeed, prng, runSeed, type Prng } from '../../helpers/prng';

const SEED = runSeed();
/** Plies per game and source; a game with no promotion or conversion yet plays on up to twice as long. */
const PLIES = 100;
const PROMOTE_BIAS = 0.8;
const CAPTURE_BIAS = 0.7;
const FORWARD_BIAS = 0.7;

const content = siteContent();

const SOURCES: (SourceId | null)[] = [null, ...SOURCE_IDS];

const moveKey = (m: { from: number; to: number; via: number[]; captures: number[]; promote: boolean | null; convert?: string }) =>
  `${m.from}>${m.to}|${m.via.join(',')}|${m.captures.join(',')}|${m.promote}|${m.convert ?? ''}`;

/** Checks one position; returns the core's moves. */
function check(core: Core, pos: Position): MoveCode[] {
  const buf = new Float64Array(1 << 15);
  const end = core.generate(buf, 0);
  const codes = Array.from(buf.subarray(0, end));
  // Same moves as the readable API (which lists them in board order), and each move round-trips through Move.
  const readable = legalMoves(pos).map(moveKey).sort();
  expect(codes.map((m) => moveKey(core.toMove(m))).sort()).toEqual(readable);
  expect(new Set(codes).size).toBe(codes.length);
  // The captures-only generator (quiescence's) gives exactly the capturing moves, in the same order.
  const capEnd = core.generateCaptures(buf, end);
  expect(Array.from(buf.subarray(end, capEnd))).toEqual(codes.filter((m) => core.captureCount(m) > 0));
  for (const m of codes) {
    expect(m).toBeGreaterThan(0);
    expect(core.fromMove(core.toMove(m))).toBe(m);
  }
  // The incremental hash is the one computed from scratch and the one of a fresh core on the same position.
  expect(core.recomputeHash()).toEqual([core.hashLo, core.hashHi]);
  const fresh = Core.from(pos);
  expect([fresh.hashLo, fresh.hashHi]).toEqual([core.hashLo, core.hashHi]);
  expect(core.winner()).toBe(({ black: 0, white: 1, null: -1 } as const)[String(winner(pos)) as 'black']);
  // The notable lists kept by make/unmake: royals as the readable board has them, igui targets as a fresh core finds them.
  const out = new Int32Array(1024);
  for (const side of [0, 1] as const) {
    const royals = pos.board.flatMap((p, sq) => (p && p.side === (side ? 'white' : 'black') && pos.rules.royals.has(p.id) ? [sq] : []));
    expect(Array.from(out.subarray(0, core.royalSquares(side, out))).sort((a, b) => a - b)).toEqual(royals);
    const targets = Array.from(out.subarray(0, core.iguiTargets(side, out))).sort((a, b) => a - b);
    expect(targets).toEqual(Array.from(out.subarray(0, fresh.iguiTargets(side, out))).sort((a, b) => a - b));
  }
  // The attack test of one square, seen from that square, agrees with the whole map (the Emperor's rule reads both).
  for (const side of [0, 1] as const) {
    const map = core.attackedSquares(side);
    expect(Array.from(map, (_, sq) => (core.attacked(sq, side) ? 1 : 0))).toEqual(Array.from(map));
  }
  // make then unmake of every move restores the position and the hash.
  const text = makePosition(core.toPosition());
  const hash = [core.hashLo, core.hashHi];
  // The search's test of a move that attacks the enemy's last royal gives the same answer when it looks only at the lines
  // through the squares the move changed (when no ray reached that royal before) as when it looks at every ray.
  const enemy = (core.side ^ 1) as 0 | 1;
  const clear = core.lastRoyalClear(enemy);
  for (const m of codes) {
    const label = clear ? moveKey(core.toMove(m)) : '';
    core.make(m);
    if (clear) expect(core.lastRoyalAttacked(enemy, m, true), label).toBe(core.lastRoyalAttacked(enemy, m));
    core.unmake();
  }
  expect(makePosition(core.toPosition())).toBe(text);
  expect([core.hashLo, core.hashHi]).toEqual(hash);
  // Two plies deep over the captures (each capture, then every capturing reply), make and unmake leave the piece lists
  // as they were: the moves come out in the same order.
  for (const m of codes.filter((c) => core.captureCount(c) > 0)) {
    core.make(m);
    const replies = core.generateCaptures(buf, end);
    for (const r of Array.from(buf.subarray(end, replies))) {
      core.make(r);
      core.unmake();
    }
    core.unmake();
  }
  expect(Array.from(buf.subarray(0, core.generate(buf, 0)))).toEqual(codes);
  return codes;
}

/**
 * A random move, biased so that games reach Lion fights, promotions and conversions: one that promotes or converts when
 * there is one, else often a capture, else often a forward move (Dai's zone lies beyond the enemy camp: without this,
 * about one game in a hundred played 100 plies with no promotion).
 */
function pickMove(core: Core, codes: MoveCode[], rng: Prng): MoveCode {
  const promoting = codes.filter((m) => moveChoice(m) === PROMOTE || moveChoice(m) === CONVERT);
  if (promoting.length && rng.next() < PROMOTE_BIAS) return rng.pick(promoting);
  const captures = codes.filter((m) => core.captureCount(m) > 0);
  if (captures.length && rng.next() < CAPTURE_BIAS) return rng.pick(captures);
  const rank = (sq: number) => Math.floor(sq / core.size);
  const forward = codes.filter((m) => (rank(moveTo(m)) - rank(moveFrom(m))) * (core.side ? 1 : -1) > 0);
  if (forward.length && rng.next() < FORWARD_BIAS) return rng.pick(forward);
  return rng.pick(codes);
}

describe('the fast core agrees with the readable API at every ply of seeded random games', () => {
  for (const gameId of GAME_IDS) {
    for (const source of SOURCES) {
      const label = `${gameId}${source ? `/${source}` : ''}`;
      it(label, () => {
        const rng = prng(deriveSeed(SEED, label));
        const rules = makeRules({ pieces: content.pieces, game: content.games.get(gameId)! }, { source });
        let pos = startPosition(rules);
        const core = Core.from(pos);
        let promotions = 0;
        for (let ply = 0; (ply < PLIES || (promotions === 0 && ply < 2 * PLIES)) && winner(pos) === null; ply++) {
          const codes = check(core, pos);
          if (codes.length === 0) break;
          const m = pickMove(core, codes, rng);
          const move = core.toMove(m);
          if (move.promote || move.convert) promotions++;
          expect(moveFrom(m)).toBe(move.from);
          pos = applyMove(pos, move);
          core.make(m);
          // The core's position after make is the readable applyMove's, captured pieces included.
          expect(makePosition(core.toPosition())).toBe(makePosition(pos));
          expect(core.toPosition().captured).toEqual(pos.captured);
        }
        check(core, pos);
        expect(promotions, `${label}: no promotion or conversion was played (seed ${SEED})`).toBeGreaterThan(0);
      });
    }
  }
});
