// Astro configuration: a static site with MDX content, Preact islands and a build-time content check.
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import { contentCheck } from './src/lib/content-check.ts';

export default defineConfig({
  output: 'static',
  trailingSlash: 'always',
  integrations: [contentCheck(), mdx(), preact()],
  markdown: { shikiConfig: { themes: { light: 'github-light', dark: 'github-dark' } } },
  devToolbar: { enabled: false },
});
