// The board widgets in Chromium: the mini-board (/board/) and the setup boards of the game pages. Moves are entered
// as a reader would (clicks, keys, touches); expected results are derived by hand from the seeds, as each comment says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, open, pageErrors } from '../browser';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

/** Square index on a board of `size`: rank letter from the top, file number from Black's right (DESIGN §5). */
function index(name: string, size: number): number {
  const m = /^([0-9]+)([a-y])$/.exec(name);
  if (!m) throw new Error(`bad square ${name}`);
  return (m[2]!.charCodeAt(0) - 97) * size + (size - Number(m[1]));
}

/**
 * A position in the engine's text form (README): ranks top to bottom, cells comma-separated, runs of empty squares
 * as numbers, Black's pieces UPPERCASE; then the side to move and the rules. Written here from scratch, not by the site.
 */
function positionText(size: number, pieces: Record<string, string>, rules: string, turn = 'b'): string {
  const grid: (string | null)[] = new Array(size * size).fill(null);
  for (const [name, token] of Object.entries(pieces)) grid[index(name, size)] = token;
  const ranks: string[] = [];
  for (let r = 0; r < size; r++) {
    const cells: string[] = [];
    let empty = 0;
    for (let c = 0; c < size; c++) {
      const token = grid[r * size + c];
      if (!token) { empty++; continue; }
      if (empty) cells.push(String(empty));
      empty = 0;
      cells.push(token);
    }
    if (empty) cells.push(String(empty));
    ranks.push(cells.join(','));
  }
  return `${ranks.join('/')} ${turn} ${rules}`;
}

const boardUrl = (size: number, pieces: Record<string, string>, rules: string) =>
  `/board/?p=${encodeURIComponent(positionText(size, pieces, rules))}`;

async function openBoard(path: string, options: Parameters<Browser['newPage']>[0] = {}): Promise<Page> {
  const page = await open(browser, path, options);
  await page.locator('.bd').first().scrollIntoViewIfNeeded();
  await page.locator('.bd[data-ready]').first().waitFor({ timeout: 20_000 });
  return page;
}

const cell = (page: Page, name: string, size: number) => page.locator(`.bd-grid [data-sq="${index(name, size)}"]`);
const label = (page: Page, name: string, size: number) => cell(page, name, size).getAttribute('aria-label');
/** What stands on a square ("Lion, Black, 5c" or "5d, empty"), without the marks of the piece in view. */
const unmarked = (text: string | null) => (text ?? '').replace(/, (legal|first step|stop|return|selected|not allowed).*$/, '');
const standing = async (page: Page, name: string, size: number) => unmarked(await label(page, name, size));
const click = async (page: Page, size: number, ...names: string[]) => {
  for (const n of names) await cell(page, n, size).click();
};
const moveList = (page: Page) => page.locator('.bw-moves li').allInnerTexts();

describe('mini-board: Lion', () => {
  it('makes a double capture, then an igui', async () => {
    // seed 002 獅子: capture on the first step and go on (double capture); capture an adjacent piece and return (igui).
    const page = await openBoard(boardUrl(9, { '5e': 'LION', '5d': 'pawn', '5c': 'pawn', '4b': 'pawn', '9a': 'pawn' }, 'dai'));
    await click(page, 9, '5e', '5d');
    expect(await label(page, '5c', 9)).toMatch(/legal capture/);
    expect(await label(page, '5e', 9)).toMatch(/return/);
    await click(page, 9, '5c');
    expect(await label(page, '5c', 9)).toMatch(/^Lion, Black, 5c/);
    expect(await standing(page, '5d', 9)).toBe('5d, empty');
    expect(await standing(page, '5e', 9)).toBe('5e, empty');
    await click(page, 9, '9a', '9b'); // White's reply, a pawn step
    await click(page, 9, '5c', '4b', '5c');
    expect(await label(page, '5c', 9)).toMatch(/^Lion, Black, 5c/);
    expect(await standing(page, '4b', 9)).toBe('4b, empty');
    const moves = await moveList(page);
    expect(moves).toHaveLength(3);
    expect(moves[0]).toMatch(/Lion 5e×5d×5c/);
    expect(moves[2]).toMatch(/Lion 5c×4b, back to 5c \(igui\)/);
    expect(new URL(page.url()).searchParams.get('m')).toBe('5ex5dx5c,9a-9b,5cx4b-5c');
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });
});

describe('mini-board: hook mover', () => {
  it('turns a corner, and its path is shown before the move', async () => {
    // seed 000 鉤行: a rook move with one 90° turn on an empty square. From 5e, with its own pawn on 4e closing the
    // rank, 3c is reached only by going up to 5c and turning right.
    const page = await openBoard(boardUrl(9, { '5e': 'HOOK-MOVER', '4e': 'PAWN', '1a': 'pawn' }, 'maka-dai-dai'));
    await click(page, 9, '5e');
    await cell(page, '3c', 9).hover();
    await expect(page.locator('.bd-path polyline').count()).resolves.toBe(1);
    expect(await cell(page, '5c', 9).getAttribute('class')).toMatch(/\bpath\b/);
    await click(page, 9, '3c');
    expect(await label(page, '3c', 9)).toMatch(/^Hook Mover, Black, 3c/);
    expect((await moveList(page))[0]).toMatch(/Hook Mover 5e–5c–3c/);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });
});

describe('mini-board: Emperor', () => {
  it('in Maka Dai Dai cannot enter a square White attacks, in Tai it can', async () => {
    // DESIGN §4 (seeds 000 and 003): Maka: only squares the enemy does not attack; Tai: any empty square.
    // White's rook on 1a attacks the whole 1-file, so 1e is attacked; 2e is not.
    const page = await openBoard(boardUrl(9, { '5i': 'EMPEROR', '1a': 'rook' }, 'maka-dai-dai'));
    await click(page, 9, '5i');
    expect(await label(page, '2e', 9)).toMatch(/legal move/);
    expect(await label(page, '1e', 9)).not.toMatch(/legal/);
    await cell(page, '1e', 9).hover();
    await expect(page.locator('.bw-piece').innerText()).resolves.toMatch(/Not allowed: 1e: White attacks this square/);

    await page.locator('select').first().selectOption('tai');
    await click(page, 9, '5i');
    expect(await label(page, '1e', 9)).toMatch(/legal move/);
    await click(page, 9, '1e');
    expect(await label(page, '1e', 9)).toMatch(/^Emperor, Black, 1e/);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });
});

describe('mini-board: promotion', () => {
  it('Dai asks on entering the zone, and the chosen promotion is played', async () => {
    // seed 002: the far five ranks (a–e on this 9×9 board) are the zone; entering it, promotion is optional; 步兵 → 金將.
    const page = await openBoard(boardUrl(9, { '5f': 'PAWN', '1a': 'pawn' }, 'dai'));
    await click(page, 9, '5f', '5e');
    const prompt = page.getByRole('group', { name: 'How does this move end?' });
    await expect(prompt.getByRole('button').allInnerTexts()).resolves.toEqual(['Promote to Gold General', 'Stay Pawn', 'Cancel']);
    expect(await label(page, '5f', 9)).toMatch(/^Pawn, Black, 5f/); // nothing moves before the answer
    await prompt.getByRole('button', { name: 'Promote to Gold General' }).click();
    expect(await label(page, '5e', 9)).toMatch(/^Gold General \(promoted\), Black, 5e/);
    expect((await moveList(page))[0]).toMatch(/promotes to Gold General/);
    await page.close();
  });
});

describe('mini-board: links', () => {
  it('a shared URL reproduces the position, the moves and the move shown', async () => {
    const first = await openBoard('/board/?try=lion&game=dai');
    // The try board: Lion 5e, White pawns 4d and 5b, Black pawn 7e. Lion 5e×4d back (igui); White 5b-5c; undo once.
    await click(first, 9, '5e', '4d', '5e', '5b', '5c');
    await first.getByRole('button', { name: 'Undo' }).click();
    await first.getByRole('button', { name: 'Flip board' }).click();
    await first.waitForURL(/flip=1/);
    const url = first.url();
    // What stands where; the move marks of the piece in view (which follow the focus and the pointer) are left out.
    const squares = async (p: Page) => (await p.locator('.bd-grid [role=gridcell]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).map(unmarked);
    const before = { squares: await squares(first), moves: await moveList(first), status: await first.locator('.bw-turn').innerText() };
    await first.close();

    const second = await openBoard(url.replace(/^https?:\/\/[^/]+/, ''));
    expect({ squares: await squares(second), moves: await moveList(second), status: await second.locator('.bw-turn').innerText() }).toEqual(before);
    expect(await second.getByRole('button', { name: 'Flip board' }).getAttribute('aria-pressed')).toBe('true');
    await second.getByRole('button', { name: 'Redo' }).click();
    expect(await label(second, '5c', 9)).toMatch(/^Pawn, White, 5c/);
    expect(pageErrors(second)).toEqual([]);
    await second.close();
  });

  it('a damaged link says what is wrong and loads the rest', async () => {
    const page = await openBoard('/board/?p=5/5/2,LION,2/1,dragon-cat,3/5%20b%20dai&m=3c-3b,zz');
    const box = page.getByRole('alert');
    await expect(box.innerText()).resolves.toMatch(/dragon-cat/);
    await expect(box.innerText()).resolves.toMatch(/Move 2 \(zz\)/);
    expect(await label(page, '3b', 5)).toMatch(/^Lion, Black, 3b/);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  it('try= opens the piece at the centre under the chosen game', async () => {
    const page = await openBoard('/board/?try=hook-mover&game=tai');
    expect(await label(page, '5e', 9)).toMatch(/^Hook Mover, Black, 5e/);
    await expect(page.locator('select').first().inputValue()).resolves.toBe('tai');
    await page.close();
  });
});

describe('mini-board: setting up', () => {
  it('finds a piece by its simplified name and places it for White', async () => {
    const page = await openBoard('/board/?try=lion&game=dai');
    await page.getByRole('button', { name: 'Set up' }).click();
    await page.getByRole('button', { name: 'White', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Find a piece by any name' }).fill('狮子');
    await page.locator('.bw-palette-list button').first().click();
    await click(page, 9, '2h');
    expect(await label(page, '2h', 9)).toMatch(/^Lion, White, 2h/);
    await page.getByRole('button', { name: 'Clear board' }).click();
    expect(await page.locator('.bd-grid .pc').count()).toBe(0);
    await page.close();
  });
});

describe('keyboard', () => {
  it('arrows move the focus, Enter selects and moves, Escape cancels; destinations are announced', async () => {
    const page = await openBoard('/board/?try=rook&game=dai');
    await cell(page, '5e', 9).focus();
    await page.keyboard.press('Enter');
    // seed 002 飛車: slides along ranks and files; the pawns of the try board stop it (see board-state tryState).
    await expect(page.locator('.bw-panel [aria-live=polite]').innerText()).resolves.toMatch(/^Rook, Black, 5e selected, \d+ destinations: /);
    await page.keyboard.press('Escape');
    expect(await label(page, '5e', 9)).not.toMatch(/selected/);
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^5f, empty, legal move/);
    await page.keyboard.press('Enter');
    expect(await label(page, '5f', 9)).toMatch(/^Rook, Black, 5f/);
    await expect(page.locator('.bw-panel [aria-live=polite]').innerText()).resolves.toMatch(/^Black: Rook 5e–5f\. White to move\./);
    await page.close();
  });
});

describe('setup boards', () => {
  it('Dai: a piece shows its moves in place, and the panel names it, links it and gives its promotion', async () => {
    const page = await openBoard('/games/dai/');
    // seed 002: Black's pawns stand on rank k (the 11th from the top); 步兵 steps one forward and promotes to 金將.
    await click(page, 15, '8k');
    expect(await label(page, '8j', 15)).toMatch(/legal move/);
    const panel = page.locator('.bw-piece');
    await expect(panel.locator('a').getAttribute('href')).resolves.toBe('/pieces/pawn/');
    await expect(panel.innerText()).resolves.toMatch(/Promotes to 金將 Gold General/);
    await click(page, 15, '8j');
    await expect(page.locator('.bw-turn').innerText()).resolves.toMatch(/White to move/);
    await page.close();
  });

  it('Tai at 390×844: the 25×25 board opens zoomed to tap size, fits with Fit, zooms with buttons and pinch, and a piece can be selected', async () => {
    const page = await openBoard('/games/tai/', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const scroller = page.locator('.bd-scroll');
    const box = () => scroller.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, cell: parseFloat(getComputedStyle(el).getPropertyValue('--cell')) }));
    expect((await box()).cell).toBeGreaterThanOrEqual(32); // opens at a size a finger can tap (test/e2e/board/phone-board.test.ts)
    await page.getByRole('button', { name: 'Fit' }).click();
    const fit = await box();
    expect(fit.scroll).toBeLessThanOrEqual(fit.client); // the whole board is in view…
    expect((await scroller.boundingBox())!.width).toBeGreaterThan(0.85 * 390); // …and it uses the screen's width
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const fontSize = () => page.locator('.bd-grid .pc').first().evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(await fontSize()).toBeGreaterThanOrEqual(9);

    await page.getByRole('button', { name: 'Zoom in' }).click();
    const zoomed = await box();
    expect(zoomed.cell).toBeGreaterThan(fit.cell);
    expect(zoomed.scroll).toBeGreaterThan(zoomed.client);
    expect(await fontSize()).toBeGreaterThanOrEqual(9);
    await page.getByRole('button', { name: 'Fit' }).click();

    // Pinch: two fingers moving apart on the board.
    const rect = await scroller.boundingBox();
    const cx = rect!.x + rect!.width / 2;
    const cy = rect!.y + rect!.height / 2;
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', d: number) => cdp.send('Input.dispatchTouchEvent', {
      type, touchPoints: type === 'touchEnd' ? [] : [{ x: cx - d, y: cy, id: 1 }, { x: cx + d, y: cy, id: 2 }],
    });
    await touch('touchStart', 20);
    for (const d of [30, 45, 60, 80]) await touch('touchMove', d);
    await touch('touchEnd', 0);
    expect((await box()).cell).toBeGreaterThan(fit.cell);

    // seed 003: Black's pawns stand on rank s; the pawn on 13s steps to 13r.
    await cell(page, '13s', 25).scrollIntoViewIfNeeded();
    await cell(page, '13s', 25).tap();
    expect(await label(page, '13s', 25)).toMatch(/^Pawn, Black, 13s, selected/);
    expect(await label(page, '13r', 25)).toMatch(/legal move/);
    await expect(page.locator('.bw-piece h3').innerText()).resolves.toMatch(/Pawn/);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });
});
