// Astro configuration: a static site with MDX content, Preact islands and a build-time content check.
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import { contentCheck } from './src/lib/content-check.ts';
import { interactDirective } from './src/lib/interact.ts';
import { cspConfig } from './src/lib/csp-policy.ts';

export default defineConfig({
  output: 'static',
  trailingSlash: 'always',
  integrations: [contentCheck(), interactDirective(), mdx(), preact()],
  markdown: { shikiConfig: { themes: { light: 'github-light', dark: 'github-dark' } } },
  devToolbar: { enabled: false },
  // A CSP meta tag on every page, with hashes of what Astro inlines (checked by test/e2e/csp.test.ts).
  experimental: { csp: cspConfig },
});
