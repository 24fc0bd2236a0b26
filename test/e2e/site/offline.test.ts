// Offline use in Chromium: after a first visit the service worker holds the shell and the reader's language, and with
// the network cut a piece page, search (Pagefind) and a drill still load, at desktop and phone sizes; the footer says so
// and offers the whole site, which then works offline in every language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launch, waitUntil } from '../browser';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const SIZES = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } };

describe('offline', () => {
  for (const [name, viewport] of Object.entries(SIZES)) {
    it(`${name}: a piece page, search and a drill load with the network cut after a first visit`, async () => {
      const context = await browser.newContext({ viewport, serviceWorkers: 'allow' });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(baseUrl() + '/');
      expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
      // The worker takes over the page once the shell is in its cache; the footer says when the language is in too.
      await waitUntil(page, 'navigator.serviceWorker.controller !== null', 45_000);
      await waitUntil(page, `document.querySelector('[data-offline][data-state="ready"]') !== null`, 45_000);
      expect(await page.locator('[data-offline-text]').innerText()).toBe('Ready offline: the English pages work without a connection.');
      await context.setOffline(true);

      const piece = await page.goto(baseUrl() + '/pieces/lion/?source=rokushu');
      expect(piece?.fromServiceWorker()).toBe(true);
      await expect(page.locator('h1').innerText()).resolves.toContain('Lion');

      await page.goto(baseUrl() + '/search/?q=shishi');
      await page.locator('[data-search-results] a').first().waitFor({ timeout: 15_000 });
      const hrefs = await page.locator('[data-search-results] a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(hrefs).toContain('/pieces/lion/');

      await page.goto(baseUrl() + '/learn/dai/?card=dai/main/reach/lion');
      await waitUntil(page, `document.querySelector('.drill[data-loaded="true"] [data-card="dai/main/reach/lion"]') !== null`);

      const missing = await page.goto(baseUrl() + '/no-such-page/');
      expect(missing?.status()).toBe(404);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('the first visit keeps only the reader\'s language; the footer offers the rest with its size, then says the whole site is ready', async () => {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(baseUrl() + '/ja/');
    await waitUntil(page, `document.querySelector('[data-offline][data-state="ready"]') !== null`, 45_000);
    expect(await page.locator('[data-offline-text]').innerText()).toBe('オフライン準備完了：日本語のページは接続なしで使えます。');
    const cached = async (path: string) => page.evaluate(async (p) => (await caches.match(p)) !== undefined, path);
    expect(await cached('/ja/pieces/lion/')).toBe(true);
    expect(await cached('/pieces/lion/')).toBe(false);
    expect(await cached('/zh/pieces/lion/')).toBe(false);

    const offer = page.locator('[data-offline-all]');
    expect(await offer.innerText()).toMatch(/^サイト全体をオフラインで使えるようにする（\d+(\.\d)? MB）$/);
    await offer.click();
    await waitUntil(page, `document.querySelector('[data-offline][data-state="all"]') !== null`, 90_000);
    expect(await page.locator('[data-offline-text]').innerText()).toBe('オフライン準備完了：サイト全体が接続なしで使えます。');
    expect(await offer.isVisible()).toBe(false);

    await context.setOffline(true);
    const zh = await page.goto(baseUrl() + '/zh/pieces/lion/');
    expect(zh?.fromServiceWorker()).toBe(true);
    await expect(page.locator('h1').innerText()).resolves.toContain('獅子');
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
