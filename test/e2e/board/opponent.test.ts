// The computer opponent in Chromium, on /board/ and on the Dai page: threats, a hint, a reply, and a page that keeps
// answering the reader while the search runs in its worker. One page load per board; the quick strength where it waits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { boardCell as cell, launch, open } from '../browser';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const moves = (page: Page) => page.locator('.bw-moves li').count();
const ai = (page: Page) => page.locator('.bw-ai');
const idle = (page: Page) => page.locator('.bw-ai[data-ai="idle"]').waitFor({ timeout: 30_000 });

async function openBoard(path: string, options: Parameters<Browser['newPage']>[0] = {}): Promise<Page> {
  const page = await open(browser, path, options);
  await page.locator('.bd').first().scrollIntoViewIfNeeded(); // game pages hydrate their board when it comes into view
  await page.locator('.bd[data-ready]').first().waitFor({ timeout: 20_000 });
  return page;
}

describe('computer opponent on /board/', () => {
  it('marks threats, hints a legal move, answers clicks while thinking, and plays when stopped', async () => {
    // 9×9 Dai rules, Black to move: Black King 5i, Gold 5e; White Rook 5a (its file reaches the Gold), King 1a.
    // seed 002 飛車: the Rook slides along ranks and files, so the Gold on 5e is attacked, and nothing protects it.
    const position = '4,rook,3,king/9/9/9/4,GOLD-GENERAL,4/9/9/9/4,KING,4 b dai';
    const page = await openBoard(`/board/?p=${encodeURIComponent(position)}`);

    await ai(page).getByRole('button', { name: 'Threats' }).click();
    await expect.poll(() => cell(page, '5e', 9).getAttribute('class')).toMatch(/threat-u/);
    expect(await cell(page, '5e', 9).getAttribute('aria-label')).toMatch(/threatened, unprotected/);
    expect(await cell(page, '5i', 9).getAttribute('class')).not.toMatch(/threat/);

    await ai(page).getByRole('button', { name: 'Hint' }).click();
    await idle(page);
    const from = page.locator('.sq.hint-from');
    await expect.poll(() => from.count()).toBe(1);
    const to = Number(await page.locator('.sq.hint-to').getAttribute('data-sq'));
    // The hinted piece is Black's, and selecting it marks the hinted square as one of its legal targets.
    expect(await from.getAttribute('class')).toMatch(/\bpb\b/);
    await from.click();
    expect(await page.locator(`.bd-grid [data-sq="${to}"]`).getAttribute('class')).toMatch(/t-(move|capture|step)/);
    await page.keyboard.press('Escape');

    // Strong (8 s, so that a slow machine still clicks while it thinks): Black moves its King, the computer (White)
    // thinks; a click meanwhile is answered at once; Stop makes it play the best move it has found so far.
    await ai(page).getByLabel('Strength').selectOption('strong');
    await ai(page).getByRole('button', { name: 'Play against the computer' }).click();
    await cell(page, '5i', 9).click();
    await cell(page, '4i', 9).click();
    await page.locator('.bw-ai[data-ai="reply"]').waitFor({ timeout: 10_000 });
    await cell(page, '5e', 9).click();
    expect(await cell(page, '5e', 9).getAttribute('aria-label')).toMatch(/selected/);
    expect(await ai(page).getAttribute('data-ai')).toBe('reply');
    // Stop once a first depth is finished, so that there is a move to play.
    await expect.poll(() => ai(page).getByRole('status').innerText(), { timeout: 20_000 }).toMatch(/depth [1-9]/);
    await ai(page).getByRole('button', { name: 'Play the best move found so far' }).click();
    await idle(page);
    await expect.poll(() => moves(page)).toBe(2);
    expect(await ai(page).getByRole('status').innerText()).toMatch(/The computer played/);
    await page.close();
  });
});

describe('computer opponent on the Dai page, on a phone', () => {
  it('replies to a move at the quick strength and hints one of Black\'s moves', async () => {
    const page = await openBoard('/games/dai/', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    // On a phone the game's buttons are in the bar under the board (test/e2e/board/phone-board.test.ts).
    await page.locator('.bw-bar').getByRole('button', { name: 'Play against the computer' }).click();
    // seed 002: Black's pawns stand on rank k; the pawn on 8k steps to 8j.
    await cell(page, '8k', 15).click();
    await cell(page, '8j', 15).click();
    await expect.poll(() => moves(page), { timeout: 30_000 }).toBe(2);
    await idle(page);
    expect(await page.locator('.sq.arrive').count()).toBe(1);
    await ai(page).getByRole('button', { name: 'Hint' }).click();
    await idle(page);
    expect(await page.locator('.sq.hint-from').getAttribute('class')).toMatch(/\bpb\b/);
    await page.close();
  });
});
