// How long the 25×25 Tai board takes to become interactive and to show a piece's moves, read from the Performance API
// entries the board writes (`board:ready`, `board:moves-shown`). The figures are printed, never asserted: tests do not
// time things; the run only checks that the entries exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, open } from './browser';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const RUNS = 5;
const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (xs: number[]) => `median ${median(xs).toFixed(0)} ms (runs: ${xs.map((x) => x.toFixed(0)).join(', ')})`;

/** Tai squares (seed 003 setup): Black's pawn on 13s, Lion on 13v, Emperor on 13y. */
const SQUARES = { pawn: 18 * 25 + 12, lion: 21 * 25 + 12, emperor: 24 * 25 + 12 };

async function load(viewport: { width: number; height: number }, cpu: number): Promise<{ page: Page; ready: number }> {
  // `#setup` puts the board on screen at load, so its client:visible island starts at once.
  const page = await open(browser, '/games/tai/#setup', { viewport, hasTouch: viewport.width < 500, isMobile: viewport.width < 500 });
  if (cpu > 1) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.reload();
  }
  await page.locator('.bd[data-ready]').waitFor({ timeout: 60_000 });
  const ready = await page.evaluate(() => performance.getEntriesByName('board:ready')[0]?.startTime ?? NaN);
  return { page, ready };
}

async function showMoves(page: Page, sq: number): Promise<number> {
  await page.evaluate(() => performance.clearMeasures('board:moves-shown'));
  await page.locator(`.bd-grid [data-sq="${sq}"]`).click();
  await page.waitForFunction(() => performance.getEntriesByName('board:moves-shown').length > 0);
  const took = await page.evaluate(() => performance.getEntriesByName('board:moves-shown')[0]!.duration);
  await page.keyboard.press('Escape');
  return took;
}

describe('Tai board timing (printed, not asserted)', () => {
  for (const [label, viewport, cpu] of [
    ['desktop 1280×900', { width: 1280, height: 900 }, 1],
    ['phone 390×844, CPU slowed 4×', { width: 390, height: 844 }, 4],
  ] as const) {
    it(label, { timeout: 240_000 }, async () => {
      const ready: number[] = [];
      const shown: Record<keyof typeof SQUARES, number[]> = { pawn: [], lion: [], emperor: [] };
      for (let i = 0; i < RUNS; i++) {
        const run = await load(viewport, cpu);
        ready.push(run.ready);
        for (const piece of Object.keys(SQUARES) as (keyof typeof SQUARES)[]) shown[piece].push(await showMoves(run.page, SQUARES[piece]));
        await run.page.close();
      }
      console.log(
        [
          `Tai board, ${label}:`,
          `  interactive (board:ready after navigation start): ${fmt(ready)}`,
          ...Object.entries(shown).map(([piece, xs]) => `  ${piece} moves shown (click to painted marks): ${fmt(xs)}`),
        ].join('\n'),
      );
      expect(ready.every(Number.isFinite)).toBe(true);
    });
  }
});
