// The /search/ page's query as plain data: read from and written to the URL, turned into Pagefind filters.
import { clip } from '../engine/text/reason';
import { fill } from '../i18n';

/** Page types the site tags with `data-pagefind-filter="type:…"` (their labels: the dictionary's `searchPage.types.*`). */
export const SEARCH_TYPES = ['piece', 'game', 'source', 'comparison', 'documentation'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** The explanations of ignored parameters, in the page's language (`{type}`, `{game}` filled in). */
export interface QueryWords { noType: string; noGame: string }

export interface SearchQuery {
  q: string;
  type: SearchType | null;
  /** A game id, or null for every game. */
  game: string | null;
}

export interface ParsedQuery {
  query: SearchQuery;
  /** Parameters that were ignored, explained for the reader. */
  problems: string[];
}

export function parseSearchQuery(search: string, games: readonly string[], words: QueryWords): ParsedQuery {
  const params = new URLSearchParams(search);
  const problems: string[] = [];
  const typeText = params.get('type') ?? '';
  const gameText = params.get('game') ?? '';
  let type: SearchType | null = null;
  if (typeText) {
    if ((SEARCH_TYPES as readonly string[]).includes(typeText)) type = typeText as SearchType;
    else problems.push(fill(words.noType, { type: clip(typeText) }));
  }
  let game: string | null = null;
  if (gameText) {
    if (games.includes(gameText)) game = gameText;
    else problems.push(fill(words.noGame, { game: clip(gameText) }));
  }
  return { query: { q: (params.get('q') ?? '').trim(), type, game }, problems };
}

export function searchQueryString(query: SearchQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.type) params.set('type', query.type);
  if (query.game) params.set('game', query.game);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Pagefind's `filters` option for the query; undefined when nothing is filtered. */
export function pagefindFilters(query: SearchQuery): Record<string, string> | undefined {
  const filters: Record<string, string> = {};
  if (query.type) filters.type = query.type;
  if (query.game) filters.game = query.game;
  return Object.keys(filters).length ? filters : undefined;
}
