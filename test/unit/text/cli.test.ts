// Bad arguments to the engine's command line (DESIGN §5): each gives one clear line on stderr, nothing on stdout, exit 2.
import { execFile } from 'node:child_process';
import { describe, expect, it } from 'vitest';

interface Run { code: number; stdout: string; stderr: string }

/** Runs the CLI as `npm run --silent engine -- …` does (tsx on src/cli/engine.ts), without npm's start-up cost. */
function engine(args: string[], command = process.execPath, prefix = ['--import', 'tsx', 'src/cli/engine.ts']): Promise<Run> {
  return new Promise((done) => {
    execFile(command, [...prefix, ...args], { encoding: 'utf8' }, (error, stdout, stderr) => {
      done({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

const GAMES = /known games: dai, maka-dai-dai, tai/;
const SOURCES = /known sources: rokushu, shogi-zushiki, sho-shogi-zushiki, modern, other/;

/** [arguments, what the one line must say]. */
const BAD: [string[], RegExp][] = [
  [[], /usage: engine reach <game> <piece>/],
  [['fly'], /usage: engine reach/],
  [['reach'], new RegExp(`^missing <game>; ${GAMES.source}; usage: `)],
  [['reach', 'chu', 'lion'], new RegExp(`unknown game "chu"; ${GAMES.source}`)],
  [['reach', 'dai'], /^missing <piece>: an id or any of its names; usage: /],
  [['reach', 'dai', 'unicorn'], /unknown piece "unicorn"/],
  [['reach', 'dai', 'lion', '--source', 'wiki'], new RegExp(`unknown source "wiki"; ${SOURCES.source}`)],
  [['reach', 'dai', 'lion', '--source'], new RegExp(`^--source needs a value; ${SOURCES.source}`)],
  [['moves'], /^missing <position>: "<ranks> <b\|w> <game>\[\/<source>\]"; usage: /],
  [['moves', ' '], /^missing <position>: /],
  [['moves', 'b dai'], /bad position: a position is "<ranks> <b\|w> <game>\[\/<source>\]"/],
  [['moves', '5/5 b dai'], /bad position: a board has 5 to 25 ranks, found 2/],
  [['moves', '5/5/5/5/5 x dai'], /bad position: the side to move must be b or w, found "x"/],
  [['moves', '5/5/5/5/5 b chu'], new RegExp(`bad position: unknown game "chu"; ${GAMES.source}`)],
  [['moves', '5/5/5/5/5 b dai/wiki'], new RegExp(`bad position: unknown source "wiki"; ${SOURCES.source}`)],
  [['moves', '5/5/2,UNICORN,2/5/5 b dai'], /bad position: rank 3 \(c\), square 3c: unknown piece "unicorn"/],
  [['moves', '5/5/2,Lion,2/5/5 b dai'], /bad position: .*mixes cases/],
  [['moves', '5/5/6/5/5 b dai'], /bad position: rank 3 \(c\) has 6 squares, expected 5/],
  // These crashed the process after 14 s (V8 "invalid size") or took 20 s and 2.6 GB before their refusal.
  [['moves', '5/5/5/5/99999999999 b dai'], /^bad position: rank 5 \(e\): an empty run of 99999999999 squares does not fit a rank of 5\n$/],
  [['moves', '5/5/5/5/100000000 b dai'], /^bad position: rank 5 \(e\): an empty run of 100000000 squares does not fit a rank of 5\n$/],
  [['moves', '5/5/2,+KING,2/5/5 b dai'], /^bad position: rank 3 \(c\), square 3c: "\+KING" is marked promoted, but no piece of this game promotes to king\n$/],
  [['perft'], /^missing <game>; /],
  [['perft', 'chu', '1'], new RegExp(`unknown game "chu"; ${GAMES.source}`)],
  [['perft', 'dai'], /^missing <depth>; usage: /],
  [['perft', 'dai', '1', '2'], /^unexpected argument "2"; usage: /],
  [['perft', 'dai', '-1'], /the depth must be a whole number ≥ 0, got "-1"/],
  [['perft', 'dai', 'two'], /the depth must be a whole number ≥ 0, got "two"/],
  [['perft', 'dai', '1', '--source', 'wiki'], /unknown source "wiki"/],
  // 71 root moves: 71^5 ≈ 1.8·10⁹ leaves, under the old node limit of 2·10⁹, ran nine minutes; the guard is by time now.
  [['perft', 'dai', '5'], /^perft dai 5 would take about \d+ (s|minutes|hours) on this machine \(about 1\.8e\+9 positions\); .*under 60 s: add --force/],
  [['setup'], /^missing <game>; /],
  [['setup', 'dai', 'extra'], /^unexpected argument "extra"; usage: /],
  [['setup', 'chu'], new RegExp(`unknown game "chu"; ${GAMES.source}`)],
];

// Each case starts a Node process; on a busy machine that can take seconds, which is not what these tests are about.
const SLOW = 60_000;

describe('engine CLI: bad arguments', () => {
  for (const [args, message] of BAD) {
    it.concurrent(`engine ${args.map((a) => (/\s/.test(a) || !a ? JSON.stringify(a) : a)).join(' ') || '(nothing)'}`, async () => {
      const run = await engine(args);
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr.endsWith('\n') && run.stderr.split('\n').length === 2, `one line: ${JSON.stringify(run.stderr)}`).toBe(true);
      expect(run.stderr).toMatch(message);
      expect(run.stderr).not.toMatch(/internal error|at .*\.ts:\d+/);
    }, SLOW);
  }

  it('the same through npm, as the README writes it: only the error line, no npm noise', async () => {
    const run = await engine(['reach', 'chu', 'lion'], 'npm', ['run', '--silent', 'engine', '--']);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^unknown game "chu"; known games: dai, maka-dai-dai, tai\n$/);
  }, SLOW);

  it('a megabyte of bad input is quoted back in a short line', async () => {
    // 16 arguments of 64 KiB (one argument may not exceed 128 KiB): `reach` joins them into one 1 MiB name.
    const run = await engine(['reach', 'dai', ...Array(16).fill('x'.repeat(65_535))]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^unknown piece "x{79}…"\n$/);
  }, SLOW);

  it('good arguments still answer: a piece found by its kanji', async () => {
    const run = await engine(['reach', 'dai', '獅子']);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toMatchObject({ game: 'dai', piece: 'lion', source: null });
  }, SLOW);
});
