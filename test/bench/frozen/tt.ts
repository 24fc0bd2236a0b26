// The transposition table: search results by Zobrist hash, in flat typed arrays, with the core's integer moves.
import type { MoveCode } from '../../../src/engine/core';

export const EXACT = 1;
export const LOWER = 2;
export const UPPER = 3;

export class TranspositionTable {
  private readonly mask: number;
  private readonly check: Uint32Array;
  private readonly moves: Float64Array;
  private readonly scores: Int32Array;
  private readonly depths: Int8Array;
  private readonly flags: Uint8Array;

  /** 2^bits entries (about 18 bytes each). */
  constructor(bits: number) {
    const n = 1 << bits;
    this.mask = n - 1;
    this.check = new Uint32Array(n);
    this.moves = new Float64Array(n);
    this.scores = new Int32Array(n);
    this.depths = new Int8Array(n);
    this.flags = new Uint8Array(n);
  }

  /** The slot holding this position, or -1. */
  find(lo: number, hi: number): number {
    const i = lo & this.mask;
    return this.flags[i] !== 0 && this.check[i] === hi ? i : -1;
  }

  /** The best move found there, or 0 (no move) when every move failed low. */
  move(i: number): MoveCode {
    return this.moves[i]!;
  }
  score(i: number): number {
    return this.scores[i]!;
  }
  depth(i: number): number {
    return this.depths[i]!;
  }
  flag(i: number): number {
    return this.flags[i]!;
  }

  /** Stores a result, replacing what the slot held unless that was the same position searched deeper. */
  store(lo: number, hi: number, depth: number, flag: number, score: number, move: MoveCode): void {
    const i = lo & this.mask;
    if (this.flags[i] !== 0 && this.check[i] === hi && this.depths[i]! > depth) return;
    this.check[i] = hi;
    this.depths[i] = Math.min(127, depth);
    this.flags[i] = flag;
    this.scores[i] = score;
    this.moves[i] = move;
  }
}
