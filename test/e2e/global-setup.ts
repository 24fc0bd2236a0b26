// Builds the site (Astro, whose integrations add Pagefind's index and the service worker) into its own folder, serves it on 127.0.0.1, and hands URL and folder to the tests.
// E2E_SKIP_BUILD=1 serves an existing build instead: $SITE_DIST, or dist/.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from './browser';
import { serveDist } from './server';

export default async function setup(project: TestProject) {
  await chromiumPath(); // fail early, with the install hint, when no browser is there (and unpack the npm one once)
  let dist = process.env.SITE_DIST ?? 'dist';
  /** The private folder this run built into, removed at the end. */
  let own: string | undefined;
  if (!process.env.E2E_SKIP_BUILD) {
    // A private output folder, so a test run never races another build writing dist/.
    if (!process.env.SITE_DIST) dist = join((own = mkdtempSync(join(tmpdir(), 'site-'))), 'dist');
    // As readers get it: Vitest sets NODE_ENV=test, under which Vite would build a different (larger) bundle.
    execFileSync('npx', ['astro', 'build', '--outDir', dist], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  }
  const { server, url } = await serveDist(dist);
  project.provide('baseUrl', url);
  project.provide('distDir', dist);
  return () =>
    new Promise<void>((done) =>
      server.close(() => {
        if (own) rmSync(own, { recursive: true, force: true });
        done();
      }),
    );
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    distDir: string;
  }
}
