// The footer's offline line: what the service worker reports (src/offline/sw.js, status()) in the page's language, and
// the offer to make the whole site available offline with its size.

/** i18n's fill, without importing it: the page frame's script imports nothing, so Astro inlines it in every page
 *  instead of adding a file to each page's JS (the piece page's 15 KB budget has no room for one). */
const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));

export interface OfflineStatus {
  type: 'offline-status';
  held: string[];
  sizes: Record<string, number>;
  filling: { groups: string[]; done: number; total: number } | null;
  failed: boolean;
}

type Words = Record<'saving' | 'savingAll' | 'readyLang' | 'readyAll' | 'makeAll' | 'failed' | 'language', string>;

/** Shows `s` in the footer's offline line (`[data-offline]`: the page's language and words); `makeAll` is its button's action. */
export function show(bar: HTMLElement, s: OfflineStatus, makeAll: () => void): void {
  const lang = bar.dataset.offline!;
  const words = JSON.parse(bar.dataset.words!) as Words;
  const text = bar.querySelector<HTMLElement>('[data-offline-text]')!;
  const button = bar.querySelector<HTMLButtonElement>('[data-offline-all]')!;
  const groups = Object.keys(s.sizes);
  const missing = groups.filter((g) => !s.held.includes(g));
  const ready = s.held.includes('shell') && s.held.includes(lang);
  const state = s.filling ? 'saving' : missing.length === 0 ? 'all' : ready ? 'ready' : s.failed ? 'failed' : 'saving';
  const values = { language: words.language, done: s.filling?.done ?? 0, total: s.filling?.total ?? 0 };
  const saving = s.filling && s.filling.groups.some((g) => g !== lang && g !== 'shell') ? words.savingAll : words.saving;
  text.textContent = fill({ saving, all: words.readyAll, ready: words.readyLang, failed: words.failed }[state], values);
  const bytes = missing.reduce((sum, g) => sum + (s.sizes[g] ?? 0), 0);
  const size = `${new Intl.NumberFormat(document.documentElement.lang, { maximumFractionDigits: 1 }).format(bytes / 1e6)} MB`;
  button.textContent = fill(words.makeAll, { size });
  button.hidden = state === 'all' || state === 'saving';
  button.onclick = makeAll;
  bar.dataset.state = state;
  bar.hidden = false;
}

