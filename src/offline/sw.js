// The service worker: caches the site's shell on install, then the reader's language when a page asks (and the whole
// site when the reader asks), and serves what it holds cache-first, so those pages work offline. The build
// (src/offline/integration.ts) writes it to dist/sw.js behind a first line defining PRECACHE:
// { version, files: [[url, hash, size, group]] }. A new build changes the file, the browser installs it with the groups
// the reader had, and the old cache is deleted. Every file is checked against its listed hash before it is kept.
/* global PRECACHE */
const PREFIX = 'large-shogi-';
const CACHE = PREFIX + PRECACHE.version;
/** A cache entry holding the url → hash list of what its cache holds, so the next build copies unchanged files. */
const LIST = '/__precache-list.json';
/** A cache entry holding the groups its cache holds in full, so the next build caches the same ones. */
const HELD = '/__precache-groups.json';
/** Files fetched at once: enough to fill the line, few enough to report progress. */
const PARALLEL = 6;

const json = (value) => new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } });

/** The first 16 hex digits of the SHA-256 of a response's body, as src/offline/precache.ts lists them. */
async function hashOf(res) {
  const digest = await crypto.subtle.digest('SHA-256', await res.clone().arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('').slice(0, 16);
}

/**
 * The file at `url` as the list says it is. A host may serve a stale copy (the HTTP cache, or a deploy race that serves
 * the old page once); 'reload' asks the server itself. When neither matches, the install fails, and the browser tries
 * again on the next visit rather than keep a wrong file for good.
 */
async function fetchVerified(url, hash) {
  for (const mode of ['default', 'reload']) {
    const res = await fetch(url, { cache: mode });
    if (res.ok && (await hashOf(res)) === hash) return res;
  }
  throw new Error(`precache: ${url} does not match its listed hash ${hash}`);
}

/** The older caches' files still listed with the same hash (each checked again), and the groups they held. */
async function previous() {
  const reuse = new Map();
  const groups = new Set();
  for (const name of await caches.keys()) {
    if (!name.startsWith(PREFIX) || name === CACHE) continue;
    const old = await caches.open(name);
    const held = await old.match(HELD);
    if (held) for (const g of await held.json()) groups.add(g);
    const list = await old.match(LIST);
    if (!list) continue;
    const hashes = new Map(await list.json());
    for (const [url, hash] of PRECACHE.files) {
      if (reuse.has(url) || hashes.get(url) !== hash) continue;
      const res = await old.match(url);
      if (res && (await hashOf(res)) === hash) reuse.set(url, res);
    }
  }
  return { reuse, groups };
}

/** What this cache holds: the groups complete in it, and its url → hash list. */
async function holding(cache) {
  const held = await cache.match(HELD);
  const list = await cache.match(LIST);
  return { groups: new Set(held ? await held.json() : []), list: new Map(list ? await list.json() : []) };
}

/** The fill under way ({ groups, done, total }) or null; whether the last one failed. */
let filling = null;
let lastFailure = false;

/** Status for the pages: the groups held, each group's size, the fill under way and whether the last one failed. */
async function status() {
  const { groups } = await holding(await caches.open(CACHE));
  const sizes = {};
  for (const [, , size, group] of PRECACHE.files) sizes[group] = (sizes[group] ?? 0) + size;
  return { type: 'offline-status', held: [...groups], sizes, filling, failed: lastFailure };
}

async function tell() {
  const message = await status();
  for (const client of await self.clients.matchAll({ includeUncontrolled: true })) client.postMessage(message);
}

/** Puts every file of `groups` into this build's cache (copied from `reuse` when unchanged), then records the groups. */
async function fill(groups, reuse = new Map()) {
  const cache = await caches.open(CACHE);
  const { groups: held, list } = await holding(cache);
  const wanted = [...groups].filter((g) => !held.has(g));
  const files = PRECACHE.files.filter(([url, , , group]) => wanted.includes(group) && !list.has(url));
  filling = { groups: wanted, done: 0, total: files.length };
  let next = 0;
  let told = Date.now();
  const worker = async () => {
    while (next < files.length) {
      const [url, hash] = files[next++];
      const copy = reuse.get(url);
      await cache.put(url, copy ?? (await fetchVerified(url, hash)));
      list.set(url, hash);
      filling.done++;
      if (Date.now() - told > 500) {
        told = Date.now();
        await tell();
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: PARALLEL }, worker));
  } finally {
    filling = null;
    await cache.put(LIST, json([...list]));
  }
  await cache.put(HELD, json([...held, ...wanted]));
}

/** Fills `groups` one request at a time (a second request waits for the first), telling the pages how it went. */
let queue = Promise.resolve();
function request(groups) {
  queue = queue.then(async () => {
    try {
      await fill(groups);
      lastFailure = false;
    } catch (error) {
      lastFailure = true;
      console.warn(error);
    }
    await tell();
  });
  return queue;
}

self.addEventListener('install', (event) => {
  // The shell, plus every group an older build held (a reader who made the whole site available keeps it). A static
  // site has no state to migrate: the new build takes over as soon as its files are in.
  event.waitUntil((async () => {
    const { reuse, groups } = await previous();
    await fill(new Set(['shell', ...groups]), reuse);
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
    await self.clients.claim();
    await tell();
  })());
});

self.addEventListener('message', (event) => {
  const { type, groups } = event.data ?? {};
  if (type === 'offline-status') event.waitUntil(queue.then(tell));
  else if (type === 'offline-add' && (groups === 'all' || Array.isArray(groups))) {
    // 'all': the whole site, every group the build has.
    const known = [...new Set(PRECACHE.files.map((f) => f[3]))];
    event.waitUntil(request(groups === 'all' ? known : groups.filter((g) => known.includes(g))));
  }
});

async function respond(request) {
  const cache = await caches.open(CACHE);
  // Query strings only carry page state read by the page's own script (?source=, ?q=, Pagefind's ?ts=).
  const hit = await cache.match(request, { ignoreSearch: true });
  if (hit) return hit;
  try {
    return await fetch(request);
  } catch (error) {
    // Offline and not cached: a page gets the site's own "not found" page, anything else the network error.
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
