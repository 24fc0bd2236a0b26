// Japanese and Chinese pages speak their language: outside names, code and the language switcher, no English word
// is left on a page of each translated type (allow-list below), and <html lang> is set for Pagefind and readers.
// The Preact islands (diagrams, boards, drills) are checked too, awake and used once: a board with a piece selected, a
// diagram stepped to a move and explaining a square, so their announcements, square names and panels are read as well.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { catalog } from '../../../src/lib/catalog';
import { launch, open, pageErrors, waitUntil, wakeIslands } from '../browser';
import { TRANSLATED_PAGE_TYPES } from '../page-types';

/** Latin words that belong in Japanese and Chinese text too: notation, languages and file formats, romanised terms. */
const ALLOWED = new Set(['Betza', 'XBetza', 'Enter', 'Escape', 'Space', 'Home', 'End', 'shishi', 'lion', 'npm', 'start', 'TypeScript', 'JavaScript', 'JSON', 'Zobrist']);
const c = catalog();
// Names in every script are shown on every language's page (and searched): their Latin words are names, not UI.
const sourceNames = [...c.content.sources.values()].map((s) => ({ en: s.en, reading: s.reading ?? '' }));
for (const names of [...c.pieces.map((p) => p.names), ...c.games.map((g) => g.names), ...sourceNames]) {
  for (const text of Object.values(names).flat()) {
    for (const w of String(text).match(/[A-Za-zāīūēōĀĪŪĒŌ]+/g) ?? []) ALLOWED.add(w);
  }
}

/**
 * Uses each widget once, where it shows words only after use: selects a Black piece on a game's board (the panel names it,
 * the squares it reaches get their labels), steps a movement diagram to a move and points at a square it reaches.
 */
async function useWidgets(page: Page): Promise<void> {
  // A puzzle's board marks squares or plays its answer instead: its words are shown from the start.
  const piece = page.locator('.bd-grid .sq.pb:not([data-puzzle-widget] .sq)').first();
  if (await piece.count()) {
    await piece.click();
    await page.locator('.bd-grid .sq.sel').waitFor();
  }
  const diagram = page.locator('.move-diagram.is-live').first();
  if (await diagram.count()) {
    await diagram.locator('.md-controls button').nth(1).click();
    await diagram.locator('.md-squares button[data-mark]').first().focus();
    await page.waitForFunction(() => document.querySelector('.md-live')?.textContent !== '');
  }
}

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

describe('no English UI on Japanese and Chinese pages', () => {
  for (const [type, path] of Object.entries(TRANSLATED_PAGE_TYPES)) {
    it(`${type} (${path})`, async () => {
      const page = await open(browser, path);
      // The search page's results and status line are written by its script: wait for them.
      if (path.includes('/search/?')) await waitUntil(page, `document.querySelectorAll('[data-search-results] li').length > 0`);
      expect(await wakeIslands(page)).toBe(0);
      await useWidgets(page);
      const { lang, words } = (await page.evaluate(`(() => {
        const body = document.body.cloneNode(true);
        // What a reader without JavaScript sees is text too (the browser keeps <noscript> as unparsed markup).
        for (const el of body.querySelectorAll('noscript')) { const div = document.createElement('div'); div.innerHTML = el.textContent; el.replaceWith(div); }
        // Names (marked data-name or lang="en"), code, board coordinates (data-notation), the switcher's language names
        // and hidden data are not UI text.
        for (const el of body.querySelectorAll('code, pre, script, style, [data-name], [lang="en"], [data-notation], [data-lang-switch], [hidden], svg title')) el.remove();
        const attrs = [...body.querySelectorAll('[aria-label], [title], [placeholder]')].flatMap((el) => ['aria-label', 'title', 'placeholder'].map((a) => el.getAttribute(a) ?? ''));
        return { lang: document.documentElement.lang, words: (body.textContent + ' ' + attrs.join(' ')).match(/[A-Za-zāīūēōĀĪŪĒŌ]{2,}/g) ?? [] };
      })()`)) as { lang: string; words: string[] };
      expect(lang).toBe(path.startsWith('/ja/') ? 'ja' : 'zh-Hant');
      expect([...new Set(words.filter((w) => !ALLOWED.has(w)))]).toEqual([]);
      expect(pageErrors(page)).toEqual([]);
      await page.close();
    });
  }
});
