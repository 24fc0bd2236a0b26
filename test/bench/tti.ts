// Board timings in Chromium, from the Performance API: time to interactive of the Tai setup board, and time from
// selecting a piece to its moves being shown. Printed by `npm run budget`; `npx tsx test/bench/tti.ts` alone measures
// an existing build ($SITE_DIST, else dist/).
import type { Browser, Page } from 'playwright-core';
import { waitUntil } from '../e2e/browser';

export interface BoardTiming {
  /** First contentful paint, ms after navigation start. */
  fcp: number;
  /** The board island mounted (its `board:ready` mark). */
  ready: number;
  /** Ready and the main thread free: the end of the last long task (> 50 ms) before 2 s without one, or `ready`. */
  tti: number;
  /** The app's own measure from the click to the state with the piece selected having rendered. */
  movesShown: number;
  /** Event Timing: from the click to the next paint after its handlers (8 ms resolution). */
  clickToPaint: number;
  /** Squares marked as the selected piece's destinations. */
  targets: number;
}

const QUIET_MS = 2000;

// Installed before the page's own scripts: long tasks and event timings from the very start of the navigation.
const OBSERVERS = `
  window.__longTasks = [];
  window.__events = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__longTasks.push(e.startTime + e.duration); })
    .observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__events.push({ name: e.name, duration: e.duration, id: e.interactionId }); })
    .observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__events.push({ name: 'first-input:' + e.name, duration: e.duration, id: e.interactionId }); })
    .observe({ type: 'first-input', buffered: true });
`;

async function markTime(page: Page, name: string): Promise<number> {
  await waitUntil(page, `performance.getEntriesByName(${JSON.stringify(name)}).length > 0`);
  return (await page.evaluate(`performance.getEntriesByName(${JSON.stringify(name)})[0].startTime`)) as number;
}

/** One cold load of the Tai game page straight at its board (the #setup anchor), then one click on a Black pawn. */
async function measureOnce(browser: Browser, baseUrl: string, cpuSlowdown: number): Promise<BoardTiming> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  if (cpuSlowdown > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
  await page.addInitScript(OBSERVERS);
  await page.goto(`${baseUrl}/games/tai/#setup`);
  const ready = await markTime(page, 'board:ready');
  const fcp = (await page.evaluate(`performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0`)) as number;
  // Wait for a quiet main thread: no long task ending within the last QUIET_MS.
  await waitUntil(page, `performance.now() - Math.max(0, ...window.__longTasks) > ${QUIET_MS}`, 60_000);
  const lastLong = (await page.evaluate('Math.max(0, ...window.__longTasks)')) as number;
  const tti = Math.max(ready, lastLong);

  // A Black pawn in the setup: its square's accessible name starts with its English name and side.
  const pawn = page.locator('[role="gridcell"][aria-label^="Pawn, Black"]').first();
  await pawn.scrollIntoViewIfNeeded();
  await pawn.click();
  const movesShown = (await waitUntil(page, `performance.getEntriesByName('board:moves-shown')[0]?.duration`)) as number;
  await waitUntil(page, 'window.__events.some((e) => /click|pointer/.test(e.name))', 5000).catch(() => undefined);
  const events = (await page.evaluate('window.__events')) as { name: string; duration: number }[];
  const clickToPaint = Math.max(0, ...events.filter((e) => /click|pointer|mouse/.test(e.name)).map((e) => e.duration));
  const targets = await page.locator('[role="gridcell"].t-move, [role="gridcell"].t-capture').count();
  await context.close();
  return { fcp, ready, tti, movesShown, clickToPaint, targets };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Median of `runs` cold loads for each CPU slowdown (1 = this machine, 4 = a mid-range phone, roughly). */
export async function measureBoard(browser: Browser, baseUrl: string, runs = 3, slowdowns = [1, 4]): Promise<string[]> {
  const lines = ['Tai board (/games/tai/#setup), median of ' + runs + ' cold loads:'];
  for (const slowdown of slowdowns) {
    const all: BoardTiming[] = [];
    for (let i = 0; i < runs; i++) all.push(await measureOnce(browser, baseUrl, slowdown));
    const m = (k: keyof BoardTiming) => median(all.map((t) => t[k])).toFixed(0);
    lines.push(
      `  CPU ${slowdown === 1 ? 'unthrottled' : `${slowdown}× slower`}: first paint ${m('fcp')} ms, board ready ${m('ready')} ms, ` +
        `interactive ${m('tti')} ms; show a pawn's moves ${m('movesShown')} ms (click → next paint ${m('clickToPaint')} ms, ` +
        `${m('targets')} squares marked)`,
    );
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { launch } = await import('../e2e/browser');
  const { serveDist } = await import('../e2e/server');
  const { server, url } = await serveDist(process.env.SITE_DIST ?? 'dist');
  const browser = await launch();
  try {
    for (const line of await measureBoard(browser, url)) console.log(line);
  } finally {
    await browser.close();
    server.close();
  }
}
