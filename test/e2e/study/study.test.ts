// Rule puzzles and game records in Chromium: a puzzle failed then solved (and remembered on the list), and a game
// exported from one board and imported into another, which then shows the same position; a damaged record too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, boardCell as cell, launch, open, pageErrors, squareIndex as index, waitUntil } from '../browser';

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
    // A game is on the board: the import asks before replacing it.
    await page.getByRole('button', { name: 'Replace it' }).click();
    const problem = page.locator('[data-record-problem]');
    await problem.waitFor();
    expect(await problem.innerText()).toContain('Move 2 (line 7), "2ax2b", cannot be played');
    expect(await problem.innerText()).toContain('Moves loaded before it: 1.');
    expect(await slider.getAttribute('max')).toBe('1');
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });
});

describe('record import never costs the game on the board', () => {
  const start = encodeURIComponent('5/1,pawn,3/2,pawn,2/2,LION,2/5 b dai');
  const labels = (page: Page) => page.locator('.bd-grid [data-sq]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')?.replace(/, (legal|first|stop|return|selected).*$/, '')));
  const paste = async (page: Page, text: string) => {
    await page.locator('[data-record-input]').fill(text);
    await page.getByRole('button', { name: 'Replay this record' }).click();
  };

  it('a bad record changes nothing; a good one asks first, and Back brings the game back', async () => {
    const page = await open(browser, `/board/?p=${start}`);
    await ready(page);
    await cell(page, '3d', 5).click();
    await cell(page, '3c', 5).click();
    await cell(page, '4b', 5).click();
    await page.waitForURL(/m=3dx3cx4b/);
    const before = { url: page.url(), board: await labels(page), history: await page.evaluate('history.length') as number };
    await page.getByText('Paste a game record').click();
    const problem = page.locator('[data-record-problem]');
    for (const [bad, says] of [
      ['Game: dai\n\n1. 99z-98z\n', 'Move 1 (line 3), "99z-98z", cannot be played'],
      ['Game: dai\n__proto__: x\n1. 8k-8j\n', 'Move 1 (line 2), "__proto__: x", cannot be played'],
      ['Game: chu\n', 'This record cannot be read: '],
    ] as const) {
      await paste(page, bad);
      await problem.filter({ hasText: says }).waitFor();
      expect(await problem.innerText()).toContain('Nothing was loaded; the board is unchanged.');
      expect({ url: page.url(), board: await labels(page), history: await page.evaluate('history.length') }).toEqual(before);
    }

    // A 5 MB file of blank lines: refused before it is read, at once.
    const input = page.locator('[data-record] input[type="file"]');
    await input.setInputFiles({ name: 'blank.txt', mimeType: 'text/plain', buffer: Buffer.alloc(5 * 1024 * 1024, '\n') });
    await problem.filter({ hasText: 'This record is 5 MB; a record can be at most 1 MB. Nothing was loaded; the board is unchanged.' }).waitFor();
    // Just under the limit: read and refused for what it is, without filling the paste box (a text area of a million
    // lines is what froze the page); a huge header is quoted short.
    await input.setInputFiles({ name: 'blank.txt', mimeType: 'text/plain', buffer: Buffer.alloc(1000 * 1000, '\n') });
    await problem.filter({ hasText: 'has no "Game:" line' }).waitFor();
    await input.setInputFiles({ name: 'long.txt', mimeType: 'text/plain', buffer: Buffer.from(`Game: ${'x'.repeat(900_000)}\n`) });
    await waitUntil(page, `document.querySelector('[data-record-problem]')?.textContent.includes('xxxx')`);
    expect((await problem.innerText()).length).toBeLessThan(400);
    expect(await page.locator('[data-record-input]').inputValue()).toBe('Game: chu\n');
    expect({ url: page.url(), board: await labels(page) }).toEqual({ url: before.url, board: before.board });

    // A good record: asked first; keeping the game changes nothing.
    await paste(page, `Game: dai\nPosition: 5/1,pawn,3/2,pawn,2/2,LION,2/5 b dai\n\n1. 3dx3c\n`);
    const ask = page.locator('[data-record-confirm]');
    await ask.filter({ hasText: 'Replace the game on the board with this record?' }).waitFor();
    await ask.getByRole('button', { name: 'Keep the game on the board' }).click();
    expect(await ask.count()).toBe(0);
    expect({ url: page.url(), board: await labels(page) }).toEqual({ url: before.url, board: before.board });
    await page.getByRole('button', { name: 'Replay this record' }).click();
    await ask.getByRole('button', { name: 'Replace it' }).click();
    await page.locator('[data-record] [role="status"]').filter({ hasText: 'Record loaded: 1 move. Use the slider to step through it.' }).waitFor();
    await page.waitForURL(/m=3dx3c(&|$)/);
    expect(await page.evaluate('history.length')).toBe(before.history + 1);

    await page.goBack();
    await page.waitForURL(before.url);
    await waitUntil(page, `document.querySelector('.bd-grid [data-sq="${index('4b', 5)}"]')?.getAttribute('aria-label')?.startsWith('Lion, Black, 4b')`);
    expect(await labels(page)).toEqual(before.board);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  it('on a game page (no game in the address) Back after an import brings the game played there back', async () => {
    const page = await open(browser, '/games/dai/');
    await page.locator('.bd').first().scrollIntoViewIfNeeded();
    await ready(page);
    // Black's Pawn on 8k steps to 8j (seed 002: pawns on rank k, one step forward).
    await cell(page, '8k', 15).click();
    await cell(page, '8j', 15).click();
    const played = await labels(page);
    await page.getByText('Paste a game record').click();
    await paste(page, 'Game: dai\n\n1. 7k-7j\n2. 8e-8f\n');
    await page.getByRole('button', { name: 'Replace it' }).click();
    await page.locator('[data-record] [role="status"]').filter({ hasText: 'Record loaded: 2 moves.' }).waitFor();
    expect(await labels(page)).not.toEqual(played);
    await page.goBack();
    await waitUntil(page, `document.querySelector('.bd-grid [data-sq="${index('8j', 15)}"]')?.getAttribute('aria-label')?.startsWith('Pawn, Black, 8j')`);
    expect(await labels(page)).toEqual(played);
    await page.goForward();
    await waitUntil(page, `document.querySelector('.bd-grid [data-sq="${index('8k', 15)}"]')?.getAttribute('aria-label')?.startsWith('Pawn, Black, 8k')`);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  it('the export follows the board, with no button to bring it up to date', async () => {
    const page = await open(browser, `/board/?p=${start}`);
    await ready(page);
    await page.getByText('Export the game as text').click();
    const text = page.locator('[data-record-text]');
    await expect(text.inputValue()).resolves.toMatch(/\n\n$/);
    await cell(page, '3d', 5).click();
    await cell(page, '3c', 5).click();
    await cell(page, '3d', 5).click();
    await waitUntil(page, `document.querySelector('[data-record-text]').value.endsWith('\\n\\n1. 3dx3c-3d\\n')`);
    await page.getByRole('button', { name: 'Undo' }).click();
    await waitUntil(page, `document.querySelector('[data-record-text]').value.endsWith('\\n\\n')`);
    expect(await page.getByRole('button', { name: 'Update to the board' }).count()).toBe(0);
    await page.close();
  });

  it.each([
    ['', 'Record loaded: 1 move. Use the slider to step through it.'],
    ['/ja', '棋譜を読み込みました：1手。スライダーで一手ずつたどれます。'],
    ['/zh', '已載入棋譜：1手。用滑桿逐步檢視。'],
  ])('%s/board/: a one-move record is loaded in the language’s words', async (lang, says) => {
    const page = await open(browser, `${lang}/board/?p=${start}`);
    await ready(page);
    await page.locator('[data-record] details').nth(1).locator('summary').click();
    await page.locator('[data-record-input]').fill('Game: dai\nPosition: 5/1,pawn,3/2,pawn,2/2,LION,2/5 b dai\n\n1. 3dx3c\n');
    await page.locator('[data-record] details').nth(1).locator('button').click();
    await page.locator('[data-record] [role="status"]').filter({ hasText: says }).waitFor({ timeout: 10_000 });
    expect(await page.locator('[data-record] [role="status"]').last().innerText()).toBe(says);
    await page.close();
  });
});

describe('choice puzzles', () => {
  it('wrong then right is not counted as solved, and says so; right first time is; no Undo or move list', async () => {
    const page = await open(browser, '/puzzles/dai-crown-prince/');
    await ready(page);
    const widget = page.locator('[data-puzzle-widget]');
    expect(await widget.getByRole('button', { name: 'Undo' }).count()).toBe(0);
    expect(await widget.locator('.bw-moves, h3:text-is("Moves")').count()).toBe(0);
    await page.getByLabel('Yes: the King is lost.').check();
    await page.getByRole('button', { name: 'Check' }).click();
    await page.locator('.pz-failed').waitFor();
    await page.getByLabel('No: White still has its Crown Prince.').check();
    await page.getByRole('button', { name: 'Check' }).click();
    await page.locator('.pz-solved').waitFor();
    expect(await page.locator('[data-not-counted]').innerText()).toBe('Found on try 2: a choice puzzle counts as solved only when its first answer is right.');
    await page.goto(page.url().replace(/\/puzzles\/.*$/, '/puzzles/'));
    await page.locator('[data-puzzle-progress]').waitFor();
    await waitUntil(page, `document.querySelector('[data-puzzle-progress]')?.textContent.includes('0 solved')`);
    expect(await page.locator('[data-puzzle-id="dai-crown-prince"] .pz-solved-mark:not([hidden])').count()).toBe(0);

    await page.goto(page.url().replace(/\/puzzles\/.*$/, '/puzzles/dai-crown-prince/'));
    await ready(page);
    await page.getByLabel('No: White still has its Crown Prince.').check();
    await page.getByRole('button', { name: 'Check' }).click();
    await page.locator('.pz-solved').waitFor();
    expect(await page.locator('[data-not-counted]').count()).toBe(0);
    await page.goto(page.url().replace(/\/puzzles\/.*$/, '/puzzles/'));
    await page.locator('[data-puzzle-id="dai-crown-prince"] .pz-solved-mark:not([hidden])').waitFor();
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  it.each([
    ['', 'This browser would not save it'],
    ['/ja', 'このブラウザが保存を許さなかった'],
  ])('%s: a solved puzzle that storage is too full to keep says so', async (lang, says) => {
    const page = await browser.newPage();
    await page.addInitScript(`Storage.prototype.setItem = function () { throw new DOMException('full', 'QuotaExceededError'); };`);
    await page.goto(`${baseUrl()}${lang}/puzzles/dai-crown-prince/`);
    await ready(page);
    await page.locator('.pz-options input[type="radio"]').nth(1).check();
    await page.locator('.pz-options button').click();
    await page.locator('.pz-solved').waitFor();
    expect(await page.locator('[data-not-saved]').innerText()).toContain(says);
    await page.close();
  });
});
