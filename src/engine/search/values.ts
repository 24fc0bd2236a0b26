// Piece values derived from the pieces' own movement data: the engine's reach on an empty board, weighted by range.
import type { Move } from '../model/move';
import { reach, type Reach } from '../moves/reach';
import type { Rules } from '../model/rules';
import { kingSteps } from '../model/square';

/** Centipawn-like units per fully weighted destination: a piece with one short step (a Pawn) is worth 100. */
export const UNIT = 100;
/** A leg of this many king steps or fewer counts fully; a longer one counts `FULL / length`. */
export const FULL = 1;
/** A piece form's step share: the part of its reach within this many king steps. */
export const SHORT = 2;
/** Each line of a Lion or Lion Dog power adds this many destinations' worth: the second capture, igui and pass along it. */
export const LION_LINE = 2;

/**
 * How much one destination counts: the product over its path's legs (a slide or an Emperor's flight is one leg, a
 * hook's turn makes two) of FULL / (the leg's king steps), or 1 for a leg of at most FULL steps, since on a crowded
 * board a long leg is more often blocked, and each leg can be. Leaps (jumps, Lion and Lion Dog steps) cannot be
 * blocked: they count fully.
 */
function weight(move: Move, size: number, leaps: ReadonlySet<number>): number {
  if (move.via.length === 0 && leaps.has(move.to)) return 1;
  const legs = [move.from, ...move.via, move.to];
  let w = 1;
  for (let i = 1; i < legs.length; i++) w *= Math.min(1, FULL / kingSteps(legs[i - 1]!, legs[i]!, size));
  return w;
}

/**
 * The value of one piece form in `rules`: UNIT × (the weighted count of its destinations alone at the centre of the
 * game's empty board, one per distinct destination, plus LION_LINE for each line of a Lion or Lion Dog power).
 */
export function mobilityValue(rules: Rules, id: string, r: Reach = reach(rules, id)): number {
  const c = rules.pieces.get(id);
  if (!c) throw new Error(`unknown piece id "${id}"`);
  const size = r.size;
  const leaps = new Set<number>();
  const jumps = c.jumps[0];
  for (let i = 0; i < jumps.length; i += 2) leaps.add(r.square + jumps[i]! + jumps[i + 1]! * size);
  const dogs = c.lionDogLines[0];
  for (let i = 0; i < dogs.length; i += 2) for (const k of [2, 3]) leaps.add(r.square + k * (dogs[i]! + dogs[i + 1]! * size));
  const lines = c.lionLines[0];
  for (let i = 0; i < lines.length; i += 2) leaps.add(r.square + 2 * (lines[i]! + lines[i + 1]! * size));
  if (c.lionArea) for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) leaps.add(r.square + dx + dy * size);
  const powers = (c.lionArea ? 8 : lines.length / 2) + dogs.length / 2;
  const best = new Map<number, number>();
  for (const m of r.moves) {
    if (m.to === r.square) continue;
    const w = weight(m, size, leaps);
    if (w > (best.get(m.to) ?? 0)) best.set(m.to, w);
  }
  let total = LION_LINE * powers;
  for (const w of best.values()) total += w;
  return Math.round(UNIT * total);
}

/** Every piece form's value under `rules`, by id. */
export function pieceValues(rules: Rules): Map<string, number> {
  return pieceData(rules).values;
}

/** Every piece form's value and step share under `rules`, by id, from one reach computation each. */
export function pieceData(rules: Rules): { values: Map<string, number>; shares: Map<string, number> } {
  const values = new Map<string, number>();
  const shares = new Map<string, number>();
  for (const id of rules.pieces.keys()) {
    const r = reach(rules, id);
    values.set(id, mobilityValue(rules, id, r));
    shares.set(id, stepShare(r));
  }
  return { values, shares };
}

/**
 * The share of a piece form's destinations (its reach: alone at the centre of the empty board) within SHORT king steps:
 * 1 for a stepper such as a Pawn or a Gold, near 0 for a long-range slider. A short-range piece only matters where it
 * stands, so the evaluation rewards its advance by this share.
 */
export function stepShare(r: Reach): number {
  const near = new Set<number>();
  const all = new Set<number>();
  for (const m of r.moves) {
    if (m.to === r.square) continue;
    all.add(m.to);
    if (kingSteps(m.to, r.square, r.size) <= SHORT) near.add(m.to);
  }
  return all.size ? near.size / all.size : 0;
}
