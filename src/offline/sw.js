// The service worker: precaches the whole built site and serves it cache-first, so every page works offline after a
// first visit. The build (src/offline/integration.ts) writes it to dist/sw.js behind a first line defining PRECACHE:
// { version, files: [[url, hash]] }. A new build changes the file, the browser installs it, and the old cache is deleted.
/* global PRECACHE */
const PREFIX = 'large-shogi-';
const CACHE = PREFIX + PRECACHE.version;
/** A cache entry holding the url → hash list of its cache, so the next build copies unchanged files instead of fetching them. */
const LIST = '/__precache-list.json';

/** Responses of files whose hash is unchanged since an older cache, keyed by URL. */
async function unchanged() {
  const reuse = new Map();
  for (const name of await caches.keys()) {
    if (!name.startsWith(PREFIX) || name === CACHE) continue;
    const old = await caches.open(name);
    const list = await old.match(LIST);
    if (!list) continue;
    const hashes = new Map(await list.json());
    for (const [url, hash] of PRECACHE.files) {
      if (reuse.has(url) || hashes.get(url) !== hash) continue;
      const res = await old.match(url);
      if (res) reuse.set(url, res);
    }
  }
  return reuse;
}

async function install() {
  const cache = await caches.open(CACHE);
  const reuse = await unchanged();
  await Promise.all(PRECACHE.files.map(async ([url]) => {
    const copy = reuse.get(url);
    if (copy) return cache.put(url, copy);
    // 'reload' skips the HTTP cache, which may still hold the previous build's file under the same URL.
    const res = await fetch(url, { cache: 'reload' });
    if (!res.ok) throw new Error(`precache: ${url} answered ${res.status}`);
    return cache.put(url, res);
  }));
  await cache.put(LIST, new Response(JSON.stringify(PRECACHE.files), { headers: { 'content-type': 'application/json' } }));
}

self.addEventListener('install', (event) => {
  // A static site has no state to migrate: the new build takes over as soon as its files are in.
  event.waitUntil(install().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
    await self.clients.claim();
  })());
});

async function respond(request) {
  const cache = await caches.open(CACHE);
  // Query strings only carry page state read by the page's own script (?source=, ?q=, Pagefind's ?ts=).
  const hit = await cache.match(request, { ignoreSearch: true });
  if (hit) return hit;
  try {
    return await fetch(request);
  } catch (error) {
    // Offline and not part of the site: a page gets the site's own "not found" page, anything else the network error.
    const missing = request.mode === 'navigate' && (await cache.match('/404.html'));
    if (missing) return new Response(missing.body, { status: 404, headers: missing.headers });
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(respond(request));
});
