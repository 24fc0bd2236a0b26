// Visible keyboard focus on every page type, in both colour schemes: each Tab stop shows an outline (or a focus
// shadow) whose colour stands out 3:1 against what it is drawn on (WCAG 2.4.7 and 1.4.11). axe-core checks text
// contrast but not focus indicators.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, settle, wakeIslands } from '../browser';
import { PAGE_TYPES } from '../page-types';

/** Tab stops checked per page: the frame's links and search, then well into the page's own content and widgets. */
const MAX_STOPS = 40;

// Runs in the page: describes the focused element and its focus indicator. Colours are read as the browser resolved
// them (rgb/rgba); the background is the first opaque one behind where the outline is drawn.
const INSPECT = `(() => {
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  const s = getComputedStyle(el);
  const rgb = (c) => (c.match(/[\\d.]+/g) || []).map(Number);
  const lum = ([r, g, b]) => {
    const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
  const inside = parseFloat(s.outlineOffset) < 0;
  let bgEl = inside ? el : el.parentElement;
  let bg = [255, 255, 255];
  while (bgEl) {
    const c = rgb(getComputedStyle(bgEl).backgroundColor);
    if (c.length === 3 || (c.length === 4 && c[3] === 1)) { bg = c.slice(0, 3); break; }
    bgEl = bgEl.parentElement;
  }
  if (!bgEl) { const c = rgb(getComputedStyle(document.documentElement).backgroundColor); if (c.length >= 3 && c[3] !== 0) bg = c.slice(0, 3); }
  const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2;
  const shadow = s.boxShadow !== 'none';
  const colour = outline ? rgb(s.outlineColor).slice(0, 3) : shadow ? rgb(s.boxShadow).slice(0, 3) : null;
  const name = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('name') || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
  return {
    what: el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\\s+/).join('.') : '') + (name ? ' "' + name + '"' : ''),
    indicator: outline ? 'outline' : shadow ? 'shadow' : 'none',
    contrast: colour ? Math.round(ratio(colour, bg) * 100) / 100 : 0,
  };
})()`;

async function tabStops(page: Page): Promise<{ what: string; indicator: string; contrast: number }[]> {
  const seen: { what: string; indicator: string; contrast: number }[] = [];
  let first: string | null = null;
  for (let i = 0; i < MAX_STOPS; i++) {
    await page.keyboard.press('Tab');
    const stop = (await page.evaluate(INSPECT)) as { what: string; indicator: string; contrast: number } | null;
    if (!stop) continue;
    if (stop.what === first) break; // wrapped around
    first ??= stop.what;
    seen.push(stop);
  }
  return seen;
}

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

describe('visible keyboard focus', () => {
  for (const scheme of ['light', 'dark'] as const) {
    for (const [type, path] of Object.entries(PAGE_TYPES)) {
      it(`${type} (${path}), ${scheme}: every Tab stop shows focus at 3:1 or more`, async () => {
        const page = await browser.newPage({ colorScheme: scheme });
        await page.goto(baseUrl() + path);
        await wakeIslands(page);
        await settle(page);
        await page.evaluate('window.scrollTo(0, 0)');
        const stops = await tabStops(page);
        expect(stops.length, 'no Tab stop at all').toBeGreaterThan(0);
        const bad = stops.filter((s) => s.indicator === 'none' || s.contrast < 3).map((s) => `${s.what}: ${s.indicator}, ${s.contrast}:1`);
        expect(bad).toEqual([]);
        await page.close();
      });
    }
  }
});

describe('visible keyboard focus on the marked squares of a board', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`mini-board, ${scheme}: the focused square stays visible when selected and on move marks`, async () => {
      const page = await browser.newPage({ colorScheme: scheme });
      await page.goto(`${baseUrl()}/board/`);
      await page.locator('.bd[data-ready]').waitFor(); // Enter does nothing before the island runs
      const cell = page.locator('[role="gridcell"][tabindex="0"]');
      await cell.focus();
      await page.keyboard.press('Enter'); // selects the piece on the focus square
      const stops = [(await page.evaluate(INSPECT)) as { what: string; indicator: string; contrast: number }];
      for (const key of ['ArrowUp', 'ArrowUp', 'ArrowLeft', 'ArrowDown']) {
        await page.keyboard.press(key);
        stops.push((await page.evaluate(INSPECT)) as { what: string; indicator: string; contrast: number });
      }
      expect(stops.some((s) => /\bsel\b/.test(s.what)), 'a selected square was focused').toBe(true);
      expect(stops.some((s) => /\bt-(move|capture|step)\b/.test(s.what)), 'a marked square was focused').toBe(true);
      const bad = stops.filter((s) => s.indicator === 'none' || s.contrast < 3).map((s) => `${s.what}: ${s.indicator}, ${s.contrast}:1`);
      expect(bad).toEqual([]);
      await page.close();
    });
  }
});

describe('the focus check itself', () => {
  it('flags links whose outline a page removes', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/`);
    await page.evaluate(`document.querySelectorAll('header a').forEach((a) => a.style.setProperty('outline', 'none', 'important'))`);
    const stops = await tabStops(page);
    expect(stops.filter((s) => s.indicator === 'none').map((s) => s.what)).toContain('a "Games"');
    await page.close();
  });
});
