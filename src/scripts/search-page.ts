// The /search/ page: reads ?q=&type=&game=, searches with Pagefind's filters as you type, keeps the URL in step.
import { renderResult, searchSite, siteFilters } from './search';
import { pagefindFilters, parseSearchQuery, searchQueryString, type SearchQuery, type SearchType } from './search-query';
import { fill } from '../i18n';

const LIMIT = 30;

export function attachSearchPage(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('input[name=q]')!;
  const type = form.querySelector<HTMLSelectElement>('select[name=type]')!;
  const game = form.querySelector<HTMLSelectElement>('select[name=game]')!;
  const status = document.querySelector<HTMLElement>('[data-search-status]')!;
  const problems = document.querySelector<HTMLElement>('[data-search-problems]')!;
  const list = document.querySelector<HTMLOListElement>('[data-search-results]')!;
  const games = [...game.options].map((o) => o.value).filter(Boolean);
  // The page's words: the dictionary's `searchPage.` strings, and its `search.` ones (result kinds) under `search.`.
  const words = JSON.parse(form.dataset.words ?? '{}') as Record<string, string>;
  const resultWords = JSON.parse(form.dataset.resultWords ?? '{}') as Record<string, string>;
  const say = (key: string) => words[key] ?? key;
  let seq = 0;

  const read = (): SearchQuery => ({
    q: input.value.trim(),
    type: (type.value || null) as SearchType | null,
    game: game.value || null,
  });

  const run = async () => {
    const query = read();
    history.replaceState(history.state, '', `${location.pathname}${searchQueryString(query)}`);
    const mine = ++seq;
    const filters = pagefindFilters(query);
    if (!query.q && !filters) {
      list.replaceChildren();
      status.textContent = say('prompt');
      return;
    }
    status.textContent = say('searching');
    const results = await searchSite(query.q || null, filters, LIMIT);
    if (mine !== seq) return;
    if (results === null) {
      list.replaceChildren();
      status.textContent = resultWords.unavailable ?? '';
      return;
    }
    list.replaceChildren(...results.map((r) => renderResult(r, resultWords)));
    const what = [query.q && fill(say('quoted'), { q: query.q }), query.type && type.selectedOptions[0]?.dataset.label?.toLowerCase(), query.game && game.selectedOptions[0]?.dataset.label]
      .filter(Boolean).join(say('whatSep'));
    status.textContent = results.length
      ? fill(say(results.length === LIMIT ? 'resultsMore' : 'results'), { n: results.length, what })
      : fill(say('noResults'), { what });
  };

  // Page counts per filter value, so a reader sees which choices can match at all.
  void siteFilters().then((counts) => {
    if (!counts) return;
    for (const [select, key] of [[type, 'type'], [game, 'game']] as const) {
      for (const option of select.options) {
        const n = option.value ? counts[key]?.[option.value] : undefined;
        if (n !== undefined) option.text = `${option.dataset.label} (${n})`;
      }
    }
  });

  const { query, problems: bad } = parseSearchQuery(location.search, games, { noType: say('noType'), noGame: say('noGame') });
  input.value = query.q;
  type.value = query.type ?? '';
  game.value = query.game ?? '';
  problems.textContent = bad.join(' ');
  problems.hidden = bad.length === 0;
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    void run();
  });
  input.addEventListener('input', () => void run());
  type.addEventListener('change', () => void run());
  game.addEventListener('change', () => void run());
  void run();
}
