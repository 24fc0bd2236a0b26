// Legal move generation: every distinct outcome of the side to move (DESIGN §5).
import { emperorMoves } from './emperor';
import { hookLines } from './hook';
import { lionArea, lionDogLines, lionLines } from './lion';
import type { Move } from './move';
import { addOutcome, beginPiece, isFriend, type Outcomes } from './outcomes';
import type { Position } from './position';
import { choices, isDead } from './promotion';
import type { CompiledPiece } from './rules';
import { along, type Square } from './square';

/**
 * The legal moves of the side to move (only those of the piece on `from` when given; none when it is not that side's).
 * Moving into attack is legal, and play after a royal falls is not prevented here: callers check winner().
 */
export function legalMoves(pos: Position, from?: Square): Move[] {
  const moves: Move[] = [];
  const out: Outcomes = { board: pos.board, size: pos.size, from: 0, side: pos.turn, moves: [] };
  const first = from ?? 0;
  const last = from ?? pos.board.length - 1;
  for (let sq = first; sq <= last; sq++) {
    const piece = pos.board[sq];
    if (!piece || piece.side !== pos.turn) continue;
    const compiled = pos.rules.pieces.get(piece.id);
    if (!compiled) throw new Error(`no definition for piece "${piece.id}"`);
    if (isDead(pos.rules, piece, sq, pos.size)) continue;
    out.moves = [];
    beginPiece(out, sq);
    pieceOutcomes(out, compiled, pos);
    for (const move of out.moves) {
      const options = choices(pos.rules, pos.board, pos.size, piece, move);
      if (options.length === 1 && options[0]!.promote === null && !options[0]!.convert) {
        moves.push(move);
        continue;
      }
      for (const option of options) {
        const m: Move = { ...move, via: move.via.slice(), captures: move.captures.slice(), promote: option.promote };
        if (option.convert) m.convert = option.convert;
        moves.push(m);
      }
    }
  }
  return moves;
}

function pieceOutcomes(out: Outcomes, c: CompiledPiece, pos: Position): void {
  const side = out.side === 'black' ? 0 : 1;
  const { board, size, from } = out;
  const rays = c.rays[side];
  for (let i = 0; i < rays.length; i += 3) {
    const range = rays[i + 2]! || size;
    for (let k = 1; k <= range; k++) {
      const sq = along(from, size, rays[i]!, rays[i + 1]!, k);
      if (sq < 0 || isFriend(out, sq)) break;
      if (board[sq]) {
        addOutcome(out, sq, [], [sq]);
        break;
      }
      addOutcome(out, sq, [], []);
    }
  }
  const jumps = c.jumps[side];
  for (let i = 0; i < jumps.length; i += 2) {
    const sq = along(from, size, jumps[i]!, jumps[i + 1]!, 1);
    if (sq >= 0 && !isFriend(out, sq)) addOutcome(out, sq, [], board[sq] ? [sq] : []);
  }
  if (c.lionArea) lionArea(out);
  if (c.lionLines[side].length) lionLines(out, c.lionLines[side]);
  if (c.lionDogLines[side].length) lionDogLines(out, c.lionDogLines[side]);
  if (c.hookLines[side].length) hookLines(out, c.hookLines[side]);
  if (c.emperor) emperorMoves(out, pos.rules);
}
