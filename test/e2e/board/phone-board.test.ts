// The big boards on a phone (390×844, touch) in Chromium: they open at a size a finger can tap, on the reader's side,
// with the controls of a game in a bar that stays on screen; a Tai move and the computer's reply are played without
// scrolling the page. Keyboard focus pans the board, and reduced motion is respected.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { boardCell as cell, launch, open, pageErrors } from '../browser';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;
/** The floor for a touch target at the zoom the board opens in. */
const TAP = 32;

/** Opens a game page and brings its board to the top of the screen, as a reader scrolling to it would. */
async function openGame(path: string, options: Parameters<Browser['newPage']>[0] = {}): Promise<Page> {
  const page = await open(browser, path, { ...PHONE, ...options });
  await page.locator('.bd').first().scrollIntoViewIfNeeded(); // the board hydrates when it comes into view
  await page.locator('.bd[data-ready]').waitFor({ timeout: 20_000 });
  await page.evaluate('document.querySelector(".bw").scrollIntoView({ block: "start" })');
  return page;
}

const box = async (l: Locator) => (await l.boundingBox())!;

/** Taps the middle of `l` after checking that it is whole on screen, not under the bar, and inside the board's view. */
async function tapVisible(page: Page, l: Locator): Promise<void> {
  const b = await box(l);
  const bar = await box(page.locator('.bw-bar'));
  const inBar = (await l.evaluate((el) => !!el.closest('.bw-bar')));
  expect(b.y).toBeGreaterThanOrEqual(0);
  expect(b.y + b.height).toBeLessThanOrEqual(inBar ? 844 : bar.y);
  if (!inBar) {
    const view = await box(page.locator('.bd-scroll'));
    expect(b.y).toBeGreaterThanOrEqual(view.y);
    expect(b.x).toBeGreaterThanOrEqual(view.x);
    expect(b.x + b.width).toBeLessThanOrEqual(view.x + view.width);
  }
  await page.touchscreen.tap(b.x + b.width / 2, b.y + b.height / 2);
}

describe('big boards on a phone', () => {
  it('Dai, Maka Dai Dai and Tai open with squares a finger can tap, and every control of the bar is as large', async () => {
    for (const [game, size] of [['dai', 15], ['maka-dai-dai', 19], ['tai', 25]] as const) {
      const page = await openGame(`/games/${game}/`);
      const sq = await box(page.locator('.bd-grid .sq').first());
      expect(sq.width, game).toBeGreaterThanOrEqual(TAP);
      expect(sq.height, game).toBeGreaterThanOrEqual(TAP);
      // It opens on Black's side: the bottom rank is in view.
      const bottom = await box(cell(page, '1' + String.fromCharCode(96 + size), size));
      const view = await box(page.locator('.bd-scroll'));
      expect(bottom.y + bottom.height, game).toBeLessThanOrEqual(view.y + view.height + 1);
      for (const b of await page.locator('.bw-bar button, .bd-zoom button').all()) {
        if (!(await b.isVisible())) continue;
        expect((await box(b)).height, `${game}: ${await b.innerText()}`).toBeGreaterThanOrEqual(TAP);
      }
      await page.close();
    }
  });

  it('Tai: a move and the computer\'s reply without scrolling the page; the reply does not move, and reduced motion does not animate', async () => {
    const page = await openGame('/games/tai/', { reducedMotion: 'reduce' });
    const y = await page.evaluate('scrollY');
    const bar = page.locator('.bw-bar');
    await tapVisible(page, bar.getByRole('button', { name: 'Play against the computer' }));
    // seed 003: Black's pawns stand on rank s; the pawn on 13s steps one square forward to 13r.
    await tapVisible(page, cell(page, '13s', 25));
    expect(await cell(page, '13s', 25).getAttribute('aria-label')).toMatch(/selected/);
    await tapVisible(page, cell(page, '13r', 25));
    await expect.poll(() => page.locator('.bw-moves li').count(), { timeout: 30_000 }).toBe(2);
    await page.locator('.bw-bar[data-ai="idle"]').waitFor({ timeout: 30_000 });
    expect(await bar.getByRole('status').innerText()).toMatch(/The computer played/);
    expect(await page.evaluate('scrollY')).toBe(y);
    // The reply is marked but not animated for a reader who asked for reduced motion.
    expect(await page.locator('.sq.arrive .pc').evaluate((el) => getComputedStyle(el).animationName)).toBe('none');

    // Keyboard: arrows move the focus up the board, which pans to keep it in view; the page stays where it is.
    await cell(page, '13r', 25).focus();
    for (let i = 0; i < 14; i++) await page.keyboard.press('ArrowUp');
    const focused = page.locator('.bd-grid :focus');
    expect(await focused.getAttribute('data-sq')).toBe(String(await cell(page, '13d', 25).getAttribute('data-sq')));
    const f = await box(focused);
    const view = await box(page.locator('.bd-scroll'));
    expect(f.y).toBeGreaterThanOrEqual(view.y);
    expect(f.y + f.height).toBeLessThanOrEqual(view.y + view.height);
    expect(await page.evaluate('scrollY')).toBe(y);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });
});
