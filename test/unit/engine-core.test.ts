// Differential test of the fast core against its readable view: seeded random games of each game under each source
// that changes it, checking at every ply the move sets, the incremental hash, and make/unmake round trips.
import { describe, expect, it } from 'vitest';
import { siteContent } from '../../src/lib/content';
import { applyMove, legalMoves, makePosition, makeRules, startPosition, winner, type Position } from '../../src/engine';
import { Core, moveFrom, type MoveCode } from '../../src/engine/core';
import { GAME_IDS, SOURCE_IDS, type SourceId } from '../../src/schema';
import { deriveSeed, prng, runSeed } from '../helpers/prng';

const SEED = runSeed();
/** Plies per game and source; capture-biased so that games reach Lion fights, promotions and conversions. */
const PLIES = 100;
const CAPTURE_BIAS = 0.7;

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
  for (const m of codes) {
    expect(m).toBeGreaterThan(0);
    expect(core.fromMove(core.toMove(m))).toBe(m);
  }
  // The incremental hash is the one computed from scratch and the one of a fresh core on the same position.
  expect(core.recomputeHash()).toEqual([core.hashLo, core.hashHi]);
  const fresh = Core.from(pos);
  expect([fresh.hashLo, fresh.hashHi]).toEqual([core.hashLo, core.hashHi]);
  expect(core.winner()).toBe(({ black: 0, white: 1, null: -1 } as const)[String(winner(pos)) as 'black']);
  // make then unmake of every move restores the position and the hash.
  const text = makePosition(core.toPosition());
  const hash = [core.hashLo, core.hashHi];
  for (const m of codes) {
    core.make(m);
    core.unmake();
  }
  expect(makePosition(core.toPosition())).toBe(text);
  expect([core.hashLo, core.hashHi]).toEqual(hash);
  return codes;
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
        for (let ply = 0; ply < PLIES && winner(pos) === null; ply++) {
          const codes = check(core, pos);
          if (codes.length === 0) break;
          const captures = codes.filter((m) => core.captureCount(m) > 0);
          const m = captures.length && rng.next() < CAPTURE_BIAS ? rng.pick(captures) : rng.pick(codes);
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
