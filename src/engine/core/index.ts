// The fast core's API for search: one mutable state (Core) with integer moves, make/unmake and a Zobrist hash.
/**
 * Usage (the search's inner loop):
 *
 *     const core = Core.from(position);            // any game, source and board size
 *     const buf: MoveBuffer = new Float64Array(1 << 16);
 *     const end = core.generate(buf, 0);           // legal moves in buf[0 … end)
 *     for (let i = 0; i < end; i++) {
 *       core.make(buf[i]);                         // hashLo/hashHi, side and winner() follow the move
 *       … search(core, buf, end) …                 // children generate from `end`, so one buffer serves the tree
 *       core.unmake();
 *     }
 *
 * The moves are exactly legalMoves' (the readable API is a view of this generator): toMove(m) turns one into a Move
 * before it is made, fromMove(move) back. A move is a non-zero integer (layout in move-code.ts), so 0 means "no move".
 * Squares are readable squares (rank · size + col). Piece codes: 0 empty, else decode with kindOf (an index into
 * core.kindIds), sideOf (0 Black, 1 White) and isPromoted. generate throws a RangeError rather than overrun the buffer.
 */
export { Core, type Bar } from './core';
export {
  type MoveBuffer, type MoveCode, NONE, PROMOTE, DECLINE, CONVERT,
  encodeMove, moveFrom, moveTo, moveVia1, moveVia2, moveChoice, promotes,
} from './move-code';
export { kindOf, sideOf, isPromoted } from './tables';
