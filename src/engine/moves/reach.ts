// A piece's reach: its moves alone (plus optional blockers) at the centre of an empty board, for diagrams and the CLI.
import type { Move } from '../model/move';
import { legalMoves } from './movegen';
import { emptyPosition, putPiece, type Piece, type Position, type Side } from '../model/position';
import type { Rules } from '../model/rules';
import type { Square } from '../model/square';

export interface ReachOptions {
  /** Board size (default: the game's). */
  size?: number;
  /** The piece's owner (default Black). */
  side?: Side;
  /** Other pieces to place, e.g. obstacles for a diagram; a blocker on the centre square is ignored. */
  blockers?: { sq: Square; piece: Piece }[];
  promoted?: boolean;
}

export interface Reach {
  size: number;
  /** The centre square, where the piece stands. */
  square: Square;
  moves: Move[];
  /** Distinct [dx, dy] offsets of the destinations, relative to the owner (dx > 0 right, dy > 0 forward); [0, 0] for a pass or igui. */
  destinations: [number, number][];
  /** The position the moves were generated in: the piece on `square`, the blockers, its owner to move. */
  position: Position;
}

export function reach(rules: Rules, pieceId: string, opts: ReachOptions = {}): Reach {
  if (!rules.pieces.has(pieceId)) throw new Error(`unknown piece id "${pieceId}"`);
  const size = opts.size ?? rules.size;
  const side = opts.side ?? 'black';
  const centre = Math.floor(size / 2);
  const square = centre * size + centre;
  let pos = { ...emptyPosition(rules, size), turn: side };
  for (const b of opts.blockers ?? []) if (b.sq !== square) pos = putPiece(pos, b.sq, b.piece);
  pos = putPiece(pos, square, { id: pieceId, side, promoted: opts.promoted ?? false });
  const moves = legalMoves(pos, square);
  // Offsets from the owner's point of view: White's are turned 180° (written as differences to avoid -0).
  const offset = (a: number, b: number) => (side === 'black' ? a - b : b - a);
  const seen = new Set<number>();
  const destinations: [number, number][] = [];
  for (const m of moves) {
    if (seen.has(m.to)) continue;
    seen.add(m.to);
    destinations.push([offset(m.to % size, centre), offset(centre, Math.floor(m.to / size))]);
  }
  return { size, square, moves, destinations, position: pos };
}
