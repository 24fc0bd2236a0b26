// Lion-type passes: the squares a Lion, directional Lion or Lion Dog may step out to and back from (moves: core/).
import type { Position } from '../model/position';
import { along, type Square } from '../model/square';

/**
 * The squares the piece on `from` may step out to and come back from for a pass: its empty neighbours that its Lion-type
 * power steps onto (all eight under `lion: all`, the first square of each line of a directional Lion or Lion Dog power),
 * in board order; none for other pieces. Every such pass is the same outcome, so legalMoves keeps one of them as the
 * pass's `via`; a board UI uses this to let the reader step out to any of them. Whether a pass is legal now (the side
 * to move, a dead piece) is legalMoves' answer, not this one's.
 */
export function passSquares(pos: Position, from: Square): Square[] {
  const piece = pos.board[from];
  const c = piece && pos.rules.pieces.get(piece.id);
  if (!c) return [];
  const side = piece.side === 'black' ? 0 : 1;
  const onLine = (lines: readonly number[], dc: number, dr: number) => {
    for (let i = 0; i < lines.length; i += 2) if (lines[i] === dc && lines[i + 1] === dr) return true;
    return false;
  };
  const out: Square[] = [];
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      if (dr === 0 && dc === 0) continue;
      const sq = along(from, pos.size, dc, dr, 1);
      if (sq < 0 || pos.board[sq]) continue;
      if (c.lionArea || onLine(c.lionLines[side], dc, dr) || onLine(c.lionDogLines[side], dc, dr)) out.push(sq);
    }
  }
  return out;
}
