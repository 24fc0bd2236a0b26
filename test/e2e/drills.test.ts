// Drills in Chromium at desktop and phone sizes: a reach card graded right (marked by mouse and keyboard) and wrong
// (missed and wrong squares marked on the board), the progress kept in localStorage across a reload, exported, and a bad
// progress file refused.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, waitUntil } from './browser';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const SIZES = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } };
// 002 金將 (Gold General): one step orthogonally or diagonally forward.
//   x x x
//   x G x
//   . x .
const GOLD = ['-1,1', '0,1', '1,1', '-1,0', '1,0', '0,-1'];
// 002 銀將 (Silver General): one step diagonally or straight forward: missing from GOLD are its two backward diagonals.

async function card(page: Page, id: string) {
  await page.goto(`${baseUrl()}/learn/dai/?card=${id}`);
  await waitUntil(page, `document.querySelector('.drill[data-loaded="true"] [data-card="${id}"]') !== null`);
}

const states = (page: Page, state: string) =>
  page.locator(`.drill-squares [data-state="${state}"]`).evaluateAll((els) => els.map((e) => e.getAttribute('data-at')).sort());
const count = (page: Page, what: string) => page.locator(`.drill-progress [data-count="${what}"]`).innerText();

describe('drills', () => {
  for (const [name, viewport] of Object.entries(SIZES)) {
    it(`${name}: a reach card graded right and wrong, and the progress kept across a reload`, async () => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));

      await card(page, 'dai/main/reach/gold-general');
      // Keyboard: the piece's square has focus first; ArrowUp moves to the square in front, Space marks it.
      await page.locator('.drill-squares [data-at="0,0"]').focus();
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Space');
      for (const at of GOLD.filter((k) => k !== '0,1')) await page.locator(`.drill-squares [data-at="${at}"]`).click();
      await page.locator('.drill-check').click();
      await page.locator('.drill-result[data-right="true"]').waitFor();
      expect(await states(page, 'hit')).toEqual([...GOLD].sort());
      // The answer hands focus to "Next card", so the keyboard goes on from there.
      expect(await page.evaluate(`document.activeElement?.classList.contains('drill-next')`)).toBe(true);

      await card(page, 'dai/main/reach/silver-general');
      for (const at of GOLD) await page.locator(`.drill-squares [data-at="${at}"]`).click();
      await page.locator('.drill-check').click();
      await page.locator('.drill-result[data-right="false"]').waitFor();
      expect(await states(page, 'missed')).toEqual(['-1,-1', '1,-1']);
      expect(await states(page, 'wrong')).toEqual(['-1,0', '0,-1', '1,0']);
      // On the 7×7 board the Silver stands on 4d: its backward diagonals are 5e and 3e.
      await expect(page.locator('.drill-missed-list').innerText()).resolves.toMatch(/Missed.*(5e, 3e|3e, 5e)/);
      expect([await count(page, 'learned'), await count(page, 'due')]).toEqual(['1', '1']);

      await page.reload();
      await waitUntil(page, `document.querySelector('.drill[data-loaded="true"]') !== null`);
      expect([await count(page, 'learned'), await count(page, 'due')]).toEqual(['1', '1']);
      await page.goto(`${baseUrl()}/learn/`);
      await waitUntil(page, `document.querySelector('tr[data-deck="dai"] [data-count="learned"]')?.textContent === '1'`);
      expect(await page.locator('tr[data-deck="dai"] [data-count="due"]').innerText()).toBe('1');

      // Export writes the schedule as JSON; importing a file of another version is refused with a message.
      const [download] = await Promise.all([page.waitForEvent('download'), page.locator('.drill-files button').first().click()]);
      const exported = JSON.parse(readFileSync((await download.path())!, 'utf8'));
      expect(exported.cards['dai/main/reach/gold-general']).toMatchObject({ box: 1, seen: 1, right: 1 });
      await page.locator('.drill-files input[type="file"]').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"version": 7, "cards": {}}') });
      await expect(page.locator('.drill-decks .error-box').innerText()).resolves.toMatch(/notes\.json: .*version 7/);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
