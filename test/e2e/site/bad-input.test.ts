// Bad input in addresses, across the site: each page explains in words what it could not use (naming the bad value)
// and falls back to something sensible; widgets never go blank and no script error escapes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, open, pageErrors, wakeIslands } from '../browser';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

/** The visible text of the page's explanations (the error boxes the widgets and pages share). */
async function explanation(page: Page): Promise<string> {
  const box = page.locator('.error-box:visible');
  await box.first().waitFor({ timeout: 15_000 });
  return (await box.allInnerTexts()).join('\n');
}

/** Opens a page and wakes its islands, so that lazily hydrated widgets read the address too. */
async function visit(path: string): Promise<Page> {
  const page = await open(browser, path);
  await wakeIslands(page);
  return page;
}

/** The mini-board's squares: a board of `n`×`n` is drawn, whatever the address said. */
const squares = (page: Page) => page.locator('[role="grid"] [role="gridcell"]').count();

describe('the mini-board with a damaged link', () => {
  // [query, words the explanation must contain, board size shown]
  const cases: [string, RegExp[], number][] = [
    // A 5×5 board whose middle rank names a piece that does not exist: that square is left empty, the rest is read.
    ['?p=5/5/2,UNICORN,2/1,GOLD-GENERAL,3/5%20b%20dai', [/could not be read/, /UNICORN/i, /left empty/], 5],
    // Ranks of the wrong width are padded or cut; a side to move that is neither b nor w becomes Black.
    ['?p=5/5/2,LION,3/5/4%20x%20dai', [/6 squares|had 6/, /Side to move "x"/], 5],
    ['?p=%%%', [/could not be read/], 5],
    ['?game=chess', [/Unknown game "chess"/, /dai/], 9],
    ['?source=wikipedia', [/Unknown source "wikipedia"/, /main text/], 9],
    ['?try=unicorn', [/Unknown piece "unicorn"/, /Lion/], 9],
    ['?size=99', [/size=99/, /5 to 15/], 9],
    ['?p=5/5/2,LION,2/5/5%20b%20dai&m=3c-9z', [/3c-9z|9z/], 5],
    ['?p=5/5/2,LION,2/5/5%20b%20dai&m=3c-3b&at=7', [/at=7/, /0 to 1/], 5],
    ['?flip=sideways', [/flip=sideways/, /Black at the bottom/], 9],
  ];
  for (const [query, words, size] of cases) {
    it(`/board/${query}`, async () => {
      const page = await visit(`/board/${query}`);
      const text = await explanation(page);
      for (const w of words) expect(text).toMatch(w);
      expect(await squares(page)).toBe(size * size);
      expect(pageErrors(page)).toEqual([]);
      await page.close();
    });
  }

  it("/ja/board/ gives the engine's reason in Japanese", async () => {
    const page = await visit('/ja/board/?p=5/5/2,UNICORN,2/1,GOLD-GENERAL,3/5%20b%20dai');
    expect(await explanation(page)).toContain('3段目（c）、3cのマス：「unicorn」という駒はありません');
    expect(await squares(page)).toBe(5 * 5);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });
});

describe('addresses with huge or long values', () => {
  // The engine used to add the 10^11 empty squares before checking the rank's width: ~4 s of freeze, then an uncaught
  // RangeError and the default board with no word of why.
  for (const [path, words] of [
    ['/board/', 'rank 5 (e): an empty run of 99999999999 squares does not fit a rank of 5'],
    ['/ja/board/', '5段目（e）：空きマス99999999999個は5マスの段に収まりません'],
    ['/zh/board/', '第5段（e）：99999999999個空格放不進5格的一段'],
  ]) {
    it(`${path}?p=5/5/5/5/99999999999 b dai explains the count in the page's language`, async () => {
      const page = await visit(`${path}?p=5%2F5%2F5%2F5%2F99999999999%20b%20dai`);
      expect(await explanation(page)).toContain(words);
      expect(await squares(page)).toBe(5 * 5);
      expect(pageErrors(page)).toEqual([]);
      await page.close();
    });
  }

  // 5,000 characters (a static host's request line allows about 8 KB); before, the whole value was repeated.
  const long = 'x'.repeat(5000);
  for (const [path, hint] of [
    [`/board/?try=${long}`, /Unknown piece "x{79}…"/],
    [`/board/?game=${long}`, /Unknown game "x{79}…"/],
    [`/board/?p=5/5/2,${long}!,2/5/5%20b%20dai`, /x{79}…/],
    [`/pieces/lion/?source=${long}`, /x{79}…/],
  ] as [string, RegExp][]) {
    it(`${path.slice(0, 24)}… quotes at most 80 characters of the value`, async () => {
      const page = await visit(path);
      const text = await explanation(page);
      expect(text).toMatch(hint);
      expect(text).not.toContain('x'.repeat(81));
      expect(text.length).toBeLessThan(1500);
      expect(pageErrors(page)).toEqual([]);
      await page.close();
    });
  }
});

describe('a piece page asked for a reading it does not have', () => {
  for (const [query, words] of [
    ['?source=wikipedia', [/source “wikipedia”/, /main text/]],
    ['?game=chu', [/game “chu”/, /main text/]],
  ] as [string, RegExp[]][]) {
    it(`/pieces/lion/${query}: explains, and the diagram still shows the main text`, async () => {
      const page = await visit(`/pieces/lion/${query}`);
      const text = await explanation(page);
      for (const w of words) expect(text).toMatch(w);
      expect(await page.locator('.move-diagram [data-mark]').count()).toBeGreaterThan(0);
      expect(await page.locator('.move-diagram').getAttribute('data-reading')).toMatch(/\/main$/);
      expect(pageErrors(page)).toEqual([]);
      await page.close();
    });
  }
});

describe('compare and search pages with unknown filters', () => {
  it('/compare/maka-dai-dai/?source=wikipedia shows every row and says why', async () => {
    const page = await visit('/compare/maka-dai-dai/?source=wikipedia');
    const box = page.locator('[data-filter-error]');
    await box.waitFor({ state: 'visible', timeout: 15_000 });
    expect(await box.innerText()).toMatch(/“wikipedia”.*every row is shown/);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  it('/search/ with an unknown type and game searches everything and says so', async () => {
    const page = await visit('/search/?q=lion&type=recipe&game=chess');
    const box = page.locator('[data-search-problems]');
    await box.waitFor({ state: 'visible', timeout: 15_000 });
    const text = await box.innerText();
    expect(text).toMatch(/page type “recipe”/);
    expect(text).toMatch(/game “chess”/);
    await page.locator('[data-search-results] a').first().waitFor({ timeout: 15_000 });
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });
});

describe('unknown ids in addresses', () => {
  for (const path of ['/pieces/unicorn/', '/games/chu/', '/sources/wikipedia/', '/compare/chu/', '/compare/across-games/unicorn/']) {
    it(`${path} answers 404 with the ways back in`, async () => {
      const res = await fetch(baseUrl() + path);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toMatch(/<h1[^>]*>Page not found<\/h1>/);
      expect(html).toContain('href="/pieces/"');
    });
  }
});
