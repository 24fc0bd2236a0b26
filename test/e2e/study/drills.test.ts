// Drills in Chromium at desktop and phone sizes: a reach card graded right (marked by mouse and keyboard) and wrong
// (missed and wrong squares marked on the board), the progress kept in localStorage across a reload, exported, and a bad
// progress file refused.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, open, pageErrors, waitUntil } from '../browser';

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

const STORE_KEY = 'large-shogi:drills:v1';
const BACKUP = 'large-shogi:drills:v1:unreadable:';
const GOOD = { box: 1, due: Date.now() + 86_400_000, seen: 1, right: 1 };
/** The stored progress and every backup of it, as the page left them. */
const stored = (page: Page) => page.evaluate(`(() => {
  const backups = [];
  for (let i = 0; i < localStorage.length; i++) if (localStorage.key(i).startsWith('${BACKUP}')) backups.push(localStorage.getItem(localStorage.key(i)));
  return { store: localStorage.getItem('${STORE_KEY}'), backups };
})()`) as Promise<{ store: string | null; backups: string[] }>;

/** Opens `path` with `text` saved as the drills' progress beforehand (as an older or damaged visit left it). */
async function withStored(path: string, text: string, options: Parameters<Browser['newPage']>[0] = {}) {
  const page = await browser.newPage(options);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${baseUrl()}/404.html`);
  await page.evaluate(([k, v]) => localStorage.setItem(k!, v!), [STORE_KEY, text]);
  await page.goto(`${baseUrl()}${path}`);
  return { page, errors };
}

describe('saved progress the site cannot read', () => {
  const boxSix = JSON.stringify({ version: 1, cards: { 'dai/main/reach/gold-general': GOOD, 'dai/main/reach/silver-general': { box: 6, due: Date.now(), seen: 6, right: 6 } } });
  it.each([
    ['a card in box 6', boxSix, /card “dai\/main\/reach\/silver-general” has box 6/, '1'],
    ['version 2', '{"version": 2, "cards": {}}', /version 2; this site reads version 1/, '0'],
    ['truncated JSON', boxSix.slice(0, 60), /not valid JSON/, '0'],
  ])('/learn/dai/ with %s: kept aside, explained, offered as a download; the readable cards still count', async (_, text, why, learned) => {
    const { page, errors } = await withStored('/learn/dai/', text);
    await waitUntil(page, `document.querySelector('.drill[data-loaded="true"]') !== null`);
    const notice = page.locator('[data-store-problem]');
    expect(await notice.innerText()).toMatch(why);
    expect(await notice.innerText()).toContain('kept aside');
    expect((await stored(page)).backups).toEqual([text]);
    expect(await count(page, 'learned')).toBe(learned);
    expect(await page.locator('.drill-card').count()).toBe(1);
    const [download] = await Promise.all([page.waitForEvent('download'), notice.getByRole('button', { name: 'Download the saved progress as it was' }).click()]);
    expect(readFileSync((await download.path())!, 'utf8')).toBe(text);
    // A second visit finds the copy already kept and keeps no second one.
    await page.reload();
    await waitUntil(page, `document.querySelector('.drill[data-loaded="true"]') !== null`);
    expect((await stored(page)).backups).toEqual([text]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a card without `right` and a __proto__ card: /learn/ and /learn/dai/ still count and show the good cards', async () => {
    const text = `{"version": 1, "cards": {"dai/main/reach/gold-general": ${JSON.stringify(GOOD)}, "dai/main/reach/silver-general": {"box": 1, "due": ${Date.now()}, "seen": 1}, "__proto__": ${JSON.stringify(GOOD)}}}`;
    const { page, errors } = await withStored('/learn/', text);
    await waitUntil(page, `document.querySelector('tr[data-deck="dai"] [data-count="learned"]')?.textContent === '1'`);
    expect(await page.locator('[data-store-problem]').innerText()).toMatch(/silver-general.*seen 1, right none.*there is no card “__proto__”/s);
    await page.goto(`${baseUrl()}/learn/dai/`);
    await waitUntil(page, `document.querySelector('.drill[data-loaded="true"] [data-card]') !== null`);
    expect(await count(page, 'learned')).toBe('1');
    expect(await page.evaluate('({}).box === undefined && Object.prototype.box === undefined')).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('is explained in Japanese on a Japanese page', async () => {
    const { page } = await withStored('/ja/learn/dai/', '{"version": 2, "cards": {}}');
    expect(await page.locator('[data-store-problem]').innerText()).toContain('保存された進み具合を読めませんでした');
    await page.close();
  });

  it('with no room for the copy, nothing is saved over it, even after an answer', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/404.html`);
    await page.evaluate(([k]) => localStorage.setItem(k!, '{"version": 2}'), [STORE_KEY]);
    // Storage full: the browser refuses every new key.
    await page.addInitScript(`{
      const set = Storage.prototype.setItem;
      Storage.prototype.setItem = function (k, v) {
        if (this.getItem(k) === null) throw new DOMException('full', 'QuotaExceededError');
        return set.call(this, k, v);
      };
    }`);
    await card(page, 'dai/main/promotion/pawn');
    expect(await page.locator('[data-store-problem]').innerText()).toContain('no room');
    await page.locator('.drill-choices button').first().click();
    await page.locator('.drill-next').waitFor();
    expect(await stored(page)).toEqual({ store: '{"version": 2}', backups: [] });
    await page.close();
  });
});

/** Waits until the deck table's island runs (its counts are in the built page already, so they cannot tell). */
const decksReady = (page: Page) => waitUntil(page, `document.querySelector('astro-island:not([ssr]) .drill-decks') !== null`);

describe('importing progress', () => {
  it('imports the valid cards of a file and lists what was left out and why', async () => {
    const page = await open(browser, '/learn/');
    await decksReady(page);
    const now = Date.now();
    const cards: Record<string, unknown> = {
      'dai/main/reach/gold-general': GOOD,
      'dai/main/reach/silver-general': { box: 5, due: now, seen: 1_000_000, right: 1_000_000 },
      'dai/main/reach/lion': { box: 1, due: 1e300, seen: 1, right: 1 },
      'dai/main/reach/king': { box: 1, due: -1e20, seen: 1, right: 1 },
      'dai/main/reach/unicorn': GOOD,
      '<img src=x onerror=alert(1)>': GOOD,
      constructor: GOOD,
      'dai/main/reach/pawn': { due: now, seen: 1, right: 1 },
    };
    const file = `{"kind": "large-shogi-drill-progress", "version": 1, "cards": {"__proto__": ${JSON.stringify(GOOD)}, ${JSON.stringify(cards).slice(1)}}`;
    await page.locator('.drill-files input[type="file"]').setInputFiles({ name: 'mine.json', mimeType: 'application/json', buffer: Buffer.from(file) });
    const message = page.locator('.drill-decks .note');
    await message.waitFor();
    const text = await message.innerText();
    expect(text).toMatch(/^Imported the progress of 1 card\. Not imported \(8\): /);
    expect(text).toContain('card “dai/main/reach/silver-general” has impossible answer counts (seen 1000000, right 1000000)');
    expect(text).toContain('there is no card “__proto__” on this site');
    expect(text).toContain('and 3 more');
    expect(await page.locator('tr[data-deck="dai"] [data-count="learned"]').innerText()).toBe('1');
    expect(await page.locator('.drill-decks img').count()).toBe(0);
    expect(await page.evaluate('({}).box === undefined')).toBe(true);
    expect(JSON.parse((await stored(page)).store!).cards).toEqual({ 'dai/main/reach/gold-general': GOOD });

    // Too big to be a progress file: refused unread, nothing changed.
    const big = Buffer.alloc(2 * 1024 * 1024, ' ');
    await page.locator('.drill-files input[type="file"]').setInputFiles({ name: 'big.json', mimeType: 'application/json', buffer: big });
    await expect(page.locator('.drill-decks .error-box').innerText()).resolves.toBe('big.json: This file is 2 MB; a drill progress file is at most 1 MB. Nothing was imported.');
    expect(await page.locator('tr[data-deck="dai"] [data-count="learned"]').innerText()).toBe('1');
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  it('says what was left out in Chinese on a Chinese page', async () => {
    const page = await open(browser, '/zh/learn/');
    await decksReady(page);
    const file = JSON.stringify({ version: 1, cards: { 'dai/main/reach/gold-general': GOOD, 'dai/main/reach/lion': { box: 7, due: Date.now(), seen: 7, right: 7 } } });
    await page.locator('.drill-files input[type="file"]').setInputFiles({ name: 'p.json', mimeType: 'application/json', buffer: Buffer.from(file) });
    await expect(page.locator('.drill-decks .note').innerText()).resolves.toBe('已匯入 1 張卡片的進度。未匯入（1 項）：卡片「dai/main/reach/lion」的盒子為 7；盒子應為0到5。');
    await page.close();
  });
});

describe('the deck table on a phone', () => {
  it('at 390×844 every deck’s Reset button is on screen, with no sideways scrolling', async () => {
    const page = await open(browser, '/learn/', { viewport: { width: 390, height: 844 } });
    await decksReady(page);
    const resets = page.locator('.drill-decks tbody button');
    expect(await resets.count()).toBe(4);
    for (const box of await resets.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()))) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(`[...document.querySelectorAll('.drill-decks .table-wrap')].every((w) => w.scrollWidth <= w.clientWidth)`)).toBe(true);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await page.close();
  });
});
