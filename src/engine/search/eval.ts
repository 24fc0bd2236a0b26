// The static evaluation: material from mobility, advancement and promotion where they are likely, royal shelter and
// attackers, and closing in on the enemy royals when ahead or late in the game; all from the rule data, read off the
// fast core's piece lists. The search keeps the material and closeness sums up to date move by move and asks only for
// the rest.
import { type Core, isPromoted, kindOf, sideOf } from '../core';
import { startPosition } from '../model/position';
import { isDead } from '../moves/promotion';
import type { Rules } from '../model/rules';
import { colOf, rankOf } from '../model/square';
import { pieceData, UNIT } from './values';

/** Dai-type zone: the share of the promotion gain counted for a piece about to enter the zone (less further back). */
export const ZONE_LIKELIHOOD = 0.5;
/** Promotion by capture (Maka, Tai): the share of the gain counted for any piece that can still promote. */
export const CAPTURE_LIKELIHOOD = 0.1;
/** Advancement: a piece on the enemy's back rank gains this share of its value, times its step share (linear on the way). */
export const ADVANCE = 0.1;
/** Royal safety: the penalty for each enemy piece within NEAR king steps of a royal, per step closer than NEAR + 1. */
export const NEAR = 2;
export const CROWD = 0.3 * UNIT;
/** Shelter: the bonus for each own piece on a square next to a royal, up to SHELTER_MAX of them. */
export const SHELTER = 0.1 * UNIT;
export const SHELTER_MAX = 4;
/** The royal penalty and bonus are multiplied by this for a side's last royal: its capture is the game. */
export const LAST_ROYAL = 4;
/** A side is clearly ahead when its material is at least AHEAD times the other's. */
export const AHEAD = 1.5;
/**
 * Against a last royal, the side ahead earns this share of a piece's value per king step it stands closer to that
 * royal: in full when clearly ahead (AHEAD), in proportion to its lead below that (nothing when level).
 */
export const CHASE = 0.005;
/**
 * Late in the game (less than LATE_FROM of the setup's material left on the board, reaching full weight when it is
 * halved again), every piece earns up to LATE_CHASE of its value per king step closer to the nearest enemy royal,
 * level or not, so that a long game does not drift.
 */
export const LATE_FROM = 0.5;
export const LATE_CHASE = 0.01;
/**
 * A game is also late by its length, for the side ahead only: from LONG_FROM plies played the same pull grows, reaching
 * full weight at twice as many and scaled by the lead as CHASE is, so that a big board where few pieces have fallen
 * (Tai's 354) is still driven towards a finish. Given to both sides when level, it marched the army into an intact camp
 * and lost it (Tai, against the search before it: 800 Pawns down by ply 600).
 */
export const LONG_FROM = 200;

/**
 * Trading when ahead: the material lead counts TRADE more for each share of the setup's material gone from the board,
 * so the side ahead gains by even exchanges (fewer defenders in front of the last royal) and the side behind avoids them.
 */
export const TRADE = 0.5;

/** How long a game of `played` plies is for the evaluation: 0 before LONG_FROM, 1 from twice that. */
export const longGame = (played: number): number => Math.min(1, Math.max(0, (played - LONG_FROM) / LONG_FROM));

/**
 * Threats the search cannot see at its horizon. Igui: a piece of the side to move standing next to an enemy Lion (or
 * first on one of a Lion or Lion Dog line) can be taken without the Lion moving, so no defender can take back. The
 * enemy Emperor, while the side to move has none: it may fly to any piece of the side to move that no other piece
 * protects and take it for nothing (Core.emperorPrey). With the move, the side can save one threatened piece (move it,
 * protect it, or take the attacker, which the search tries anyway): it counts THREAT_FIRST of the dearest one's value
 * and THREAT_NEXT of the next one's as already lost.
 */
export const THREAT_FIRST = 0.25;
export const THREAT_NEXT = 0.75;

/** A royal's worth in a static exchange: more than any army, so no exchange line gives one up. */
const ROYAL_EXCHANGE = 1e7;

/** What the evaluation knows about one rule set on one board size, computed once. */
export interface Evaluator {
  rules: Rules;
  /** Material value of each piece form, by id (its current form: a promoted piece is valued as what it became). */
  values: ReadonlyMap<string, number>;
  /** Material value by the core's piece code (kind, promoted, side), for move ordering. */
  codeValues: Float64Array;
  /** 1 for the piece codes of royals. */
  royalCodes: Uint8Array;
  /** codeValues for static exchanges, where a royal is worth ROYAL_EXCHANGE (more than any army). */
  exchangeValues: Float64Array;
  /** A piece's worth for its owner by code and rank (code × size + rank): value, promotion prospects, advancement. */
  pieceSquare: Float64Array;
  /** The score of the core's position for the side to move. */
  evaluate(core: Core): number;
  /** Writes Black's and White's piece-square sums into `out` (what the search then updates move by move). */
  material(core: Core, out: Float64Array): void;
  /**
   * The score for the side to move given the two sums (Black's, White's) that material() gives, `long` (0 to 1) how long
   * the game is by its plies (longGame) and, when the caller keeps them up to date, the two closeness() sums.
   */
  positional(core: Core, black: number, white: number, long?: number, closeBlack?: number, closeWhite?: number): number;
  /**
   * `side`'s closeness to the enemy royals: over its non-royal pieces, each one's value times (size − 1 − its king steps
   * to the nearest enemy royal); 0 when the enemy has none. An integer, so a sum kept move by move stays exact.
   */
  closeness(core: Core, side: 0 | 1): number;
  /** One piece's term in closeness(): piece code `code` on readable square `sq`, the enemy royals on the first `n` of `royals`. */
  nearness(code: number, sq: number, royals: Int32Array, n: number): number;
}

/** Both sides, in one array made once (a literal in a loop header would be a new array per call). */
const SIDES = [0, 1] as const;

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
  const { values, shares } = pieceData(rules);
  const rule = rules.promotion;
  // Where promotion waits at the zone, the gain counted is at most the piece's own value, the stake it risks on the
  // way: uncapped, a Kylin (which becomes a Lion, 32 Pawns more) gained 16 Pawns by walking to the zone's edge, and
  // marched into HaChu's camp to be lost there.
  const gains = new Map<string, number>();
  for (const [from, to] of rules.promotions) {
    const own = values.get(from) ?? 0;
    const gain = (values.get(to) ?? 0) - own;
    gains.set(from, rule.kind === 'zone' ? Math.min(gain, own) : gain);
  }

  /** The share of the promotion gain counted for a piece on `rank` (0 = top) owned by `black`. */
  const likelihood = (rank: number, black: boolean): number => {
    if (rule.kind === 'capture') return CAPTURE_LIKELIHOOD;
    const advanced = black ? size - 1 - rank : rank;
    const toZone = size - rule.depth;
    if (advanced >= toZone) return 0;
    const progress = advanced / toZone;
    return ZONE_LIKELIHOOD * progress * progress;
  };

  // Per piece code (decoded with the core's kindOf, sideOf, isPromoted) and rank: its worth for its owner (0 when
  // dead), so one table read per piece.
  const codes = (ids.length + 1) * 4;
  const codeValues = new Float64Array(codes);
  const royalCodes = new Uint8Array(codes);
  const pieceSquare = new Float64Array(codes * size);
  const exchangeValues = new Float64Array(codes);
  for (let code = 4; code < codes; code++) {
    const id = ids[kindOf(code)]!;
    const side = sideOf(code);
    const promoted = isPromoted(code);
    const v = values.get(id) ?? 0;
    codeValues[code] = v;
    royalCodes[code] = rules.royals.has(id) ? 1 : 0;
    exchangeValues[code] = royalCodes[code] ? ROYAL_EXCHANGE : v;
    // Royals stay home: their advance is no gain.
    const advance = royalCodes[code] ? 0 : ADVANCE * v * (shares.get(id) ?? 0);
    const piece = { id, side: side ? 'white' : 'black', promoted } as const;
    const gain = promoted ? 0 : (gains.get(id) ?? 0);
    for (let rank = 0; rank < size; rank++) {
      const advanced = (side === 0 ? size - 1 - rank : rank) / (size - 1);
      if (!isDead(rules, piece, rank * size, size)) pieceSquare[code * size + rank] = v + gain * likelihood(rank, side === 0) + advance * advanced;
    }
  }
  // The setup's material, the measure of how late a game is (a study on another board size is never late).
  const setup = rules.game.size === size ? startPosition(rules) : null;
  // A spare royal (one that is not its side's last) is worth, to the side ahead, the setup's strongest other piece more
  // than its reach says (see positional).
  let setupTotal = 0;
  let spare = 0;
  if (setup) {
    for (const p of setup.board) {
      if (!p) continue;
      setupTotal += values.get(p.id) ?? 0;
      if (!rules.royals.has(p.id)) spare = Math.max(spare, values.get(p.id) ?? 0);
    }
  }

  const squares = new Int32Array(size * size);
  const royalSquares = [new Int32Array(8), new Int32Array(8)] as const;
  const royalCount = [0, 0];
  const sums = new Float64Array(2);
  const targets = new Int32Array(256);

  function material(core: Core, out: Float64Array): void {
    for (const side of SIDES) {
      const n = core.squaresOf(side, squares);
      let sum = 0;
      for (let i = 0; i < n; i++) {
        const sq = squares[i]!;
        sum += pieceSquare[core.pieceAt(sq) * size + Math.floor(sq / size)]!;
      }
      out[side] = sum;
    }
  }

  // Each readable square's rank and file, read by nearness for every piece (no division there).
  const ranks = Int32Array.from({ length: size * size }, (_, sq) => rankOf(sq, size));
  const files = Int32Array.from({ length: size * size }, (_, sq) => colOf(sq, size));

  /** The royal term of `owner`'s royals (crowding enemies cost, neighbouring friends shelter), for `owner`. */
  function royalSafety(core: Core, owner: number): number {
    const n = royalCount[owner]!;
    let total = 0;
    for (let k = 0; k < n; k++) {
      const sq = royalSquares[owner as 0 | 1][k]!;
      const r = Math.floor(sq / size);
      const c = sq % size;
      let crowd = 0;
      let shelter = 0;
      for (let dr = -NEAR; dr <= NEAR; dr++) {
        const rr = r + dr;
        if (rr < 0 || rr >= size) continue;
        for (let dc = -NEAR; dc <= NEAR; dc++) {
          const cc = c + dc;
          if (cc < 0 || cc >= size) continue;
          const q = core.pieceAt(rr * size + cc);
          if (q <= 0) continue;
          const d = Math.max(Math.abs(dr), Math.abs(dc));
          if ((q & 1) !== owner) crowd += NEAR + 1 - d;
          else if (d === 1) shelter++;
        }
      }
      total += (Math.min(shelter, SHELTER_MAX) * SHELTER - crowd * CROWD) * (n === 1 ? LAST_ROYAL : 1);
    }
    return total;
  }

  function nearness(code: number, sq: number, royals: Int32Array, n: number): number {
    if (royalCodes[code] || n === 0) return 0;
    let d = size;
    for (let k = 0; k < n; k++) {
      const t = royals[k]!;
      const e = Math.max(Math.abs(ranks[sq]! - ranks[t]!), Math.abs(files[sq]! - files[t]!));
      if (e < d) d = e;
    }
    return (size - 1 - d) * codeValues[code]!;
  }

  /** closeness() of `side` given the enemy royals, on the first `targets` of `royals`. */
  function closenessTo(core: Core, side: 0 | 1, royals: Int32Array, targets: number): number {
    if (targets === 0) return 0;
    const n = core.squaresOf(side, squares);
    let close = 0;
    for (let i = 0; i < n; i++) close += nearness(core.pieceAt(squares[i]!), squares[i]!, royals, targets);
    return close;
  }

  const enemyRoyals = new Int32Array(8);
  const closeness = (core: Core, side: 0 | 1): number => closenessTo(core, side, enemyRoyals, core.royalSquares((side ^ 1) as 0 | 1, enemyRoyals));

  /**
   * `side`'s reward for its pieces' closeness to the nearest enemy royal, `weight` of their value per king step; `kept`
   * is closeness() when the caller knows it, else NaN (then counted here, from the royals positional() has found).
   */
  function closeIn(core: Core, side: 0 | 1, weight: number, kept: number): number {
    if (weight === 0) return 0;
    const enemy = (side ^ 1) as 0 | 1;
    return (Number.isNaN(kept) ? closenessTo(core, side, royalSquares[enemy], royalCount[enemy]!) : kept) * weight;
  }

  /**
   * The side to move's loss in prospect from threats against its non-royal pieces that one move cannot all meet (see
   * THREAT_FIRST): igui, and the enemy Emperor's against every piece it could take and keep (Core.emperorPrey).
   */
  function threats(core: Core): number {
    const foe = (core.side ^ 1) as 0 | 1;
    const n = core.emperorPrey(foe, targets, core.iguiTargets(foe, targets));
    let first = 0;
    let next = 0;
    let firstSquare = -1;
    for (let i = 0; i < n; i++) {
      const sq = targets[i]!;
      const code = core.pieceAt(sq);
      if (royalCodes[code] || sq === firstSquare) continue;
      const v = codeValues[code]!;
      if (v > first) {
        next = first;
        first = v;
        firstSquare = sq;
      } else if (v > next) next = v;
    }
    return THREAT_FIRST * first + THREAT_NEXT * next;
  }

  /** How far ahead `mine` is of `theirs`: 0 when level or behind, rising to 1 at AHEAD times as much. */
  const ahead = (mine: number, theirs: number) => Math.min(1, Math.max(0, (mine / Math.max(theirs, 1) - 1) / (AHEAD - 1)));

  function positional(core: Core, black: number, white: number, long = 0, closeBlack = NaN, closeWhite = NaN): number {
    royalCount[0] = core.royalSquares(0, royalSquares[0]);
    royalCount[1] = core.royalSquares(1, royalSquares[1]);
    let score = black - white + royalSafety(core, 0) - royalSafety(core, 1);
    // How late the game is by material: 0 while LATE_FROM of the setup's material is left, 1 once half of that is gone too.
    const left = setupTotal > 0 ? (black + white) / setupTotal : 1;
    const late = Math.min(1, Math.max(0, (LATE_FROM - left) / (LATE_FROM / 2)));
    score += (black - white) * TRADE * Math.max(0, 1 - left);
    // Converting a won game: the side far ahead brings its pieces, the strongest most, towards the enemy's last royal;
    // late in the game both sides do, and a long game is late for the side ahead.
    const aheadBlack = ahead(black, white);
    const aheadWhite = ahead(white, black);
    const chaseBlack = (royalCount[1] === 1 ? CHASE * aheadBlack : 0) + LATE_CHASE * Math.max(late, long * aheadBlack);
    const chaseWhite = (royalCount[0] === 1 ? CHASE * aheadWhite : 0) + LATE_CHASE * Math.max(late, long * aheadWhite);
    score += closeIn(core, 0, chaseBlack, closeBlack) - closeIn(core, 1, chaseWhite, closeWhite);
    // While the other side has a royal to spare (a Crown Prince beside the King, Tai's Emperor and Crown Prince), the
    // side ahead, scaled as CHASE is, counts each royal beyond the last as worth the setup's strongest other piece more
    // than its reach: so it gives any piece for a guarded spare royal, and the side behind guards one as dearly.
    score -= spare * (aheadBlack * Math.max(0, royalCount[1]! - 1) - aheadWhite * Math.max(0, royalCount[0]! - 1));
    return Math.round((core.side === 0 ? score : -score) - threats(core));
  }

  function evaluate(core: Core): number {
    material(core, sums);
    return positional(core, sums[0]!, sums[1]!);
  }

  return { rules, values, codeValues, royalCodes, exchangeValues, pieceSquare, evaluate, material, positional, closeness, nearness };
}
