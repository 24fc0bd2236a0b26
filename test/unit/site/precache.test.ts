// The service worker's precache list: every built file under the URL a static host serves it at, and a version that
// changes with any file (a new build then gets a new cache and the old one is deleted).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { precacheOf, serviceWorkerSource, urlOf } from '../../../src/offline/precache';
import { tempDir } from '../../helpers/temp';

function site(files: Record<string, string>): string {
  const dir = tempDir('precache-');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const FILES = {
  'index.html': '<h1>home</h1>',
  'pieces/lion/index.html': '<h1>Lion</h1>',
  '404.html': 'not found',
  'pagefind/pagefind.js': 'search',
  'sw.js': 'old worker',
};

describe('precache list', () => {
  it('names folders as links do, lists Pagefind, and leaves the worker itself out', () => {
    const urls = precacheOf(site(FILES)).files.map(([url]) => url);
    // In file path order: 404.html, index.html, pagefind/…, pieces/….
    expect(urls).toEqual(['/404.html', '/', '/pagefind/pagefind.js', '/pieces/lion/']);
    expect(urlOf('about/engine/index.html')).toBe('/about/engine/');
  });

  it('keeps its version for the same files and changes it when one file changes', () => {
    const a = precacheOf(site(FILES));
    expect(precacheOf(site(FILES)).version).toBe(a.version);
    const b = precacheOf(site({ ...FILES, 'pieces/lion/index.html': '<h1>Lion, revised</h1>' }));
    expect(b.version).not.toBe(a.version);
    // Only the changed file's hash differs, so the new worker copies the others from the old cache.
    const changed = b.files.filter(([url, hash]) => a.files.find(([u]) => u === url)![1] !== hash).map(([url]) => url);
    expect(changed).toEqual(['/pieces/lion/']);
  });

  it('puts the list on the worker’s first line', () => {
    const p = precacheOf(site(FILES));
    const source = serviceWorkerSource(p, 'self.addEventListener("fetch", () => {});');
    expect(source.split('\n')[0]).toBe(`const PRECACHE = ${JSON.stringify(p)};`);
  });
});
