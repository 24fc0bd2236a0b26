// Dead pieces (Dai): which pieces can never move again. The promotion choices themselves live in the fast core.
import type { Piece } from '../model/position';
import type { Rules } from '../model/rules';
import type { Square } from '../model/square';

/** Is `rank` within `depth` ranks of the far side for `piece`'s owner? */
function farRanks(piece: Piece, sq: Square, size: number, depth: number): boolean {
  const rank = Math.floor(sq / size);
  return piece.side === 'black' ? rank < depth : rank >= size - depth;
}

/** A dead piece (Dai): an unpromoted piece listed in `promotion.dead` standing on its last ranks; it never moves again. */
export function isDead(rules: Rules, piece: Piece, sq: Square, size: number): boolean {
  if (rules.promotion.kind !== 'zone' || piece.promoted) return false;
  const depth = rules.promotion.dead[piece.id];
  return depth !== undefined && farRanks(piece, sq, size, depth);
}
