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
  /** Per piece clicked: the app's own measure from the click to the render with the piece selected ('board:moves-shown'),
   *  Event Timing's click-to-next-paint (8 ms resolution), and the squares marked. */
  pieces: Record<PieceKey, PieceTiming>;
  /** The longest main-thread task (ms, 0 when none took over 50 ms) from a reader's first click of a move against
   *  the computer until its reply is on the board. The target: none over 50 ms on desktop. */
  move: number;
}

export interface PieceTiming { movesShown: number; clickToPaint: number; targets: number }

/** The pieces clicked: the simplest move list, and the heaviest (the Emperor weighs every square of the board). */
const PIECES = { pawn: 'Pawn, Black', emperor: 'Emperor, Black' } as const;
type PieceKey = keyof typeof PIECES;

/** Where it is measured: this machine's CPU at desktop size, and a phone's screen with the CPU slowed 4× (roughly a
 *  mid-range phone). */
export interface Profile { label: string; width: number; height: number; mobile: boolean; cpuSlowdown: number }
export const PROFILES: Profile[] = [
  { label: 'desktop 1280×900', width: 1280, height: 900, mobile: false, cpuSlowdown: 1 },
  { label: 'phone 390×844, CPU 4× slower', width: 390, height: 844, mobile: true, cpuSlowdown: 4 },
];

const QUIET_MS = 2000;

// Installed before the page's own scripts: long tasks and event timings from the very start of the navigation.
const OBSERVERS = `
  window.__longTasks = [];
  window.__events = [];
  window.__long = [];
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) { window.__longTasks.push(e.startTime + e.duration); window.__long.push([e.startTime, e.duration]); }
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__events.push({ name: e.name, duration: e.duration }); })
    .observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

async function markTime(page: Page, name: string): Promise<number> {
  await waitUntil(page, `performance.getEntriesByName(${JSON.stringify(name)}).length > 0`);
  return (await page.evaluate(`performance.getEntriesByName(${JSON.stringify(name)})[0].startTime`)) as number;
}

/** Clicks the first square whose accessible name starts with `name` ("Pawn, Black") and reads how long showing its
 *  moves took; Escape deselects it afterwards. */
async function clickPiece(page: Page, name: string): Promise<PieceTiming> {
  const before = (await page.evaluate(`performance.getEntriesByName('board:moves-shown').length`)) as number;
  await page.evaluate('window.__events = []');
  const square = page.locator(`[role="gridcell"][aria-label^="${name}"]`).first();
  await square.scrollIntoViewIfNeeded();
  await square.click();
  const movesShown = (await waitUntil(page, `performance.getEntriesByName('board:moves-shown')[${before}]?.duration`)) as number;
  // Event Timing reports only interactions of 16 ms or more: none means the click painted faster than that.
  await waitUntil(page, 'window.__events.some((e) => e.name === "click")', 2000).catch(() => undefined);
  const events = (await page.evaluate('window.__events')) as { name: string; duration: number }[];
  const clickToPaint = Math.max(0, ...events.filter((e) => /click|pointer|mouse/.test(e.name)).map((e) => e.duration));
  const targets = await page.locator('[role="gridcell"][class*=" t-"]').count();
  await page.keyboard.press('Escape');
  return { movesShown, clickToPaint, targets };
}

/** Plays Black's pawn 13s–13r (seed 003: Black's pawns stand on rank s and step forward) against the computer at
 *  the quick strength, and returns the longest main-thread task from the first click until the reply is shown. */
async function playMove(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Play against the computer' }).click();
  const start = (await page.evaluate('performance.now()')) as number;
  for (const name of ['Pawn, Black, 13s', '13r, empty']) {
    const square = page.locator(`[role="gridcell"][aria-label^="${name}"]`).first();
    await square.scrollIntoViewIfNeeded();
    await square.click();
  }
  await waitUntil(page, `document.querySelectorAll('.bw-moves li').length === 2 && !!document.querySelector('.bw-ai[data-ai="idle"]')`, 60_000);
  await page.waitForTimeout(500);
  return (await page.evaluate(`Math.max(0, ...window.__long.filter(([s]) => s >= ${start}).map(([, d]) => d))`)) as number;
}

/** One cold load of the Tai game page straight at its board (the #setup anchor), then a click on a pawn and on the Emperor. */
async function measureOnce(browser: Browser, baseUrl: string, profile: Profile): Promise<BoardTiming> {
  const context = await browser.newContext({
    viewport: { width: profile.width, height: profile.height }, isMobile: profile.mobile, hasTouch: profile.mobile,
  });
  const page = await context.newPage();
  if (profile.cpuSlowdown > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  }
  await page.addInitScript(OBSERVERS);
  await page.goto(`${baseUrl}/games/tai/#setup`);
  const ready = await markTime(page, 'board:ready');
  const fcp = (await page.evaluate(`performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0`)) as number;
  // Wait for a quiet main thread: no long task ending within the last QUIET_MS.
  await waitUntil(page, `performance.now() - Math.max(0, ...window.__longTasks) > ${QUIET_MS}`, 60_000);
  const lastLong = (await page.evaluate('Math.max(0, ...window.__longTasks)')) as number;
  const tti = Math.max(ready, lastLong);

  const pieces = {} as Record<PieceKey, PieceTiming>;
  for (const key of Object.keys(PIECES) as PieceKey[]) pieces[key] = await clickPiece(page, PIECES[key]);
  const move = await playMove(page);
  await context.close();
  return { fcp, ready, tti, pieces, move };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Median of `runs` cold loads in each profile. */
export async function measureBoard(browser: Browser, baseUrl: string, runs = 3, profiles = PROFILES): Promise<string[]> {
  const lines = [`Tai board (/games/tai/#setup), median of ${runs} cold loads (timings depend on the machine and its load):`];
  for (const profile of profiles) {
    const all: BoardTiming[] = [];
    for (let i = 0; i < runs; i++) all.push(await measureOnce(browser, baseUrl, profile));
    const m = (f: (t: BoardTiming) => number) => median(all.map(f)).toFixed(0);
    const piece = (k: PieceKey) => {
      const paint = m((t) => t.pieces[k].clickToPaint);
      return `${k} ${m((t) => t.pieces[k].movesShown)} ms (click → next paint ${paint === '0' ? '< 16' : paint} ms, ${m((t) => t.pieces[k].targets)} squares)`;
    };
    const move = m((t) => t.move);
    lines.push(
      `  ${profile.label}: first paint ${m((t) => t.fcp)} ms, board ready ${m((t) => t.ready)} ms, interactive ${m((t) => t.tti)} ms (target < 1000 ms on the phone profile)`,
      `    show moves: ${(Object.keys(PIECES) as PieceKey[]).map(piece).join('; ')}`,
      `    a move and the computer's reply: longest main-thread task ${move === '0' ? 'none over 50' : move} ms (target: none over 50 ms on desktop)`,
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
