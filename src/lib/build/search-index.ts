// Astro integration: builds Pagefind's search index over the finished site, so `astro build` alone yields the whole
// site (the offline integration, which runs next, precaches the index too).
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { close, createIndex } from 'pagefind';

export function searchIndex(): AstroIntegration {
  return {
    name: 'search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const site = fileURLToPath(dir);
        const started = performance.now();
        try {
          const { index, errors } = await createIndex();
          if (!index) throw new Error(errors.join('; '));
          const added = await index.addDirectory({ path: site });
          if (added.errors.length) throw new Error(added.errors.join('; '));
          const written = await index.writeFiles({ outputPath: join(site, 'pagefind') });
          if (written.errors.length) throw new Error(written.errors.join('; '));
          logger.info(`Pagefind indexed ${added.page_count} pages in ${((performance.now() - started) / 1000).toFixed(1)} s`);
        } finally {
          await close();
        }
      },
    },
  };
}
