// The service worker's precache list, read from a built site: every file's URL, content hash, size and group (the shell
// or one language), and the build's version.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The worker itself is not precached: the browser fetches it to look for a new build. */
export const SERVICE_WORKER_FILE = 'sw.js';

/** What the worker caches together: `shell` (scripts, styles, icons, the not-found page) on install, a language's pages
 *  and search index when a page in that language asks, every group when the reader asks for the whole site. */
export const GROUPS = ['shell', 'en', 'ja', 'zh'] as const;
export type Group = (typeof GROUPS)[number];

/** [URL, content hash, size in bytes, group]; a folder's index.html is listed as the folder (/pieces/lion/), as links name it. */
export type PrecacheFile = [string, string, number, Group];

export interface Precache {
  /** Changes whenever any precached file changes: names the cache, so a new build gets a new cache. */
  version: string;
  files: PrecacheFile[];
}

/**
 * The group of the file served at `url`: `/ja/…` and `/zh/…` are their language's; Pagefind's per-language files carry
 * the language in their name (`en_…`, `pagefind.ja_….pf_meta`, `wasm.en.pagefind`; zh-hant is zh); any other page is
 * English; the rest (assets, the not-found page that offline misses fall back to, Pagefind's shared code) is the shell.
 */
export function groupOf(url: string): Group {
  const prefix = /^\/(ja|zh)\//.exec(url);
  if (prefix) return prefix[1] as Group;
  const search = /^\/pagefind\/(?:[a-z]+\/)?(?:pagefind\.|wasm\.)?(en|ja|zh)(?:-[a-z]+)?[_.]/.exec(url);
  if (search) return search[1] as Group;
  if (url === '/404.html') return 'shell';
  return url.endsWith('/') || url.endsWith('.html') ? 'en' : 'shell';
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
}

/** The URL a static host serves `path` (relative to the site root, `/`-separated) at. */
export function urlOf(path: string): string {
  const url = '/' + path;
  return url.endsWith('/index.html') ? url.slice(0, -'index.html'.length) : url;
}

const hash = (data: Buffer | string) => createHash('sha256').update(data).digest('hex').slice(0, 16);

export function precacheOf(dist: string): Precache {
  const files = walk(dist)
    .map((file) => relative(dist, file).split(sep).join('/'))
    .filter((path) => path !== SERVICE_WORKER_FILE)
    .sort()
    .map((path): PrecacheFile => {
      const data = readFileSync(join(dist, path));
      const url = urlOf(path);
      return [url, hash(data), data.length, groupOf(url)];
    });
  return { version: hash(JSON.stringify(files)), files };
}

/** The worker as served: the precache list on its first line, then the fixed worker code. */
export function serviceWorkerSource(precache: Precache, workerCode: string): string {
  return `const PRECACHE = ${JSON.stringify(precache)};\n${workerCode}`;
}
