// Turns the engine's moves for a lone piece into the seeds' legend marks (● ★ arrows ╋ ╳ ■ ∞) and sizes the diagram.
// It only labels moves the engine produced, reading which atom explains each one; it never decides what is legal.
import type { Move } from '../../engine';
import type { MoveAtom } from '../../schema/moves';
import { DIRECTIONS, DIRECTION_VECTORS, type Direction } from '../../schema/vocab';

/** A square relative to the piece, as its owner sees it: dx > 0 right, dy > 0 forward (the engine's reach convention). */
export type Offset = readonly [dx: number, dy: number];

/**
 * Mark kinds, strongest first: when several moves reach one square, the first kind in this list is drawn.
 * area = Lion / Lion Dog power (■, tone by distance), turn = reached by a hook turning once, pass = step out and back or igui.
 */
export const MARK_KINDS = ['area', 'jump', 'step', 'range', 'slide', 'hook', 'turn', 'emperor', 'pass'] as const;
export type MarkKind = (typeof MARK_KINDS)[number];

export interface DiagramMark {
  at: Offset;
  kind: MarkKind;
  /** Area marks: king steps from the piece (1, 2 or 3), drawn ■ ▣ □. */
  tone?: number;
  /** Some move to this square captures a piece standing there. */
  capture?: boolean;
}

export const dist = ([dx, dy]: Offset): number => Math.max(Math.abs(dx), Math.abs(dy));
export const key = ([dx, dy]: Offset): string => `${dx},${dy}`;

/** The direction of a straight line (orthogonal or diagonal) from the piece to `at`, else undefined. */
export function dirOf([dx, dy]: Offset): Direction | undefined {
  if (dx && dy && Math.abs(dx) !== Math.abs(dy)) return undefined;
  return DIRECTIONS.find((d) => DIRECTION_VECTORS[d][0] === Math.sign(dx) && DIRECTION_VECTORS[d][1] === Math.sign(dy));
}

/** Offset of engine square `sq` on a `size` board whose centre holds a Black piece. */
export function offsetOf(sq: number, size: number): Offset {
  const c = (size - 1) / 2;
  return [(sq % size) - c, c - Math.floor(sq / size)];
}

export function squareOf([dx, dy]: Offset, size: number): number {
  const c = (size - 1) / 2;
  return (c - dy) * size + c + dx;
}

/** The kind (and area tone) of one move: from the piece to `to`, stopping on `via` between. */
export function classify(atoms: readonly MoveAtom[], to: Offset, via: readonly Offset[]): { kind: MarkKind; tone?: number } {
  const k = dist(to);
  const d = dirOf(to);
  if (k === 0) return { kind: 'pass' };
  if (via.length === 1 && atoms.some((a) => 'hook' in a)) {
    const leg = dirOf([to[0] - via[0]![0], to[1] - via[0]![1]]);
    const first = dirOf(via[0]!);
    if (leg && first && leg !== first) return { kind: 'turn' };
  }
  let best: { kind: MarkKind; tone?: number } | undefined;
  const offer = (kind: MarkKind, tone?: number) => {
    if (!best || MARK_KINDS.indexOf(kind) < MARK_KINDS.indexOf(best.kind)) best = tone ? { kind, tone } : { kind };
  };
  let reachOfDir = 0;
  for (const a of atoms) {
    if ('lion' in a && k <= 2 && (a.lion.length === 8 || (d && a.lion.includes(d)))) offer('area', k);
    else if ('lionDog' in a && k <= 3 && d && a.lionDog.includes(d)) offer('area', k);
    else if ('jump' in a && a.jump.some(([x, y]) => x === to[0] && y === to[1])) offer('jump');
    else if ('step' in a && d && a.step.includes(d)) reachOfDir = Math.max(reachOfDir, a.range === 'any' ? Infinity : a.range);
    else if ('hook' in a && d && a.hook.includes(d)) offer('hook');
    else if ('emperor' in a) offer('emperor');
  }
  // The longest range listed for a direction is the one the engine moves by; the mark names that range.
  if (reachOfDir >= k) offer(reachOfDir === 1 ? 'step' : reachOfDir === Infinity ? 'slide' : 'range');
  return best ?? (via.length ? { kind: 'area', tone: k } : { kind: 'step' });
}

/** Moves that end on `at` (for a pass or igui, at = [0, 0]), the simplest path first. */
export function movesTo(moves: readonly Move[], at: Offset, size: number): Move[] {
  const sq = squareOf(at, size);
  return moves.filter((m) => m.to === sq).sort((a, b) => a.via.length - b.via.length || a.captures.length - b.captures.length);
}

const isLong = (a: MoveAtom) => ('step' in a && a.range === 'any') || 'hook' in a || 'emperor' in a;

/**
 * Half the board side. Short movers get 7×7; ranged steps of 4 get 9×9, of 5–6 get 13×13; slides, hooks and the
 * Emperor get at least 11×11 so a slide shows its length and the sample obstacle. Every reading shares one size.
 */
export function diagramRadius(readings: readonly (readonly MoveAtom[])[]): number {
  let r = 1;
  let long = false;
  for (const a of readings.flat()) {
    if ('step' in a && a.range !== 'any') r = Math.max(r, a.range);
    if ('jump' in a) for (const o of a.jump) r = Math.max(r, dist(o));
    if ('lion' in a) r = Math.max(r, 2);
    if ('lionDog' in a) r = Math.max(r, 3);
    long ||= isLong(a);
  }
  if (long) return Math.min(12, Math.max(5, r + 1));
  return r <= 3 ? 3 : r === 4 ? 4 : Math.min(12, 6 + Math.max(0, r - 6));
}
