// How long a whole-game analysis takes in Chromium: a seeded 200-ply Dai game (random legal moves, so full of
// captures), loaded into /analysis/ and analysed at each setting, timed from the click on Analyse to the last position.
// `npx tsx test/bench/analysis-timing.ts` measures an existing build ($SITE_DIST, else dist/); not part of `npm test`.
import { applyMove, legalMoves, makeRecord, makeRules, startPosition, winner, type Move, type Position } from '../../src/engine';
import { catalog } from '../../src/lib/catalog';
import { analysisLink } from '../../src/components/widgets/analysis/record-link';
import { SETTINGS } from '../../src/components/widgets/analysis/analysis-run';
import { launch } from '../e2e/browser';
import { serveDist } from '../e2e/server';
import { prng } from '../helpers/prng';

const PLIES = Number(process.env.PLIES ?? 200);

/** The first seed from 1 whose random game lasts PLIES plies without a side losing its last royal. */
function randomGame(): { positions: Position[]; moves: Move[]; seed: number } {
  const c = catalog();
  const rules = makeRules({ pieces: new Map(c.pieces.map((p) => [p.id, p])), game: c.content.games.get('dai')! }, { source: null });
  for (let seed = 1; ; seed++) {
    const r = prng(seed);
    const positions = [startPosition(rules)];
    const moves: Move[] = [];
    while (moves.length < PLIES) {
      const pos = positions[positions.length - 1]!;
      const legal = legalMoves(pos);
      if (legal.length === 0 || winner(pos)) break;
      const m = r.pick(legal);
      moves.push(m);
      positions.push(applyMove(pos, m));
    }
    if (moves.length === PLIES && !winner(positions[PLIES]!)) return { positions, moves, seed };
  }
}

const game = randomGame();
const record = makeRecord({ game: 'dai', source: null, date: '2026-12-01', ...game });
const { server, url } = await serveDist(process.env.SITE_DIST ?? 'dist');
const browser = await launch();
try {
  for (const setting of SETTINGS) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(url + analysisLink('/analysis/', record));
    await page.locator('.bd[data-ready]').waitFor({ timeout: 60_000 });
    await page.getByLabel('Search per position').selectOption(setting);
    const t = performance.now();
    await page.getByRole('button', { name: 'Analyse the game' }).click();
    await page.locator('[data-analysis="done"]').waitFor({ timeout: 60 * 60_000 });
    const seconds = (performance.now() - t) / 1000;
    const marks = await page.locator('[data-mark]').count();
    console.log(`${setting}: ${PLIES}-ply Dai game (seed ${game.seed}), ${PLIES + 1} positions in ${seconds.toFixed(1)} s; ${marks} moves marked`);
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
