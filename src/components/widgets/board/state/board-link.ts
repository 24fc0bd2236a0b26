// The link that reproduces a board: the whole state as query parameters, in the engine's own text forms.
import { makeMove, makePosition } from '../../../../engine';
import type { BoardState } from './board-state';

// Readable links: the engine's text needs no escaping for `,` `/` or `:`; spaces and `+` must be escaped.
const encode = (text: string) => encodeURIComponent(text).replace(/%2C/g, ',').replace(/%2F/g, '/');

/**
 * The query of a state. Parameters:
 * - `p`: the starting position in the engine's text form (`<ranks> <b|w> <game>[/<source>]`);
 * - `m`: the moves played from it, in the engine's path form, comma-separated (`8h-8f,8hx8gx8f`);
 * - `at`: how many of them are on the board, when some were undone (default: all);
 * - `flip=1`: White at the bottom;
 * - without `p`: `try=<piece id>` puts that piece at the centre of a small board with a few blockers, under
 *   `game=<id>` (default dai) and `source=<id>` (default: the main text); `size=<n>` sets the board size.
 */
export function encodeBoard(s: BoardState): string {
  const start = s.positions[0]!;
  const params = [`p=${encode(makePosition(start))}`];
  if (s.moves.length) params.push(`m=${encode(s.moves.map((m) => makeMove(m, start.size)).join(','))}`);
  if (s.ply < s.moves.length) params.push(`at=${s.ply}`);
  if (s.flipped) params.push('flip=1');
  return `?${params.join('&')}`;
}

