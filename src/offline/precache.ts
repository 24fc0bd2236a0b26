// The service worker's precache list, read from a built site: every file's URL and content hash, and the build's version.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The worker itself is not precached: the browser fetches it to look for a new build. */
export const SERVICE_WORKER_FILE = 'sw.js';

export interface Precache {
  /** Changes whenever any precached file changes: names the cache, so a new build gets a new cache. */
  version: string;
  /** [URL, content hash] per file; a folder's index.html is listed as the folder (/pieces/lion/), as links name it. */
  files: [string, string][];
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
    .map((path): [string, string] => [urlOf(path), hash(readFileSync(join(dist, path)))]);
  return { version: hash(JSON.stringify(files)), files };
}

/** The worker as served: the precache list on its first line, then the fixed worker code. */
export function serviceWorkerSource(precache: Precache, workerCode: string): string {
  return `const PRECACHE = ${JSON.stringify(precache)};\n${workerCode}`;
}
