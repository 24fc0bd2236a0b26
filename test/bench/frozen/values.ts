// Piece values derived from the pieces' own movement data: the engine's reach on an empty board, weighted by range.
import type { Move } from '../../../src/engine/model/move';
import { reach } from '../../../src/engine/moves/reach';
import type { Rules } from '../../../src/engine/model/rules';

/** Centipawn-like units per fully weighted destination: a piece with one short step (a Pawn) is worth 100. */
export const UNIT = 100;
/** A path of this many king steps or fewer counts fully; a longer one counts `SHORT / length` per leg. */
export const SHORT = 2;
/** Each line of a Lion or Lion Dog power adds this many destinations' worth: the second capture, igui and pass along it. */
export const LION_LINE = 2;

/** Chebyshev (king-step) distance between two squares. */
function steps(a: number, b: number, size: number): number {
  return Math.max(Math.abs((a % size) - (b % size)), Math.abs(Math.floor(a / size) - Math.floor(b / size)));
}

/**
 * How much one destination counts: a path of L king steps in n legs (a slide or an Emperor's flight is one leg, a
 * hook's turn makes two) counts (SHORT / L)^n when L > SHORT, else fully, since on a crowded board a long path is more
 * often blocked, and each leg can be. Leaps (jumps, Lion and Lion Dog steps) cannot be blocked: they count fully.
 */
function weight(move: Move, size: number, leaps: ReadonlySet<number>): number {
  if (move.via.length === 0 && leaps.has(move.to)) return 1;
  const legs = [move.from, ...move.via, move.to];
  let length = 0;
  for (let i = 1; i < legs.length; i++) length += steps(legs[i - 1]!, legs[i]!, size);
  return length <= SHORT ? 1 : (SHORT / length) ** (legs.length - 1);
}

/**
 * The value of one piece form in `rules`: UNIT × (the weighted count of its destinations alone at the centre of the
 * game's empty board, one per distinct destination, plus LION_LINE for each line of a Lion or Lion Dog power).
 */
export function mobilityValue(rules: Rules, id: string): number {
  const c = rules.pieces.get(id);
  if (!c) throw new Error(`unknown piece id "${id}"`);
  const r = reach(rules, id);
  const size = r.size;
  const leaps = new Set<number>();
  const jumps = c.jumps[0];
  for (let i = 0; i < jumps.length; i += 2) leaps.add(r.square + jumps[i]! + jumps[i + 1]! * size);
  const dogs = c.lionDogLines[0];
  for (let i = 0; i < dogs.length; i += 2) leaps.add(r.square + 3 * (dogs[i]! + dogs[i + 1]! * size));
  const lines = (c.lionArea ? 8 : c.lionLines[0].length / 2) + dogs.length / 2;
  const best = new Map<number, number>();
  for (const m of r.moves) {
    if (m.to === r.square) continue;
    const w = weight(m, size, leaps);
    if (w > (best.get(m.to) ?? 0)) best.set(m.to, w);
  }
  let total = LION_LINE * lines;
  for (const w of best.values()) total += w;
  return Math.round(UNIT * total);
}

/** Every piece form's value under `rules`, by id. */
export function pieceValues(rules: Rules): Map<string, number> {
  const values = new Map<string, number>();
  for (const id of rules.pieces.keys()) values.set(id, mobilityValue(rules, id));
  return values;
}
