// The /search/ page's query: read from the URL (bad values explained), written back, turned into Pagefind filters;
// and which result titles name the query exactly (those come first).
import { describe, expect, it } from 'vitest';
import { pagefindFilters, parseSearchQuery, searchQueryString } from '../../../src/scripts/search-query';
import { titleNames } from '../../../src/scripts/search';
import { en } from '../../../src/i18n/en';

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

describe('a title that is the whole query', () => {
  it('is the Latin or the kanji part of the title, ignoring case and spacing, never a part of a longer name', () => {
    expect(titleNames('大將棋 Dai Shogi', 'dai  shogi')).toBe(true);
    expect(titleNames('大將棋 Dai Shogi', '大將棋')).toBe(true);
    expect(titleNames('摩訶大大將棋 Maka Dai Dai Shogi', 'Dai Shogi')).toBe(false);
    expect(titleNames('摩訶大大將棋 Maka Dai Dai Shogi', '大將棋')).toBe(false);
    expect(titleNames('狛犬 Lion Dog', 'lion')).toBe(false);
    expect(titleNames('狛犬 Lion Dog', ' ')).toBe(false);
  });
});
