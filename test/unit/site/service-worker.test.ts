// The service worker (src/offline/sw.js) run in Node against a fake Cache Storage and network: it caches the shell on
// install and a language when asked, checks every file against its listed hash (again with cache: 'reload' when the
// first copy is wrong), and fails the install rather than keep a wrong file.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { groupOf, type Precache } from '../../../src/offline/precache';

const CODE = readFileSync(new URL('../../../src/offline/sw.js', import.meta.url), 'utf8');
const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);
const urlOf = (req: string | { url: string }) => (typeof req === 'string' ? req : new URL(req.url).pathname);

class FakeCache {
  entries = new Map<string, Response>();
  async match(req: string | { url: string }) { return this.entries.get(urlOf(req))?.clone(); }
  async put(url: string, res: Response) { this.entries.set(url, res.clone()); }
  async text(url: string) { return this.entries.get(url)?.clone().text(); }
}

class FakeCaches {
  stores = new Map<string, FakeCache>();
  async open(name: string) {
    if (!this.stores.has(name)) this.stores.set(name, new FakeCache());
    return this.stores.get(name)!;
  }
  async keys() { return [...this.stores.keys()]; }
  async delete(name: string) { return this.stores.delete(name); }
}

/** The site: a page per language, an asset and the not-found page. */
const SITE: Record<string, string> = {
  '/': '<h1>home</h1>',
  '/pieces/lion/': '<h1>Lion</h1>',
  '/ja/pieces/lion/': '<h1>獅子</h1>',
  '/zh/pieces/lion/': '<h1>獅子</h1>',
  '/_astro/site.js': 'console.log(1)',
  '/404.html': 'not found',
};

/** Loads the worker as the build writes it, with `serve(url, cache mode)` as the network; returns its event hooks. */
function start(caches: FakeCaches, serve: (url: string, mode: string) => string | null, site = SITE) {
  const precache: Precache = { version: hash(JSON.stringify(site)), files: Object.entries(site).map(([url, text]) => [url, hash(text), text.length, groupOf(url)]) };
  const handlers: Record<string, (event: unknown) => void> = {};
  const messages: unknown[] = [];
  const self = {
    addEventListener: (type: string, f: (event: unknown) => void) => { handlers[type] = f; },
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined, matchAll: async () => [{ postMessage: (m: unknown) => messages.push(m) }] },
    location: { origin: 'http://site' },
  };
  const fetched: [string, string][] = [];
  const fetch = async (url: string, init: { cache: string }) => {
    fetched.push([url, init.cache]);
    const body = serve(url, init.cache);
    return body === null ? new Response('gone', { status: 404 }) : new Response(body);
  };
  new Function('self', 'caches', 'fetch', 'crypto', `const PRECACHE = ${JSON.stringify(precache)};\n${CODE}`)(self, caches, fetch, globalThis.crypto);
  const run = (type: string, data?: unknown) => {
    let done: Promise<unknown> = Promise.resolve();
    handlers[type]!({ data, waitUntil: (p: Promise<unknown>) => { done = p; } });
    return done;
  };
  return { install: () => run('install'), activate: () => run('activate'), message: (data: unknown) => run('message', data), fetched, messages, version: precache.version };
}

const honest = (url: string) => SITE[url] ?? null;

describe('service worker', () => {
  it('install caches the shell only; a page asks for its language, the reader for the whole site', async () => {
    const caches = new FakeCaches();
    const sw = start(caches, honest);
    await sw.install();
    const cache = await caches.open(`large-shogi-${sw.version}`);
    expect([...cache.entries.keys()].filter((u) => !u.startsWith('/__')).sort()).toEqual(['/404.html', '/_astro/site.js']);

    await sw.message({ type: 'offline-add', groups: ['shell', 'ja'] });
    expect(await cache.text('/ja/pieces/lion/')).toBe('<h1>獅子</h1>');
    expect(await cache.match('/pieces/lion/')).toBeUndefined();
    const status = sw.messages.at(-1) as { held: string[]; sizes: Record<string, number> };
    expect(status.held.sort()).toEqual(['ja', 'shell']);
    // The size the offer quotes: what is not held yet, file by file.
    expect(status.sizes.en).toBe(SITE['/']!.length + SITE['/pieces/lion/']!.length);

    await sw.message({ type: 'offline-add', groups: 'all' });
    expect(await cache.text('/zh/pieces/lion/')).toBe('<h1>獅子</h1>');
    expect((sw.messages.at(-1) as { held: string[] }).held.sort()).toEqual(['en', 'ja', 'shell', 'zh']);
  });

  it("a file that does not match its hash is fetched again with cache: 'reload', and the right one kept", async () => {
    const caches = new FakeCaches();
    // A stale copy (the HTTP cache, or a deploy race serving the old page once); the server itself has the new one.
    const sw = start(caches, (url, mode) => (url === '/_astro/site.js' && mode !== 'reload' ? 'console.log(0)' : honest(url)));
    await sw.install();
    expect(await (await caches.open(`large-shogi-${sw.version}`)).text('/_astro/site.js')).toBe('console.log(1)');
    expect(sw.fetched.filter(([url]) => url === '/_astro/site.js').map(([, mode]) => mode)).toEqual(['default', 'reload']);
  });

  it('when the reload is wrong too, the install fails (the browser tries again on the next visit)', async () => {
    const caches = new FakeCaches();
    const sw = start(caches, (url) => (url === '/_astro/site.js' ? 'console.log(0)' : honest(url)));
    await expect(sw.install()).rejects.toThrow(/\/_astro\/site\.js does not match its listed hash/);
    // Nothing is recorded as held, so the next install fetches the file again.
    expect(await (await caches.open(`large-shogi-${sw.version}`)).match('/__precache-groups.json')).toBeUndefined();
  });

  it('an older cache keeps its groups across builds, and a wrong copy in it is not carried over', async () => {
    const caches = new FakeCaches();
    const old = start(caches, honest);
    await old.install();
    await old.message({ type: 'offline-add', groups: ['en'] });
    // The old cache's copy of the home page went wrong (an install before hashes were checked), its list unchanged.
    await (await caches.open(`large-shogi-${old.version}`)).put('/', new Response('<h1>old home</h1>'));

    const site: Record<string, string> = { ...SITE, '/pieces/lion/': '<h1>Lion, revised</h1>' };
    const next = start(caches, (url) => site[url] ?? null, site);
    await next.install();
    await next.activate();
    const cache = await caches.open(`large-shogi-${next.version}`);
    expect(await cache.text('/')).toBe('<h1>home</h1>');
    expect(await cache.text('/pieces/lion/')).toBe('<h1>Lion, revised</h1>');
    // Unchanged, right copies are copied, not fetched; the old cache is gone.
    expect(next.fetched.map(([url]) => url).sort()).toEqual(['/', '/pieces/lion/']);
    expect(await caches.keys()).toEqual([`large-shogi-${next.version}`]);
  });
});

describe('precache groups', () => {
  it.each([
    ['/', 'en'], ['/pieces/lion/', 'en'], ['/ja/pieces/lion/', 'ja'], ['/zh/', 'zh'], ['/404.html', 'shell'],
    ['/_astro/Board.abc.js', 'shell'], ['/manifest.webmanifest', 'shell'], ['/pagefind/pagefind.js', 'shell'],
    ['/pagefind/wasm.unknown.pagefind', 'shell'], ['/pagefind/wasm.en.pagefind', 'en'],
    ['/pagefind/pagefind.ja_a06cc73615.pf_meta', 'ja'], ['/pagefind/fragment/zh-hant_0a1b2c.pf_fragment', 'zh'],
    ['/pagefind/index/en_f76f35.pf_index', 'en'],
  ])('%s is in the group %s', (url, group) => {
    expect(groupOf(url)).toBe(group);
  });
});
