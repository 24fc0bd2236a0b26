// The search: iterative deepening principal variation search with quiescence on captures, move ordering (hash move,
// captures by victim value, killers, history) and a transposition table; a time limit checked between nodes.
import type { Move } from '../move';
import type { Position } from '../position';
import { SearchBoard } from './board';
import { evaluator, type Evaluator } from './eval';
import { EXACT, LOWER, moveKey, TranspositionTable, UPPER } from './tt';

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
}

export interface SearchResult extends SearchInfo {
  /** The move to play, or null when the side to move has none (or the game is already over). */
  move: Move | null;
}

class Abort extends Error {}

class Searcher {
  readonly board: SearchBoard;
  readonly ev: Evaluator;
  readonly tt: TranspositionTable;
  readonly killers = new Float64Array(2 * (MAX_PLY + 1));
  readonly history: Int32Array;
  readonly pv: Move[][] = [];
  nodes = 0;
  private readonly start: number;
  private readonly deadline: number;
  private readonly nodeLimit: number;

  constructor(pos: Position, private readonly opts: SearchOptions) {
    this.board = new SearchBoard(pos);
    this.ev = evaluator(pos.rules);
    this.tt = new TranspositionTable(opts.tableBits ?? 18);
    this.history = new Int32Array(pos.size ** 4);
    const clock = opts.clock ?? (() => performance.now());
    this.start = clock();
    this.deadline = opts.ms === undefined ? Infinity : this.start + opts.ms;
    this.nodeLimit = opts.nodes ?? Infinity;
  }

  now(): number {
    return (this.opts.clock ?? (() => performance.now()))();
  }
  elapsed(): number {
    return this.now() - this.start;
  }
  get budget(): number {
    return this.deadline - this.start;
  }

  private tick(): void {
    this.nodes++;
    if (this.nodes >= this.nodeLimit) throw new Abort();
    if (this.nodes % CHECK_EVERY === 0 && this.now() >= this.deadline) throw new Abort();
  }

  /** What a move captures, in material: royals first of all, as taking the last one ends the game. */
  victims(m: Move): number {
    const board = this.board.position.board;
    let v = 0;
    for (const sq of m.captures) {
      const p = board[sq]!;
      v += this.board.isRoyal(p) ? WIN : (this.ev.values.get(p.id) ?? 0);
    }
    return v;
  }

  /** Ordering scores: hash move, then captures by victim value (cheaper capturer first), killers, then history. */
  order(moves: Move[], ply: number, hashMove: number): Float64Array {
    const scores = new Float64Array(moves.length);
    const board = this.board.position.board;
    const n2 = this.board.position.board.length;
    for (let i = 0; i < moves.length; i++) {
      const m = moves[i]!;
      const key = moveKey(m);
      if (key === hashMove) scores[i] = 4e12;
      else if (m.captures.length) scores[i] = 2e12 + this.victims(m) * 1000 - (this.ev.values.get(board[m.from]!.id) ?? 0) / 100;
      else if (key === this.killers[2 * ply] || key === this.killers[2 * ply + 1]) scores[i] = 1e12;
      else scores[i] = this.history[m.from * n2 + m.to]! + (m.promote ? 1e6 : 0);
    }
    return scores;
  }

  /** Moves the best remaining move to index `i` (selection sort: cut-offs usually come early). */
  static pick(moves: Move[], scores: Float64Array, i: number): void {
    let best = i;
    for (let j = i + 1; j < moves.length; j++) if (scores[j]! > scores[best]!) best = j;
    if (best === i) return;
    [moves[i], moves[best]] = [moves[best]!, moves[i]!];
    [scores[i], scores[best]] = [scores[best]!, scores[i]!];
  }

  /** The score of a finished game for the side to move (its last royal fell), or null while play goes on. */
  private over(ply: number): number | null {
    const w = this.board.winner();
    if (w < 0) return null;
    return w === this.board.side ? WIN - ply : -(WIN - ply);
  }

  negamax(depth: number, alpha: number, beta: number, ply: number): number {
    this.pv[ply] = [];
    const ended = this.over(ply);
    if (ended !== null) return ended;
    if (depth <= 0 || ply >= MAX_PLY) return this.quiesce(alpha, beta, ply, 0);
    this.tick();
    if (this.board.repeats()) return 0;
    const { hashLo: lo, hashHi: hi } = this.board;
    const slot = this.tt.find(lo, hi);
    let hashMove = -1;
    if (slot >= 0) {
      hashMove = this.tt.move(slot);
      if (this.tt.depth(slot) >= depth && beta - alpha === 1) {
        const s = fromTable(this.tt.score(slot), ply);
        const f = this.tt.flag(slot);
        if (f === EXACT || (f === LOWER && s >= beta) || (f === UPPER && s <= alpha)) return s;
      }
    }
    const moves = this.board.moves();
    if (moves.length === 0) return 0;
    const scores = this.order(moves, ply, hashMove);
    const alpha0 = alpha;
    let best = -INF;
    let bestKey = -1;
    const n2 = this.board.position.board.length;
    for (let i = 0; i < moves.length; i++) {
      Searcher.pick(moves, scores, i);
      const m = moves[i]!;
      this.board.make(m);
      let s: number;
      if (i === 0) {
        s = -this.negamax(depth - 1, -beta, -alpha, ply + 1);
      } else {
        s = -this.negamax(depth - 1, -alpha - 1, -alpha, ply + 1);
        if (s > alpha && s < beta) s = -this.negamax(depth - 1, -beta, -alpha, ply + 1);
      }
      this.board.unmake();
      if (s > best) {
        best = s;
        bestKey = moveKey(m);
        if (s > alpha) {
          alpha = s;
          this.pv[ply] = [m, ...(this.pv[ply + 1] ?? [])];
        }
      }
      if (alpha >= beta) {
        if (!m.captures.length) {
          if (this.killers[2 * ply] !== bestKey) {
            this.killers[2 * ply + 1] = this.killers[2 * ply]!;
            this.killers[2 * ply] = bestKey;
          }
          this.history[m.from * n2 + m.to] = this.history[m.from * n2 + m.to]! + depth * depth;
        }
        break;
      }
    }
    const flag = best >= beta ? LOWER : best > alpha0 ? EXACT : UPPER;
    this.tt.store(lo, hi, depth, flag, toTable(best, ply), bestKey);
    return best;
  }

  quiesce(alpha: number, beta: number, ply: number, q: number): number {
    this.pv[ply] = [];
    this.tick();
    const ended = this.over(ply);
    if (ended !== null) return ended;
    const stand = this.ev.evaluate(this.board.position);
    if (stand >= beta || q >= MAX_QUIESCENCE || ply >= MAX_PLY) return stand;
    if (stand > alpha) alpha = stand;
    const moves = this.board.moves().filter((m) => m.captures.length > 0);
    if (moves.length === 0) return stand;
    const scores = this.order(moves, ply, -1);
    let best = stand;
    for (let i = 0; i < moves.length; i++) {
      Searcher.pick(moves, scores, i);
      const m = moves[i]!;
      this.board.make(m);
      const s = -this.quiesce(-beta, -alpha, ply + 1, q + 1);
      this.board.unmake();
      if (s > best) {
        best = s;
        if (s > alpha) {
          alpha = s;
          this.pv[ply] = [m, ...(this.pv[ply + 1] ?? [])];
        }
      }
      if (alpha >= beta) break;
    }
    return best;
  }

  /** One root iteration; returns the best move and score, or throws Abort (after recording a finished first move). */
  root(moves: Move[], depth: number, done: { move: Move | null; score: number; pv: Move[] }): void {
    let alpha = -INF;
    const beta = INF;
    for (let i = 0; i < moves.length; i++) {
      const m = moves[i]!;
      this.board.make(m);
      let s: number;
      if (i === 0) {
        s = -this.negamax(depth - 1, -beta, -alpha, 1);
      } else {
        s = -this.negamax(depth - 1, -alpha - 1, -alpha, 1);
        if (s > alpha) s = -this.negamax(depth - 1, -beta, -alpha, 1);
      }
      this.board.unmake();
      if (s > alpha) {
        alpha = s;
        done.move = m;
        done.score = s;
        done.pv = [m, ...(this.pv[1] ?? [])];
        // The best move so far goes first in the next iteration.
        moves.splice(i, 1);
        moves.unshift(m);
      }
    }
  }
}

/** Win scores are stored relative to the node, so a table hit at another ply reads the right distance. */
const toTable = (s: number, ply: number) => (s > WIN - 1000 ? s + ply : s < -WIN + 1000 ? s - ply : s);
const fromTable = (s: number, ply: number) => (s > WIN - 1000 ? s - ply : s < -WIN + 1000 ? s + ply : s);

/**
 * The best move for the side to move in `pos`, searched until the time, depth or node budget runs out (default: depth
 * 64, no time limit, so give at least one). A move that takes the enemy's last royal is played at once.
 */
export function search(pos: Position, opts: SearchOptions = {}): SearchResult {
  const s = new Searcher(pos, opts);
  const maxDepth = Math.min(opts.depth ?? MAX_PLY, MAX_PLY);
  const moves = s.board.moves().filter((m) => !opts.exclude?.(m));
  const result: SearchResult = { move: null, score: 0, depth: 0, nodes: 0, pv: [], elapsed: 0 };
  const finish = () => ({ ...result, score: result.score + 0, nodes: s.nodes, elapsed: s.elapsed() }); // + 0: no -0 in JSON
  if (s.board.winner() >= 0 || moves.length === 0) return finish();
  for (const m of moves) {
    s.board.make(m);
    const won = s.board.winner() === 1 - s.board.side;
    s.board.unmake();
    if (won) return { ...finish(), move: m, score: WIN - 1, depth: 1, pv: [m] };
  }
  const scores = s.order(moves, 0, -1);
  const ranked = moves.map((m, i) => ({ m, score: scores[i]! })).sort((a, b) => b.score - a.score);
  ranked.forEach((r, i) => (moves[i] = r.m));
  result.move = moves[0]!;
  result.pv = [moves[0]!];
  for (let depth = 1; depth <= maxDepth; depth++) {
    const done = { move: null as Move | null, score: 0, pv: [] as Move[] };
    try {
      s.root(moves, depth, done);
    } catch (e) {
      if (!(e instanceof Abort)) throw e;
      // A move searched in full in the unfinished iteration was searched deeper than the last finished one's.
      if (done.move) Object.assign(result, { move: done.move, score: done.score, pv: done.pv });
      break;
    }
    Object.assign(result, { move: done.move, score: done.score, pv: done.pv, depth });
    opts.onInfo?.({ depth, score: done.score, nodes: s.nodes, pv: done.pv, elapsed: s.elapsed() });
    if (Math.abs(done.score) > WIN - 1000) break;
    if (s.elapsed() > s.budget * NEXT_ITERATION) break;
  }
  return finish();
}
