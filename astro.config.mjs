// Astro configuration: a static site with MDX content, Preact islands and a build-time content check.
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import { contentCheck } from './src/lib/content-check.ts';
import { interactDirective } from './src/lib/interact.ts';
import { cspConfig } from './src/lib/csp-policy.ts';
import { searchIndex } from './src/lib/search-index.ts';
import { offline } from './src/offline/integration.ts';

export default defineConfig({
  output: 'static',
  trailingSlash: 'always',
  // searchIndex then offline: the service worker's precache list includes Pagefind's files.
  integrations: [contentCheck(), interactDirective(), mdx(), preact(), searchIndex(), offline()],
  markdown: { shikiConfig: { themes: { light: 'github-light', dark: 'github-dark' } } },
  devToolbar: { enabled: false },
  // A CSP meta tag on every page, with hashes of what Astro inlines (checked by test/e2e/csp.test.ts).
  experimental: { csp: cspConfig },
});
