// Registers the service worker (src/offline/sw.js), asks it to keep this page's language for offline use, and shows what
// it reports in the footer (offline-status.ts).
// 'none': the browser always asks the server for sw.js itself, so a new build is noticed on the next visit. The build's
// mode, not PROD: PROD follows NODE_ENV, which a build started by the test runner inherits as "test".
import { show } from './offline-status';

if (import.meta.env.MODE === 'production' && 'serviceWorker' in navigator) {
  addEventListener('load', () => {
    const sw = navigator.serviceWorker;
    sw.register('/sw.js', { updateViaCache: 'none' }).catch((e: unknown) => {
      console.warn('Offline use is not available: the service worker could not be registered.', e);
    });
    const bar = document.querySelector<HTMLElement>('[data-offline]');
    if (!bar) return;
    const ask = (groups: string[] | 'all') => sw.ready.then((r) => r.active?.postMessage({ type: 'offline-add', groups }));
    sw.addEventListener('message', (e: MessageEvent) => {
      if (e.data?.type === 'offline-status') show(bar, e.data, () => void ask('all'));
    });
    sw.startMessages();
    void ask(['shell', bar.dataset.offline!]);
  });
}
