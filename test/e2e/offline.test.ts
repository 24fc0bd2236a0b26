// Offline use in Chromium: after a first visit the service worker has precached the site, and with the network cut a
// piece page, search (Pagefind) and a drill still load, at desktop and phone sizes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launch, waitUntil } from './browser';

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
      // The worker takes over the page once every file of the site is in its cache.
      await waitUntil(page, 'navigator.serviceWorker.controller !== null', 45_000);
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
});
