// Site budget: builds the site, loads one page of each type in Chromium and prints what it ships, the build time and
// the Tai board's timings (tti.ts). Exits non-zero when a size budget is broken; the timings are printed, not judged.
// `npm run budget` builds into a private folder; E2E_SKIP_BUILD=1 measures an existing build ($SITE_DIST, else dist/).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch, wakeIslands } from '../e2e/browser';
import { serveDist } from '../e2e/server';
import { measureBoard } from './tti';

/** Gzip JS budgets: `maxJsGzip` for what the page ships on load, `maxJsUsedGzip` for the total once its widgets are used. */
interface Budget { path: string; maxJsGzip?: number; maxJsUsedGzip?: number }
const KB = 1024;
// The issues' budgets: a piece page ≤ 12 KB gzip JS on load and ≤ 15 KB once its diagram is used (issue 15); the Tai
// game page ≤ 25 KB on load. The others are printed. "On load" is before the reader uses a
// widget (the piece diagram hydrates on first use); "once used" adds every island woken as a reader would (scrolled to
// and pointed at). Pagefind, loaded by a search, is not counted.
const PAGES: Record<string, Budget> = {
  home: { path: '/' },
  piece: { path: '/pieces/lion/', maxJsGzip: 12 * KB, maxJsUsedGzip: 15 * KB },
  'piece (variants)': { path: '/pieces/wrestler/', maxJsGzip: 12 * KB, maxJsUsedGzip: 15 * KB },
  'game (25×25)': { path: '/games/tai/', maxJsGzip: 25 * KB },
  compare: { path: '/compare/maka-dai-dai/' },
  board: { path: '/board/' },
  analysis: { path: '/analysis/' },
  search: { path: '/search/?q=lion' },
  'about engine': { path: '/about/engine/' },
  'drill deck (Tai)': { path: '/learn/tai/' },
};
/** No web font over this size may load with a page. */
const MAX_FONT = 100 * KB;

/** Builds into a private folder; `astro build` includes Pagefind's index and the service worker (astro.config.mjs). */
function build(): { dist: string; seconds: number } {
  const dist = process.env.SITE_DIST ?? join(mkdtempSync(join(tmpdir(), 'site-budget-')), 'dist');
  const quiet = { stdio: ['ignore', 'ignore', 'inherit'] as ('ignore' | 'inherit')[] };
  const t = performance.now();
  execFileSync('npx', ['astro', 'build', '--outDir', dist], quiet);
  return { dist, seconds: (performance.now() - t) / 1000 };
}

const built = process.env.E2E_SKIP_BUILD ? null : build();
const { server, url } = await serveDist(built?.dist ?? process.env.SITE_DIST ?? 'dist');
const browser = await launch();
const failures: string[] = [];
const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
try {
  console.log('page type          path                      JS gzip in use (at load)  CSS gzip  HTML (gzip)          requests');
  for (const [name, budget] of Object.entries(PAGES)) {
    const page = await browser.newPage();
    const sizes = { js: 0, jsAtLoad: 0, css: 0, html: 0, htmlGzip: 0, requests: 0 };
    const scripts: string[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (res) => {
      pending.push((async () => {
        sizes.requests++;
        const type = res.request().resourceType();
        const body = await res.body().catch(() => Buffer.alloc(0));
        if (type === 'script') {
          const gz = gzipSync(body).length;
          sizes.js += gz;
          scripts.push(`${new URL(res.url()).pathname} ${kb(gz)}`);
        }
        if (type === 'stylesheet') sizes.css += gzipSync(body).length;
        if (type === 'document') {
          sizes.html += body.length;
          sizes.htmlGzip += gzipSync(body).length;
        }
        if (type === 'font' && body.length > MAX_FONT) failures.push(`${name}: font ${res.url()} is ${kb(body.length)} > ${kb(MAX_FONT)}`);
      })());
    });
    const res = await page.goto(url + budget.path);
    if (!res || res.status() !== 200) failures.push(`${name}: ${budget.path} answered ${res?.status()}`);
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    sizes.jsAtLoad = sizes.js;
    // Then every island as a reader would use it: scrolled to (a jump to the bottom would skip one in the middle)
    // and pointed at.
    await wakeIslands(page);
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const js = `${kb(sizes.js)} (${kb(sizes.jsAtLoad)})`;
    const html = `${kb(sizes.html)} (${kb(sizes.htmlGzip)})`;
    console.log(
      `${name.padEnd(18)} ${budget.path.padEnd(25)} ${js.padEnd(25)} ${kb(sizes.css).padEnd(9)} ${html.padEnd(20)} ${sizes.requests}`,
    );
    if (budget.maxJsGzip && sizes.jsAtLoad > budget.maxJsGzip) {
      failures.push(`${name}: JS at load ${kb(sizes.jsAtLoad)} > budget ${kb(budget.maxJsGzip)}: ${scripts.join(', ')}`);
    }
    if (budget.maxJsUsedGzip && sizes.js > budget.maxJsUsedGzip) {
      failures.push(`${name}: JS once used ${kb(sizes.js)} > budget ${kb(budget.maxJsUsedGzip)}: ${scripts.join(', ')}`);
    }
    await page.close();
  }
  try {
    for (const line of await measureBoard(browser, url)) console.log(line);
  } catch (e) {
    failures.push(`the Tai board's timings could not be measured: ${(e as Error).message.split('\n')[0]}`);
  }
} finally {
  await browser.close();
  server.close();
  if (built && !process.env.SITE_DIST) rmSync(dirname(built.dist), { recursive: true, force: true });
}
if (built) {
  console.log(`full build: ${built.seconds.toFixed(1)} s (Astro, Pagefind and the service worker's list)`);
}
if (failures.length) {
  console.error(`budget broken:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('all budgets kept');
