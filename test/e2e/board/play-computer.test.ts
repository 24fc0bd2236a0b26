// Playing a game against the computer as a reader would, in Chromium on /board/: the board turns to the reader's
// side, the reply leaves focus and selection alone, Undo takes back a move pair, Resign ends the game with a result
// line in the page's language, and a Lion's first step onto an enemy says it captures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { boardCell as cell, launch, open, squareIndex } from '../browser';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const ai = (page: Page) => page.locator('.bw-ai');
const idle = (page: Page) => page.locator('.bw-ai[data-ai="idle"]').waitFor({ timeout: 30_000 });
const moves = (page: Page) => page.locator('.bw-moves li').count();
/** Squares marked as selected, looked at, or as a target of some piece's move. */
const marked = (page: Page) => page.locator('.bd-grid .sq.sel, .bd-grid .sq.src, .bd-grid .sq[class*=" t-"]').count();

async function openBoard(path: string): Promise<Page> {
  const page = await open(browser, path);
  await page.locator('.bd[data-ready]').waitFor({ timeout: 20_000 });
  return page;
}

// 9×9 Dai rules. Black: King 5i, Pawn 5g; White: King 5a, Pawns 5c and 1c. Black to move. seed 002 步兵: a pawn
// steps one square forward; 玉將 one step in any direction. No Black piece can reach 1d in one move.
const GAME = '4,king,4/9/4,pawn,3,pawn/9/9/9/4,PAWN,4/9/4,KING,4 b dai';

describe('a game against the computer on /board/', () => {
  it('the reader playing White sees White at the bottom, keeps focus after the reply, undoes a pair and resigns', async () => {
    const page = await openBoard(`/board/?p=${encodeURIComponent(GAME)}`);
    await ai(page).getByLabel('The computer plays').selectOption('black');
    await ai(page).getByRole('button', { name: 'Play against the computer' }).click();
    // White at the bottom: the top-left square on screen is Black's right-hand corner seen from White, 1i.
    await expect.poll(() => page.locator('.bd-grid [role="gridcell"]').first().getAttribute('data-sq')).toBe(String(squareIndex('1i', 9)));
    await expect.poll(() => moves(page), { timeout: 30_000 }).toBe(1);
    await idle(page);
    // Flip still works, and turns it back.
    await page.getByRole('button', { name: 'Flip board' }).click();
    expect(await page.locator('.bd-grid [role="gridcell"]').first().getAttribute('data-sq')).toBe(String(squareIndex('9a', 9)));
    await page.getByRole('button', { name: 'Flip board' }).click();

    await cell(page, '1c', 9).click();
    await cell(page, '1d', 9).click();
    await expect.poll(() => moves(page), { timeout: 30_000 }).toBe(3);
    await idle(page);
    // Focus where the reader left it, and none of the computer's pieces selected or looked at.
    expect(await page.evaluate('document.activeElement?.dataset?.sq')).toBe(String(squareIndex('1d', 9)));
    expect(await marked(page)).toBe(0);
    expect(await page.locator('.bw-piece').innerText()).toMatch(/Point at, focus or select a piece/);

    // Undo takes back the computer's reply and the reader's move: White to move again, after Black's first move.
    await page.getByRole('button', { name: 'Undo' }).click();
    expect(await page.locator('.bw-panel').getByText(/^Move \d+ of \d+$/).innerText()).toBe('Move 1 of 3');
    expect(await page.locator('.bw-turn').innerText()).toMatch(/White to move/);
    const status = ai(page).getByRole('status');
    expect(await status.innerText()).toMatch(/The computer plays Black/);
    await page.waitForTimeout(1000);
    expect(await ai(page).getAttribute('data-ai')).toBe('idle');

    // Resign: the result says who won and why; no piece can be selected any more and no moves are marked.
    await page.getByRole('button', { name: 'Resign' }).click();
    expect(await page.locator('.bw-turn').innerText()).toBe('Game over: White resigned. Black wins.');
    await cell(page, '5c', 9).click();
    await cell(page, '5g', 9).hover();
    expect(await marked(page)).toBe(0);
    await page.close();
  });

  it('the result line is in the page\'s language (Japanese: 投了)', async () => {
    const page = await openBoard(`/ja/board/?p=${encodeURIComponent(GAME)}`);
    await page.getByRole('button', { name: '投了' }).click();
    expect(await page.locator('.bw-turn').innerText()).toBe('対局終了：先手の投了で、後手の勝ちです。');
    await page.close();
  });

  it('a Lion\'s first step onto an enemy is labelled as a capture', async () => {
    // seed 002 獅子: the Lion may capture on its first step and go on; the Pawn on 5d is a first-step capture.
    const page = await openBoard(`/board/?p=${encodeURIComponent('4,king,4/9/9/4,pawn,4/4,LION,4/9/9/9/4,KING,4 b dai')}`);
    await cell(page, '5e', 9).click();
    expect(await cell(page, '5d', 9).getAttribute('aria-label')).toMatch(/first step, captures Pawn/);
    expect(await cell(page, '5d', 9).getAttribute('class')).toMatch(/\bcap\b/);
    await page.close();
  });

  it('on Tai the squares are not rebuilt when the zoom changes or while the computer reports its search', async () => {
    const page = await open(browser, '/games/tai/', { viewport: { width: 1280, height: 900 } });
    await page.locator('.bd').first().scrollIntoViewIfNeeded();
    await page.locator('.bd[data-ready]').waitFor({ timeout: 20_000 });
    const rebuilds = async () => (await page.evaluate(`performance.getEntriesByName('board:squares').length`)) as number;
    const before = await rebuilds();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Fit' }).click();
    expect(await rebuilds()).toBe(before);
    // A hint: the status line reports each depth finished; only the hint's marks, once found, rebuild the squares.
    await ai(page).getByLabel('Strength').selectOption('normal');
    await ai(page).getByRole('button', { name: 'Hint' }).click();
    await expect.poll(() => ai(page).getByRole('status').innerText(), { timeout: 20_000 }).toMatch(/depth [1-9]/);
    await idle(page);
    expect(await page.locator('.sq.hint-from').count()).toBe(1);
    expect(await rebuilds()).toBe(before + 1);
    await page.close();
  });
});
