// The compare page's source filter as plain state: read from the URL, changed by the reader, written back to the URL.
import { clip } from '../engine/text/reason';
import { fill } from '../i18n';

export interface FilterState {
  /** The selected source id, or null for every source. */
  source: string | null;
  /** Why the URL's `?source=` was not used, shown to the reader; null when it was fine. */
  error: string | null;
}

export type FilterAction = { type: 'url'; search: string } | { type: 'select'; source: string | null };

export const initialFilter: FilterState = { source: null, error: null };

/** The words of the explanation for an unknown source, in the page's language (`{value}` and `{known}` are filled in). */
export interface FilterWords { unknownSource: string; noneKnown: string }

/** `known` lists the sources the page can filter by (its columns). */
export function reduceFilter(state: FilterState, action: FilterAction, known: readonly string[], words: FilterWords): FilterState {
  if (action.type === 'select') {
    const source = action.source !== null && known.includes(action.source) ? action.source : null;
    // Unchanged state keeps its identity, so the page can skip redrawing.
    return source === state.source && state.error === null ? state : { source, error: null };
  }
  const value = new URLSearchParams(action.search).get('source');
  if (value === null || value === '' || value === 'all') return { source: null, error: null };
  if (known.includes(value)) return { source: value, error: null };
  return {
    source: null,
    error: fill(words.unknownSource, { value: clip(value), known: known.join(', ') || words.noneKnown }),
  };
}

/** Whether a row citing `rowSources` is shown under the filter. */
export const rowVisible = (rowSources: readonly string[], state: FilterState): boolean =>
  state.source === null || rowSources.includes(state.source);

/** Whether a column (null = the main text, always shown) is shown under the filter. */
export const columnVisible = (column: string | null, state: FilterState): boolean =>
  column === null || state.source === null || column === state.source;

/** The page's query string with the filter in it; other parameters are kept. */
export function filterSearch(search: string, state: FilterState): string {
  const q = new URLSearchParams(search);
  if (state.source) q.set('source', state.source);
  else q.delete('source');
  const text = q.toString();
  return text ? `?${text}` : '';
}
