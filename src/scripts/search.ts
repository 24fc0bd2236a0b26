// Pagefind-backed search for the header box and the /search/ page; Pagefind loads on first use, not on page load.

export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string>;
}
interface Pagefind {
  search(term: string | null, options?: { filters?: Record<string, string | string[]> }): Promise<{
    results: { data(): Promise<PagefindResultData> }[];
    /** Counts per filter value among the results (pagefind ≥ 1.0). */
    filters?: Record<string, Record<string, number>>;
  }>;
  /** Every filter and value in the index, with page counts. */
  filters(): Promise<Record<string, Record<string, number>>>;
}

let loading: Promise<Pagefind | null> | undefined;

/** Loads Pagefind's runtime from the built site; null when it is missing (e.g. under `astro dev`). */
export function loadPagefind(): Promise<Pagefind | null> {
  const url = '/pagefind/pagefind.js';
  return (loading ??= (import(/* @vite-ignore */ url) as Promise<Pagefind>).catch(() => null));
}

const fold = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Does the result's title name exactly `term`, in its Latin part (“Dai Shogi” in “大將棋 Dai Shogi”) or in the rest?
 * Pagefind ranks words, not phrases, so “Maka Dai Dai Shogi”, which says “dai” twice, outranks Dai Shogi without this.
 */
export function titleNames(title: string, term: string): boolean {
  const want = fold(term);
  const latin = fold(title.replace(/[^\p{Script=Latin}\s-]/gu, ' '));
  const other = title.replace(/[\p{Script=Latin}\s·-]/gu, '');
  return want !== '' && (latin === want || other === want.replace(/\s/g, ''));
}

/**
 * The first `limit` results for a term (null: every page the filters allow), a page whose title is the term first;
 * null when Pagefind is missing.
 */
export async function searchSite(term: string | null, filters?: Record<string, string | string[]>, limit = 10) {
  const pagefind = await loadPagefind();
  if (!pagefind) return null;
  const found = await pagefind.search(term, filters ? { filters } : undefined);
  const results = await Promise.all(found.results.slice(0, limit).map((r) => r.data()));
  if (!term) return results;
  // A Japanese or Chinese piece page's title is its kanji; its English name (meta `en`) counts as a title too.
  const exact = (r: PagefindResultData) => titleNames(r.meta.title ?? '', term) || titleNames(r.meta.en ?? '', term);
  return [...results.filter(exact), ...results.filter((r) => !exact(r))];
}

/** Page counts per filter value in the whole index (type, game), or null when Pagefind is missing. */
export async function siteFilters(): Promise<Record<string, Record<string, number>> | null> {
  const pagefind = await loadPagefind();
  return pagefind ? pagefind.filters() : null;
}

/**
 * One result as a list item: title (kanji and English for pieces), kind, and the excerpt Pagefind marked up. `words`
 * are the page's `search.` dictionary strings, whose `kind.<kind>` name the kind in the page's language.
 */
export function renderResult(r: PagefindResultData, words: Record<string, string>): HTMLLIElement {
  const li = document.createElement('li');
  const a = document.createElement('a');
  a.href = r.url;
  const title = document.createElement('strong');
  title.textContent = r.meta.title ?? r.url;
  a.append(title);
  if (r.meta.kind) {
    const kind = document.createElement('span');
    kind.className = 'kind';
    kind.textContent = ` · ${words[`kind.${r.meta.kind}`] ?? r.meta.kind}`;
    a.append(kind);
  }
  const excerpt = document.createElement('span');
  excerpt.className = 'excerpt';
  excerpt.innerHTML = r.excerpt; // Pagefind's excerpt: our own page text with <mark> added
  a.append(excerpt);
  li.append(a);
  return li;
}

/** The form's words in the page's language (data-words, from the dictionary's `search.` strings). */
const wordsOf = (form: HTMLFormElement): Record<string, string> => JSON.parse(form.dataset.words ?? '{}');
const fillIn = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));

export function attachSearch(form: HTMLFormElement): void {
  const words = wordsOf(form);
  const input = form.querySelector('input')!;
  const list = form.querySelector('ol')!;
  const status = form.querySelector('[aria-live]')!;
  let seq = 0;
  const close = () => { list.hidden = true; };
  const update = async () => {
    const term = input.value.trim();
    const mine = ++seq;
    if (!term) return close();
    const results = await searchSite(term, undefined, 8);
    if (mine !== seq) return;
    list.replaceChildren();
    if (results === null) {
      status.textContent = words.unavailable!;
      list.append(Object.assign(document.createElement('li'), { textContent: status.textContent }));
    } else if (results.length === 0) {
      status.textContent = fillIn(words.none!, { term });
      list.append(Object.assign(document.createElement('li'), { textContent: status.textContent }));
    } else {
      status.textContent = fillIn(words.count!, { n: results.length });
      list.append(...results.map((r) => renderResult(r, words)));
      // The full list, with type and game filters, is on the search page.
      const more = document.createElement('li');
      const link = Object.assign(document.createElement('a'), { href: `${form.getAttribute('action')}?q=${encodeURIComponent(term)}`, className: 'more' });
      link.textContent = fillIn(words.more!, { term });
      more.append(link);
      list.append(more);
    }
    list.hidden = false;
  };
  input.addEventListener('input', () => void update());
  // Attached when the box first gets focus: fetch Pagefind now, and answer whatever was typed while this code loaded.
  void loadPagefind();
  if (input.value.trim()) void update();
  form.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') { close(); input.focus(); }
    if (e.key === 'ArrowDown' && !list.hidden) {
      const links = [...list.querySelectorAll('a')];
      const i = links.indexOf(document.activeElement as HTMLAnchorElement);
      links[Math.min(i + 1, links.length - 1)]?.focus();
      e.preventDefault();
    }
    if (e.key === 'ArrowUp' && !list.hidden) {
      const links = [...list.querySelectorAll('a')];
      const i = links.indexOf(document.activeElement as HTMLAnchorElement);
      (i <= 0 ? input : links[i - 1]!).focus();
      e.preventDefault();
    }
  });
  form.addEventListener('focusout', (e) => {
    if (!form.contains(e.relatedTarget as Node | null)) close();
  });
}
