// The search's view of a game: a stack of positions with make/unmake, an incremental Zobrist hash and royal counts,
// on the engine's one move generator (legalMoves) and one way of applying a move (applyMove).
import { applyMove, type Move } from '../move';
import { legalMoves } from '../movegen';
import type { Piece, Position } from '../position';
import { pieceCodes, pieceKey, SIDE_KEY } from './zobrist';

interface Frame {
  pos: Position;
  lo: number;
  hi: number;
  /** Royals left on the board: [Black, White]. */
  royals: [number, number];
}

export class SearchBoard {
  private readonly frames: Frame[];
  private readonly code: (p: Piece) => number;
  private readonly royalIds: ReadonlySet<string>;
  /** Whether each side had a royal when the search started: only such a side can lose by losing them all. */
  private readonly hadRoyal: [boolean, boolean];

  constructor(pos: Position) {
    this.code = pieceCodes(pos.rules);
    this.royalIds = pos.rules.royals;
    let lo = pos.turn === 'white' ? SIDE_KEY : 0;
    let hi = 0;
    const royals: [number, number] = [0, 0];
    pos.board.forEach((p, sq) => {
      if (!p) return;
      const [a, b] = pieceKey(this.code(p), sq);
      lo ^= a;
      hi ^= b;
      if (this.royalIds.has(p.id)) royals[p.side === 'black' ? 0 : 1]++;
    });
    this.hadRoyal = [royals[0] > 0, royals[1] > 0];
    this.frames = [{ pos, lo: lo >>> 0, hi: hi >>> 0, royals }];
  }

  private get top(): Frame {
    return this.frames[this.frames.length - 1]!;
  }

  get position(): Position {
    return this.top.pos;
  }
  get hashLo(): number {
    return this.top.lo;
  }
  get hashHi(): number {
    return this.top.hi;
  }
  /** Plies made since the search started. */
  get ply(): number {
    return this.frames.length - 1;
  }
  /** 0 when Black is to move, 1 for White. */
  get side(): 0 | 1 {
    return this.top.pos.turn === 'black' ? 0 : 1;
  }
  royals(side: 0 | 1): number {
    return this.top.royals[side];
  }

  /** The side that has won (0 Black, 1 White): the other had royals and has none left; -1 while play goes on. */
  winner(): -1 | 0 | 1 {
    const [b, w] = this.top.royals;
    if (this.hadRoyal[1] && w === 0 && (b > 0 || !this.hadRoyal[0])) return 0;
    if (this.hadRoyal[0] && b === 0) return 1;
    return -1;
  }

  moves(): Move[] {
    return legalMoves(this.top.pos);
  }

  isRoyal(p: Piece | null | undefined): boolean {
    return !!p && this.royalIds.has(p.id);
  }

  make(move: Move): void {
    const { pos, royals } = this.top;
    const next = applyMove(pos, move);
    let lo = this.top.lo ^ SIDE_KEY;
    let hi = this.top.hi;
    const r: [number, number] = [royals[0], royals[1]];
    const flip = (p: Piece | null, sq: number, sign: number) => {
      if (!p) return;
      const [a, b] = pieceKey(this.code(p), sq);
      lo ^= a;
      hi ^= b;
      if (this.royalIds.has(p.id)) r[p.side === 'black' ? 0 : 1] += sign;
    };
    flip(pos.board[move.from]!, move.from, -1);
    for (const sq of move.captures) flip(pos.board[sq]!, sq, -1);
    flip(next.board[move.to]!, move.to, 1);
    this.frames.push({ pos: next, lo: lo >>> 0, hi: hi >>> 0, royals: r });
  }

  unmake(): void {
    if (this.frames.length === 1) throw new Error('unmake with no move made');
    this.frames.pop();
  }

  /** Has the current position (same side to move) already occurred earlier on this line, at least 4 plies back? */
  repeats(): boolean {
    const { lo, hi } = this.top;
    for (let i = this.frames.length - 5; i >= 0; i -= 2) {
      const f = this.frames[i]!;
      if (f.lo === lo && f.hi === hi) return true;
    }
    return false;
  }
}
