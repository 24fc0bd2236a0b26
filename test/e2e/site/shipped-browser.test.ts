// The browser `npm ci` installs (@sparticuz/chromium): on a machine without Debian's Chromium the whole e2e suite runs on
// it, so one test always launches it, whatever else is installed, and drives a page with an island through it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { chromiumPath, launch, open, pageErrors, wakeIslands } from '../browser';

let browser: Browser;
beforeAll(async () => { browser = await launch({ shipped: true }); });
afterAll(async () => { await browser?.close(); });

describe('the npm-shipped Chromium', () => {
  it('is the one chosen when no system browser is found (CHROMIUM_CANDIDATES empty, CHROMIUM_PATH unset)', async () => {
    const saved = { path: process.env.CHROMIUM_PATH, candidates: process.env.CHROMIUM_CANDIDATES };
    delete process.env.CHROMIUM_PATH;
    process.env.CHROMIUM_CANDIDATES = '';
    try {
      expect(await chromiumPath()).toBe(await chromiumPath({ shipped: true }));
    } finally {
      if (saved.path === undefined) delete process.env.CHROMIUM_PATH;
      else process.env.CHROMIUM_PATH = saved.path;
      if (saved.candidates === undefined) delete process.env.CHROMIUM_CANDIDATES;
      else process.env.CHROMIUM_CANDIDATES = saved.candidates;
    }
    expect(await chromiumPath({ shipped: true })).not.toMatch(/^\/usr\//);
  });

  it('runs the site: the Lion page draws its diagram with the engine, with no script error', async () => {
    expect(browser.version()).toMatch(/^\d+\./);
    const page = await open(browser, '/pieces/lion/');
    await wakeIslands(page);
    await expect(page.locator('h1').innerText()).resolves.toContain('Lion');
    expect(await page.locator('.move-diagram [data-mark]').count()).toBeGreaterThan(0);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });
});
