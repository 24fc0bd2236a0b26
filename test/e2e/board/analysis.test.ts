// The analysis board in Chromium: a short record imported, a quick analysis, the graph and a marked blunder with its
// better move on the board, a click on the graph moving the board, a side line tried and discarded; a bad record link
// explained in the page; "Analyse this game" under the mini-board bringing its game here.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, boardCell as cell, launch, open, pageErrors, wakeIslands } from '../browser';

// test/fixtures/record-blunder.txt: 9×9 under Dai rules. White: King 5a, Rook 1e; Black: Gold 4f, King 5i.
// seed 002 飛車: the Rook slides along ranks and files, so 1. 4f-4e= puts the Gold on the Rook's rank with nothing of Black's protecting 4e, and 2. 1ex4e+
// takes it for nothing: the engine marks the first move.
const SHORT_RECORD = readFileSync(new URL('../../fixtures/record-blunder.txt', import.meta.url), 'utf8');

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

/** The tests that wait for searches get more time than the suite's 60 s: on a loaded machine a search's page is slow. */
const SEARCHING = 150_000;
const boardLabel = (page: Page) => page.locator('.bd-grid').getAttribute('aria-label');

describe('analysis board', () => {
  it('imports a record, analyses it quickly, marks the blunder and follows the graph', async () => {
    const page = await open(browser, '/analysis/');
    // Typing before the island runs would leave its state empty and Load disabled.
    expect(await wakeIslands(page)).toBe(0);
    await page.getByLabel('Game record to analyse').fill(SHORT_RECORD);
    await page.getByRole('button', { name: 'Load this record' }).click();
    await page.locator('.bd[data-ready]').waitFor({ timeout: 20_000 });
    expect(await page.getByRole('status').filter({ hasText: 'moves loaded' }).innerText()).toMatch(/3 moves loaded/);
    // The address now carries the record: a reload or a shared link shows the same game.
    expect(decodeURIComponent(new URL(page.url()).hash)).toContain('1. 4f-4e=');

    await page.getByLabel('Search per position').selectOption('quick');
    await page.getByRole('button', { name: 'Analyse the game' }).click();
    await page.locator('[data-analysis="done"]').waitFor({ timeout: 60_000 });
    expect(await page.locator('[data-analysis] [role="status"]').innerText()).toMatch(/Analysis finished: 4 positions/);
    expect(await page.locator('[data-analysis] progress').getAttribute('value')).toBe('4');

    // The graph: a slider over the 4 positions; the blunder's point ringed at the position it led to (ply 1).
    const graph = page.locator('[data-graph]');
    expect(await graph.getAttribute('aria-valuemax')).toBe('3');
    expect(await page.locator('.an-graph-mark.an-blunder').getAttribute('data-ply')).toBe('1');

    // The marks list: move 1 is a blunder; its button goes to the position before it, where the better move is an
    // arrow and the squares' names say so; the better move is not the move played.
    const mark = page.locator('[data-mark="blunder"]');
    expect(await mark.count()).toBe(1);
    expect(await mark.locator('button').innerText()).toMatch(/Blunder: move 1, Gold General 4f–4e/);
    await mark.locator('button').click();
    expect(await boardLabel(page)).toMatch(/starting position/);
    await page.locator('.bd-arrow').waitFor();
    const from = page.locator('.sq.hint-from');
    expect(await from.getAttribute('aria-label')).toMatch(/better move: move this piece/);
    expect(await mark.locator('code').innerText()).not.toMatch(/^4f-4e=/);

    // A click on the graph's right half, at ply 2 of 3, moves the board there; the keyboard steps it too.
    await graph.scrollIntoViewIfNeeded();
    const box = (await graph.boundingBox())!;
    await page.mouse.click(box.x + (box.width * 2) / 3, box.y + box.height / 2);
    await expect.poll(() => boardLabel(page)).toMatch(/after 2 moves/);
    expect(await graph.getAttribute('aria-valuenow')).toBe('2');
    await graph.focus();
    await page.keyboard.press('End');
    await expect.poll(() => boardLabel(page)).toMatch(/after 3 moves/);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => boardLabel(page)).toMatch(/after 2 moves/);

    // A side line: at ply 2 Black plays the King 5i-6i instead of 5i-5h. The game keeps its 3 moves.
    await cell(page, '5i', 9).click();
    await cell(page, '6i', 9).click();
    await page.locator('[data-side-lines] li').waitFor();
    expect(await page.locator('[data-side-lines] li').innerText()).toMatch(/After move 2:\s*5i-6i/);
    expect(await graph.getAttribute('aria-valuemax')).toBe('3');
    await page.getByRole('button', { name: 'Discard this side line' }).click();
    expect(await page.locator('[data-side-lines] li').count()).toBe(0);
    expect(await boardLabel(page)).toMatch(/after 2 moves/);

    // The engine lines of the position on the board: up to three, each with a score.
    await page.locator('.an-lines[data-lines="idle"] .an-line-list li').first().waitFor({ timeout: 30_000 });
    expect(await page.locator('.an-line-list li').count()).toBeGreaterThan(0);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  }, SEARCHING);

  it('works on a phone: the record, the graph and the marks fit 390 px, and a tap on a mark shows the better move', async () => {
    const page = await open(browser, `/analysis/#record=${encodeURIComponent(SHORT_RECORD)}`, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await page.locator('.bd[data-ready]').waitFor({ timeout: 20_000 });
    await page.getByLabel('Search per position').selectOption('quick');
    await page.getByRole('button', { name: 'Analyse the game' }).tap();
    await page.locator('[data-analysis="done"]').waitFor({ timeout: 60_000 });
    const graph = (await page.locator('[data-graph]').boundingBox())!;
    expect(graph.width).toBeGreaterThan(200);
    expect(graph.x + graph.width).toBeLessThanOrEqual(390);
    await page.locator('[data-mark="blunder"] button').tap();
    await page.locator('.bd-arrow').waitFor();
    expect(await boardLabel(page)).toMatch(/starting position/);
    // Nothing on the page is wider than the screen: no sideways scrolling.
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  }, SEARCHING);

  it('stops a thorough analysis at once and goes on from where it stopped', async () => {
    const page = await open(browser, `/analysis/#record=${encodeURIComponent(SHORT_RECORD)}`);
    await page.locator('.bd[data-ready]').waitFor({ timeout: 20_000 });
    await page.getByLabel('Search per position').selectOption('thorough');
    await page.getByRole('button', { name: 'Analyse the game' }).click();
    await page.locator('[data-analysis="running"]').waitFor();
    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    await page.locator('[data-analysis="stopped"]').waitFor();
    const stopped = await page.locator('[data-analysis] [role="status"]').innerText();
    const done = Number(/Stopped after (\d) of 4 positions/.exec(stopped)?.[1]);
    expect(done).toBeLessThan(4);
    expect(await page.locator('[data-analysis] progress').getAttribute('value')).toBe(String(done));
    await page.getByRole('button', { name: done > 0 ? 'Go on analysing' : 'Analyse the game' }).click();
    await page.locator('[data-analysis="done"]').waitFor({ timeout: 60_000 });
    expect(await page.locator('[data-mark="blunder"]').count()).toBe(1);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  }, SEARCHING);

  it('says what is wrong with a bad record in the link, and keeps the page usable', async () => {
    const page = await open(browser, `/analysis/#record=${encodeURIComponent('Game: chess\n\n1. 8l-8k\n')}`);
    const alert = page.locator('[data-analysis-problem]');
    await alert.waitFor();
    expect(await alert.innerText()).toMatch(/The record in this link cannot be read: unknown game "chess"/);
    expect(await page.getByLabel('Game record to analyse').inputValue()).toContain('Game: chess');
    // A lone % cannot be decoded. (A new document: a change of fragment alone does not reload the page.)
    await page.goto('about:blank');
    await page.goto(`${baseUrl()}/analysis/#record=Game%3A%20dai%`);
    await alert.waitFor();
    expect(await alert.innerText()).toMatch(/its text is damaged/);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  it('keeps the game on the page when a pasted record cannot be used, and counts one move as one', async () => {
    const page = await open(browser, '/analysis/');
    expect(await wakeIslands(page)).toBe(0);
    const box = page.getByLabel('Game record to analyse');
    const load = page.getByRole('button', { name: 'Load this record' });
    const oneMove = SHORT_RECORD.replace(/\n2\..*$/s, '\n');
    await box.fill(oneMove);
    await load.click();
    await page.locator('.bd[data-ready]').waitFor({ timeout: 20_000 });
    expect(await page.getByRole('status').filter({ hasText: 'loaded' }).innerText()).toMatch(/: 1 move loaded\./);
    const before = await boardLabel(page);
    const alert = page.locator('[data-analysis-problem]');
    // A first move that cannot be played: nothing to analyse, so the game already here stays.
    await box.fill('Game: dai\n\n1. 99z-98z\n');
    await load.click();
    await alert.waitFor();
    expect(await alert.innerText()).toMatch(/cannot be read: move 1 \(line 3\), "99z-98z", cannot be played/);
    expect(await boardLabel(page)).toBe(before);
    expect(await page.locator('.bw-moves li').count()).toBe(1);
    // Over the size limit: refused unread, in one short sentence.
    await box.fill(`Game: dai\n${' '.repeat(1.3 * 1024 * 1024)}`);
    await load.click();
    await expect.poll(() => alert.innerText()).toMatch(/it is 1.3 MB, and a record can be at most 1 MB/);
    expect((await alert.innerText()).length).toBeLessThan(200);
    expect(await page.locator('.bw-moves li').count()).toBe(1);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  it('"Analyse this game" under the mini-board opens the game here', async () => {
    // The mini-board's link form: a 9×9 Dai position and two moves (the King steps 5i-5h, White's King 5a-5b).
    const p = encodeURIComponent('4,king,4/9/9/9/9/9/9/9/4,KING,4 b dai');
    const page = await open(browser, `/board/?p=${p}&m=5i-5h,5a-5b`);
    await page.locator('.bd[data-ready]').waitFor({ timeout: 20_000 });
    await page.locator('[data-analyse-link]').click();
    await page.waitForURL(/\/analysis\/#record=/);
    await page.locator('.bd[data-ready]').waitFor({ timeout: 20_000 });
    expect(await page.getByRole('status').filter({ hasText: 'moves loaded' }).innerText()).toMatch(/2 moves loaded/);
    expect(await page.locator('.bw-moves li').count()).toBe(2);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });
});
