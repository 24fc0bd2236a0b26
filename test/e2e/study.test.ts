// Rule puzzles and game records in Chromium: a puzzle failed then solved (and remembered on the list), and a game
// exported from one board and imported into another, which then shows the same position; a damaged record too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { boardCell as cell, launch, open, pageErrors, squareIndex as index } from './browser';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

async function ready(page: Page) {
  await page.locator('.bd[data-ready]').first().waitFor({ timeout: 20_000 });
}

describe('rule puzzles', () => {
  it('a wrong set of squares is explained with the misses marked; the right set solves it, and the list remembers', async () => {
    const page = await open(browser, '/puzzles/maka-lion-dog-lines/', { viewport: { width: 390, height: 844 } });
    await ready(page);
    // Seed 000 狛犬: one to three squares along each line, leaping pieces. From 3e on a 5×5 board with its own pawn
    // on 3c and White's on 3b: 3d 3b (forward), 4d 5c and 2d 1c (diagonals), 4e 5e and 2e 1e (sideways).
    const answer = ['3d', '3b', '4d', '5c', '2d', '1c', '4e', '5e', '2e', '1e'];
    // The first by keyboard: the focus starts on the centre (3c); one step down is 3d.
    await cell(page, '3c', 5).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await cell(page, '3d', 5).getAttribute('aria-label')).toContain('marked');
    for (const sq of answer.slice(1, -1)) await cell(page, sq, 5).click();
    await cell(page, '3c', 5).click(); // its own pawn's square: not a move
    await page.getByRole('button', { name: 'Check' }).click();
    const failed = page.locator('.pz-failed');
    await failed.waitFor();
    expect(await failed.innerText()).toContain('Squares you missed: 1e');
    expect(await failed.innerText()).toContain('cannot reach: 3c');
    expect(await failed.locator('a[href="/pieces/lion-dog/"]').count()).toBe(1);
    expect(await cell(page, '1e', 5).getAttribute('class')).toContain('pz-missed');

    await cell(page, '3c', 5).click();
    await cell(page, '1e', 5).click();
    await page.getByRole('button', { name: 'Check' }).click();
    await page.locator('.pz-solved').waitFor();
    expect(pageErrors(page)).toEqual([]);

    await page.goto(page.url().replace(/\/puzzles\/.*$/, '/puzzles/'));
    await page.locator('[data-puzzle-id="maka-lion-dog-lines"] .pz-solved-mark:not([hidden])').waitFor();
    expect(await page.locator('.pz-solved-mark:not([hidden])').count()).toBe(1);
    expect(await page.locator('[data-puzzle-progress]').innerText()).toContain('1 solved');
    await page.close();
  });

  it('a move puzzle: a wrong move is explained, another try with the Lion igui solves it', async () => {
    const page = await open(browser, '/puzzles/dai-lion-igui/');
    await ready(page);
    // A plain step: the Lion on 3d to 4e, then the same square again to stop there.
    await cell(page, '3d', 5).click();
    await cell(page, '4e', 5).click();
    await cell(page, '4e', 5).click();
    await page.locator('.pz-failed').waitFor();
    expect(await page.locator('.pz-failed').innerText()).toContain('igui');
    await page.getByRole('button', { name: 'Try again' }).click();
    // Seed 002 獅子 igui: capture the Gold General on 2c with the first step, return to 3d with the second.
    await cell(page, '3d', 5).click();
    await cell(page, '2c', 5).click();
    await cell(page, '3d', 5).click();
    await page.locator('.pz-solved').waitFor();
    expect(await cell(page, '2c', 5).getAttribute('aria-label')).toMatch(/^2c, empty/);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });
});

describe('game records', () => {
  it('a game exported from one board and imported into another reproduces the position; a damaged one keeps its good moves', async () => {
    const start = encodeURIComponent('5/1,pawn,3/2,pawn,2/2,LION,2/5 b dai');
    const page = await open(browser, `/board/?p=${start}`);
    await ready(page);
    // The Lion on 3d takes the pawn on 3c and goes on to take the one on 4b (seed 002 獅子, double capture).
    await cell(page, '3d', 5).click();
    await cell(page, '3c', 5).click();
    await cell(page, '4b', 5).click();
    const labels = () => page.locator('.bd-grid [data-sq]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')?.replace(/, (legal|first|stop|return|selected).*$/, '')));
    const before = await labels();
    expect(before[index('4b', 5)]).toBe('Lion, Black, 4b');

    await page.getByText('Export the game as text').click();
    const text = await page.locator('[data-record-text]').inputValue();
    expect(text).toMatch(/^Game: dai\nSource: main text\nDate: \d{4}-\d{2}-\d{2}\nPosition: 5\/1,pawn,3\/2,pawn,2\/2,LION,2\/5 b dai\n\n1\. 3dx3cx4b\n$/);

    await page.goto(page.url().replace(/\/board\/.*$/, '/board/'));
    await ready(page);
    await page.getByText('Paste a game record').click();
    await page.locator('[data-record-input]').fill(text);
    await page.getByRole('button', { name: 'Replay this record' }).click();
    const slider = page.getByRole('slider');
    await slider.waitFor();
    expect(await cell(page, '3d', 5).getAttribute('aria-label')).toContain('Lion, Black, 3d');
    await slider.focus();
    await page.keyboard.press('End');
    expect(await labels()).toEqual(before);

    await page.locator('[data-record-input]').fill(`${text}2. 2ax2b\n`);
    await page.getByRole('button', { name: 'Replay this record' }).click();
    const problem = page.locator('[data-record-problem]');
    await problem.waitFor();
    expect(await problem.innerText()).toContain('Move 2 (line 7), "2ax2b", cannot be played');
    expect(await problem.innerText()).toContain('Moves loaded before it: 1.');
    expect(await slider.getAttribute('max')).toBe('1');
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });
});
