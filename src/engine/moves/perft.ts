// Move-tree node counts, for checking the generator against independent counts; run on the fast core.
import { Core } from '../core';
import type { Move } from '../model/move';
import type { Position } from '../model/position';

/** Leaf nodes of the legal-move tree `depth` plies deep; a finished game (a side without royals) has no moves. */
export function perft(pos: Position, depth: number): number {
  return Core.from(pos).perft(depth);
}

/** perft(depth) split by the first move: the leaves below each legal move of `pos` (depth ≥ 1), for `perft --divide`. */
export function perftDivide(pos: Position, depth: number): { move: Move; nodes: number }[] {
  const core = Core.from(pos);
  const buf = new Float64Array(Math.max(1, depth) * 16384);
  const end = core.generate(buf, 0);
  const out: { move: Move; nodes: number }[] = [];
  for (let i = 0; i < end; i++) {
    const move = core.toMove(buf[i]!);
    core.make(buf[i]!);
    out.push({ move, nodes: core.perft(depth - 1, buf, end) });
    core.unmake();
  }
  return out;
}
