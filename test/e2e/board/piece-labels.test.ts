// Piece labels in Chromium: English pages show the pieces' English abbreviations, Japanese and Chinese pages the
// kanji; the reader's choice (two kanji, one kanji, abbreviations) is remembered by the browser; a legend names the
// pieces on the board.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, open } from '../browser';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

async function ready(page: Page): Promise<Page> {
  await page.locator('.bd').first().scrollIntoViewIfNeeded();
  await page.locator('.bd[data-ready]').first().waitFor({ timeout: 20_000 });
  return page;
}
/** The text on the first piece whose square's accessible name starts with `name` ("King, Black"). */
const label = (page: Page, name: string) => page.locator(`[role="gridcell"][aria-label^="${name}"] .pc`).first().innerText();

describe('piece labels', () => {
  it('English: abbreviations with a legend; one or two kanji on request, remembered after a reload', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/games/dai/`);
    await ready(page);
    // content/pieces/king.mdx names.abbr K; violent-ox.mdx VO, label 猛牛.
    expect(await label(page, 'King, Black')).toBe('K');
    expect(await label(page, 'Violent Ox, Black')).toBe('VO');
    await page.getByText('Pieces on this board').click();
    const legend = page.locator('.bd-legend li');
    expect(await legend.filter({ hasText: 'Violent Ox' }).innerText()).toMatch(/^VO Violent Ox 猛牛$/);
    // Every piece of the setup is in the legend once, each with its own abbreviation.
    const texts = await page.locator('.bd-legend-label').allInnerTexts();
    expect(new Set(texts).size).toBe(texts.length);

    await page.getByLabel('Piece labels').selectOption('kanji1');
    expect(await label(page, 'Violent Ox, Black')).toBe('猛');
    await page.reload();
    await ready(page);
    expect(await label(page, 'Violent Ox, Black')).toBe('猛');
    await page.getByLabel('Piece labels').selectOption('kanji2');
    expect((await label(page, 'Violent Ox, Black')).replace(/\s/g, '')).toBe('猛牛');
    await context.close();
  });

  it('Japanese and Chinese pages show the kanji by default', async () => {
    for (const path of ['/ja/games/dai/', '/zh/games/dai/']) {
      const page = await ready(await open(browser, path));
      expect(await page.locator('.bd-grid .pc.ab').count()).toBe(0);
      expect(await page.locator('.bd-grid .pc').first().innerText()).toMatch(/^\p{Script=Han}/u);
      await page.close();
    }
  });
});
