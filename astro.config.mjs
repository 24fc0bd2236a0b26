// Astro configuration: a static site with MDX content, Preact islands and a build-time content check.
import { existsSync } from 'node:fs';
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import { contentCheck } from './src/lib/build/content-check.ts';
import { interactDirective } from './src/lib/build/interact.ts';
import { cspConfig } from './src/lib/build/csp-policy.ts';
import { searchIndex } from './src/lib/build/search-index.ts';
import { offline } from './src/offline/integration.ts';
import { sitemaps } from './src/lib/build/sitemap.ts';

// Our modules in the islands' shared chunk (see manualChunks below). A moved file would silently leave the chunk and
// break the piece page's JS budget, so a name that no longer exists stops the build.
const ISLAND_MODULES = ['src/engine/model/square.ts', 'src/schema/vocab.ts'];
for (const m of ISLAND_MODULES) {
  if (!existsSync(new URL(m, import.meta.url))) throw new Error(`astro.config.mjs: ISLAND_MODULES names ${m}, which does not exist`);
}

export default defineConfig({
  output: 'static',
  trailingSlash: 'always',
  // The site's public address, when known: hreflang alternates and sitemaps are absolute with it, root-relative without.
  site: process.env.SITE_URL || undefined,
  // English at the root, Japanese at /ja/, Chinese (traditional) at /zh/: the routes are src/pages/[...lang]/ (src/i18n).
  i18n: {
    locales: ['en', 'ja', { path: 'zh', codes: ['zh-Hant', 'zh-TW', 'zh-HK', 'zh'] }],
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: false },
  },
  // searchIndex then offline: the service worker's precache list includes Pagefind's files.
  integrations: [contentCheck(), interactDirective(), mdx(), preact(), sitemaps(), searchIndex(), offline()],
  markdown: { shikiConfig: { themes: { light: 'github-light', dark: 'github-dark' } } },
  devToolbar: { enabled: false },
  // A CSP meta tag on every page, with hashes of what Astro inlines (checked by test/e2e/site/csp.test.ts).
  experimental: { csp: cspConfig },
  vite: {
    build: {
      rollupOptions: {
        output: {
          // What every island needs - Preact, its JSX runtime, square names and the direction vocabulary - in one file,
          // which compresses better than several (the piece diagram's budget in test/bench/budget.ts counts each file).
          manualChunks: (id) => (/node_modules\/preact\/(dist|jsx-runtime)\//.test(id) || ISLAND_MODULES.some((m) => id.endsWith(m)) ? 'islands' : undefined),
        },
      },
    },
  },
});
