// Wires the compare page's source filter to the page: radio buttons, rows and columns, the URL, a live announcement.
import { columnVisible, filterSearch, initialFilter, reduceFilter, rowVisible, type FilterAction, type FilterState, type FilterWords } from './compare-filter-state';
import { fill } from '../i18n';

export function attachCompareFilter(root: HTMLElement): void {
  const fieldset = root.querySelector<HTMLFieldSetElement>('[data-compare-filter]');
  if (!fieldset) return;
  const radios = [...fieldset.querySelectorAll<HTMLInputElement>('input[type=radio]')];
  const known = radios.map((r) => r.value).filter((v) => v !== 'all');
  const rows = [...root.querySelectorAll<HTMLElement>('[data-row-sources]')];
  const columns = [...root.querySelectorAll<HTMLElement>('[data-col]')];
  const status = root.querySelector<HTMLElement>('[data-filter-status]');
  const error = root.querySelector<HTMLElement>('[data-filter-error]');
  // The page's words (the compareGame.* dictionary strings), for the announcement and the unknown-source message.
  const words = JSON.parse(root.dataset.words ?? '{}') as Record<'shown' | 'shownOne' | 'everySourceLabel', string> & FilterWords;
  let state: FilterState = initialFilter;

  const render = (announce: boolean) => {
    for (const r of radios) r.checked = r.value === (state.source ?? 'all');
    let shown = 0;
    for (const row of rows) {
      const visible = rowVisible((row.dataset.rowSources ?? '').split(' ').filter(Boolean), state);
      row.hidden = !visible;
      if (visible && row.dataset.rowKind === 'piece') shown++;
    }
    for (const cell of columns) cell.hidden = !columnVisible(cell.dataset.col || null, state);
    for (const group of root.querySelectorAll<HTMLElement>('[data-filter-group]')) {
      const empty = group.querySelector<HTMLElement>('[data-filter-empty]');
      if (empty) empty.hidden = [...group.querySelectorAll<HTMLElement>('[data-row-sources]')].some((r) => !r.hidden);
    }
    if (error) {
      error.textContent = state.error ?? '';
      error.hidden = !state.error;
    }
    if (status && announce) {
      const label = radios.find((r) => r.checked)?.dataset.label ?? words.everySourceLabel;
      status.textContent = fill(shown === 1 ? words.shownOne : words.shown, { n: shown, label });
    }
  };
  const dispatch = (action: FilterAction, announce: boolean) => {
    const next = reduceFilter(state, action, known, words);
    if (next === state && action.type === 'select') return;
    state = next;
    render(announce);
  };

  fieldset.hidden = false;
  dispatch({ type: 'url', search: location.search }, false);
  fieldset.addEventListener('change', (e) => {
    const value = (e.target as HTMLInputElement).value;
    dispatch({ type: 'select', source: value === 'all' ? null : value }, true);
    history.replaceState(history.state, '', `${location.pathname}${filterSearch(location.search, state)}${location.hash}`);
  });
  addEventListener('popstate', () => dispatch({ type: 'url', search: location.search }, true));
}
