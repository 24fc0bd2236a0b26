// The engine-found tactics in Chromium: the puzzle list's filters by game and difficulty, and a tactic solved on its
// page (its line shown, the answer recorded as a review in the drills' schedule, the list marking it solved).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { siteContent } from '../../../src/lib/content';
import { boardCell as cell, launch, open, pageErrors } from '../browser';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const content = siteContent();
const tactics = [...content.puzzles.values()].filter((p) => p.kind === 'tactic');
/** Pieces whose moves are plain steps, slides and jumps: one click on the destination plays the move. */
const plain = (id: string) => content.pieces.get(id)!.moves.every((atom) => !('lion' in atom) && !('lionDog' in atom) && !('hook' in atom) && !('emperor' in atom));
// A tactic whose answer is one plain move, without a promotion to choose (e.g. 16ox17o).
const simple = tactics.find((p) => p.answer.kind === 'move' && /^\d+[a-y][-x]\d+[a-y]$/.test(p.answer.moves[0]) && plain(p.rulePage.split('/')[2]!))!;

describe('the tactics on the puzzle list', () => {
  it('are apart from the rule puzzles, and filter by game and by difficulty', async () => {
    const page = await open(browser, '/puzzles/');
    const shown = () => page.locator('li[data-tactic-card]:visible');
    const status = page.locator('[data-tactics-shown]');
    const filter = page.getByRole('group', { name: 'Show tactics' });
    expect(await shown().count()).toBe(tactics.length);
    // The rule puzzles' list holds no tactic.
    expect(await page.locator('section[aria-labelledby^="pz-"]:not([aria-labelledby="pz-tactics"]) li[data-tactic-card]').count()).toBe(0);

    await filter.getByLabel('Game').selectOption('tai');
    const tai = tactics.filter((p) => p.game === 'tai').length;
    expect(await shown().count()).toBe(tai);
    expect(await shown().evaluateAll((els) => els.every((e) => (e as HTMLElement).dataset.game === 'tai'))).toBe(true);
    expect(await status.innerText()).toBe(`${tai} of ${tactics.length} tactics shown.`);

    await filter.getByLabel('Game').selectOption('');
    await filter.getByLabel('Difficulty').selectOption('1');
    const easy = tactics.filter((p) => p.difficulty === 1).length;
    expect(await shown().count()).toBe(easy);
    expect(await status.innerText()).toBe(`${easy} of ${tactics.length} tactics shown.`);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });
});

describe('a tactic on its page', () => {
  it('the answer played on the board solves it, shows the line, and joins the drills schedule', async () => {
    expect(simple, 'a tactic with a plain answer').toBeDefined();
    const answer = simple.answer.kind === 'move' ? simple.answer.moves[0] : '';
    const [, from, to] = /^(\d+[a-y])[-x](\d+[a-y])$/.exec(answer)!;
    const size = content.games.get(simple.game)!.size;
    const page = await open(browser, `/puzzles/${simple.id}/`);
    await page.locator('.bd[data-ready]').first().waitFor({ timeout: 30_000 });
    await cell(page, from!, size).click();
    await cell(page, to!, size).click();
    await page.locator('.pz-solved').waitFor();
    expect(await page.locator('.pz-line').innerText()).toContain(simple.line!.join(' '));
    // Its first answer is a review in the drills' store: right once, so in box 1.
    const store = await page.evaluate(() => localStorage.getItem('large-shogi:drills:v1'));
    expect(JSON.parse(store!).cards[`${simple.game}/main/tactic/${simple.id}`]).toMatchObject({ box: 1, seen: 1, right: 1 });
    expect(pageErrors(page)).toEqual([]);

    await page.goto(page.url().replace(/\/puzzles\/.*$/, '/puzzles/'));
    await page.locator(`[data-puzzle-id="${simple.id}"] .pz-solved-mark:not([hidden])`).waitFor();
    // Answered right just now: not due again before tomorrow.
    expect(await page.locator(`[data-puzzle-id="${simple.id}"] .pz-due-mark`).isHidden()).toBe(true);
    await page.close();
  });
});
