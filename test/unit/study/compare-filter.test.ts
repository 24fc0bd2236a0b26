// The compare page's source filter, as plain state: URL in, reader's choice, URL out, which rows and columns show.
import { describe, expect, it } from 'vitest';
import { columnVisible, filterSearch, initialFilter, reduceFilter, rowVisible } from '../../../src/scripts/compare-filter-state';
import { en } from '../../../src/i18n/en';

const known = ['rokushu', 'shogi-zushiki', 'other'];
const words = { unknownSource: en['compareGame.unknownSource'], noneKnown: en['compareGame.noneKnown'] };

describe('compare filter state', () => {
  it('reads a known source from the URL', () => {
    expect(reduceFilter(initialFilter, { type: 'url', search: '?source=rokushu' }, known, words)).toEqual({ source: 'rokushu', error: null });
  });

  it('treats a missing, empty or "all" source as every source', () => {
    for (const search of ['', '?source=', '?source=all', '?q=x']) {
      expect(reduceFilter({ source: 'other', error: null }, { type: 'url', search }, known, words)).toEqual({ source: null, error: null });
    }
  });

  it('explains an unknown source and falls back to every source', () => {
    const state = reduceFilter(initialFilter, { type: 'url', search: '?source=nonsense' }, known, words);
    expect(state.source).toBeNull();
    expect(state.error).toMatch(/nonsense/);
    expect(state.error).toMatch(/rokushu/);
  });

  it('selecting clears an earlier URL error', () => {
    const bad = reduceFilter(initialFilter, { type: 'url', search: '?source=nonsense' }, known, words);
    expect(reduceFilter(bad, { type: 'select', source: 'other' }, known, words)).toEqual({ source: 'other', error: null });
    expect(reduceFilter(bad, { type: 'select', source: null }, known, words)).toEqual({ source: null, error: null });
  });

  it('keeps the same state when the reader picks the source already shown', () => {
    const state = { source: 'other', error: null };
    expect(reduceFilter(state, { type: 'select', source: 'other' }, known, words)).toBe(state);
    expect(reduceFilter(state, { type: 'select', source: 'unknown' }, known, words)).toEqual({ source: null, error: null });
  });

  it('shows only the rows and columns of the selected source; the main text always', () => {
    const state = { source: 'rokushu', error: null };
    expect(rowVisible(['rokushu', 'other'], state)).toBe(true);
    expect(rowVisible(['other'], state)).toBe(false);
    expect(rowVisible([], state)).toBe(false);
    expect(rowVisible([], initialFilter)).toBe(true);
    expect(columnVisible(null, state)).toBe(true);
    expect(columnVisible('rokushu', state)).toBe(true);
    expect(columnVisible('other', state)).toBe(false);
    expect(columnVisible('other', initialFilter)).toBe(true);
  });

  it('writes the choice into the query string and keeps other parameters', () => {
    expect(filterSearch('', { source: 'rokushu', error: null })).toBe('?source=rokushu');
    expect(filterSearch('?source=rokushu&x=1', initialFilter)).toBe('?x=1');
    expect(filterSearch('?source=rokushu', initialFilter)).toBe('');
  });
});
