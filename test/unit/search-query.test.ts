// The /search/ page's query: read from the URL (bad values explained), written back, turned into Pagefind filters.
import { describe, expect, it } from 'vitest';
import { pagefindFilters, parseSearchQuery, searchQueryString } from '../../src/scripts/search-query';
import { en } from '../../src/i18n/en';

const games = ['dai', 'maka-dai-dai', 'tai'];
const words = { noType: en['searchPage.noType'], noGame: en['searchPage.noGame'] };

describe('search query', () => {
  it('reads q, type and game', () => {
    expect(parseSearchQuery('?q=%E7%8B%9B%E7%8A%AC&type=piece&game=tai', games, words)).toEqual({
      query: { q: '狛犬', type: 'piece', game: 'tai' },
      problems: [],
    });
  });

  it('ignores unknown types and games with a reason, keeping the rest', () => {
    const { query, problems } = parseSearchQuery('?q=lion&type=spaceship&game=chess', games, words);
    expect(query).toEqual({ q: 'lion', type: null, game: null });
    expect(problems).toHaveLength(2);
    expect(problems.join(' ')).toMatch(/spaceship/);
    expect(problems.join(' ')).toMatch(/chess/);
  });

  it('round-trips through the query string', () => {
    const query = { q: 'lion dog', type: 'piece' as const, game: 'maka-dai-dai' };
    expect(parseSearchQuery(searchQueryString(query), games, words).query).toEqual(query);
    expect(searchQueryString({ q: '', type: null, game: null })).toBe('');
  });

  it('gives Pagefind only the filters that are set', () => {
    expect(pagefindFilters({ q: 'x', type: null, game: null })).toBeUndefined();
    expect(pagefindFilters({ q: 'x', type: 'source', game: null })).toEqual({ type: 'source' });
    expect(pagefindFilters({ q: '', type: 'piece', game: 'dai' })).toEqual({ type: 'piece', game: 'dai' });
  });
});
