// Site budget: builds the site, loads one page of each type in Chromium and prints what it ships on first load.
// Exits non-zero when a budget is broken. Run with `npm run budget` (E2E_SKIP_BUILD=1 reuses dist/).
import { execSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { launch } from '../e2e/browser';
import { serveDist } from '../e2e/server';

interface Budget { path: string; maxJsGzip?: number }
const PAGES: Record<string, Budget> = {
  home: { path: '/' },
  piece: { path: '/pieces/lion/', maxJsGzip: 12 * 1024 },
  'piece (variants)': { path: '/pieces/wrestler/', maxJsGzip: 12 * 1024 },
  'game (25×25)': { path: '/games/tai/', maxJsGzip: 25 * 1024 },
  compare: { path: '/compare/maka-dai-dai/' },
  board: { path: '/board/' },
};
const MAX_FONT = 100 * 1024;

let buildSeconds: number | null = null;
if (!process.env.E2E_SKIP_BUILD) {
  const t = performance.now();
  execSync('npm run --silent build', { stdio: ['ignore', 'ignore', 'inherit'] });
  buildSeconds = (performance.now() - t) / 1000;
}

const { server, url } = await serveDist('dist');
const browser = await launch();
const failures: string[] = [];
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(`page type            path                       JS gzip   CSS gzip  HTML      requests`);
for (const [name, budget] of Object.entries(PAGES)) {
  const page = await browser.newPage();
  const sizes = { js: 0, css: 0, html: 0, requests: 0 };
  const pending: Promise<void>[] = [];
  page.on('response', (res) => {
    pending.push((async () => {
      sizes.requests++;
      const type = res.request().resourceType();
      const body = await res.body().catch(() => Buffer.alloc(0));
      if (type === 'script') sizes.js += gzipSync(body).length;
      if (type === 'stylesheet') sizes.css += gzipSync(body).length;
      if (type === 'document') sizes.html += body.length;
      if (type === 'font' && body.length > MAX_FONT) failures.push(`${name}: font ${res.url()} is ${kb(body.length)}`);
    })());
  });
  const res = await page.goto(url + budget.path);
  if (!res || res.status() !== 200) failures.push(`${name}: ${budget.path} answered ${res?.status()}`);
  // Bring every lazily hydrated island into view, as a reader scrolling the page would.
  await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  console.log(
    `${name.padEnd(20)} ${budget.path.padEnd(26)} ${kb(sizes.js).padEnd(9)} ${kb(sizes.css).padEnd(9)} ${kb(sizes.html).padEnd(9)} ${sizes.requests}`,
  );
  if (budget.maxJsGzip && sizes.js > budget.maxJsGzip) failures.push(`${name}: JS ${kb(sizes.js)} > budget ${kb(budget.maxJsGzip)}`);
  await page.close();
}
await browser.close();
server.close();
if (buildSeconds !== null) console.log(`full build (astro + pagefind): ${buildSeconds.toFixed(1)} s`);
if (failures.length) {
  console.error(`budget broken:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('all budgets kept');
