// A frozen copy of the search as it stood on 2026-12-01 before issue 18 (for new-vs-old matches in test/bench; never imported by src/).
// The search: iterative deepening principal variation search with quiescence on captures, move ordering (hash move,
// captures by victim value, killers, history) and a transposition table, on the fast core's integer moves and
// make/unmake; repeated positions score as draws; a time limit checked between nodes.
import { Core, type MoveBuffer, type MoveCode } from '../../../src/engine/core';
import * as codes from '../../../src/engine/core/move-code';
import type { Move } from '../../../src/engine/model/move';
import type { Position } from '../../../src/engine/model/position';
import { evaluator, type Evaluator } from './eval';
import { EXACT, LOWER, TranspositionTable, UPPER } from './tt';

// Imported helpers are bound once, as in the core: module loaders such as tsx (the CLI and bench) turn every read of an
// imported name into a getter call.
const { moveChoice, moveFrom, moveTo, PROMOTE } = codes;

/** The score of having captured the enemy's last royal, less one per ply it takes. */
export const WIN = 1_000_000;
const INF = WIN + 1;
const MAX_PLY = 64;
/** Quiescence plies beyond the nominal depth: enough for long exchanges, bounded for crowded Lion fights. */
const MAX_QUIESCENCE = 10;
/** The clock is read once per this many nodes. */
const CHECK_EVERY = 16;
/** A new iteration starts only while less than this share of the time is spent: a deeper one rarely finishes later. */
const NEXT_ITERATION = 0.5;
/** Move buffer entries shared by every ply of the tree (Tai's busiest positions have a few hundred moves each). */
const BUFFER = 1 << 17;
/** Scores within this distance of ±WIN are game ends found by the search. */
const MATE = WIN - 1000;

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
  /** Time budget in clock units; the search returns within it (plus at most CHECK_EVERY nodes). */
  ms?: number;
  /** Deepest iteration (default 64). */
  depth?: number;
  /** Node budget, for tests and reproducible runs. */
  nodes?: number;
  /** The clock read against `ms` (default performance.now): a test can inject one. */
  clock?: () => number;
  /** Called after each completed iteration. */
  onInfo?: (info: SearchInfo) => void;
  /** log2 of the transposition table's entries (default 18). */
  tableBits?: number;
  /** Root moves not to consider (e.g. ones another program refuses); when every move is excluded there is none. */
  exclude?: (move: Move) => boolean;
  /** The game's earlier positions, oldest first (not the one searched): reaching one again scores as a draw. */
  history?: readonly Position[];
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
  private readonly past: number;
  /** Whether each side had a royal when the search started: only such a side can lose by losing them all. */
  private readonly hadRoyal: [boolean, boolean];
  private readonly captured = new Int32Array(3);
  nodes = 0;
  private readonly clock: () => number;
  private readonly start: number;
  private readonly deadline: number;
  private readonly nodeLimit: number;

  constructor(pos: Position, opts: SearchOptions) {
    this.core = Core.from(pos);
    this.ev = evaluator(this.core);
    this.tt = new TranspositionTable(opts.tableBits ?? 18);
    this.history = new Int32Array(pos.size ** 4);
    this.hadRoyal = [this.core.royalCount(0) > 0, this.core.royalCount(1) > 0];
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
    this.clock = opts.clock ?? (() => performance.now());
    this.start = this.clock();
    this.deadline = opts.ms === undefined ? Infinity : this.start + opts.ms;
    this.nodeLimit = opts.nodes ?? Infinity;
  }

  elapsed(): number {
    return this.clock() - this.start;
  }
  get budget(): number {
    return this.deadline - this.start;
  }

  private tick(ply: number): void {
    this.nodes++;
    if (this.nodes >= this.nodeLimit) throw new Abort(ply);
    if (this.nodes % CHECK_EVERY === 0 && this.clock() >= this.deadline) throw new Abort(ply);
  }

  /** Plays `m` from the node at `ply`, noting the new position for repetition. */
  make(m: MoveCode, ply: number): void {
    const capture = this.core.captureCount(m) > 0;
    this.core.make(m);
    const i = this.past + ply + 1;
    this.seenLo[i] = this.core.hashLo;
    this.seenHi[i] = this.core.hashHi;
    this.floor[ply + 1] = capture ? i : this.floor[ply]!;
  }

  /** Is the position at `ply` one seen before, on this line or in the game, with the same side to move? */
  repeats(ply: number): boolean {
    const i = this.past + ply;
    const lo = this.seenLo[i];
    const hi = this.seenHi[i];
    for (let j = i - 2; j >= this.floor[ply]!; j -= 2) if (this.seenLo[j] === lo && this.seenHi[j] === hi) return true;
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

  /** Ordering scores of buf[start … end): hash move, captures by victim value (cheaper capturer first), killers, history. */
  score(start: number, end: number, ply: number, hashMove: MoveCode): void {
    const n2 = this.core.size * this.core.size;
    for (let i = start; i < end; i++) {
      const m = this.buf[i]!;
      let s: number;
      if (m === hashMove) s = 4e12;
      else {
        const v = this.victims(m);
        if (v > 0) s = 2e12 + v * 1000 - this.ev.codeValues[this.core.pieceAt(moveFrom(m))]! / 100;
        else if (m === this.killers[2 * ply] || m === this.killers[2 * ply + 1]) s = 1e12;
        else s = this.history[moveFrom(m) * n2 + moveTo(m)]! + (moveChoice(m) === PROMOTE ? 1e6 : 0);
      }
      this.order[i] = s;
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

  /** The side that has won: the other had royals and has none left; -1 while play goes on. */
  winner(): -1 | 0 | 1 {
    const b = this.core.royalCount(0);
    const w = this.core.royalCount(1);
    if (this.hadRoyal[1] && w === 0 && (b > 0 || !this.hadRoyal[0])) return 0;
    if (this.hadRoyal[0] && b === 0) return 1;
    return -1;
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

  negamax(depth: number, alpha: number, beta: number, ply: number, start: number): number {
    this.pvLength[ply] = 0;
    const ended = this.over(ply);
    if (ended !== null) return ended;
    if (this.repeats(ply)) return 0;
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
    const end = core.generate(this.buf, start);
    if (end === start) return 0;
    this.score(start, end, ply, hashMove);
    const alpha0 = alpha;
    let best = -INF;
    let bestMove = 0;
    const n2 = core.size * core.size;
    for (let i = start; i < end; i++) {
      const m = this.pick(i, end);
      // Ordering scores below 2e12 are quiet moves; the hash move may be either.
      const quiet = this.order[i]! < 2e12 || (m === hashMove && core.captureCount(m) === 0);
      this.make(m, ply);
      let s: number;
      if (i === start) {
        s = -this.negamax(depth - 1, -beta, -alpha, ply + 1, end);
      } else {
        s = -this.negamax(depth - 1, -alpha - 1, -alpha, ply + 1, end);
        if (s > alpha && s < beta) s = -this.negamax(depth - 1, -beta, -alpha, ply + 1, end);
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
        }
        break;
      }
    }
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
    const stand = this.ev.evaluate(core);
    if (stand >= beta || q >= MAX_QUIESCENCE || ply >= MAX_PLY) return stand;
    if (stand > alpha) alpha = stand;
    // Captures only: compacted to the front of this node's slice.
    const all = core.generate(this.buf, start);
    let end = start;
    for (let i = start; i < all; i++) {
      const m = this.buf[i]!;
      if (core.captureCount(m) > 0) this.buf[end++] = m;
    }
    if (end === start) return stand;
    this.score(start, end, ply, 0);
    let best = stand;
    for (let i = start; i < end; i++) {
      const m = this.pick(i, end);
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

  /** One root iteration over `moves` (best first); records each better move in `done` as soon as it is searched. */
  root(moves: MoveCode[], depth: number, done: { move: MoveCode; score: number; pv: MoveCode[] }): void {
    let alpha = -INF;
    const beta = INF;
    for (let i = 0; i < moves.length; i++) {
      const m = moves[i]!;
      this.make(m, 0);
      let s: number;
      if (i === 0) {
        s = -this.negamax(depth - 1, -beta, -alpha, 1, 0);
      } else {
        s = -this.negamax(depth - 1, -alpha - 1, -alpha, 1, 0);
        if (s > alpha) s = -this.negamax(depth - 1, -beta, -alpha, 1, 0);
      }
      this.core.unmake();
      if (s > alpha) {
        alpha = s;
        this.extend(0, m);
        done.move = m;
        done.score = s;
        done.pv = Array.from(this.pv.subarray(0, this.pvLength[0]!));
        // The best move so far goes first in the next iteration.
        moves.splice(i, 1);
        moves.unshift(m);
      }
    }
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

/** Win scores are stored relative to the node, so a table hit at another ply reads the right distance. */
const toTable = (s: number, ply: number) => (s > MATE ? s + ply : s < -MATE ? s - ply : s);
const fromTable = (s: number, ply: number) => (s > MATE ? s - ply : s < -MATE ? s + ply : s);

/**
 * The best move for the side to move in `pos`, searched until the time, depth or node budget runs out (default: depth
 * 64, no time limit, so give at least one). A move that takes the enemy's last royal is played at once.
 */
export function search(pos: Position, opts: SearchOptions = {}): SearchResult {
  const s = new Searcher(pos, opts);
  const core = s.core;
  const maxDepth = Math.min(opts.depth ?? MAX_PLY, MAX_PLY);
  const exclude = opts.exclude;
  const moves = Array.from(s.buf.subarray(0, core.generate(s.buf, 0))).filter((m) => !exclude?.(core.toMove(m)));
  const result = { score: 0, depth: 0, pv: [] as MoveCode[] };
  const finish = (): SearchResult => {
    const pv = s.readable(result.pv);
    // + 0: no -0 in JSON.
    return { move: pv[0] ?? null, score: result.score + 0, depth: result.depth, nodes: s.nodes, pv, elapsed: s.elapsed() };
  };
  if (s.winner() >= 0 || moves.length === 0) return finish();
  for (const m of moves) {
    s.make(m, 0);
    const won = s.winner() === 1 - core.side;
    core.unmake();
    if (won) {
      Object.assign(result, { score: WIN - 1, depth: 1, pv: [m] });
      return finish();
    }
  }
  s.buf.set(moves);
  s.score(0, moves.length, 0, 0);
  const scores = new Map(moves.map((m, i) => [m, s.order[i]!]));
  moves.sort((a, b) => scores.get(b)! - scores.get(a)!);
  result.pv = [moves[0]!];
  for (let depth = 1; depth <= maxDepth; depth++) {
    const done = { move: 0, score: 0, pv: [] as MoveCode[] };
    try {
      s.root(moves, depth, done);
    } catch (e) {
      if (!(e instanceof Abort)) throw e;
      for (let i = 0; i < e.ply; i++) core.unmake();
      // A move searched in full in the unfinished iteration was searched deeper than the last finished one's.
      if (done.move) Object.assign(result, { score: done.score, pv: done.pv });
      break;
    }
    Object.assign(result, { score: done.score, pv: done.pv, depth });
    opts.onInfo?.({ depth, score: done.score, nodes: s.nodes, pv: s.readable(done.pv), elapsed: s.elapsed() });
    if (Math.abs(done.score) > MATE) break;
    if (s.elapsed() > s.budget * NEXT_ITERATION) break;
  }
  return finish();
}
