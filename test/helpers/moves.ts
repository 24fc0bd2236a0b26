// Grid assertions for piece movement: a hand-drawn window around a lone piece, checked against the engine's reach().
import { expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CONTENT_DIR,
  ContentValidationError,
  formatContentError,
  loadContent,
  readFrontmatter,
  validateEntry,
  type Content,
  type ContentError,
} from '../../src/lib/content';
import { GAME_IDS, gameSchema, pieceSchema, type GameData, type GameId, type SourceId } from '../../src/schema';
import { makeRules, reach, type Rules } from '../../src/engine';

export interface ExpectMovesOptions {
  game: GameId;
  source?: SourceId;
  /** `rays` (default): every destination outside the window continues a straight ray that leaves it through an `x`.
   *  `any`: destinations outside the window are not checked (hook movers, the Emperor). */
  outside?: 'rays' | 'any';
}

let content: Content | undefined;
/** Problems found by the lenient load, reported when a test needs the entry that has them. */
let contentErrors: ContentError[] = [];

/**
 * The site's content. While other entries are still being written, a dangling reference elsewhere must not fail every
 * grid test, so when the strict loader refuses the content, each valid entry is still used and the problems are kept
 * for the message of a test that needs a broken entry.
 */
function siteContent(): Content {
  if (content) return content;
  try {
    content = loadContent();
  } catch (e) {
    if (!(e instanceof ContentValidationError)) throw e;
    content = { pieces: new Map(), games: new Map(), sources: new Map(), puzzles: new Map() };
    contentErrors = e.errors;
    for (const [dir, schema, map] of [
      ['pieces', pieceSchema, content.pieces],
      ['games', gameSchema, content.games],
    ] as const) {
      for (const file of readdirSync(join(CONTENT_DIR, dir)).filter((f) => f.endsWith('.mdx'))) {
        const parsed = readFrontmatter(readFileSync(join(CONTENT_DIR, dir, file), 'utf8'));
        if ('error' in parsed) continue;
        const result = validateEntry(schema, parsed.data, file);
        if (result.ok) (map as Map<string, unknown>).set(result.value.id, result.value);
      }
    }
  }
  return content;
}

function entryProblems(dir: string, id: string): string {
  const mine = contentErrors.filter((e) => e.file === `content/${dir}/${id}.mdx`);
  return mine.length ? `:\n${mine.map(formatContentError).join('\n')}` : '';
}
const rulesCache = new Map<string, Rules>();

/** The board sizes of the three games, used only while a game's content entry has not landed yet. */
const FALLBACK_SIZE: Record<GameId, number> = { dai: 15, 'maka-dai-dai': 19, tai: 25 };

function fallbackGame(id: GameId): GameData {
  const size = FALLBACK_SIZE[id];
  return {
    id,
    names: { kanji: id, simplified: id, alt: [], reading: id, en: id },
    size,
    setup: ['. '.repeat(size).trim()],
    promotions: {},
    promotion: { kind: 'capture', forced: 'always' },
    royals: ['king'],
    conversions: [],
    conversionExempt: [],
    ruleVariants: [],
    counts: { statedKinds: 0, statedForms: 0, statedPerSide: 0, kinds: 0, forms: 0, perSide: 0 },
    notes: [],
  };
}

function rulesFor(game: GameId, source: SourceId | undefined): Rules {
  const key = `${game}/${source ?? ''}`;
  let rules = rulesCache.get(key);
  if (!rules) {
    const { pieces, games } = siteContent();
    if (!GAME_IDS.includes(game)) throw new Error(`unknown game "${game}"`);
    const gameData = games.get(game) ?? fallbackGame(game);
    rules = makeRules({ pieces, game: gameData }, { source: source ?? null });
    rulesCache.set(key, rules);
  }
  return rules;
}

function checkGrid(grid: string[]): number {
  const n = grid.length;
  if (n % 2 === 0) throw new Error(`the grid must have an odd number of rows, got ${n}`);
  grid.forEach((row, i) => {
    if (row.length !== n) throw new Error(`grid row ${i} "${row}" has ${row.length} cells, expected ${n} (a square grid)`);
    if (!/^[.xPO]*$/.test(row)) throw new Error(`grid row ${i} "${row}" may only hold . x P O`);
  });
  const centre = grid[(n - 1) / 2]![(n - 1) / 2];
  if (centre !== 'P' && centre !== 'O') throw new Error(`the centre of the grid must be P or O, got "${centre}"`);
  if (grid.join('').replace(/[.x]/g, '').length !== 1) throw new Error('P or O may only appear at the centre');
  return n;
}

/**
 * Asserts the destinations of `pieceId` (Black, alone at the centre of the game's empty board) match `grid`.
 * Grid: odd square; `P` the piece, `O` the piece when it can pass or igui (destination [0, 0]), `x` reachable, `.` not.
 */
export function expectMoves(pieceId: string, opts: ExpectMovesOptions, grid: string[]): void {
  const n = checkGrid(grid);
  const half = (n - 1) / 2;
  const rules = rulesFor(opts.game, opts.source);
  if (!rules.pieces.has(pieceId)) throw new Error(`no valid content entry for piece "${pieceId}"${entryProblems('pieces', pieceId)}`);
  const { size, destinations } = reach(rules, pieceId);
  if (n > size) throw new Error(`the grid is ${n}×${n} but the ${opts.game} board is only ${size}×${size}`);
  const reached = new Set(destinations.map(([dx, dy]) => `${dx},${dy}`));

  const actual = grid.map((row, i) =>
    [...row]
      .map((_, j) => {
        const dx = j - half;
        const dy = half - i;
        if (dx === 0 && dy === 0) return reached.has('0,0') ? 'O' : 'P';
        return reached.has(`${dx},${dy}`) ? 'x' : '.';
      })
      .join(''),
  );

  const problems: string[] = [];
  if (actual.join('\n') !== grid.join('\n')) {
    const diff = grid.map((row, i) =>
      [...row].map((want, j) => (want === actual[i]![j] ? want : actual[i]![j] === 'x' || actual[i]![j] === 'O' ? '+' : '-')).join(''),
    );
    problems.push(
      'the window differs (diff: + reached but not drawn, - drawn but not reached):',
      ...grid.map((row, i) => `  expected ${row}   actual ${actual[i]}   diff ${diff[i]}`),
    );
  }

  if ((opts.outside ?? 'rays') === 'rays') {
    const reported = new Set<string>();
    for (const [dx, dy] of destinations) {
      if (Math.abs(dx) <= half && Math.abs(dy) <= half) continue;
      const line = `${Math.sign(dx)},${Math.sign(dy)}`;
      const problem = outsideProblem(grid, reached, dx, dy);
      if (problem && !reported.has(line)) problems.push(problem);
      if (problem) reported.add(line);
    }
  }

  if (problems.length) expect.fail(`${pieceId} in ${opts.game}${opts.source ? ` (${opts.source})` : ''}\n${problems.join('\n')}`);
}

/** Why a destination outside the window is not the continuation of a ray drawn in it, or null when it is. */
function outsideProblem(grid: string[], reached: Set<string>, dx: number, dy: number): string | null {
  const half = (grid.length - 1) / 2;
  const where = `[${dx}, ${dy}]`;
  if (dx !== 0 && dy !== 0 && Math.abs(dx) !== Math.abs(dy)) {
    return `destination ${where} lies outside the window and not on a straight line: enlarge the grid`;
  }
  const ux = Math.sign(dx);
  const uy = Math.sign(dy);
  if (grid[half - uy * half]![half + ux * half] !== 'x') {
    return `destination ${where} lies outside the window on a ray that does not leave it through an x`;
  }
  for (let k = half + 1; k < Math.max(Math.abs(dx), Math.abs(dy)); k++) {
    if (!reached.has(`${ux * k},${uy * k}`)) return `destination ${where} is reached but [${ux * k}, ${uy * k}] before it is not`;
  }
  return null;
}
