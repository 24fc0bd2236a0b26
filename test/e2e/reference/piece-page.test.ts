// Piece pages in Chromium: the Lion's diagram animates, the Wrestler's source toggle shows the seed's footnote and the
// URL reproduces it, keyboard alone reaches every control, reduced motion lists the moves, and no JavaScript still reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, open, pageErrors, settle } from '../browser';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

/** Points at the diagram (it hydrates on first use, or at once when the URL carries a reading) and waits until it is live. */
async function hydrated(page: Page): Promise<void> {
  await page.locator('.move-diagram').scrollIntoViewIfNeeded();
  if (!new URL(page.url()).search) await page.locator('.md-board').hover();
  await page.locator('.move-diagram.is-live').waitFor();
}

/** Offsets [dx, dy] of the squares the diagram marks as reached, as "dx,dy" strings, sorted. */
const reached = (page: Page) =>
  page.locator('.md-squares [data-mark]').evaluateAll((els) => els.map((e) => e.getAttribute('data-at')!).sort());

/** Squares marked `x` in a grid drawn with forward at the top, as "dx,dy" strings, sorted. */
function grid(rows: string[]): string[] {
  const r = (rows.length - 1) / 2;
  const out: string[] = [];
  rows.forEach((row, i) => [...row].forEach((ch, j) => ch === 'x' && out.push(`${j - r},${r - i}`)));
  return out.sort();
}
// seed 000 力士: one to three squares diagonally, or one square sideways.
const WRESTLER_MAIN = grid(['x.....x', '.x...x.', '..x.x..', '..xPx..', '..x.x..', '.x...x.', 'x.....x']);
// seed 000 footnote 1 (《象棋六種之図式》): diagonals as before, one square orthogonally (直向), so forward and back too.
const WRESTLER_ROKUSHU = grid(['x.....x', '.x...x.', '..xxx..', '..xPx..', '..xxx..', '.x...x.', 'x.....x']);

describe('Lion page', () => {
  it('ships no diagram code until the reader points at it, then animates by itself', async () => {
    const page = await open(browser, '/pieces/lion/');
    await settle(page);
    expect(await page.locator('.move-diagram.is-live').count()).toBe(0);
    await hydrated(page);
    const figure = page.locator('.move-diagram');
    const first = await figure.getAttribute('data-frame');
    await page.waitForFunction((f) => document.querySelector('.move-diagram')?.getAttribute('data-frame') !== f, first);
    const mover = page.locator('.md-mover');
    await mover.waitFor();
    const before = await mover.getAttribute('style');
    await page.waitForFunction((b) => document.querySelector('.md-mover')?.getAttribute('style') !== b, before);
    expect(await page.locator('button[aria-pressed="true"]', { hasText: 'Pause' }).count()).toBe(1);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  it('on a phone, tapping Play on the not yet live diagram plays it', async () => {
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/pieces/lion/`);
    await settle(page);
    const play = page.locator('.md-controls button').first();
    await expect(play.textContent()).resolves.toMatch(/Play/);
    await play.tap();
    await page.locator('.move-diagram.is-live').waitFor();
    await page.locator('.md-controls button[aria-pressed="true"]').waitFor();
    const first = await page.locator('.move-diagram').getAttribute('data-frame');
    await page.waitForFunction((f) => document.querySelector('.move-diagram')?.getAttribute('data-frame') !== f, first);
    await context.close();
  });

  it('pausing stops it; “Next move” shows one move and says it', async () => {
    const page = await open(browser, '/pieces/lion/');
    await hydrated(page);
    await page.getByRole('button', { name: /Pause/ }).click();
    const frame = await page.locator('.move-diagram').getAttribute('data-frame');
    await page.getByRole('button', { name: /Next move/ }).click();
    expect(await page.locator('.move-diagram').getAttribute('data-frame')).not.toBe(frame);
    await expect(page.locator('.md-explain').textContent()).resolves.toMatch(/4c|4b|5c|3c/);
    await page.close();
  });
});

describe('Wrestler source toggle', () => {
  it('choosing the Rokushu (footnote 1) changes the squares to the footnote’s and puts the choice in the URL', async () => {
    const page = await open(browser, '/pieces/wrestler/');
    await hydrated(page);
    expect(await reached(page)).toEqual(WRESTLER_MAIN);
    await page.getByRole('radio', { name: /象棋六種之図式/ }).check();
    await page.waitForFunction(() => document.querySelector('.move-diagram')?.getAttribute('data-reading') === 'maka-dai-dai/rokushu');
    expect(await reached(page)).toEqual(WRESTLER_ROKUSHU);
    const gained = await page.locator('.md-squares [data-diff="gained"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-at')).sort());
    expect(gained).toEqual(['0,-1', '0,1']);
    expect(await page.locator('.md-squares [data-diff="lost"]').count()).toBe(0);
    await expect(page.locator('.md-note').textContent()).resolves.toMatch(/footnote 1/);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({ source: 'rokushu', game: 'maka-dai-dai' });
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  it('the URL reproduces the choice', async () => {
    const page = await open(browser, '/pieces/wrestler/?source=rokushu&game=maka-dai-dai');
    await hydrated(page);
    await page.waitForFunction(() => document.querySelector('.move-diagram')?.getAttribute('data-reading') === 'maka-dai-dai/rokushu');
    expect(await reached(page)).toEqual(WRESTLER_ROKUSHU);
    expect(await page.getByRole('radio', { name: /象棋六種之図式/ }).isChecked()).toBe(true);
    expect(await page.locator('a', { hasText: 'Try it on the board' }).getAttribute('href')).toBe('/board/?try=wrestler&game=maka-dai-dai&source=rokushu');
    await page.close();
  });

  // seed 000 footnote 17: 《諸象戱図式》描述奔狼橫向移動一至五步 - the main text's own limit, so that source agrees with it.
  it('a source whose footnote cites the main text says it agrees, and the board link opens the main text', async () => {
    const page = await open(browser, '/pieces/free-wolf/?source=sho-shogi-zushiki&game=maka-dai-dai');
    await hydrated(page);
    await page.waitForFunction(() => document.querySelector('.move-diagram')?.getAttribute('data-reading') === 'maka-dai-dai/sho-shogi-zushiki');
    await expect(page.locator('.md-note').innerText()).resolves.toMatch(/footnote 17[\s\S]*agrees with the main text/);
    await expect(page.locator('.md-readings label', { hasText: '諸象' }).innerText()).resolves.toMatch(/agrees with the main text/);
    expect(await page.locator('a', { hasText: 'Try it on the board' }).getAttribute('href')).toBe('/board/?try=free-wolf&game=maka-dai-dai');
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  it('an unknown source in the URL is explained and the main text shown', async () => {
    const page = await open(browser, '/pieces/wrestler/?source=nonsense&game=maka-dai-dai');
    await hydrated(page);
    const alert = page.locator('.move-diagram [role="alert"]');
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toMatch(/“nonsense”[\s\S]*main text/);
    expect(await reached(page)).toEqual(WRESTLER_MAIN);
    await page.close();
  });
});

describe('keyboard', () => {
  it('Tab reaches every control of the diagram; arrows, Enter and Escape work on the squares', async () => {
    const page = await open(browser, '/pieces/wrestler/');
    await hydrated(page);
    await page.getByRole('button', { name: /Pause/ }).click(); // keep the page still while tabbing
    await page.locator('.md-squares [data-at="-3,3"]').click(); // a Pawn on the board enables “Remove every Pawn”
    await page.locator('h1').click();
    const seen = new Set<string>();
    for (let i = 0; i < 120; i++) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el?.closest('.move-diagram')) return null;
        if (el.closest('.md-squares')) return 'square';
        return `${el.tagName.toLowerCase()}:${el.getAttribute('type') ?? ''}:${(el.textContent ?? '').trim().slice(0, 12)}`;
      });
      if (where) seen.add(where.replace(/:(Play|❚❚ Pause|▶ Play).*/, ':play'));
    }
    const list = [...seen].join(' | ');
    for (const control of ['button:button:play', 'Next move', 'select', 'square', 'Remove every', 'input:radio', 'summary', 'a::Try it on']) {
      expect(list, `reached by Tab: ${list}`).toContain(control);
    }
    // The squares: one Tab stop, arrows move within it, Enter places an enemy pawn, Escape clears the explanation.
    const centre = page.locator('.md-squares [data-at="0,0"]');
    await centre.focus();
    await page.keyboard.press('ArrowUp');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('data-at'))).resolves.toBe('0,1');
    await page.keyboard.press('ArrowRight');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('data-at'))).resolves.toBe('1,1');
    await page.keyboard.press('Enter');
    await expect(page.locator('.md-squares [data-at="1,1"]').getAttribute('aria-label')).resolves.toMatch(/enemy Pawn/);
    await expect(page.locator('.md-live').textContent()).resolves.toMatch(/enemy Pawn now stands on 3c/);
    // An enemy on the first forward-right diagonal square cuts the two squares behind it off.
    expect(await reached(page)).not.toContain('2,2');
    await page.keyboard.press('Escape');
    await expect(page.locator('.md-explain').textContent()).resolves.not.toMatch(/^3c/);
    // The reading radios answer to arrow keys.
    await page.getByRole('radio', { checked: true }).focus();
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('source') === 'rokushu');
    await page.close();
  });
});

describe('reduced motion', () => {
  it('shows a still diagram and the list of moves instead of an animation', async () => {
    const page = await open(browser, '/pieces/lion/', { reducedMotion: 'reduce' });
    await hydrated(page);
    await page.locator('section.md-moves').waitFor();
    expect(await page.locator('section.md-moves li').count()).toBeGreaterThan(24);
    expect(await page.getByRole('button', { name: /Play|Pause/ }).count()).toBe(0);
    expect(await page.locator('.md-mover').count()).toBe(0);
    expect(await page.locator('.move-diagram').getAttribute('data-frame')).toBe('-1:0');
    await page.close();
  });
});

describe('without JavaScript', () => {
  it('the Lion page still shows its names, diagram, caption, move list, legend and promotions', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto(`${baseUrl()}/pieces/lion/`);
    const main = await page.locator('main').innerText();
    for (const text of ['獅子', 'shishi', '24 squares within reach', 'How to read the diagram', 'In each game', 'Furious Fiend']) {
      expect(main).toContain(text);
    }
    // seed 002 獅子: every square within two king steps (24), plus its own square for the pass and igui.
    expect(await page.locator('.md-squares [data-mark]').count()).toBe(24 + 1);
    expect(await page.locator('details.md-moves li').count()).toBeGreaterThan(24);
    // Each reached square drawn ■ or ▣, except the one under the sample enemy Pawn (drawn as the Pawn, ringed).
    expect(await page.locator('.move-diagram svg .dg-area').count()).toBe(24 - 1);
    expect(await page.locator('.move-diagram svg .dg-capture').count()).toBe(1);
    await page.close();
  });

  it('the Wrestler page lists its disputed reading in words', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto(`${baseUrl()}/pieces/wrestler/`);
    await expect(page.locator('.md-readings-static').innerText()).resolves.toMatch(/象棋六種之図式[\s\S]*footnote 1/);
    await page.close();
  });
});

describe('the definition block in Japanese and Chinese', () => {
  // The block is the piece file as the engine reads it, English notes included (issue 20): it is marked as English for
  // readers and screen readers, and its heading says so in the page's language.
  for (const [lang, word] of [['ja', '英語'], ['zh', '英文']] as const) {
    it(`${lang}: the block is marked English and its heading says it is the English original`, async () => {
      const page = await open(browser, `/${lang}/pieces/angry-boar/`);
      expect(await page.locator('#definition').innerText()).toContain(word);
      const block = page.locator('#definition ~ div:has(pre)').first();
      expect(await block.getAttribute('lang')).toBe('en');
      expect(await block.innerText()).toContain('notes:');
      await page.close();
    });
  }
});
