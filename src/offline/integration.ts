// Astro integration: after the build (and the search index), writes dist/sw.js with the list of every built file.
import type { AstroIntegration } from 'astro';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVICE_WORKER_FILE, precacheOf, serviceWorkerSource } from './precache';

export function offline(): AstroIntegration {
  return {
    name: 'offline',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const site = fileURLToPath(dir);
        const precache = precacheOf(site);
        const code = readFileSync(fileURLToPath(new URL('./sw.js', import.meta.url)), 'utf8');
        writeFileSync(join(site, SERVICE_WORKER_FILE), serviceWorkerSource(precache, code));
        logger.info(`service worker ${precache.version}: ${precache.files.length} files precached`);
      },
    },
  };
}
