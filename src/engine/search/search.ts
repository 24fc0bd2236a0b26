// The search: iterative deepening principal variation search with aspiration windows, null-move pruning, reverse
// futility and futility pruning near the leaves, late-move reductions and pruning (never of a move that makes a
// threat), an extension for a move that attacks the enemy's last royal, and quiescence on captures (from the core's
// captures-only generator, losing captures pruned by static exchange evaluation, hopeless ones by delta pruning); move
// ordering by hash move (tried before the other moves are generated), captures by victim value, killers, losing
// captures, history; a transposition table, which the caller may keep from one move of a game to the next; repeated
// positions are draws scored with a small contempt (or, under HaChu's rule for a match against it, moves that repeat
// one are left out); a time limit checked between nodes; where the Emperor may fly anywhere (Tai), its flights to
// squares where it is taken at once are left out (Core.prudent).
import { Core, type MoveBuffer, type MoveCode } from '../core';
import * as codes from '../core/move-code';
import type { Move } from '../model/move';
import type { Position } from '../model/position';
import { evaluator, longGame, type Evaluator } from './eval';
import { EXACT, LOWER, TranspositionTable, UPPER } from './tt';

// Imported helpers are bound once, as in the core: module loaders such as tsx (the CLI and bench) turn every read of an
// imported name into a getter call.
const { moveChoice, moveFrom, moveTo, moveVia1, NONE, PROMOTE } = codes;

/** The score of having captured the enemy's last royal, less one per ply it takes. */
export const WIN = 1_000_000;
const INF = WIN + 1;
const MAX_PLY = 64;
/** The deepest iteration a search runs (callers asking for more are refused by the CLI, clamped here). */
export const MAX_DEPTH = MAX_PLY;
/** The time budget, in clock units (ms), of a search given none: every search ends, whatever depth it is asked for. */
export const DEFAULT_MS = 10_000;
/** Quiescence plies beyond the nominal depth: enough for long exchanges, bounded for crowded Lion fights. */
const MAX_QUIESCENCE = 10;
/** The clock is read once per this many nodes. */
const CHECK_EVERY = 16;
/** Move buffer entries shared by every ply of the tree (Tai's busiest positions have a few hundred moves each). */
const BUFFER = 1 << 17;
/** Scores within this distance of ±WIN are game ends found by the search. */
const MATE = WIN - 1000;
/**
 * A repetition is a draw worth this much less than 0 to the side to move at the root (and more to its opponent): half
 * a Pawn, so that a side level or ahead does not choose to shuffle, while one far behind still welcomes it.
 */
export const CONTEMPT = 50;
/**
 * In play (contempt above 0), the most times one position may occur in a game: a root move that would bring one about
 * a fourth time is left out while another move remains. The rules know no repetition draw, so a fourth return only
 * spends time, and a side that sees nothing better than repeating plays its next best line instead of shuffling to the
 * ply cap (a Maka Dai Dai self-play game repeated one position 91 times).
 */
export const REPEAT_MAX = 3;
/** Null move: the reduction (plus one above depth 6), and the fewest non-royal pieces the side to move must have. */
export const NULL_R = 2;
export const NULL_MIN_PIECES = 4;
/** Late-move reductions: quiet moves from this index on, at this remaining depth or more, are searched a ply shallower. */
export const LMR_FROM = 3;
export const LMR_DEPTH = 3;
/** Aspiration: the first window of an iteration spans the previous score ± this. */
export const WINDOW = 60;
/**
 * Late-move pruning: in a node that is not on the principal line, with 1 or 2 plies to go, quiet moves after the first
 * LMP_MOVES × depth² (killers, promotions and threats apart) are not searched at all: in Tai most of the 300 moves of a
 * position are Emperor flights and quiet steps that the history ranks last for good reason.
 */
export const LMP_MOVES = 6;
/**
 * Reverse futility: in a node off the principal line with at most RFP_DEPTH plies to go, where the side to move's last
 * royal is out of every ray's reach and the move just made threatens nothing (see threatens(): a double attack is what
 * the static score misses), a static score at least RFP_MARGIN per ply above beta is taken as the node's score without a
 * search (the opponent would need to win that much back in so few moves).
 */
export const RFP_DEPTH = 3;
export const RFP_MARGIN = 150;
/**
 * Futility: with one or two plies to go off the principal line, when the static score is FUTILITY_MARGIN per ply below
 * alpha, quiet moves (killers, promotions, threats and attacks on the enemy's last royal apart) are not searched.
 */
export const FUTILITY_MARGIN = 200;

/** In the tree, the first this many moves of a node are picked best first one at a time, the rest sorted at once. */
const SORT_AFTER = 4;
/** The most moves sortRest sorts (its scratch size); a longer tail is picked one at a time. */
const SORT_MAX = 4096;

/** Quiescence skips a capture whose piece is worth more than this share of what it takes, on a defended square. */
export const BAD_CAPTURE = 1.2;

/** Quiescence skips a capture that does not promote when even winning its victims plus this leaves it below alpha. */
export const DELTA = 200;

/** Switches for measuring each part against the rest (bench scripts only; the site and tests use them all). */
export const FEATURES = { nullMove: true, lmr: true, aspiration: true, royalExtension: true, badCaptures: true, contempt: true, historyMalus: true, threats: true, delta: true, lateMovePruning: true, prudentEmperor: true, see: true, seeOrder: true, keepTable: true, reverseFutility: true, futility: true };

export interface SearchInfo {
  depth: number;
  /** For the side to move: material units (a Pawn ≈ 100), or ±(WIN − plies) when the game's end is in sight. */
  score: number;
  nodes: number;
  /** The best line found: the move to play first. */
  pv: Move[];
  /** Clock units (ms with the default clock) since the search started. */
  elapsed: number;
}

export interface SearchOptions {
  /** Time budget in clock units; the search returns within it (plus at most CHECK_EVERY nodes). Default DEFAULT_MS. */
  ms?: number;
  /** Deepest iteration (default and most: MAX_DEPTH). */
  depth?: number;
  /** Node budget, for tests and reproducible runs. */
  nodes?: number;
  /** The clock read against `ms` (default performance.now): a test can inject one. */
  clock?: () => number;
  /** Called after each completed iteration. */
  onInfo?: (info: SearchInfo) => void;
  /** log2 of the transposition table's entries (default 18), when no `table` is given. */
  tableBits?: number;
  /**
   * A transposition table kept by the caller for the searches of one game (gameTable()): what the last search found
   * about the positions it looked at is known at once to the next, as a program keeps its table between moves. The
   * position must be of the game the table was made for.
   */
  table?: TranspositionTable;
  /** Root moves not to consider (e.g. ones another program refuses); when every move is excluded there is none. */
  exclude?: (move: Move) => boolean;
  /** The game's earlier positions, oldest first (not the one searched): reaching one again scores as a draw. */
  history?: readonly Position[];
  /** How much worse than 0 a repetition is for the root's side (default CONTEMPT); 0 for a neutral score (analysis). */
  contempt?: number;
  /** How many plies the game has had before `pos` (default: history's length): a long game presses to a finish. */
  played?: number;
  /**
   * Play under a rule that forbids bringing back an earlier position (HaChu's, in a match against it; the seeds know no
   * repetition rule): a move that repeats a position of the game or of the line searched is left out, for both sides,
   * as if illegal, and a side left with no other move has lost.
   */
  noRepeat?: boolean;
}

export interface SearchResult extends SearchInfo {
  /** The move to play, or null when the side to move has none (or the game is already over). */
  move: Move | null;
}

/** Thrown when the budget runs out, `ply` moves deep: the search takes them back and answers with what it has. */
class Abort extends Error {
  constructor(readonly ply: number) {
    super('search budget spent');
  }
}

class Searcher {
  readonly core: Core;
  readonly ev: Evaluator;
  readonly tt: TranspositionTable;
  /** Every ply's moves, each node's from the end of its parent's; `order` holds their ordering scores. */
  readonly buf: MoveBuffer = new Float64Array(BUFFER);
  readonly order = new Float64Array(BUFFER);
  /** Scratch for sortRest: two pairs of moves and their ordering scores. */
  private readonly movesTmp = new Float64Array(SORT_MAX);
  private readonly orderTmp = new Float64Array(SORT_MAX);
  private readonly movesTmp2 = new Float64Array(SORT_MAX);
  private readonly orderTmp2 = new Float64Array(SORT_MAX);
  readonly killers = new Float64Array(2 * (MAX_PLY + 2));
  readonly history: Int32Array;
  /** Triangular principal variations: row `ply` holds the best line from that ply. */
  readonly pv = new Float64Array((MAX_PLY + 2) * (MAX_PLY + 2));
  readonly pvLength = new Int32Array(MAX_PLY + 2);
  /** Hashes of the game's earlier positions, then of each position on the current line (index `past + ply`). */
  private readonly seenLo: Uint32Array;
  private readonly seenHi: Uint32Array;
  /** Per ply: the first index of seenLo/seenHi that can equal the position (nothing before a capture recurs). */
  private readonly floor: Int32Array;
  /** By ply: the square the move that led there reached (-1 after a null move and at the root). */
  private readonly reached = new Int32Array(MAX_PLY + 2).fill(-1);
  private readonly past: number;
  private readonly captured = new Int32Array(3);
  private readonly targets = new Int32Array(64);
  /** Black's and White's piece-square sums (the evaluation's material) at each ply, updated by make(). */
  private readonly matB = new Float64Array(MAX_PLY + 2);
  private readonly matW = new Float64Array(MAX_PLY + 2);
  /** Black's and White's closeness to the enemy royals (Evaluator.closeness) at each ply, updated by make(). */
  private readonly nearB = new Float64Array(MAX_PLY + 2);
  private readonly nearW = new Float64Array(MAX_PLY + 2);
  /** make()'s scratch: the royals of the side moving and of the other side, and the codes of the pieces captured. */
  private readonly royalsOwn = new Int32Array(8);
  private readonly royalsOther = new Int32Array(8);
  private readonly capturedCodes = new Int32Array(3);
  /** The side to move at the root: repetitions are scored against it (contempt). */
  private readonly rootSide: number;
  readonly contempt: number;
  /** Whether repeating a position is forbidden (SearchOptions.noRepeat). */
  readonly noRepeat: boolean;
  /** How long the game is at the root, 0 to 1 (the evaluation's lateness by plies played). */
  private readonly long: number;
  nodes = 0;
  private readonly clock: () => number;
  private readonly start: number;
  private readonly deadline: number;
  private readonly nodeLimit: number;

  constructor(pos: Position, opts: SearchOptions) {
    this.core = Core.from(pos);
    this.core.prudent = FEATURES.prudentEmperor;
    this.ev = evaluator(this.core);
    this.tt = (FEATURES.keepTable && opts.table) || new TranspositionTable(opts.tableBits ?? 18);
    this.history = new Int32Array(pos.size ** 4);
    const earlier = repeatable(opts.history ?? [], pos);
    this.past = earlier.length;
    this.seenLo = new Uint32Array(this.past + MAX_PLY + 2);
    this.seenHi = new Uint32Array(this.past + MAX_PLY + 2);
    this.floor = new Int32Array(MAX_PLY + 2);
    earlier.forEach((p, i) => {
      const c = Core.from(p);
      this.seenLo[i] = c.hashLo;
      this.seenHi[i] = c.hashHi;
    });
    this.seenLo[this.past] = this.core.hashLo;
    this.seenHi[this.past] = this.core.hashHi;
    this.rootSide = this.core.side;
    this.contempt = FEATURES.contempt ? (opts.contempt ?? CONTEMPT) : 0;
    this.noRepeat = opts.noRepeat ?? false;
    this.long = longGame(opts.played ?? opts.history?.length ?? 0);
    const sums = new Float64Array(2);
    this.ev.material(this.core, sums);
    this.matB[0] = sums[0]!;
    this.matW[0] = sums[1]!;
    this.nearB[0] = this.ev.closeness(this.core, 0);
    this.nearW[0] = this.ev.closeness(this.core, 1);
    this.clock = opts.clock ?? (() => performance.now());
    this.start = this.clock();
    this.deadline = this.start + (opts.ms ?? DEFAULT_MS);
    this.nodeLimit = opts.nodes ?? Infinity;
  }

  elapsed(): number {
    return this.clock() - this.start;
  }

  private tick(ply: number): void {
    this.nodes++;
    if (this.nodes >= this.nodeLimit) throw new Abort(ply);
    if (this.nodes % CHECK_EVERY === 0 && this.clock() >= this.deadline) throw new Abort(ply);
  }

  /** Plays `m` from the node at `ply`, noting the new position for repetition and the new material and closeness sums. */
  make(m: MoveCode, ply: number): void {
    const core = this.core;
    const ev = this.ev;
    const ps = ev.pieceSquare;
    const size = core.size;
    const from = moveFrom(m);
    const code = core.pieceAt(from);
    const side = (code & 1) as 0 | 1;
    let own = -ps[code * size + Math.floor(from / size)]!;
    let theirs = 0;
    const n = core.capturedSquares(m, this.captured);
    // Closeness changes by the mover's and the captured pieces' terms; where a royal moves, appears or falls, the
    // distances to it change too: that side's sum is unknown (NaN) below, and counted by the evaluation when it needs it
    // (an Emperor flies often in the tree, and most positions need no closeness at all).
    let takesRoyal = false;
    for (let k = 0; k < n; k++) {
      const sq = this.captured[k]!;
      const taken = core.pieceAt(sq);
      this.capturedCodes[k] = taken;
      if (ev.royalCodes[taken]) takesRoyal = true;
      theirs -= ps[taken * size + Math.floor(sq / size)]!;
    }
    const other = (side ^ 1) as 0 | 1;
    const otherRoyals = core.royalSquares(other, this.royalsOther);
    const capture = n > 0;
    const ownRoyals = capture ? core.royalSquares(side, this.royalsOwn) : 0;
    let ownNear = -ev.nearness(code, from, this.royalsOther, otherRoyals);
    let theirNear = 0;
    for (let k = 0; k < n; k++) theirNear -= ev.nearness(this.capturedCodes[k]!, this.captured[k]!, this.royalsOwn, ownRoyals);
    core.make(m);
    const to = moveTo(m);
    const now = core.pieceAt(to);
    own += ps[now * size + Math.floor(to / size)]!;
    ownNear += ev.nearness(now, to, this.royalsOther, otherRoyals);
    const black = side === 0;
    this.matB[ply + 1] = this.matB[ply]! + (black ? own : theirs);
    this.matW[ply + 1] = this.matW[ply]! + (black ? theirs : own);
    const ownSum = takesRoyal ? NaN : (black ? this.nearB[ply]! : this.nearW[ply]!) + ownNear;
    const otherSum = takesRoyal || ev.royalCodes[code] || ev.royalCodes[now] ? NaN : (black ? this.nearW[ply]! : this.nearB[ply]!) + theirNear;
    this.nearB[ply + 1] = black ? ownSum : otherSum;
    this.nearW[ply + 1] = black ? otherSum : ownSum;
    const i = this.past + ply + 1;
    this.seenLo[i] = this.core.hashLo;
    this.seenHi[i] = this.core.hashHi;
    this.floor[ply + 1] = capture ? i : this.floor[ply]!;
    this.reached[ply + 1] = to;
  }

  /**
   * How many times (counting no further than `limit`) the position at `ply` occurred before, on this line or in the
   * game, with the same side to move.
   */
  timesSeen(ply: number, limit: number): number {
    const i = this.past + ply;
    const lo = this.seenLo[i];
    const hi = this.seenHi[i];
    let n = 0;
    for (let j = i - 2; j >= this.floor[ply]! && n < limit; j -= 2) if (this.seenLo[j] === lo && this.seenHi[j] === hi) n++;
    return n;
  }

  /** The static evaluation at `ply`, for the side to move. */
  private evaluate(ply: number): number {
    return this.ev.positional(this.core, this.matB[ply]!, this.matW[ply]!, this.long, this.nearB[ply]!, this.nearW[ply]!);
  }

  /** A repetition's score for the side to move: below 0 for the root's side, above 0 for its opponent. */
  draw(): number {
    return this.core.side === this.rootSide ? -this.contempt : this.contempt;
  }

  /** Are null moves and reductions sound enough here: the side to move has NULL_MIN_PIECES pieces besides royals? */
  private rich(): boolean {
    const side = this.core.side;
    return this.core.pieceCount(side) - this.core.royalCount(side) >= NULL_MIN_PIECES;
  }

  /**
   * Is capture `m` one quiescence skips? Either the capturer is worth more than BAD_CAPTURE times what it takes and an
   * enemy ray (step, slide or leap) reaches its destination (the first recapture alone: cheap, and it cuts the widest
   * trees), or the whole exchange on that square (Core.exchange: the cheapest ray attacker of each side in turn)
   * loses material. Lion-type recaptures are not looked for. A capturer worth no more than its victims (`gain`,
   * victims(m)) cannot lose.
   */
  private losing(m: MoveCode, gain: number): boolean {
    const core = this.core;
    const mover = this.ev.codeValues[core.pieceAt(moveFrom(m))]!;
    if (gain >= WIN) return false;
    if (mover > gain * BAD_CAPTURE && core.rayAttackedSquare(moveTo(m), (core.side ^ 1) as 0 | 1)) return true;
    if (!FEATURES.see || mover <= gain) return false;
    return core.exchange(m, this.ev.exchangeValues, gain) < 0;
  }

  /**
   * Does the piece just moved to `to` threaten something: an enemy piece worth more than it or defended by no ray, any
   * enemy piece when it is a Lion-type (special) mover, or a royal? Such a quiet move is not reduced: double attacks and
   * Lion raids are what a shallow look misses.
   */
  private threatens(to: number): boolean {
    const core = this.core;
    const n = core.targetsOf(to, this.targets);
    if (n === 0) return false;
    const code = core.pieceAt(to);
    if (core.hasSpecialMoves(code)) return true;
    const mover = this.ev.codeValues[code]!;
    for (let i = 0; i < n; i++) {
      const sq = this.targets[i]!;
      const target = core.pieceAt(sq);
      if (this.ev.royalCodes[target] || this.ev.codeValues[target]! > mover || !core.rayAttackedSquare(sq, core.side)) return true;
    }
    return false;
  }

  /** What a move captures, in material: royals first of all, as taking the last one ends the game. */
  victims(m: MoveCode): number {
    const n = this.core.capturedSquares(m, this.captured);
    let v = 0;
    for (let i = 0; i < n; i++) {
      const code = this.core.pieceAt(this.captured[i]!);
      v += this.ev.royalCodes[code] ? WIN : this.ev.codeValues[code]!;
    }
    return v;
  }

  /**
   * Ordering scores of buf[start … end): captures by victim value (cheaper capturer first), killers, captures that lose
   * in the exchange (when `exchanges`), then quiet moves by history. The hash move goes first apart (toFront).
   */
  score(start: number, end: number, ply: number, exchanges = false): void {
    const n2 = this.core.size * this.core.size;
    for (let i = start; i < end; i++) {
      const m = this.buf[i]!;
      let s: number;
      // A move with no stop on the way to an empty square captures nothing (the common case, without victims()).
      const v = moveVia1(m) < 0 && this.core.pieceAt(moveTo(m)) === 0 ? 0 : this.victims(m);
      if (v > 0) {
        const mover = this.ev.codeValues[this.core.pieceAt(moveFrom(m))]!;
        // In the tree, a capture that loses material in the exchange (Core.exchange) comes after the killers; in
        // quiescence, which skips the losing ones, the order is by victim alone.
        const bad = exchanges && FEATURES.seeOrder && mover > v && v < WIN && this.core.exchange(m, this.ev.exchangeValues, v) < 0;
        s = (bad ? 5e11 : 2e12) + v * 1000 - mover / 100;
      } else if (m === this.killers[2 * ply] || m === this.killers[2 * ply + 1]) s = 1e12;
      else s = this.history[moveFrom(m) * n2 + moveTo(m)]! + (moveChoice(m) === PROMOTE ? 1e6 : 0);
      this.order[i] = s;
    }
  }

  /**
   * The side to move's moves from `start` (returns the end): without the Emperor's hopeless flights (Core.prudent), or
   * every legal move when those were all it had.
   */
  generate(start: number): number {
    const end = this.core.generate(this.buf, start);
    if (end > start || !this.core.prudent) return end;
    this.core.prudent = false;
    const all = this.core.generate(this.buf, start);
    this.core.prudent = true;
    return all;
  }

  /**
   * Sorts buf[i … end) best first by `order`, ties kept in place (one sort for the tail of a node's moves: once the first
   * SORT_AFTER have been picked one by one without a cut-off, the node usually searches every move). A bottom-up merge
   * sort between two scratch pairs: a typed array's sort with a comparator calls back into script for every comparison.
   */
  sortRest(i: number, end: number): void {
    const n = end - i;
    let keys = this.orderTmp;
    let moves = this.movesTmp;
    let nextKeys = this.orderTmp2;
    let nextMoves = this.movesTmp2;
    keys.set(this.order.subarray(i, end));
    moves.set(this.buf.subarray(i, end));
    for (let width = 1; width < n; width *= 2) {
      for (let lo = 0; lo < n; lo += 2 * width) {
        const mid = Math.min(lo + width, n);
        const hi = Math.min(lo + 2 * width, n);
        let a = lo;
        let b = mid;
        for (let k = lo; k < hi; k++) {
          // The left run's move goes first unless the right run's is strictly better: stable.
          if (b >= hi || (a < mid && keys[a]! >= keys[b]!)) {
            nextKeys[k] = keys[a]!;
            nextMoves[k] = moves[a++]!;
          } else {
            nextKeys[k] = keys[b]!;
            nextMoves[k] = moves[b++]!;
          }
        }
      }
      const k = keys;
      keys = nextKeys;
      nextKeys = k;
      const m = moves;
      moves = nextMoves;
      nextMoves = m;
    }
    this.order.set(keys.subarray(0, n), i);
    this.buf.set(moves.subarray(0, n), i);
  }

  /** Does the piece on `m`'s square have move `m` here (a table entry may come from another position)? Uses the buffer from `start`. */
  private hasMove(m: MoveCode, start: number): boolean {
    const end = this.core.generateFrom(moveFrom(m), this.buf, start);
    for (let j = start; j < end; j++) if (this.buf[j] === m) return true;
    return false;
  }

  /**
   * After the hash move, searched before the others were generated, did not cut off: generates the node's other moves,
   * puts the hash move first again (searched, so not scored) and scores the rest; returns the end.
   */
  private rest(hashMove: MoveCode, start: number, ply: number): number {
    const end = this.generate(start);
    this.toFront(hashMove, start, end);
    this.score(start + 1, end, ply, true);
    return end;
  }

  /** Moves `m`, which is among buf[start … end), to buf[start] (ordering score above all). */
  toFront(m: MoveCode, start: number, end: number): void {
    const buf = this.buf;
    for (let j = start; j < end; j++) {
      if (buf[j] !== m) continue;
      buf[j] = buf[start]!;
      buf[start] = m;
      this.order[start] = 4e12;
      return;
    }
  }


  /** Moves the best remaining move to index `i` (selection sort: cut-offs usually come early). */
  pick(i: number, end: number): MoveCode {
    const { buf, order } = this;
    let best = i;
    for (let j = i + 1; j < end; j++) if (order[j]! > order[best]!) best = j;
    if (best !== i) {
      const m = buf[i]!;
      buf[i] = buf[best]!;
      buf[best] = m;
      const s = order[i]!;
      order[i] = order[best]!;
      order[best] = s;
    }
    return buf[i]!;
  }

  /**
   * The side that has won: the other has no royal left while it keeps one (as the engine's winner()); -1 while play goes
   * on, and in a position with no royal on either side (a study of a few pieces), where nobody can lose.
   */
  winner(): -1 | 0 | 1 {
    return this.core.winner();
  }

  /** The score of a finished game for the side to move (its last royal fell), or null while play goes on. */
  private over(ply: number): number | null {
    const w = this.winner();
    if (w < 0) return null;
    return w === this.core.side ? WIN - ply : -(WIN - ply);
  }

  /** Records `m` followed by the child's line as the best line from `ply`. */
  private extend(ply: number, m: MoveCode): void {
    const row = ply * (MAX_PLY + 2);
    const child = (ply + 1) * (MAX_PLY + 2);
    const n = this.pvLength[ply + 1]!;
    this.pv[row] = m;
    for (let i = 0; i < n; i++) this.pv[row + 1 + i] = this.pv[child + i]!;
    this.pvLength[ply] = n + 1;
  }

  negamax(depth: number, alpha: number, beta: number, ply: number, start: number, nullOk = true): number {
    this.pvLength[ply] = 0;
    const ended = this.over(ply);
    if (ended !== null) return ended;
    // Under the no-repetition rule the parent has already left out every move that repeats (and a null move starts afresh).
    if (!this.noRepeat && this.timesSeen(ply, 1) > 0) return this.draw();
    if (depth <= 0 || ply >= MAX_PLY) return this.quiesce(alpha, beta, ply, 0, start);
    this.tick(ply);
    const core = this.core;
    const lo = core.hashLo;
    const hi = core.hashHi;
    const slot = this.tt.find(lo, hi);
    let hashMove = 0;
    if (slot >= 0) {
      hashMove = this.tt.move(slot);
      if (this.tt.depth(slot) >= depth && beta - alpha === 1) {
        const s = fromTable(this.tt.score(slot), ply);
        const f = this.tt.flag(slot);
        if (f === EXACT || (f === LOWER && s >= beta) || (f === UPPER && s <= alpha)) return s;
      }
    }
    const pvNode = beta - alpha > 1;
    const rich = this.rich();
    const mover = core.side;
    // The static score, where a pruning below asks for it (at most once a node).
    let stand = NaN;
    const shallow = !pvNode && depth <= RFP_DEPTH && rich && Math.abs(beta) < MATE && (core.royalCount(mover) !== 1 || core.lastRoyalClear(mover)) &&
      (this.reached[ply]! < 0 || !this.threatens(this.reached[ply]!));
    if (shallow) {
      stand = this.evaluate(ply);
      if (FEATURES.reverseFutility && stand - RFP_MARGIN * depth >= beta) return stand;
    }
    // Null move: if passing still fails high, a real move will too (no zugzwang worth the name on these boards; not
    // tried when the side to move is down to a few pieces, or right after another null move).
    if (FEATURES.nullMove && nullOk && !pvNode && depth >= 3 && rich && Math.abs(beta) < MATE && (Number.isNaN(stand) ? this.evaluate(ply) : stand) >= beta) {
      const r = NULL_R + (depth > 6 ? 1 : 0);
      core.makeNull();
      this.matB[ply + 1] = this.matB[ply]!;
      this.matW[ply + 1] = this.matW[ply]!;
      this.nearB[ply + 1] = this.nearB[ply]!;
      this.nearW[ply + 1] = this.nearW[ply]!;
      const i = this.past + ply + 1;
      this.seenLo[i] = core.hashLo;
      this.seenHi[i] = core.hashHi;
      // Nothing before a null move can recur on the line after it with the same side to move (the sides swapped).
      this.floor[ply + 1] = i;
      this.reached[ply + 1] = -1;
      const s = -this.negamax(depth - 1 - r, -beta, -beta + 1, ply + 1, start, false);
      core.unmakeNull();
      if (s >= beta && s < MATE) return s;
    }
    // The hash move, when the piece on its square has it here, is searched before the other moves are generated: it
    // often cuts off at once, and one piece's moves cost a fraction of all of them.
    const hashFirst = hashMove !== 0 && this.hasMove(hashMove, start);
    let end = hashFirst ? start + 1 : this.generate(start);
    if (end === start) return 0;
    if (hashFirst) {
      this.buf[start] = hashMove;
      this.order[start] = 4e12;
    } else this.score(start, end, ply, true);
    const alpha0 = alpha;
    let best = -INF;
    let bestMove = 0;
    const n2 = core.size * core.size;
    // Whether no ray reaches the enemy's last royal yet: then a move can attack it only along a line through its squares
    // (asked only where a move's attack on it is asked below: from depth 2, or by late pruning off the principal line).
    const royalClear = (depth >= 2 || !pvNode) && core.lastRoyalClear((mover ^ 1) as 0 | 1);
    const futile = FEATURES.futility && shallow && depth <= 2 && stand + FUTILITY_MARGIN * depth <= alpha;
    for (let i = start; i < end; i++) {
      const sorted = i - start >= SORT_AFTER && end - start - SORT_AFTER <= SORT_MAX;
      if (sorted && i - start === SORT_AFTER) this.sortRest(i, end);
      const m = hashFirst && i === start ? hashMove : sorted ? this.buf[i]! : this.pick(i, end);
      const quiet = core.captureCount(m) === 0;
      const late =
        !pvNode && depth <= 2 && rich && quiet && best > -MATE && (futile || (FEATURES.lateMovePruning && i - start >= LMP_MOVES * depth * depth)) && this.order[i]! < 1e12 && moveChoice(m) !== PROMOTE;
      this.make(m, ply);
      if (this.noRepeat && this.timesSeen(ply + 1, 1) > 0) {
        core.unmake();
        if (hashFirst && i === start) end = this.rest(hashMove, start, ply);
        continue;
      }
      // Asked once a move: whether it attacks the enemy's last royal. Whether it makes a threat is asked by late pruning
      // here (depth ≤ 2) or by the reductions below (depth ≥ LMR_DEPTH, which is 3), so never twice.
      const royalAttack = (late || (FEATURES.royalExtension && depth >= 2)) && core.lastRoyalAttacked((mover ^ 1) as 0 | 1, m, royalClear);
      if (late && !royalAttack && !this.threatens(moveTo(m))) {
        core.unmake();
        continue;
      }
      // A move that attacks the enemy's last royal is searched a ply deeper: the answer to it decides the game.
      const extend = FEATURES.royalExtension && depth >= 2 && royalAttack ? 1 : 0;
      let s: number;
      if (i === start) {
        s = -this.negamax(depth - 1 + extend, -beta, -alpha, ply + 1, end);
      } else {
        // Late quiet moves (not killers, not promotions) first get a shallower look.
        const reduce =
          FEATURES.lmr && !extend && quiet && rich && depth >= LMR_DEPTH && i - start >= LMR_FROM && this.order[i]! < 1e12 && moveChoice(m) !== PROMOTE &&
          !(FEATURES.threats && this.threatens(moveTo(m)))
            ? 1 + (i - start >= 4 * LMR_FROM && depth >= 5 ? 1 : 0)
            : 0;
        s = -this.negamax(depth - 1 + extend - reduce, -alpha - 1, -alpha, ply + 1, end);
        if (reduce && s > alpha) s = -this.negamax(depth - 1 + extend, -alpha - 1, -alpha, ply + 1, end);
        if (s > alpha && s < beta) s = -this.negamax(depth - 1 + extend, -beta, -alpha, ply + 1, end);
      }
      core.unmake();
      if (s > best) {
        best = s;
        bestMove = m;
        if (s > alpha) {
          alpha = s;
          this.extend(ply, m);
        }
      }
      if (alpha >= beta) {
        if (quiet) {
          if (this.killers[2 * ply] !== m) {
            this.killers[2 * ply + 1] = this.killers[2 * ply]!;
            this.killers[2 * ply] = m;
          }
          const h = moveFrom(m) * n2 + moveTo(m);
          this.history[h] = this.history[h]! + depth * depth;
          // The quiet moves tried before it did not cut: they lose what it gained, so history ranks by success rate.
          if (FEATURES.historyMalus) {
            for (let j = start; j < i; j++) {
              // Killers, captures and the hash move score 5e11 or more; history scores stay far below.
              if (this.order[j]! >= 5e11) continue;
              const q = this.buf[j]!;
              const k = moveFrom(q) * n2 + moveTo(q);
              this.history[k] = this.history[k]! - depth * depth;
            }
          }
        }
        break;
      }
      if (hashFirst && i === start) end = this.rest(hashMove, start, ply);
    }
    // Under the no-repetition rule, a side whose every move repeats a position has none: lost (not stored, as it depends
    // on the line that led here).
    if (best === -INF) return -(WIN - ply);
    const flag = best >= beta ? LOWER : best > alpha0 ? EXACT : UPPER;
    this.tt.store(lo, hi, depth, flag, toTable(best, ply), bestMove);
    return best;
  }

  quiesce(alpha: number, beta: number, ply: number, q: number, start: number): number {
    this.pvLength[ply] = 0;
    this.tick(ply);
    const ended = this.over(ply);
    if (ended !== null) return ended;
    const core = this.core;
    const stand = this.evaluate(ply);
    if (stand >= beta || q >= MAX_QUIESCENCE || ply >= MAX_PLY) return stand;
    if (stand > alpha) alpha = stand;
    const end = core.generateCaptures(this.buf, start);
    if (end === start) return stand;
    this.score(start, end, ply);
    let best = stand;
    for (let i = start; i < end; i++) {
      const m = this.pick(i, end);
      // Delta first: it is the cheaper test, and the static exchange is then only looked at where it decides.
      const gain = this.victims(m);
      if (FEATURES.delta && moveChoice(m) === NONE && stand + gain + DELTA <= alpha) continue;
      if (FEATURES.badCaptures && this.losing(m, gain)) continue;
      this.make(m, ply);
      const s = -this.quiesce(-beta, -alpha, ply + 1, q + 1, end);
      core.unmake();
      if (s > best) {
        best = s;
        if (s > alpha) {
          alpha = s;
          this.extend(ply, m);
        }
      }
      if (alpha >= beta) break;
    }
    return best;
  }

  /**
   * One root iteration over `moves` (best first) in the window (alpha, beta); records each better move in `done` as
   * soon as it is searched; returns the best score (at most alpha: every move failed low; at least beta: one failed high).
   */
  root(moves: MoveCode[], depth: number, done: { move: MoveCode; score: number; pv: MoveCode[] }, alpha: number, beta: number): number {
    let best = -INF;
    for (let i = 0; i < moves.length; i++) {
      const m = moves[i]!;
      this.make(m, 0);
      let s: number;
      if (i === 0) {
        s = -this.negamax(depth - 1, -beta, -alpha, 1, 0);
      } else {
        s = -this.negamax(depth - 1, -alpha - 1, -alpha, 1, 0);
        if (s > alpha && s < beta) s = -this.negamax(depth - 1, -beta, -alpha, 1, 0);
      }
      this.core.unmake();
      if (s > best) best = s;
      if (s > alpha) {
        alpha = s;
        this.extend(0, m);
        done.move = m;
        done.score = s;
        done.pv = Array.from(this.pv.subarray(0, this.pvLength[0]!));
        // The best move so far goes first in the next iteration.
        moves.splice(i, 1);
        moves.unshift(m);
        if (alpha >= beta) break;
      }
    }
    return best;
  }

  /** A line of integer moves from the root as readable Moves (each read before it is made, then all taken back). */
  readable(line: readonly MoveCode[]): Move[] {
    const out = line.map((m) => {
      const move = this.core.toMove(m);
      this.core.make(m);
      return move;
    });
    for (let i = 0; i < line.length; i++) this.core.unmake();
    return out;
  }
}

const pieceCount = (pos: Position) => pos.board.reduce((n, p) => (p ? n + 1 : n), 0);

/**
 * The end of a game's earlier positions (oldest first) that `pos` could repeat: those since the last capture, as a
 * position with more pieces never recurs.
 */
export function repeatable(history: readonly Position[], pos: Position): readonly Position[] {
  const now = pieceCount(pos);
  let first = history.length;
  while (first > 0 && pieceCount(history[first - 1]!) === now) first--;
  return history.slice(first);
}

/**
 * log2 of the entries of gameTable(): 2^19, about 9 MB, more than the positions a one-second search visits (some
 * 200,000 in Dai), and light enough for a phone's browser to hold the worker's two.
 */
export const GAME_TABLE_BITS = 19;

/** A transposition table for the searches of one game (SearchOptions.table), made once when the game starts. */
export const gameTable = (): TranspositionTable => new TranspositionTable(GAME_TABLE_BITS);

/** Win scores are stored relative to the node, so a table hit at another ply reads the right distance. */
const toTable = (s: number, ply: number) => (s > MATE ? s + ply : s < -MATE ? s - ply : s);
const fromTable = (s: number, ply: number) => (s > MATE ? s - ply : s < -MATE ? s + ply : s);

/**
 * The best move for the side to move in `pos`, searched until the time, depth or node budget runs out (default: depth
 * MAX_DEPTH within DEFAULT_MS). A move that takes the enemy's last royal is played at once. A position whose game is
 * already over answers no move, scored ±WIN for the side to move (−WIN: it has no royal left).
 */
export function search(pos: Position, opts: SearchOptions = {}): SearchResult {
  const s = new Searcher(pos, opts);
  const core = s.core;
  const maxDepth = Math.min(opts.depth ?? MAX_PLY, MAX_PLY);
  const exclude = opts.exclude;
  let moves = Array.from(s.buf.subarray(0, s.generate(0))).filter((m) => !exclude?.(core.toMove(m)));
  const result = { score: 0, depth: 0, pv: [] as MoveCode[] };
  const finish = (): SearchResult => {
    const pv = s.readable(result.pv);
    // + 0: no -0 in JSON.
    return { move: pv[0] ?? null, score: result.score + 0, depth: result.depth, nodes: s.nodes, pv, elapsed: s.elapsed() };
  };
  const over = s.winner();
  if (over >= 0) {
    result.score = over === core.side ? WIN : -WIN;
    return finish();
  }
  // One look one ply ahead: a move that takes the last royal is played at once; in play, one that would bring a
  // position about more than REPEAT_MAX times is left out while another move remains; under the no-repetition rule,
  // one that brings back any is left out.
  // A move is left out once its position has occurred `limit` times before: once under the rule, REPEAT_MAX times in
  // play, never in analysis (0).
  const limit = s.noRepeat ? 1 : s.contempt > 0 ? REPEAT_MAX : 0;
  const fresh: MoveCode[] = [];
  for (const m of moves) {
    s.make(m, 0);
    const won = s.winner() === 1 - core.side;
    const allowed = limit === 0 || s.timesSeen(1, limit) < limit;
    core.unmake();
    if (won) {
      Object.assign(result, { score: WIN - 1, depth: 1, pv: [m] });
      return finish();
    }
    if (allowed) fresh.push(m);
  }
  if (fresh.length > 0 || s.noRepeat) moves = fresh;
  if (moves.length === 0) return finish();
  s.buf.set(moves);
  s.score(0, moves.length, 0);
  const scores = new Map(moves.map((m, i) => [m, s.order[i]!]));
  moves.sort((a, b) => scores.get(b)! - scores.get(a)!);
  result.pv = [moves[0]!];
  for (let depth = 1; depth <= maxDepth; depth++) {
    const done = { move: 0, score: 0, pv: [] as MoveCode[] };
    try {
      // A narrow window around the last score first; outside it, the full window again.
      const narrow = FEATURES.aspiration && depth >= 3 && Math.abs(result.score) < MATE;
      const lo = narrow ? result.score - WINDOW : -INF;
      const hi = narrow ? result.score + WINDOW : INF;
      const v = s.root(moves, depth, done, lo, hi);
      if (narrow && (v <= lo || v >= hi)) s.root(moves, depth, done, -INF, INF);
    } catch (e) {
      if (!(e instanceof Abort)) throw e;
      // Every move made on the way down is taken back; a null move under them is undone with them (unmake restores the
      // side and hash each move saved).
      while (core.made > 0) core.unmake();
      // A move searched in full in the unfinished iteration was searched deeper than the last finished one's.
      if (done.move) Object.assign(result, { score: done.score, pv: done.pv });
      break;
    }
    Object.assign(result, { score: done.score, pv: done.pv, depth });
    opts.onInfo?.({ depth, score: done.score, nodes: s.nodes, pv: s.readable(done.pv), elapsed: s.elapsed() });
    // Another iteration starts while time remains: even unfinished, it searches the best move deeper first and
    // switches to any other move found better at the new depth.
    if (Math.abs(done.score) > MATE) break;
  }
  return finish();
}
