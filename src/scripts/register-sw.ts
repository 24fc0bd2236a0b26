// Registers the service worker (src/offline/sw.js) that makes the site work offline after a first visit.
// 'none': the browser always asks the server for sw.js itself, so a new build is noticed on the next visit. The build's
// mode, not PROD: PROD follows NODE_ENV, which a build started by the test runner inherits as "test".
if (import.meta.env.MODE === 'production' && 'serviceWorker' in navigator) {
  addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { updateViaCache: 'none' }).catch((e: unknown) => {
      console.warn('Offline use is not available: the service worker could not be registered.', e);
    });
  });
}
