// Builds the site (Astro + Pagefind) once, serves dist/ on 127.0.0.1, and hands the URL to the e2e tests.
import { execSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from './browser';
import { serveDist } from './server';

export default async function setup(project: TestProject) {
  chromiumPath(); // fail early, with the install hint, when no browser is there
  if (!process.env.E2E_SKIP_BUILD) execSync('npm run --silent build', { stdio: 'inherit' });
  const { server, url } = await serveDist('dist');
  project.provide('baseUrl', url);
  return () => new Promise<void>((done) => server.close(() => done()));
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
