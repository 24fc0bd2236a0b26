// The fast core: one mutable game state on a padded typed-array board, integer moves, make/unmake, Zobrist hash.
// It is the engine's only move generator: legalMoves, attacks and emperorBar read their answers from it.
import type { Move } from '../model/move';
import type { Piece, Position } from '../model/position';
import type { Rules } from '../model/rules';
import * as codes from './move-code';
import type { MoveBuffer, MoveCode } from './move-code';
import * as tables from './tables';
import type { Tables } from './tables';
import * as zobrist from './zobrist';

// Imported helpers are bound once: module loaders such as tsx (the CLI and bench) turn every read of an imported name
// into a getter call, which costs more than the helper itself in the hot loops.
const { isPromoted, kindOf, pieceCode, sideOf, tablesFor } = tables;
const { keyHi, keyLo, SIDE_KEY } = zobrist;
const { CONVERT, DECLINE, encodeMove, moveChoice, moveFrom, moveTo, moveVia1, moveVia2, NONE, PROMOTE } = codes;

/** Why an Emperor may not go to a square (see emperorBar in ../emperor). */
export type Bar = 'friend' | 'attacked' | 'protected' | 'unprotected';

/**
 * Undo record layout: from, to, moved code, captures n, then up to 3 × (cell, code), then hash lo, hi, then each captured
 * piece's place in its side's piece list (unmake puts it back there, so the lists, and the order moves are generated
 * in, are as before the move).
 */
const UNDO = 15;
const B10 = 1024;
const B20 = 1048576;
const B30 = 1073741824;
const B40 = 1099511627776;

/**
 * One mutable game state for search. Squares in the API are readable squares (rank · size + col, as in Position);
 * inside, the board is padded with OFF cells so the hot loops need no bounds arithmetic.
 */
export class Core {
  readonly size: number;
  readonly rules: Rules;
  /** Piece kind index → piece id. */
  readonly kindIds: readonly string[];
  /** The side to move: 0 Black, 1 White. */
  side: 0 | 1 = 0;
  /** Incremental Zobrist key halves (uint32) of the board and the side to move. */
  hashLo = 0;
  hashHi = 0;

  private readonly t: Tables;
  private readonly board: Int32Array;
  /** Piece lists: the padded cells of each side's pieces, and each cell's index in its list. */
  private readonly list: [Int32Array, Int32Array];
  private readonly count = [0, 0];
  private readonly index: Int32Array;
  private readonly royals = [0, 0];
  /** Notable pieces (royals and forms with special moves), a few per side: their cells, count and each cell's index,
   *  kept like the piece lists so that the evaluation finds them without scanning every piece. */
  private readonly nList: [Int32Array, Int32Array];
  private readonly nCount = [0, 0];
  private readonly nIndex: Int32Array;
  private undo = new Int32Array(UNDO * 256);
  private ply = 0;
  private readonly initialCaptured: readonly Piece[];
  private readonly captured: number[] = [];
  // Per-piece generation state: dedup stamps, the outcomes with several captures so far, the captures of the outcome.
  private readonly seen: Int32Array;
  private stamp = 0;
  private complex = new Float64Array(512);
  private nComplex = 0;
  private cur = 0;
  private curCode = 0;
  private cap0 = 0;
  private cap1 = 0;
  private cap2 = 0;
  private nCap = 0;
  /** make()'s scratch: the hash halves being updated, the pieces taken so far, the form a capture converts into. */
  private mkLo = 0;
  private mkHi = 0;
  private mkTaken = 0;
  private mkBecomes = -1;
  /** The current piece cannot promote by a move without captures. */
  private plain = false;
  private readonly enemyMap: Uint8Array;
  private readonly ownMap: Uint8Array;
  /** exchange()'s scratch: each capture's gain, and the cells it emptied with what stood there. */
  private readonly swapGains = new Float64Array(32);
  private readonly swapCells = new Int32Array(40);
  private readonly swapCodes = new Int32Array(40);
  /**
   * For the search, never for the rules: where the Emperor may fly to any empty square (Tai), generate() gives its quiet
   * flights only to squares no enemy piece attacks and, while the enemy has an Emperor, that its own side protects.
   * Anywhere else it is taken at once: the enemy's piece or Emperor takes it (the Emperor may take any unprotected
   * piece). A subset of the legal moves, so a caller that sets it must fall back to all of them when it leaves none.
   */
  prudent = false;

  private constructor(pos: Position) {
    const t = tablesFor(pos.rules, pos.size);
    this.t = t;
    this.size = pos.size;
    this.rules = pos.rules;
    this.kindIds = t.kindIds;
    this.board = t.empty.slice();
    this.list = [new Int32Array(t.cells), new Int32Array(t.cells)];
    this.index = new Int32Array(t.cells);
    this.nList = [new Int32Array(t.cells), new Int32Array(t.cells)];
    this.nIndex = new Int32Array(t.cells);
    this.seen = new Int32Array(t.cells);
    this.enemyMap = new Uint8Array(t.cells);
    this.ownMap = new Uint8Array(t.cells);
    this.initialCaptured = pos.captured;
    this.side = pos.turn === 'black' ? 0 : 1;
    let lo = this.side ? SIDE_KEY : 0;
    let hi = 0;
    // Each side lists its pieces from its own back rank on (Black's from the board's last square), so that a position
    // and its mirror image (board turned, colours swapped) generate their moves in the same order, and the search,
    // which keeps the first of equally ranked moves, plays both colours alike.
    const n = pos.board.length;
    for (let i = 0; i < 2 * n; i++) {
      const black = i < n;
      const sq = black ? n - 1 - i : i - n;
      const p = pos.board[sq];
      if (!p || (p.side === 'black') !== black) continue;
      const kind = t.kindIndex.get(p.id);
      if (kind === undefined) throw new Error(`no definition for piece "${p.id}"`);
      const s = black ? 0 : 1;
      const code = pieceCode(kind, p.promoted ? 1 : 0, s);
      const cell = t.pad[sq]!;
      this.board[cell] = code;
      this.index[cell] = this.count[s]!;
      this.list[s][this.count[s]!++] = cell;
      if (t.royal[kind]) this.royals[s]!++;
      if (this.notable(code)) this.nAdd(cell, s);
      lo ^= keyLo(code, cell);
      hi ^= keyHi(code, cell);
    }
    this.hashLo = lo >>> 0;
    this.hashHi = hi >>> 0;
  }

  /** A core holding `pos` (any game, source and board size). */
  static from(pos: Position): Core {
    return new Core(pos);
  }

  /** The readable position now (a new object). */
  toPosition(): Position {
    const t = this.t;
    const board: (Piece | null)[] = new Array(this.size * this.size).fill(null);
    for (let sq = 0; sq < board.length; sq++) {
      const code = this.board[t.pad[sq]!]!;
      if (code > 0) board[sq] = this.piece(code);
    }
    return {
      rules: this.rules,
      size: this.size,
      board,
      turn: this.side ? 'white' : 'black',
      captured: [...this.initialCaptured, ...this.captured.map((c) => this.piece(c))],
    };
  }

  private piece(code: number): Piece {
    return { id: this.kindIds[kindOf(code)]!, side: sideOf(code) ? 'white' : 'black', promoted: isPromoted(code) };
  }

  /** 0 for an empty square, else the piece's code (decode with kindOf, sideOf, isPromoted). */
  pieceAt(sq: number): number {
    return this.board[this.t.pad[sq]!]!;
  }

  /** The side that has won (the other has no royal left), or -1 while both sides, or neither, keep one. */
  winner(): -1 | 0 | 1 {
    const b = this.royals[0]! > 0;
    if (b === this.royals[1]! > 0) return -1;
    return b ? 0 : 1;
  }

  /** How many royals `side` (0 Black, 1 White) has on the board. */
  royalCount(side: 0 | 1): number {
    return this.royals[side]!;
  }

  /**
   * Writes the readable squares of `side`'s pieces into `out` from index 0, from its piece list (no board scan);
   * returns how many.
   */
  squaresOf(side: 0 | 1, out: Int32Array): number {
    const list = this.list[side];
    const unpad = this.t.unpad;
    const c = this.count[side]!;
    for (let i = 0; i < c; i++) out[i] = unpad[list[i]!]!;
    return c;
  }

  /** Writes the readable squares of `side`'s royals into `out` from index 0 (at most out.length); returns how many. */
  royalSquares(side: 0 | 1, out: Int32Array): number {
    const t = this.t;
    const list = this.nList[side];
    const board = this.board;
    let k = 0;
    for (let i = 0, c = this.nCount[side]!; i < c && k < out.length; i++) {
      const p = list[i]!;
      if (t.royal[kindOf(board[p]!)]) out[k++] = t.unpad[p]!;
    }
    return k;
  }

  /**
   * Writes into `out` (from index 0, at most out.length) the readable squares of the other side's pieces that a piece of
   * `bySide` can capture without moving (igui): every king neighbour of a Lion, the first square of each Lion or Lion
   * Dog line. A defender cannot recapture there, so such a piece is lost unless it moves or the attacker is taken.
   * Returns how many (a square may appear twice).
   */
  iguiTargets(bySide: 0 | 1, out: Int32Array): number {
    const t = this.t;
    const b = this.board;
    const list = this.nList[bySide];
    let k = 0;
    for (let i = 0, c = this.nCount[bySide]!; i < c; i++) {
      const p = list[i]!;
      const ks = kindOf(b[p]!) * 2 + bySide;
      if (!t.special[ks]) continue;
      if (t.lionArea[ks >> 1]) k = this.enemiesAt(p, t.king[bySide], bySide, out, k);
      else k = this.enemiesAt(p, t.lionDogLines[ks]!, bySide, out, this.enemiesAt(p, t.lionLines[ks]!, bySide, out, k));
    }
    return k;
  }

  /**
   * Writes into `out` (from index 0, at most out.length) the readable squares of the enemy pieces that the piece on
   * readable square `sq` could capture next by its rays (steps, slides, leaps) or, for a Lion, within two king steps;
   * returns how many. Other special moves (Lion and Lion Dog lines, hooks, the Emperor) are not followed.
   */
  targetsOf(sq: number, out: Int32Array): number {
    const t = this.t;
    const b = this.board;
    const p = t.pad[sq]!;
    const code = b[p]!;
    if (code <= 0) return 0;
    const side = code & 1;
    const ks = kindOf(code) * 2 + side;
    let k = 0;
    for (let j = t.rayStart[ks]!, end = t.rayStart[ks + 1]!; j < end && k < out.length; j += 2) {
      const d = t.rays[j]!;
      let q = p;
      for (let r = t.rays[j + 1]!; r > 0; r--) {
        q += d;
        const v = b[q]!;
        if (v === 0) continue;
        if (v > 0 && (v & 1) !== side) out[k++] = t.unpad[q]!;
        break;
      }
    }
    return t.lionArea[ks >> 1] ? this.enemiesAt(p, t.area2[side as 0 | 1], side, out, k) : k;
  }

  /** Does the piece `code` have moves beyond its rays (Lion, Lion Dog, hook or Emperor moves)? */
  hasSpecialMoves(code: number): boolean {
    return code > 0 && this.t.special[kindOf(code) * 2 + (code & 1)] === 1;
  }

  /** Appends to `out` from `k` the readable squares p + delta holding a piece of the side other than `bySide`. */
  private enemiesAt(p: number, deltas: Int32Array, bySide: number, out: Int32Array, k: number): number {
    const b = this.board;
    for (let j = 0; j < deltas.length && k < out.length; j++) {
      const v = b[p + deltas[j]!]!;
      if (v > 0 && (v & 1) !== bySide) out[k++] = this.t.unpad[p + deltas[j]!]!;
    }
    return k;
  }

  /** How many moves make() has played that unmake() has not taken back. */
  get made(): number {
    return this.ply;
  }

  /** How many pieces `side` has on the board, royals included. */
  pieceCount(side: 0 | 1): number {
    return this.count[side]!;
  }

  /**
   * Does `side` have one royal left, attacked now by a ray (step, slide or leap) of the other side, or by the Lion, Lion
   * Dog or hook moves of the piece that made `m`, the move just made? The search extends such moves: the next one may end
   * the game. The other pieces' special moves are not looked at: they cost a board-wide map. With `clear` (lastRoyalClear
   * was true before `m`), only the rays through the squares `m` changed are looked at: no other ray can have changed.
   */
  lastRoyalAttacked(side: 0 | 1, m: MoveCode, clear = false): boolean {
    const p = this.lastRoyal(side);
    if (p < 0) return false;
    const t = this.t;
    if (clear ? this.rayAttackedThrough(p, side ^ 1, m) : this.rayAttacked(p, side ^ 1)) return true;
    const q = t.pad[moveTo(m)]!;
    const code = this.board[q]!;
    const ks = kindOf(code) * 2 + (side ^ 1);
    if (code <= 0 || !t.special[ks] || !this.attacks(code, q)) return false;
    this.enemyMap.fill(0);
    this.markSpecial(q, ks, this.enemyMap);
    return this.enemyMap[p] === 1;
  }

  /** Does `side` have one royal, out of reach of every ray of the other side? */
  lastRoyalClear(side: 0 | 1): boolean {
    const p = this.lastRoyal(side);
    return p >= 0 && !this.rayAttacked(p, side ^ 1);
  }

  /** The cell of `side`'s royal when it has one, else -1: from the notable pieces (a few), not the whole army. */
  private lastRoyal(side: 0 | 1): number {
    if (this.royals[side] !== 1) return -1;
    const list = this.nList[side];
    for (let i = 0, c = this.nCount[side]!; i < c; i++) if (this.t.royal[kindOf(this.board[list[i]!]!)]) return list[i]!;
    return -1;
  }

  /** rayAttacked(q, bySide) looking only at the rays from `q` that pass a square move `m` changed (left, took or reached). */
  private rayAttackedThrough(q: number, bySide: number, m: MoveCode): boolean {
    const t = this.t;
    const start = t.rayThroughStart[bySide as 0 | 1];
    const through = t.rayThrough[bySide as 0 | 1];
    for (let k = 0; k < 4; k++) {
      const sq = k === 0 ? moveFrom(m) : k === 1 ? moveTo(m) : k === 2 ? moveVia1(m) : moveVia2(m);
      if (sq < 0) continue;
      const d = q - t.pad[sq]! + t.cells;
      for (let j = start[d]!, end = start[d + 1]!; j < end; j++) if (this.rayFrom(q, bySide, through[j]!) >= 0) return true;
    }
    return false;
  }

  /** Could a ray (step, slide or leap) of `bySide` capture on readable square `sq`? attacked() without special moves. */
  rayAttackedSquare(sq: number, bySide: 0 | 1): boolean {
    return this.rayAttacked(this.t.pad[sq]!, bySide);
  }

  /**
   * Passes the turn without moving (the search's null move: "if I could move twice, would I still fail high?"); not a
   * move of any of these games. Undone by unmakeNull, with no other make in between left unmade.
   */
  makeNull(): void {
    this.side = (this.side ^ 1) as 0 | 1;
    this.hashLo = (this.hashLo ^ SIDE_KEY) >>> 0;
  }

  unmakeNull(): void {
    this.makeNull();
  }

  /** Is the unpromoted piece `code` on `cell` dead (Dai: it can never move again)? */
  private dead(code: number, cell: number): boolean {
    const t = this.t;
    if (!t.zoneDepth || code & 2) return false;
    const depth = t.deadDepth[kindOf(code)]!;
    return depth > 0 && this.far(cell, code & 1, depth);
  }

  private far(cell: number, side: number, depth: number): boolean {
    const r = this.t.rank[cell]!;
    return side === 0 ? r < depth : r >= this.size - depth;
  }

  /** Appends every legal move of the side to move to `buf` from `start`; returns the new end. */
  generate(buf: MoveBuffer, start: number): number {
    const s = this.side;
    const list = this.list[s];
    let n = start;
    for (let i = 0, c = this.count[s]!; i < c; i++) {
      const cell = list[i]!;
      if (!this.dead(this.board[cell]!, cell)) n = this.genPiece(cell, buf, n);
    }
    return n;
  }

  /**
   * Appends only the capturing legal moves of the side to move (quiescence's moves), the same outcomes and choices
   * generate() gives for them: rays stop at the first piece without recording the empty squares before it; the few
   * pieces with Lion, Lion Dog, hook or Emperor moves generate those moves in full and keep their captures.
   */
  generateCaptures(buf: MoveBuffer, start: number): number {
    const s = this.side;
    const t = this.t;
    const b = this.board;
    const rays = t.rays;
    const list = this.list[s];
    let n = start;
    for (let i = 0, c = this.count[s]!; i < c; i++) {
      const p = list[i]!;
      const code = b[p]!;
      if (this.dead(code, p)) continue;
      const ks = kindOf(code) * 2 + s;
      if (t.special[ks]) {
        const first = n;
        n = this.genPiece(p, buf, n, true);
        let w = first;
        for (let j = first; j < n; j++) if (this.captureCount(buf[j]!) > 0) buf[w++] = buf[j]!;
        n = w;
        continue;
      }
      this.begin(p, code);
      for (let j = t.rayStart[ks]!, end = t.rayStart[ks + 1]!; j < end; j += 2) {
        const d = rays[j]!;
        let q = p;
        for (let k = rays[j + 1]!; k > 0; k--) {
          q += d;
          const v = b[q]!;
          if (v === 0) continue;
          if (v > 0 && (v & 1) !== s) n = this.add(buf, n, q, -1, -1);
          break;
        }
      }
    }
    return n;
  }

  /** Appends the legal moves of the piece on readable square `sq` (none unless it is the side to move's). */
  generateFrom(sq: number, buf: MoveBuffer, start: number): number {
    const cell = this.t.pad[sq];
    if (cell === undefined) return start;
    const code = this.board[cell]!;
    if (code <= 0 || (code & 1) !== this.side || this.dead(code, cell)) return start;
    return this.genPiece(cell, buf, start);
  }

  /**
   * The moves of the piece on cell `p`; with `capturesOnly`, its steps and slides to empty squares and an Emperor's
   * flights to them are left out (its Lion, Lion Dog and hook moves still give some, which the caller filters).
   */
  private genPiece(p: number, buf: MoveBuffer, n: number, capturesOnly = false): number {
    const t = this.t;
    const b = this.board;
    const code = b[p]!;
    const side = code & 1;
    const kind = kindOf(code);
    const ks = kind * 2 + side;
    this.begin(p, code);
    const rays = t.rays;
    for (let i = t.rayStart[ks]!, end = t.rayStart[ks + 1]!; i < end; i += 2) {
      const d = rays[i]!;
      const range = rays[i + 1]!;
      let q = p;
      for (let k = 0; k < range; k++) {
        q += d;
        const v = b[q]!;
        if (v === 0) {
          if (!capturesOnly) n = this.quiet(buf, n, q);
          continue;
        }
        if (v > 0 && (v & 1) !== side) n = this.add(buf, n, q, -1, -1);
        break;
      }
    }
    return t.special[ks] ? this.genSpecial(p, kind, ks, buf, n, capturesOnly) : n;
  }

  /** Starts the moves of the piece `code` on cell `p`: add() and quiet() read these. */
  private begin(p: number, code: number): void {
    this.stamp++;
    this.nComplex = 0;
    this.cur = p;
    this.curCode = code;
    this.plain = !this.t.zoneDepth || (code & 2) !== 0 || this.t.promotesTo[kindOf(code)]! < 0;
  }

  /** The current piece's moves beyond its rays: Lion, Lion Dog, hook and Emperor moves. */
  private genSpecial(p: number, kind: number, ks: number, buf: MoveBuffer, n: number, capturesOnly: boolean): number {
    const t = this.t;
    const side = ks & 1;
    if (t.lionArea[kind]) n = this.lionArea(p, side, buf, n);
    const lion = t.lionLines[ks]!;
    if (lion.length) n = this.lionLines(p, side, lion, buf, n);
    const dog = t.lionDogLines[ks]!;
    if (dog.length) n = this.lionDogLines(p, side, dog, buf, n);
    const hooks = t.hookLines[ks]!;
    if (hooks.length) n = this.hookLines(p, side, hooks, t.hookTurns[ks]!, buf, n);
    if (t.emperor[kind]) n = this.emperorMoves(p, side, buf, n, capturesOnly);
    return n;
  }

  /** A move of the current piece to the empty cell `q` with no stop between: when it cannot promote (`plain`, the common
   *  case) it is recorded here without add()'s work on captures, conversion and promotion. */
  private quiet(buf: MoveBuffer, n: number, q: number): number {
    if (!this.plain) return this.add(buf, n, q, -1, -1);
    if (this.seen[q] === this.stamp) return n;
    this.seen[q] = this.stamp;
    if (n >= buf.length) throw new RangeError(`move buffer full (${buf.length} entries)`);
    buf[n] = this.t.unpad[this.cur]! + this.t.unpad[q]! * B10;
    return n + 1;
  }

  /**
   * `lion: all`: (a) any of the 24 squares within two king steps, jumping what is between; (b) after capturing an
   * adjacent enemy, a second king step anywhere (capturing again, or back to the origin = igui); (c) a pass, out to an
   * empty neighbour and back.
   */
  private lionArea(p: number, side: number, buf: MoveBuffer, n: number): number {
    const b = this.board;
    const area2 = this.t.area2[side as 0 | 1];
    const king = this.t.king[side as 0 | 1];
    for (let i = 0; i < area2.length; i++) {
      const q = p + area2[i]!;
      const v = b[q]!;
      if (v === 0 || (v > 0 && (v & 1) !== side)) n = this.add(buf, n, q, -1, -1);
    }
    for (let i = 0; i < king.length; i++) {
      const a = p + king[i]!;
      const va = b[a]!;
      if (va === 0) {
        n = this.add(buf, n, p, a, -1);
      } else if (va > 0 && (va & 1) !== side) {
        for (let j = 0; j < king.length; j++) {
          const q = a + king[j]!;
          const v = b[q]!;
          if (v < 0 || (q !== p && v > 0 && (v & 1) === side)) continue;
          n = this.add(buf, n, q, a, -1);
        }
      }
    }
    return n;
  }

  /** Directional lion power along each line: one step, a jump of two, capture-and-continue, igui, pass. */
  private lionLines(p: number, side: number, lines: Int32Array, buf: MoveBuffer, n: number): number {
    const b = this.board;
    for (let i = 0; i < lines.length; i++) {
      const d = lines[i]!;
      const s1 = p + d;
      const v1 = b[s1]!;
      if (v1 < 0) continue;
      const friend1 = v1 > 0 && (v1 & 1) === side;
      const enemy1 = v1 > 0 && !friend1;
      if (!friend1) n = this.add(buf, n, s1, -1, -1);
      if (v1 === 0 || enemy1) n = this.add(buf, n, p, s1, -1);
      const s2 = s1 + d;
      const v2 = b[s2]!;
      if (v2 < 0 || (v2 > 0 && (v2 & 1) === side)) continue;
      n = this.add(buf, n, s2, -1, -1);
      if (enemy1) n = this.add(buf, n, s2, s1, -1);
    }
    return n;
  }

  /**
   * Lion Dog power along each line: out k ≤ 3 squares, then back j ≤ k with k + j ≤ 3 — the paths [1], [1,0], [2], [2,1],
   * [3]. Squares passed are jumped, or captured when they hold an enemy (each choice its own outcome); the path ends on an
   * empty or enemy square, or back on the origin after stepping onto an empty neighbour (pass) or capturing it (igui).
   */
  private lionDogLines(p: number, side: number, lines: Int32Array, buf: MoveBuffer, n: number): number {
    const b = this.board;
    for (let i = 0; i < lines.length; i++) {
      const d = lines[i]!;
      const s1 = p + d;
      const v1 = b[s1]!;
      if (v1 < 0) continue;
      const open1 = !(v1 > 0 && (v1 & 1) === side);
      const enemy1 = open1 && v1 > 0;
      if (open1) n = this.add(buf, n, s1, -1, -1);
      if (v1 === 0 || enemy1) n = this.add(buf, n, p, s1, -1);
      const s2 = s1 + d;
      const v2 = b[s2]!;
      if (v2 < 0) continue;
      const open2 = !(v2 > 0 && (v2 & 1) === side);
      const enemy2 = open2 && v2 > 0;
      if (open2) {
        n = this.add(buf, n, s2, -1, -1);
        if (enemy1) n = this.add(buf, n, s2, s1, -1);
      }
      // Out to s2 and back to s1: it only differs from the single step when it captures on s2.
      if (enemy2 && open1) n = this.add(buf, n, s1, s2, -1);
      const s3 = s2 + d;
      const v3 = b[s3]!;
      if (v3 < 0 || (v3 > 0 && (v3 & 1) === side)) continue;
      n = this.add(buf, n, s3, -1, -1);
      if (enemy1) n = this.add(buf, n, s3, s1, -1);
      if (enemy2) n = this.add(buf, n, s3, s2, -1);
      if (enemy1 && enemy2) n = this.add(buf, n, s3, s1, s2);
    }
    return n;
  }

  /** Hook movers (鉤行, 摩羯, 孔雀, 天狗): a slide that may turn 90° once, on an empty square, onto another listed line. */
  private hookLines(p: number, side: number, lines: Int32Array, turns: Uint8Array, buf: MoveBuffer, n: number): number {
    const b = this.board;
    const m = lines.length;
    for (let i = 0; i < m; i++) {
      const d = lines[i]!;
      for (let q = p + d; ; q += d) {
        const v = b[q]!;
        if (v < 0) break;
        if (v > 0) {
          if ((v & 1) !== side) n = this.add(buf, n, q, -1, -1);
          break;
        }
        n = this.add(buf, n, q, -1, -1);
        for (let j = 0; j < m; j++) {
          if (!turns[i * m + j]) continue;
          const e = lines[j]!;
          for (let r = q + e; ; r += e) {
            const w = b[r]!;
            if (w < 0) break;
            if (w > 0) {
              if ((w & 1) !== side) n = this.add(buf, n, r, q, -1);
              break;
            }
            n = this.add(buf, n, r, q, -1);
          }
        }
      }
    }
    return n;
  }

  /** Every square the Emperor on `p` may fly to within the game's Emperor rules, from its own back rank on. */
  private emperorMoves(p: number, side: number, buf: MoveBuffer, n: number, capturesOnly: boolean): number {
    const t = this.t;
    const b = this.board;
    // Friends are always barred; empty squares by the safe-squares and both-Emperors rules, or by the search's prudence
    // (with all the enemy's attacks in enemyMap and, if it has an Emperor, the own side's in ownMap).
    const prudent = this.prudent && !capturesOnly && t.emperorRule && !t.safeSquaresOnly && !t.protectedWhenBoth;
    const guarded = prudent && this.hasEmperor(side ^ 1);
    const own = this.judgeMaps(p, side, prudent, guarded);
    if (capturesOnly) return this.emperorCaptures(p, side, own, buf, n);
    const judgeEmpty = t.safeSquaresOnly || own;
    const flights = t.flights[side as 0 | 1];
    for (let i = 0; i < flights.length; i++) {
      const q = flights[i]!;
      const v = b[q]!;
      if (v === 0) {
        if (capturesOnly || (prudent && (this.enemyMap[q] || (guarded && !this.ownMap[q])))) continue;
        if (!judgeEmpty || this.bar(p, side, q, own) === null) n = this.quiet(buf, n, q);
      } else if ((v & 1) !== side && this.bar(p, side, q, own) === null) n = this.add(buf, n, q, -1, -1);
    }
    return n;
  }

  /**
   * The Emperor's captures: a walk over the enemy's piece list, not over the whole board (Tai's 625 squares), then put
   * in the order of its flights (from its own back rank on), as emperorMoves gives them: the list's order changes as
   * pieces are taken and restored, and the search must meet a position and its mirror image with the same move order.
   */
  private emperorCaptures(p: number, side: number, own: boolean, buf: MoveBuffer, n: number): number {
    const list = this.list[(side ^ 1) as 0 | 1];
    const first = n;
    for (let i = 0, c = this.count[side ^ 1]!; i < c; i++) {
      const q = list[i]!;
      if (this.bar(p, side, q, own) === null) n = this.add(buf, n, q, -1, -1);
    }
    // Insertion sort (stable, and the captures are few): Black's flights run from the last square down, White's up.
    const sign = side === 0 ? -1 : 1;
    for (let i = first + 1; i < n; i++) {
      const m = buf[i]!;
      const key = sign * moveTo(m);
      let j = i - 1;
      for (; j >= first && sign * moveTo(buf[j]!) > key; j--) buf[j + 1] = buf[j]!;
      buf[j + 1] = m;
    }
    return n;
  }

  /**
   * Prepares what bar() reads, with the Emperor on `p` lifted (the squares it flies over are then open): the enemy's
   * attacks, or when the Emperor may go to any empty square only which enemy pieces are protected (all its attacks for
   * the search's prudence); and the own side's attacks when the both-Emperors rule applies, which is what it returns
   * (or, for the prudence, when `guarded`).
   */
  private judgeMaps(p: number, side: number, prudent = false, guarded = false): boolean {
    const t = this.t;
    if (!t.emperorRule) return false;
    const code = this.board[p]!;
    this.board[p] = 0;
    const own = t.protectedWhenBoth && this.hasEmperor(side ^ 1);
    if (t.safeSquaresOnly || own || prudent) this.attackMap(side ^ 1, this.enemyMap);
    else this.protectionMap(side ^ 1, t.protectedBar);
    if (own || guarded) this.attackMap(side, this.ownMap);
    this.board[p] = code;
    return own;
  }

  private bar(p: number, side: number, q: number, own: boolean): Bar | null {
    const t = this.t;
    const v = this.board[q]!;
    if (q === p || (v > 0 && (v & 1) === side)) return 'friend';
    if (!t.emperorRule) return null;
    const attacked = this.enemyMap[q] === 1;
    if (t.safeSquaresOnly && attacked) return 'attacked';
    if (v > 0 && attacked && t.protectedBar![kindOf(v)]) return 'protected';
    if (own && !this.ownMap[q]) return 'unprotected';
    return null;
  }

  /** Why the Emperor on readable square `from` may not go to `to`, or null when it may (or no Emperor stands there). */
  emperorBar(from: number, to: number): Bar | null {
    const t = this.t;
    const p = t.pad[from]!;
    const code = this.board[p]!;
    if (code <= 0 || !t.emperor[kindOf(code)]) return null;
    const side = code & 1;
    return this.bar(p, side, t.pad[to]!, this.judgeMaps(p, side));
  }

  /**
   * Appends to `out` from `k` (at most out.length) the readable squares of the enemy pieces, royals aside, that the
   * Emperor of `side` could take for nothing: those no other piece of theirs protects (judged with the Emperor lifted,
   * as its moves), while the enemy has no Emperor; returns the new count. None when `side` has no Emperor or the game no
   * Emperor rule. With an enemy Emperor, such a capture is safe only on a square the Emperor's side protects, where the
   * piece is an ordinary hanging piece (attacked and unprotected), left to the search like any other.
   */
  emperorPrey(side: 0 | 1, out: Int32Array, k = 0): number {
    const t = this.t;
    const b = this.board;
    if (!t.emperorRule) return k;
    const p = this.emperorCell(side);
    const foe = side ^ 1;
    if (p < 0 || this.hasEmperor(foe)) return k;
    const code = b[p]!;
    b[p] = 0;
    this.protectionMap(foe, null);
    b[p] = code;
    const list = this.list[foe as 0 | 1];
    for (let i = 0, c = this.count[foe]!; i < c && k < out.length; i++) {
      const q = list[i]!;
      if (!this.enemyMap[q] && !t.royal[kindOf(b[q]!)]) out[k++] = t.unpad[q]!;
    }
    return k;
  }

  private hasEmperor(side: number): boolean {
    return this.emperorCell(side) >= 0;
  }

  /** The padded cell of an Emperor of `side` (from the notable list, which holds every Emperor), or -1. */
  private emperorCell(side: number): number {
    const list = this.nList[side as 0 | 1];
    for (let i = 0, c = this.nCount[side]!; i < c; i++) if (this.t.emperor[kindOf(this.board[list[i]!]!)]) return list[i]!;
    return -1;
  }

  /** Does the piece `code` on `p` attack at all? Emperors and dead pieces do not. */
  private attacks(code: number, p: number): boolean {
    return !this.t.emperor[kindOf(code)] && !this.dead(code, p);
  }

  /**
   * Marks in `map` (padded cells) every square on which some piece of `bySide` could capture, as if an enemy stood
   * there (the definition of attacks() in ../attacks): every movement kind counts; Emperors and dead pieces do not.
   */
  private attackMap(bySide: number, map: Uint8Array): void {
    const t = this.t;
    const b = this.board;
    map.fill(0);
    const list = this.list[bySide as 0 | 1];
    for (let i = 0, c = this.count[bySide]!; i < c; i++) {
      const p = list[i]!;
      const code = b[p]!;
      // The cell of a lifted Emperor (judgeMaps) is empty.
      if (code <= 0 || !this.attacks(code, p)) continue;
      const ks = kindOf(code) * 2 + bySide;
      const rays = t.rays;
      for (let j = t.rayStart[ks]!, end = t.rayStart[ks + 1]!; j < end; j += 2) {
        const d = rays[j]!;
        let q = p;
        for (let k = rays[j + 1]!; k > 0; k--) {
          q += d;
          const v = b[q]!;
          if (v < 0) break;
          map[q] = 1;
          if (v > 0) break;
        }
      }
      if (t.special[ks]) this.markSpecial(p, ks, map);
    }
  }

  /** Marks in `map` the squares the piece on `p` (form `ks`) attacks by its Lion, Lion Dog and hook moves. */
  private markSpecial(p: number, ks: number, map: Uint8Array): void {
    const t = this.t;
    const b = this.board;
    if (t.lionArea[ks >> 1]) for (const d of t.area2[0]) if (b[p + d]! >= 0) map[p + d] = 1;
    markLines(b, map, p, t.lionLines[ks]!, 2);
    markLines(b, map, p, t.lionDogLines[ks]!, 3);
    const hooks = t.hookLines[ks]!;
    const turns = t.hookTurns[ks]!;
    const m = hooks.length;
    for (let j = 0; j < m; j++) {
      for (let q = p + hooks[j]!; b[q]! >= 0; q += hooks[j]!) {
        map[q] = 1;
        if (b[q]! > 0) break;
        for (let e = 0; e < m; e++) {
          if (!turns[j * m + e]) continue;
          for (let r = q + hooks[e]!; b[r]! >= 0; r += hooks[e]!) {
            map[r] = 1;
            if (b[r]! > 0) break;
          }
        }
      }
    }
  }

  /** Marks in `map` what the Lion, Lion Dog and hook moves of `bySide`'s pieces attack (the notable list holds them). */
  private markSpecials(bySide: number, map: Uint8Array): void {
    const t = this.t;
    const b = this.board;
    const list = this.nList[bySide as 0 | 1];
    for (let i = 0, c = this.nCount[bySide]!; i < c; i++) {
      const p = list[i]!;
      const code = b[p]!;
      const ks = kindOf(code) * 2 + bySide;
      if (code > 0 && t.special[ks] && this.attacks(code, p)) this.markSpecial(p, ks, map);
    }
  }

  /**
   * Does a ray (step, slide or leap) of some piece of `bySide` reach the cell `q`? Seen from `q`: along each delta only
   * the first piece met can, if it reaches that far along it. Together with markSpecials this is attackMap's answer
   * for one square, at a fraction of its cost.
   */
  private rayAttacked(q: number, bySide: number): boolean {
    return this.rayAttacker(q, bySide, null) >= 0;
  }

  /**
   * The cell of a piece of `bySide` whose ray (step, slide or leap) reaches cell `q`, or -1: the first one found, or
   * with `values` (a piece's worth by code) the cheapest.
   */
  private rayAttacker(q: number, bySide: number, values: Float64Array | null): number {
    const rays = this.t.rayDeltas[bySide as 0 | 1];
    let best = -1;
    let bestValue = Infinity;
    for (let i = 0; i < rays.length; i += 3) {
      const r = this.rayFrom(q, bySide, i);
      if (r < 0) continue;
      if (!values) return r;
      const v = values[this.board[r]!]!;
      if (v < bestValue) {
        best = r;
        bestValue = v;
      }
    }
    return best;
  }

  /** The cell of the piece of `bySide` whose ray rayDeltas[bySide][i…] reaches cell `q` (the first piece met, if it reaches that far), or -1. */
  private rayFrom(q: number, bySide: number, i: number): number {
    const t = this.t;
    const b = this.board;
    const rays = t.rayDeltas[bySide as 0 | 1];
    const d = rays[i]!;
    let r = q;
    for (let k = 1, range = rays[i + 1]!; k <= range; k++) {
      r -= d;
      const v = b[r]!;
      if (v === 0) continue;
      return v > 0 && (v & 1) === bySide && t.rayReach[(kindOf(v) * 2 + bySide) * t.rayCount + rays[i + 2]!]! >= k && !this.dead(v, r) ? r : -1;
    }
    return -1;
  }

  /**
   * The static exchange of capture `m` for the side to move: `gain` (what `m` takes) less what it loses when both sides
   * then take on its destination in turn, each with its cheapest ray attacker (a piece behind one that has taken joins
   * in) and each free to stop. `values` gives a piece's worth by code. Lion-type recaptures and promotions on the way
   * are not looked at. The board is as before when it returns.
   */
  exchange(m: MoveCode, values: Float64Array, gain: number): number {
    const b = this.board;
    const pad = this.t.pad;
    const from = pad[moveFrom(m)]!;
    const to = pad[moveTo(m)]!;
    if (to === from) return gain;
    const swap = this.swapGains;
    const cleared = this.swapCells;
    const codes = this.swapCodes;
    let n = 0;
    // The mover and what it takes on the way leave their squares (lines through them open); it stands on `to`.
    const v1 = moveVia1(m);
    const v2 = moveVia2(m);
    for (let k = 0; k < 3; k++) {
      const sq = k === 0 ? from : k === 1 ? (v1 >= 0 ? pad[v1]! : -1) : v2 >= 0 ? pad[v2]! : -1;
      if (sq < 0 || b[sq]! <= 0) continue;
      cleared[n] = sq;
      codes[n++] = b[sq]!;
      b[sq] = 0;
    }
    let standing = values[codes[0]!]!;
    let side = this.side ^ 1;
    swap[0] = gain;
    let d = 0;
    while (d < swap.length - 1) {
      const a = this.rayAttacker(to, side, values);
      if (a < 0) break;
      d++;
      swap[d] = standing - swap[d - 1]!;
      standing = values[b[a]!]!;
      cleared[n] = a;
      codes[n++] = b[a]!;
      b[a] = 0;
      side ^= 1;
    }
    while (n > 0) {
      n--;
      b[cleared[n]!] = codes[n]!;
    }
    while (d > 0) {
      d--;
      swap[d] = -Math.max(-swap[d]!, swap[d + 1]!);
    }
    return swap[0]!;
  }

  /**
   * Marks in enemyMap the pieces of `bySide` that another piece of theirs protects, among `kinds` (null: every kind;
   * bar() asks only for the kinds the Emperor may not take when protected): exact on those squares. Cheap first: the
   * first square of every ray is attacked whatever stands on it, and most pieces have a protector next to them.
   */
  private protectionMap(bySide: number, kinds: Uint8Array | null): void {
    const t = this.t;
    const b = this.board;
    const map = this.enemyMap;
    const rays = t.rays;
    map.fill(0);
    const list = this.list[bySide as 0 | 1];
    const c = this.count[bySide]!;
    for (let i = 0; i < c; i++) {
      const p = list[i]!;
      const code = b[p]!;
      if (!this.attacks(code, p)) continue;
      const ks = kindOf(code) * 2 + bySide;
      for (let j = t.rayStart[ks]!, end = t.rayStart[ks + 1]!; j < end; j += 2) map[p + rays[j]!] = 1;
    }
    let open = false;
    for (let i = 0; i < c; i++) {
      const q = list[i]!;
      if (map[q] || (kinds && !kinds[kindOf(b[q]!)])) continue;
      if (this.rayAttacked(q, bySide)) map[q] = 1;
      else open = true;
    }
    if (open) this.markSpecials(bySide, map);
  }

  /** 1 on every readable square some piece of `bySide` (Emperors aside) could capture on, else 0 (a new array). */
  attackedSquares(bySide: 0 | 1): Uint8Array {
    this.attackMap(bySide, this.enemyMap);
    const pad = this.t.pad;
    const out = new Uint8Array(pad.length);
    for (let sq = 0; sq < pad.length; sq++) out[sq] = this.enemyMap[pad[sq]!]!;
    return out;
  }

  /** Could some piece of `bySide` (Emperors aside) capture on readable square `sq`? Same definition as attacks(). */
  attacked(sq: number, bySide: 0 | 1): boolean {
    const q = this.t.pad[sq]!;
    if (this.rayAttacked(q, bySide)) return true;
    this.enemyMap.fill(0);
    this.markSpecials(bySide, this.enemyMap);
    return this.enemyMap[q] === 1;
  }

  /**
   * Records one outcome of the current piece (unless found before by another path: outcomes are distinct by destination
   * and set of captures) with each choice it offers. Capture conversion (Maka) replaces promotion: when the captures
   * include a piece named in a conversion, the capturer turns into `becomes` (if several do, the last one captured along
   * the path decides). A capturer that already is `becomes` makes a plain capture: a conversion that changes nothing is
   * none. A `conversionExempt` capturer may instead keep its identity or promote in its usual way (seed 000: 可以不轉變而
   * 保留原來的身份或以其原本的方式升級). Keeping its identity stays open even where the capture would force promotion
   * (法性 and 教王 are promoted pieces; the `other` variant forces promotion on every capture): the exemption names
   * exactly these captures, so it outranks the general rule.
   */
  private add(buf: MoveBuffer, n: number, to: number, via1: number, via2: number): number {
    const b = this.board;
    const from = this.cur;
    let nc = 0;
    if (via1 >= 0 && b[via1]! > 0) this.cap0 = via1, nc = 1;
    if (via2 >= 0 && b[via2]! > 0) {
      if (nc === 0) this.cap0 = via2;
      else this.cap1 = via2;
      nc++;
    }
    const complex = nc > 0;
    if (to !== from && b[to]! > 0) {
      if (nc === 0) this.cap0 = to;
      else if (nc === 1) this.cap1 = to;
      else this.cap2 = to;
      nc++;
    }
    this.nCap = nc;
    if (!complex) {
      if (this.seen[to] === this.stamp) return n;
      this.seen[to] = this.stamp;
    } else {
      const key = this.outcomeKey(to);
      for (let i = 0; i < this.nComplex; i++) if (this.complex[i] === key) return n;
      if (this.nComplex === this.complex.length) {
        const grown = new Float64Array(this.complex.length * 2);
        grown.set(this.complex);
        this.complex = grown;
      }
      this.complex[this.nComplex++] = key;
    }
    const t = this.t;
    const unpad = t.unpad;
    const base = unpad[from]! + unpad[to]! * B10 + (via1 >= 0 ? unpad[via1]! + 1 : 0) * B20 + (via2 >= 0 ? unpad[via2]! + 1 : 0) * B30;
    if (n + 3 > buf.length) throw new RangeError(`move buffer full (${buf.length} entries)`);
    const code = this.curCode;
    const kind = kindOf(code);
    let becomes = -1;
    if (t.hasConversions) {
      for (let i = 0; i < nc; i++) {
        const c = t.converts[kindOf(b[i === 0 ? this.cap0 : i === 1 ? this.cap1 : this.cap2]!)]!;
        if (c >= 0) becomes = c;
      }
    }
    if (becomes < 0 || becomes === kind) {
      const pc = this.promotion(to);
      if (pc === 0) buf[n++] = base;
      else {
        buf[n++] = base + PROMOTE * B40;
        if (pc === 1) buf[n++] = base + DECLINE * B40;
      }
      return n;
    }
    buf[n++] = base + CONVERT * B40;
    if (!t.exempt[kind]) return n;
    if (this.promotion(to) === 0) buf[n++] = base;
    else {
      buf[n++] = base + PROMOTE * B40;
      buf[n++] = base + DECLINE * B40;
    }
    return n;
  }

  /** The sorted captures of the current outcome and its destination as one exact number. */
  private outcomeKey(to: number): number {
    let a = this.cap0;
    let b = this.nCap > 1 ? this.cap1 : -1;
    let c = this.nCap > 2 ? this.cap2 : -1;
    if (b >= 0 && b < a) [a, b] = [b, a];
    if (c >= 0 && c < b) {
      [b, c] = [c, b];
      if (b < a) [a, b] = [b, a];
    }
    return to + (a + 1) * B10 + (b + 1) * B20 + (c + 1) * B30;
  }

  /**
   * The promotion choices of the current outcome without conversion: 0 none, 1 optional, 2 forced. Zone rule: optional
   * on entering; after declining, only a capture made inside the zone (or a later entry) offers it again.
   */
  private promotion(to: number): number {
    const t = this.t;
    const code = this.curCode;
    if (code & 2 || t.promotesTo[kindOf(code)]! < 0) return 0;
    if (t.zoneDepth) {
      const side = code & 1;
      const toIn = this.far(to, side, t.zoneDepth);
      return toIn && (!this.far(this.cur, side, t.zoneDepth) || this.nCap > 0) ? 1 : 0;
    }
    if (this.nCap === 0) return 0;
    if (t.forcedAlways) return 2;
    const b = this.board;
    if (b[this.cap0]! & 2 || (this.nCap > 1 && b[this.cap1]! & 2) || (this.nCap > 2 && b[this.cap2]! & 2)) return 2;
    return 1;
  }

  /** Plays `m` (a move generate() gave in this position). */
  make(m: MoveCode): void {
    const t = this.t;
    const b = this.board;
    const from = t.pad[moveFrom(m)]!;
    const to = t.pad[moveTo(m)]!;
    const v1 = moveVia1(m);
    const v2 = moveVia2(m);
    const choice = moveChoice(m);
    if (this.undo.length < (this.ply + 1) * UNDO) {
      const grown = new Int32Array(this.undo.length * 2);
      grown.set(this.undo);
      this.undo = grown;
    }
    const u = this.undo;
    const o = this.ply++ * UNDO;
    const code = b[from]!;
    const side = code & 1;
    u[o] = from;
    u[o + 1] = to;
    u[o + 2] = code;
    u[o + 10] = this.hashLo;
    u[o + 11] = this.hashHi;
    this.mkLo = this.hashLo ^ SIDE_KEY ^ keyLo(code, from);
    this.mkHi = this.hashHi ^ keyHi(code, from);
    this.mkTaken = 0;
    this.mkBecomes = -1;
    if (v1 >= 0 && b[t.pad[v1]!]! > 0) this.take(t.pad[v1]!, o, side);
    if (v2 >= 0 && b[t.pad[v2]!]! > 0) this.take(t.pad[v2]!, o, side);
    if (to !== from && b[to]! > 0) this.take(to, o, side);
    u[o + 3] = this.mkTaken;
    const becomes = this.mkBecomes;
    let next = code;
    if (choice === CONVERT) next = pieceCode(becomes, t.promotesTo[becomes]! < 0 ? 1 : 0, side);
    else if (choice === PROMOTE) next = pieceCode(t.promotesTo[kindOf(code)]!, 1, side);
    if (next !== code) {
      if (t.royal[kindOf(code)]) this.royals[side]!--;
      if (t.royal[kindOf(next)]) this.royals[side]!++;
    }
    b[from] = 0;
    b[to] = next;
    if (to !== from) {
      const i = this.index[from]!;
      this.list[side as 0 | 1][i] = to;
      this.index[to] = i;
    }
    const was = this.notable(code);
    const now = next === code ? was : this.notable(next);
    if (was && now) this.nMove(from, to, side);
    else if (was) this.nRemove(from, side);
    else if (now) this.nAdd(to, side);
    this.hashLo = (this.mkLo ^ keyLo(next, to)) >>> 0;
    this.hashHi = (this.mkHi ^ keyHi(next, to)) >>> 0;
    this.side = (side ^ 1) as 0 | 1;
  }

  /** make()'s capture of the enemy piece on `cell`: recorded in the undo entry at `o`, hashed out, counted. A method on
   *  the instance's scratch fields rather than a closure, so that make() allocates nothing. */
  private take(cell: number, o: number, side: number): void {
    const t = this.t;
    const c = this.board[cell]!;
    const n = this.mkTaken++;
    this.undo[o + 4 + 2 * n] = cell;
    this.undo[o + 5 + 2 * n] = c;
    this.undo[o + 12 + n] = this.index[cell]!;
    this.mkLo ^= keyLo(c, cell);
    this.mkHi ^= keyHi(c, cell);
    const k = kindOf(c);
    if (t.converts[k]! >= 0) this.mkBecomes = t.converts[k]!;
    if (t.royal[k]) this.royals[side ^ 1]!--;
    if (this.notable(c)) this.nRemove(cell, side ^ 1);
    this.captured.push(c);
    this.remove(cell, side ^ 1);
    this.board[cell] = 0;
  }

  /** Takes back the last move made. */
  unmake(): void {
    if (this.ply === 0) throw new Error('unmake with no move made');
    const t = this.t;
    const b = this.board;
    const u = this.undo;
    const o = --this.ply * UNDO;
    const from = u[o]!;
    const to = u[o + 1]!;
    const code = u[o + 2]!;
    const side = code & 1;
    const next = b[to]!;
    if (next !== code) {
      if (t.royal[kindOf(next)]) this.royals[side]!--;
      if (t.royal[kindOf(code)]) this.royals[side]!++;
    }
    b[to] = 0;
    b[from] = code;
    if (to !== from) {
      const i = this.index[to]!;
      this.list[side as 0 | 1][i] = from;
      this.index[from] = i;
    }
    const was = this.notable(code);
    const now = next === code ? was : this.notable(next);
    if (was && now) this.nMove(to, from, side);
    else if (now) this.nRemove(to, side);
    else if (was) this.nAdd(from, side);
    for (let k = u[o + 3]! - 1; k >= 0; k--) {
      const cell = u[o + 4 + 2 * k]!;
      const c = u[o + 5 + 2 * k]!;
      b[cell] = c;
      const s = c & 1;
      // drop() moved the list's last piece into the captured one's place (unless the captured one was last): it goes back
      // to the end, and the captured one home.
      const list = this.list[s as 0 | 1];
      const i = u[o + 12 + k]!;
      const end = this.count[s]!++;
      if (i < end) {
        list[end] = list[i]!;
        this.index[list[end]!] = end;
      }
      list[i] = cell;
      this.index[cell] = i;
      if (t.royal[kindOf(c)]) this.royals[s]!++;
      if (this.notable(c)) this.nAdd(cell, s);
      this.captured.pop();
    }
    this.hashLo = u[o + 10]! >>> 0;
    this.hashHi = u[o + 11]! >>> 0;
    this.side = side as 0 | 1;
  }

  /** Is the piece `code` a royal or a form with special moves (kept in the notable lists)? */
  private notable(code: number): boolean {
    const kind = kindOf(code);
    return this.t.royal[kind] === 1 || this.t.special[kind * 2 + (code & 1)] === 1;
  }

  private nAdd(cell: number, side: number): void {
    this.nIndex[cell] = this.nCount[side]!;
    this.nList[side as 0 | 1][this.nCount[side]!++] = cell;
  }

  private nRemove(cell: number, side: number): void {
    drop(this.nList[side as 0 | 1], this.nIndex, this.nCount, side, cell);
  }

  private nMove(from: number, to: number, side: number): void {
    const i = this.nIndex[from]!;
    this.nList[side as 0 | 1][i] = to;
    this.nIndex[to] = i;
  }

  private remove(cell: number, side: number): void {
    drop(this.list[side as 0 | 1], this.index, this.count, side, cell);
  }

  /** The Zobrist key halves computed from scratch (for tests: they must equal hashLo and hashHi). */
  recomputeHash(): [number, number] {
    let lo = this.side ? SIDE_KEY : 0;
    let hi = 0;
    for (let cell = 0; cell < this.board.length; cell++) {
      const c = this.board[cell]!;
      if (c > 0) {
        lo ^= keyLo(c, cell);
        hi ^= keyHi(c, cell);
      }
    }
    return [lo >>> 0, hi >>> 0];
  }

  /** The readable Move of `m` in the current position (before it is made). */
  toMove(m: MoveCode): Move {
    const from = moveFrom(m);
    const to = moveTo(m);
    const via: number[] = [];
    const v1 = moveVia1(m);
    const v2 = moveVia2(m);
    if (v1 >= 0) via.push(v1);
    if (v2 >= 0) via.push(v2);
    const captures = via.filter((sq) => this.pieceAt(sq) > 0);
    if (to !== from && this.pieceAt(to) > 0) captures.push(to);
    const choice = moveChoice(m);
    const move: Move = { from, to, via, captures, promote: choice === PROMOTE ? true : choice === DECLINE ? false : null };
    if (choice === CONVERT) {
      let becomes = -1;
      for (const sq of captures) {
        const c = this.t.converts[kindOf(this.pieceAt(sq))]!;
        if (c >= 0) becomes = c;
      }
      move.convert = this.kindIds[becomes];
    }
    return move;
  }

  /** How many pieces `m` captures in the current position (before it is made). */
  captureCount(m: MoveCode): number {
    const from = moveFrom(m);
    const to = moveTo(m);
    const v1 = moveVia1(m);
    const v2 = moveVia2(m);
    return (v1 >= 0 && this.pieceAt(v1) > 0 ? 1 : 0) + (v2 >= 0 && this.pieceAt(v2) > 0 ? 1 : 0) + (to !== from && this.pieceAt(to) > 0 ? 1 : 0);
  }

  /** Writes the squares `m` captures into `out` from index 0, in the order the piece passes them; returns how many. */
  capturedSquares(m: MoveCode, out: Int32Array | number[]): number {
    const from = moveFrom(m);
    const to = moveTo(m);
    const v1 = moveVia1(m);
    const v2 = moveVia2(m);
    let n = 0;
    if (v1 >= 0 && this.pieceAt(v1) > 0) out[n++] = v1;
    if (v2 >= 0 && this.pieceAt(v2) > 0) out[n++] = v2;
    if (to !== from && this.pieceAt(to) > 0) out[n++] = to;
    return n;
  }

  /** The integer form of a readable move (the inverse of toMove). */
  fromMove(move: Move): MoveCode {
    const choice = move.convert ? CONVERT : move.promote === true ? PROMOTE : move.promote === false ? DECLINE : NONE;
    return encodeMove(move.from, move.to, move.via[0] ?? -1, move.via[1] ?? -1, choice);
  }

  /** Leaf nodes `depth` plies deep (a finished game has none), counting the last ply's moves without making them. */
  perft(depth: number, buf: MoveBuffer = new Float64Array(depth * 16384), start = 0): number {
    if (depth === 0) return 1;
    if (this.winner() >= 0) return 0;
    const end = this.generate(buf, start);
    if (depth === 1) return end - start;
    let nodes = 0;
    for (let i = start; i < end; i++) {
      this.make(buf[i]!);
      nodes += this.perft(depth - 1, buf, end);
      this.unmake();
    }
    return nodes;
  }
}

function markLines(b: Int32Array, map: Uint8Array, p: number, lines: Int32Array, depth: number): void {
  for (let i = 0; i < lines.length; i++) {
    let q = p;
    for (let k = 0; k < depth; k++) {
      q += lines[i]!;
      if (b[q]! >= 0) map[q] = 1;
    }
  }
}

/** Removes `cell` from one side's cell list (its last entry takes the free slot), keeping `index` and the count right. */
function drop(list: Int32Array, index: Int32Array, counts: number[], side: number, cell: number): void {
  const i = index[cell]!;
  const last = list[--counts[side]!]!;
  list[i] = last;
  index[last] = i;
}
