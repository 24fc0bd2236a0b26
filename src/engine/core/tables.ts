// The fast core's view of a rule set on one board size: a padded board geometry and per-kind tables, built once.
import type { Rules } from '../model/rules';

/** Off-board cells around the board: the longest leap (a Lion Dog's 3 steps) never leaves the padding. */
export const PAD = 3;
/** A board cell outside the board. Empty cells hold 0, pieces their code (see pieceCode). */
export const OFF = -1;

/** A piece's code: kind index, promoted flag and side in one positive integer. */
export const pieceCode = (kind: number, promoted: number, side: number): number => ((kind + 1) << 2) | (promoted << 1) | side;
export const kindOf = (code: number): number => (code >> 2) - 1;
export const sideOf = (code: number): 0 | 1 => (code & 1) as 0 | 1;
export const isPromoted = (code: number): boolean => (code & 2) !== 0;

/** One array per side, indexed 0 Black, 1 White. */
type Sides = readonly [Int32Array, Int32Array];

export interface Tables {
  rules: Rules;
  size: number;
  /** Padded row length: size + 2·PAD. */
  width: number;
  /** Padded cell count: width². */
  cells: number;
  /** Readable square → padded cell. */
  pad: Int32Array;
  /** Padded cell → readable square, or -1 off the board. */
  unpad: Int32Array;
  /** Padded cell → rank (0 = top); meaningless off the board. */
  rank: Int32Array;
  /** A template board: OFF around, 0 on the board. */
  empty: Int32Array;
  kindIds: readonly string[];
  kindIndex: ReadonlyMap<string, number>;
  /** Every form's rays, form after form: [delta, range, …] slides and limited steps (range = size when unlimited), then
   *  the leaps as rays of range 1 (a leap needs nothing between, so it is one step of a long delta). One flat array, so
   *  the hot loops read no per-form object. */
  rays: Int32Array;
  /** Per kind·2 + side: where its rays start in `rays`; they end where the next form's start. */
  rayStart: Int32Array;
  /** Per kind·2 + side: 1 when the form has more than rays (Lion, Lion Dog, hook or Emperor moves). */
  special: Uint8Array;
  /** The rays seen from the target, to ask whether one square is attacked: per side, [delta, range, index, …] for every
   *  ray delta some form of that side has (range: the furthest any reaches), king steps first as the likeliest. */
  rayDeltas: [Int32Array, Int32Array];
  /** Per kind·2 + side and ray delta index (kind·2+side)·rayCount + index: how far the form reaches along it (0: not at
   *  all; Emperors none, as they attack nothing). */
  rayReach: Int32Array;
  rayCount: number;
  /**
   * Per side, the rays seen from a target cell q that pass a cell x within their range (q − x = k·delta, 1 ≤ k ≤ range):
   * for the difference q − x, their offsets in rayDeltas[side] are rayThrough[side][rayThroughStart[side][q − x + cells]
   * … rayThroughStart[side][q − x + cells + 1]).
   */
  rayThroughStart: [Int32Array, Int32Array];
  rayThrough: [Int32Array, Int32Array];
  lionArea: Uint8Array;
  /** Per kind·2 + side: unit deltas of the directional Lion, Lion Dog and hook lines. */
  lionLines: Int32Array[];
  lionDogLines: Int32Array[];
  hookLines: Int32Array[];
  /** Per kind·2 + side: for hook lines i and j, 1 at i·count + j when they are perpendicular (a turn may join them). */
  hookTurns: Uint8Array[];
  emperor: Uint8Array;
  royal: Uint8Array;
  /** Kind → its promoted kind, or -1 when it never promotes. */
  promotesTo: Int32Array;
  /** Zone rule: kind → ranks from the far side on which it is dead unpromoted (0: never dead). */
  deadDepth: Int32Array;
  /** Zone rule: the zone's depth; 0 under promotion by capture. */
  zoneDepth: number;
  /** Capture rule: every capture forces promotion. */
  forcedAlways: boolean;
  /** Captured kind → the kind its capturer converts into, or -1. */
  converts: Int32Array;
  hasConversions: boolean;
  /** Capturers that may refuse a conversion. */
  exempt: Uint8Array;
  /** The Emperor's rule, as flags and kinds; `emperorRule` false when the Emperor flies freely. */
  emperorRule: boolean;
  safeSquaresOnly: boolean;
  protectedWhenBoth: boolean;
  /** Kinds a protected enemy piece of which may not be captured; null: none may be. */
  protectedBar: Uint8Array | null;
  /**
   * Per side, in that side's order, so that a position and its mirror image (board turned, colours swapped) generate
   * their moves alike: the 24 deltas within two king steps and the 8 king steps, forward ones first; the padded cells of
   * the board (the Emperor's flights), from the side's own back rank on.
   */
  area2: Sides;
  king: Sides;
  flights: Sides;
}

const cache = new WeakMap<Rules, Map<number, Tables>>();

/** `black` as Black's order and, reversed, as White's (the mirror image: every list here is point-symmetric). */
const bySide = (black: number[]): Sides => [new Int32Array(black), new Int32Array([...black].reverse())];

/** The tables of `rules` on a `size`×`size` board (cached per rule set and size). */
export function tablesFor(rules: Rules, size: number): Tables {
  let bySize = cache.get(rules);
  if (!bySize) cache.set(rules, (bySize = new Map()));
  let t = bySize.get(size);
  if (!t) bySize.set(size, (t = build(rules, size)));
  return t;
}

function build(rules: Rules, size: number): Tables {
  const width = size + 2 * PAD;
  const cells = width * width;
  const pad = new Int32Array(size * size);
  const unpad = new Int32Array(cells).fill(-1);
  const rank = new Int32Array(cells);
  const empty = new Int32Array(cells).fill(OFF);
  for (let sq = 0; sq < size * size; sq++) {
    const r = Math.floor(sq / size);
    const p = (r + PAD) * width + (sq % size) + PAD;
    pad[sq] = p;
    unpad[p] = sq;
    empty[p] = 0;
  }
  for (let p = 0; p < cells; p++) rank[p] = Math.floor(p / width) - PAD;
  const delta = (dc: number, dr: number) => dr * width + dc;
  const kindIds = [...rules.pieces.keys()];
  const kindIndex = new Map(kindIds.map((id, i) => [id, i]));
  const n = kindIds.length;
  const rays: number[][] = [];
  const special = new Uint8Array(2 * n);
  const lionLines: Int32Array[] = [];
  const lionDogLines: Int32Array[] = [];
  const hookLines: Int32Array[] = [];
  const hookTurns: Uint8Array[] = [];
  const lines = (v: readonly number[]) => {
    const out = new Int32Array(v.length / 2);
    for (let i = 0; i < v.length; i += 2) out[i / 2] = delta(v[i]!, v[i + 1]!);
    return out;
  };
  const lionArea = new Uint8Array(n);
  const emperor = new Uint8Array(n);
  const royal = new Uint8Array(n);
  const promotesTo = new Int32Array(n).fill(-1);
  const deadDepth = new Int32Array(n);
  const converts = new Int32Array(n).fill(-1);
  const exempt = new Uint8Array(n);
  kindIds.forEach((id, k) => {
    const c = rules.pieces.get(id)!;
    for (const side of [0, 1] as const) {
      const r = c.rays[side];
      const leaps = c.jumps[side];
      const out: number[] = [];
      for (let i = 0; i < r.length; i += 3) out.push(delta(r[i]!, r[i + 1]!), r[i + 2]! || size);
      for (let i = 0; i < leaps.length; i += 2) out.push(delta(leaps[i]!, leaps[i + 1]!), 1);
      rays.push(out);
      const more = c.lionArea || c.emperor || c.lionLines[side].length + c.lionDogLines[side].length + c.hookLines[side].length > 0;
      special[2 * k + side] = more ? 1 : 0;
      lionLines.push(lines(c.lionLines[side]));
      lionDogLines.push(lines(c.lionDogLines[side]));
      const h = c.hookLines[side];
      hookLines.push(lines(h));
      const m = h.length / 2;
      const turns = new Uint8Array(m * m);
      for (let i = 0; i < m; i++) for (let j = 0; j < m; j++) turns[i * m + j] = h[2 * i]! * h[2 * j]! + h[2 * i + 1]! * h[2 * j + 1]! === 0 ? 1 : 0;
      hookTurns.push(turns);
    }
    lionArea[k] = c.lionArea ? 1 : 0;
    emperor[k] = c.emperor ? 1 : 0;
    royal[k] = rules.royals.has(id) ? 1 : 0;
    const to = rules.promotions.get(id);
    if (to !== undefined && kindIndex.has(to)) promotesTo[k] = kindIndex.get(to)!;
    exempt[k] = rules.conversionExempt.has(id) ? 1 : 0;
    const conversion = rules.conversions.find((cv) => cv.captured.includes(id));
    if (conversion && kindIndex.has(conversion.becomes)) converts[k] = kindIndex.get(conversion.becomes)!;
    if (rules.promotion.kind === 'zone') deadDepth[k] = rules.promotion.dead[id] ?? 0;
  });
  // Every delta of rays, with the reach of each form along it.
  const deltas = [...new Set(rays.flatMap((r) => r.filter((_, i) => i % 2 === 0)))];
  const steps = [-width - 1, -width, -width + 1, -1, 1, width - 1, width, width + 1];
  deltas.sort((a, b) => Number(steps.includes(b)) - Number(steps.includes(a)));
  const rayCount = deltas.length;
  const rayReach = new Int32Array(2 * n * rayCount);
  const rayDeltas: [Int32Array, Int32Array] = [new Int32Array(), new Int32Array()];
  for (const side of [0, 1] as const) {
    const furthest = new Int32Array(rayCount);
    for (let k = 0; k < n; k++) {
      if (emperor[k]) continue;
      const ks = 2 * k + side;
      const r = rays[ks]!;
      for (let i = 0; i < r.length; i += 2) {
        const j = deltas.indexOf(r[i]!);
        rayReach[ks * rayCount + j] = Math.max(rayReach[ks * rayCount + j]!, r[i + 1]!);
        furthest[j] = Math.max(furthest[j]!, r[i + 1]!);
      }
    }
    rayDeltas[side] = new Int32Array(deltas.flatMap((d, j) => (furthest[j] ? [d, furthest[j]!, j] : [])));
  }
  const rayThroughStart: [Int32Array, Int32Array] = [new Int32Array(), new Int32Array()];
  const rayThrough: [Int32Array, Int32Array] = [new Int32Array(), new Int32Array()];
  for (const side of [0, 1] as const) {
    const byDifference: number[][] = Array.from({ length: 2 * cells + 1 }, () => []);
    const own = rayDeltas[side];
    for (let i = 0; i < own.length; i += 3) {
      for (let k = 1; k <= own[i + 1]! && Math.abs(k * own[i]!) < cells; k++) byDifference[k * own[i]! + cells]!.push(i);
    }
    rayThroughStart[side] = new Int32Array(byDifference.length + 1);
    byDifference.forEach((l, j) => (rayThroughStart[side][j + 1] = rayThroughStart[side][j]! + l.length));
    rayThrough[side] = new Int32Array(byDifference.flat());
  }
  const rayStart = new Int32Array(rays.length + 1);
  rays.forEach((r, ks) => (rayStart[ks + 1] = rayStart[ks]! + r.length));
  const area2: number[] = [];
  const king: number[] = [];
  for (let dr = -2; dr <= 2; dr++) for (let dc = -2; dc <= 2; dc++) if (dr || dc) area2.push(delta(dc, dr));
  for (let dr = -1; dr <= 1; dr++) for (let dc = -1; dc <= 1; dc++) if (dr || dc) king.push(delta(dc, dr));
  const rule = rules.emperor;
  let protectedBar: Uint8Array | null = null;
  if (rule) {
    protectedBar = new Uint8Array(n);
    const except = rule.mayCaptureProtected;
    kindIds.forEach((id, k) => (protectedBar![k] = except.length === 0 || except.includes(id) ? 1 : 0));
  }
  return {
    rules, size, width, cells, pad, unpad, rank, empty, kindIds, kindIndex,
    rays: new Int32Array(rays.flat()), rayStart, special, rayDeltas, rayReach, rayCount, rayThroughStart, rayThrough,
    lionArea, lionLines, lionDogLines, hookLines, hookTurns, emperor, royal, promotesTo, deadDepth,
    zoneDepth: rules.promotion.kind === 'zone' ? rules.promotion.depth : 0,
    forcedAlways: rules.promotion.kind === 'capture' && rules.promotion.forced === 'always',
    converts, hasConversions: rules.conversions.length > 0, exempt,
    emperorRule: rule !== null, safeSquaresOnly: rule?.safeSquaresOnly ?? false,
    protectedWhenBoth: rule?.protectedSquaresWhenBoth ?? false, protectedBar,
    area2: bySide(area2), king: bySide(king), flights: bySide([...pad].reverse()),
  };
}
