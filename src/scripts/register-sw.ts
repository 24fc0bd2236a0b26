// Registers the service worker (src/offline/sw.js), asks it to keep this page's language for offline use, and shows in
// the footer how that goes, with the offer to make the whole site available offline.
// 'none': the browser always asks the server for sw.js itself, so a new build is noticed on the next visit. The build's
// mode, not PROD: PROD follows NODE_ENV, which a build started by the test runner inherits as "test".
import { fill } from '../i18n';

/** What the worker reports (src/offline/sw.js, status()). */
interface OfflineStatus {
  type: 'offline-status';
  held: string[];
  sizes: Record<string, number>;
  filling: { groups: string[]; done: number; total: number } | null;
  failed: boolean;
}

type Words = Record<'saving' | 'savingAll' | 'readyLang' | 'readyAll' | 'makeAll' | 'failed' | 'language', string>;

function show(bar: HTMLElement, words: Words, lang: string, s: OfflineStatus): void {
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
  bar.dataset.state = state;
  bar.hidden = false;
}

if (import.meta.env.MODE === 'production' && 'serviceWorker' in navigator) {
  addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { updateViaCache: 'none' }).catch((e: unknown) => {
      console.warn('Offline use is not available: the service worker could not be registered.', e);
    });
    const bar = document.querySelector<HTMLElement>('[data-offline]');
    if (!bar) return;
    const lang = bar.dataset.offline!;
    const words = JSON.parse(bar.dataset.words!) as Words;
    const ask = (message: { type: string; groups: string[] | 'all' }) => navigator.serviceWorker.ready.then((r) => r.active?.postMessage(message));
    navigator.serviceWorker.addEventListener('message', (e: MessageEvent) => {
      if ((e.data as OfflineStatus | null)?.type === 'offline-status') show(bar, words, lang, e.data as OfflineStatus);
    });
    navigator.serviceWorker.startMessages();
    bar.querySelector('[data-offline-all]')!.addEventListener('click', () => void ask({ type: 'offline-add', groups: 'all' }));
    void ask({ type: 'offline-add', groups: ['shell', lang] });
  });
}
