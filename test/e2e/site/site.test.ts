// The site's frame: every route answers, the Lion page shows its diagram, header search finds the Lion, 404 works.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { loadContent } from '../../../src/lib/content';
import { baseUrl, launch, open, pageErrors } from '../browser';

const content = loadContent();
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

describe('routes', () => {
  const routes = [
    '/', '/games/', '/pieces/', '/sources/',
    ...[...content.games.keys()].map((id) => `/games/${id}/`),
    ...[...content.pieces.keys()].map((id) => `/pieces/${id}/`),
    ...[...content.sources.keys()].map((id) => `/sources/${id}/`),
  ];
  it(`all ${routes.length} content routes answer 200 with a title`, async () => {
    for (const route of routes) {
      const res = await fetch(baseUrl() + route);
      expect(res.status, route).toBe(200);
      expect(await res.text(), route).toMatch(/<h1[^>]*>[\s\S]+?<\/h1>/);
    }
  });

  it('an unknown address gets the 404 page with a way back', async () => {
    const res = await fetch(`${baseUrl()}/pieces/no-such-piece/`);
    expect(res.status).toBe(404);
    const page = await open(browser, '/pieces/no-such-piece/');
    await expect(page.locator('h1').textContent()).resolves.toBe('Page not found');
    expect(await page.locator('main a[href="/pieces/"]').count()).toBe(1);
    await page.close();
  });
});

describe('Lion page', () => {
  it('shows every name and the movement diagram', async () => {
    const page = await open(browser, '/pieces/lion/');
    const text = await page.locator('main').innerText();
    for (const name of ['獅子', '狮子', 'shishi', 'Lion']) expect(text).toContain(name);
    await expect(page.locator('.move-diagram').count()).resolves.toBe(1);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });
});

describe('header search', () => {
  for (const term of ['獅子', '狮子', 'shishi', 'lion']) {
    it(`finds the Lion for “${term}”`, async () => {
      const page = await open(browser, '/');
      await page.locator('#site-search-input').fill(term);
      const first = page.locator('#site-search-results a').first();
      await first.waitFor({ timeout: 15_000 });
      const hrefs = await page.locator('#site-search-results a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(hrefs.slice(0, 3)).toContain('/pieces/lion/');
      expect(pageErrors(page)).toEqual([]);
      await page.close();
    });
  }
});
