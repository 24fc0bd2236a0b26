// Addresses of the site's study views, built in one place so every page links them the same way.
import type { GameId, SourceId } from '../schema';

/** A piece page with a source's reading selected (the piece page reads `?source=&game=`). */
export function pieceSourceHref(pieceId: string, source: SourceId | null, game: GameId | undefined): string {
  const q = new URLSearchParams();
  if (source) q.set('source', source);
  if (game) q.set('game', game);
  const text = q.toString();
  return `/pieces/${pieceId}/${text ? `?${text}` : ''}`;
}

/** The mini-board with a piece to try under a game's rules and a source (the board reads `?try=&game=&source=`). */
export function boardTryHref(pieceId: string | undefined, game: GameId, source: SourceId | null): string {
  return `/board/${boardTryQuery(pieceId, game, source)}`;
}

/** The query of boardTryHref, for an island that knows the board's path in its page's language. */
export function boardTryQuery(pieceId: string | undefined, game: GameId, source: SourceId | null): string {
  const q = new URLSearchParams();
  if (pieceId) q.set('try', pieceId);
  q.set('game', game);
  if (source) q.set('source', source);
  return `?${q.toString()}`;
}

/** The mini-board set up on a position in the engine's text form (the board reads `?p=`). */
export function boardPositionHref(position: string): string {
  // The board's own links keep `,` and `/` readable; spaces and `+` must be escaped.
  return `/board/?p=${encodeURIComponent(position).replace(/%2C/g, ',').replace(/%2F/g, '/')}`;
}
