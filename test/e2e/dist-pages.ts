// The built pages as files, for the tests that read dist/ directly (links, citations).
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every HTML file under `dir`, Pagefind's and the bundles' folders left out. */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'pagefind' || name === '_astro' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/** The page a file is served as, e.g. dist/pieces/lion/index.html → /pieces/lion/. */
export const urlIn = (dist: string, file: string) => '/' + relative(dist, file).replace(/index\.html$/, '');
