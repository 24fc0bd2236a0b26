// The static evaluation: material from mobility, promotion where it is likely, royal safety; all from the rule data.
import type { Position } from '../position';
import { isDead } from '../promotion';
import type { Rules } from '../rules';
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

/** What the evaluation knows about one rule set, computed once. */
export interface Evaluator {
  rules: Rules;
  /** Material value of each piece form, by id (its current form: a promoted piece is valued as what it became). */
  values: ReadonlyMap<string, number>;
  /** Each unpromoted form's gain on promotion (promoted value − own value; negative when promotion weakens it). */
  gains: ReadonlyMap<string, number>;
  /** The score of `pos` for the side to move. */
  evaluate(pos: Position): number;
}

const cache = new WeakMap<Rules, Evaluator>();

/** The evaluator of a rule set (kept, since every position of a search shares its rules). */
export function evaluator(rules: Rules): Evaluator {
  let e = cache.get(rules);
  if (!e) cache.set(rules, (e = makeEvaluator(rules)));
  return e;
}

function makeEvaluator(rules: Rules): Evaluator {
  const values = pieceValues(rules);
  const gains = new Map<string, number>();
  for (const [from, to] of rules.promotions) gains.set(from, (values.get(to) ?? 0) - (values.get(from) ?? 0));
  const rule = rules.promotion;

  /** The share of the promotion gain counted for a piece on `rank` (0 = top) owned by `black`. */
  const likelihood = (rank: number, size: number, black: boolean): number => {
    if (rule.kind === 'capture') return CAPTURE_LIKELIHOOD;
    const advanced = black ? size - 1 - rank : rank;
    const toZone = size - rule.depth;
    if (advanced >= toZone) return 0;
    const progress = advanced / toZone;
    return ZONE_LIKELIHOOD * progress * progress;
  };

  function evaluate(pos: Position): number {
    const { board, size } = pos;
    let score = 0;
    const royalSquares: number[] = [];
    const royalCount: [number, number] = [0, 0];
    for (let sq = 0; sq < board.length; sq++) {
      const p = board[sq];
      if (!p) continue;
      const black = p.side === 'black';
      if (rules.royals.has(p.id)) {
        royalSquares.push(sq);
        royalCount[black ? 0 : 1] += 1;
      }
      if (isDead(rules, p, sq, size)) continue;
      let v = values.get(p.id) ?? 0;
      if (!p.promoted) {
        const gain = gains.get(p.id);
        if (gain) v += gain * likelihood(Math.floor(sq / size), size, black);
      }
      score += black ? v : -v;
    }
    for (const sq of royalSquares) {
      const owner = board[sq]!.side;
      const r = Math.floor(sq / size);
      const c = sq % size;
      let crowd = 0;
      for (let dr = -NEAR; dr <= NEAR; dr++) {
        const rr = r + dr;
        if (rr < 0 || rr >= size) continue;
        for (let dc = -NEAR; dc <= NEAR; dc++) {
          const cc = c + dc;
          if (cc < 0 || cc >= size) continue;
          const q = board[rr * size + cc];
          if (q && q.side !== owner) crowd += NEAR + 1 - Math.max(Math.abs(dr), Math.abs(dc));
        }
      }
      const last = royalCount[owner === 'black' ? 0 : 1] === 1 ? LAST_ROYAL : 1;
      const penalty = crowd * CROWD * last;
      score += owner === 'black' ? -penalty : penalty;
    }
    return Math.round(pos.turn === 'black' ? score : -score);
  }

  return { rules, values, gains, evaluate };
}
