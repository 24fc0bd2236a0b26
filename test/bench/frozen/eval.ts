// The static evaluation: material from mobility, promotion where it is likely, royal safety, and closing in on the last
// royal when clearly ahead; all from the rule data, read off the fast core's board.
import { type Core, isPromoted, kindOf, sideOf } from '../../../src/engine/core';
import { isDead } from '../../../src/engine/moves/promotion';
import type { Rules } from '../../../src/engine/model/rules';
import { pieceValues, UNIT } from './values';

/** Dai-type zone: the share of the promotion gain counted for a piece about to enter the zone (less further back). */
export const ZONE_LIKELIHOOD = 0.5;
/** Promotion by capture (Maka, Tai): the share of the gain counted for any piece that can still promote. */
export const CAPTURE_LIKELIHOOD = 0.1;
/** Royal safety: the penalty for each enemy piece within NEAR king steps of a royal, per step closer than NEAR + 1. */
export const NEAR = 2;
export const CROWD = 0.3 * UNIT;
/** The penalty is multiplied by this for a side's last royal: its capture is the game. */
export const LAST_ROYAL = 4;
/** A side is clearly ahead when its material is at least AHEAD times the other's. */
export const AHEAD = 1.5;
/** When clearly ahead against a last royal: the reward per king step closer to it, as a share of the piece's value. */
export const CHASE = 0.005;

/** What the evaluation knows about one rule set on one board size, computed once. */
export interface Evaluator {
  rules: Rules;
  /** Material value of each piece form, by id (its current form: a promoted piece is valued as what it became). */
  values: ReadonlyMap<string, number>;
  /** Material value by the core's piece code (kind, promoted, side), for move ordering. */
  codeValues: Float64Array;
  /** 1 for the piece codes of royals. */
  royalCodes: Uint8Array;
  /** The score of the core's position for the side to move. */
  evaluate(core: Core): number;
}

const cache = new WeakMap<Rules, Map<number, Evaluator>>();

/** The evaluator of the core's rule set and board size (kept, since every position of a search shares them). */
export function evaluator(core: Core): Evaluator {
  let bySize = cache.get(core.rules);
  if (!bySize) cache.set(core.rules, (bySize = new Map()));
  let e = bySize.get(core.size);
  if (!e) bySize.set(core.size, (e = makeEvaluator(core.rules, core.size, core.kindIds)));
  return e;
}

function makeEvaluator(rules: Rules, size: number, ids: readonly string[]): Evaluator {
  const values = pieceValues(rules);
  const gains = new Map<string, number>();
  for (const [from, to] of rules.promotions) gains.set(from, (values.get(to) ?? 0) - (values.get(from) ?? 0));
  const rule = rules.promotion;

  /** The share of the promotion gain counted for a piece on `rank` (0 = top) owned by `black`. */
  const likelihood = (rank: number, black: boolean): number => {
    if (rule.kind === 'capture') return CAPTURE_LIKELIHOOD;
    const advanced = black ? size - 1 - rank : rank;
    const toZone = size - rule.depth;
    if (advanced >= toZone) return 0;
    const progress = advanced / toZone;
    return ZONE_LIKELIHOOD * progress * progress;
  };

  // Per piece code (decoded with the core's kindOf, sideOf, isPromoted) and rank: its material for its owner (0 when
  // dead), so one table read per piece.
  const codes = (ids.length + 1) * 4;
  const codeValues = new Float64Array(codes);
  const royalCodes = new Uint8Array(codes);
  const material = new Float64Array(codes * size);
  for (let code = 4; code < codes; code++) {
    const id = ids[kindOf(code)]!;
    const side = sideOf(code);
    const promoted = isPromoted(code);
    const v = values.get(id) ?? 0;
    codeValues[code] = v;
    royalCodes[code] = rules.royals.has(id) ? 1 : 0;
    const piece = { id, side: side ? 'white' : 'black', promoted } as const;
    const gain = promoted ? 0 : (gains.get(id) ?? 0);
    for (let rank = 0; rank < size; rank++) {
      if (!isDead(rules, piece, rank * size, size)) material[code * size + rank] = v + gain * likelihood(rank, side === 0);
    }
  }

  const n = size * size;
  const squares = new Int32Array(n);
  const pieces = new Int32Array(n);

  /** For the side with `sum` material against `enemySum` and the enemy's royals: its reward for closing in. */
  function chase(side: number, sum: number, enemySum: number, enemyRoyals: number, target: number, count: number): number {
    if (enemyRoyals !== 1 || sum < AHEAD * enemySum) return 0;
    const tr = Math.floor(target / size);
    const tc = target % size;
    let close = 0;
    for (let i = 0; i < count; i++) {
      const code = pieces[i]!;
      if ((code & 1) !== side || royalCodes[code]) continue;
      const sq = squares[i]!;
      close += (size - 1 - Math.max(Math.abs(Math.floor(sq / size) - tr), Math.abs((sq % size) - tc))) * codeValues[code]!;
    }
    return close * CHASE;
  }

  function evaluate(core: Core): number {
    // Scalars rather than per-side arrays: this runs at every leaf, and allocations there cost garbage collection.
    let black = 0;
    let white = 0;
    let blackRoyals = 0;
    let whiteRoyals = 0;
    let blackRoyal = -1;
    let whiteRoyal = -1;
    let count = 0;
    for (let sq = 0; sq < n; sq++) {
      const code = core.pieceAt(sq);
      if (code <= 0) continue;
      const v = material[code * size + Math.floor(sq / size)]!;
      if (code & 1) white += v;
      else black += v;
      if (royalCodes[code]) {
        if (code & 1) whiteRoyals++, (whiteRoyal = sq);
        else blackRoyals++, (blackRoyal = sq);
      }
      squares[count] = sq;
      pieces[count++] = code;
    }
    let score = black - white;
    for (let i = 0; i < count; i++) {
      const code = pieces[i]!;
      if (!royalCodes[code]) continue;
      const owner = code & 1;
      const sq = squares[i]!;
      const r = Math.floor(sq / size);
      const c = sq % size;
      let crowd = 0;
      for (let dr = -NEAR; dr <= NEAR; dr++) {
        const rr = r + dr;
        if (rr < 0 || rr >= size) continue;
        for (let dc = -NEAR; dc <= NEAR; dc++) {
          const cc = c + dc;
          if (cc < 0 || cc >= size) continue;
          const q = core.pieceAt(rr * size + cc);
          if (q > 0 && (q & 1) !== owner) crowd += NEAR + 1 - Math.max(Math.abs(dr), Math.abs(dc));
        }
      }
      const penalty = crowd * CROWD * ((owner ? whiteRoyals : blackRoyals) === 1 ? LAST_ROYAL : 1);
      score += owner === 0 ? -penalty : penalty;
    }
    // Converting a won game: the side far ahead brings its pieces, the strongest most, towards the enemy's last royal.
    score += chase(0, black, white, whiteRoyals, whiteRoyal, count);
    score -= chase(1, white, black, blackRoyals, blackRoyal, count);
    return Math.round(core.side === 0 ? score : -score);
  }

  return { rules, values, codeValues, royalCodes, evaluate };
}
