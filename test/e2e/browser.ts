// Launches Chromium through playwright-core with the flags this closed-network machine needs: Debian's Chromium when it
// is installed, else the headless Chromium the npm package @sparticuz/chromium ships (so `npm ci && npm test` needs
// nothing else on a fresh machine).
import { existsSync } from 'node:fs';
import { chromium, errors, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Where Debian's package (and a few others) put the browser; the first that exists wins. */
const SYSTEM_BROWSERS = ['/usr/lib/chromium/chromium', '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The system paths looked at: `$CHROMIUM_CANDIDATES` (colon-separated; empty: none, as on a fresh machine) else the list above. */
const systemCandidates = (): string[] => process.env.CHROMIUM_CANDIDATES?.split(':').filter(Boolean) ?? SYSTEM_BROWSERS;

/**
 * The browser binary: `$CHROMIUM_PATH`, else a system Chromium, else the npm-shipped one (`shipped: true` asks for that
 * one directly). The npm package keeps the binary brotli-compressed and unpacks it to the temporary folder (/tmp/chromium)
 * on first use, a few seconds once. Throws a clear error instead of skipping when there is none.
 */
export async function chromiumPath(options: { shipped?: boolean } = {}): Promise<string> {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && !options.shipped) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist`);
    return fromEnv;
  }
  const found = options.shipped ? undefined : systemCandidates().find((p) => existsSync(p));
  if (found) return found;
  try {
    const { default: shipped } = await import('@sparticuz/chromium');
    return await shipped.executablePath();
  } catch (e) {
    throw new Error(
      'The end-to-end tests need Chromium: `npm ci` installs one (@sparticuz/chromium), which could not be unpacked ' +
        `(${(e as Error).message}); install Debian's with \`sudo apt-get install -y chromium\`, or point CHROMIUM_PATH at a binary.`,
    );
  }
}

/**
 * The browser, whose new pages and contexts block service workers unless asked otherwise: on a first visit the site's
 * worker downloads the shell and the page's language in the background (hundreds of files), which would make each page load
 * and each 'networkidle' wait of the other tests pay for it. test/e2e/site/offline.test.ts allows it.
 */
export async function launch(options: { shipped?: boolean } = {}): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: await chromiumPath(options),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = (options = {}) => newContext({ serviceWorkers: 'block', ...options });
  browser.newPage = (options = {}) => newPage({ serviceWorkers: 'block', ...options });
  return browser;
}

export const baseUrl = (): string => inject('baseUrl');

/**
 * Waits until the page has made no request for half a second, or `timeout` ms have passed, and goes on either way: what
 * the caller checks next is the test. On a loaded CI machine one page of 49 once kept a request open past Playwright's
 * 30 s (the Japanese engine page, which passes in 3.5 s alone and makes no request of its own after loading). Any other
 * failure (a closed page, a crash) is still thrown.
 */
export async function settle(page: Page, timeout = 10_000): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout }).catch((e: unknown) => {
    if (!(e instanceof errors.TimeoutError)) throw e;
  });
}

/**
 * Opens a page at a site path, collecting its uncaught page errors (pageErrors); `watch` is called before it loads, to
 * listen to what the load does.
 */
export async function open(browser: Browser, path: string, options: Parameters<Browser['newPage']>[0] = {}, watch?: (page: Page) => void): Promise<Page> {
  const page = await browser.newPage(options);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  (page as Page & { errors: string[] }).errors = errors;
  watch?.(page);
  await page.goto(baseUrl() + path);
  return page;
}

export const pageErrors = (page: Page): string[] => (page as Page & { errors?: string[] }).errors ?? [];

/**
 * Waits until `expression` is truthy in the page. The site's CSP forbids eval, and page.waitForFunction evaluates a
 * string predicate with eval inside the page once it has to poll; page.evaluate goes through DevTools and may.
 */
export async function waitUntil(page: Page, expression: string, timeout = 30_000): Promise<unknown> {
  const end = Date.now() + timeout;
  for (;;) {
    const value = await page.evaluate(expression);
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out after ${timeout} ms waiting for: ${expression}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Brings every island to life as a reader would: scrolled into view (client:visible) and pointed at (client:interact,
 * which waits for the first pointer, touch or focus), then waits until Astro has hydrated each one. Returns how many
 * islands are still not hydrated after `timeout` (0 when all are).
 */
export async function wakeIslands(page: Page, timeout = 15_000): Promise<number> {
  const islands = page.locator('astro-island');
  const count = await islands.count();
  for (let i = 0; i < count; i++) {
    await islands.nth(i).scrollIntoViewIfNeeded();
    await islands.nth(i).dispatchEvent('pointerover');
  }
  // Astro removes an island's `ssr` attribute once its component runs in the browser.
  const pending = `document.querySelectorAll('astro-island[ssr]').length`;
  await waitUntil(page, `${pending} === 0`, timeout).catch(() => undefined);
  return (await page.evaluate(pending)) as number;
}

/** Square index: rank letter from the top, file number from Black's right (DESIGN §5). */
export function squareIndex(name: string, size: number): number {
  const m = /^([0-9]+)([a-y])$/.exec(name)!;
  return (m[2]!.charCodeAt(0) - 97) * size + (size - Number(m[1]));
}

/** The board cell named `name` (e.g. `8h`) on a board of `size`. */
export const boardCell = (page: Page, name: string, size: number) => page.locator(`.bd-grid [data-sq="${squareIndex(name, size)}"]`);
