// The examples of the engine documentation page, produced at build time by the real engine and the real CLI,
// so the page cannot drift from what the code does (test/e2e/reference/engine-doc.test.ts runs the CLI again and compares).
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { betza, legalMoves, makeMove, makePosition, makeRules, parsePosition, parseRecord, type Move, type Position } from '../../engine';
import { pieceValues } from '../../engine/search';
import { catalog, type Catalog } from '../catalog';
import { rulesBook, type ReachCell } from '../compare/compare';
import { rawFrontmatter } from '../content';
import { escapeMarkup } from '../markup';
import type { GameId, PieceData } from '../../schema';

// The project folder: Astro builds and the tests run from it (this module is bundled, so import.meta.url points elsewhere).
const ROOT = process.cwd();

/** What `npm run --silent engine -- <args>` printed. */
export interface CliRun {
  args: string[];
  stdout: string;
  stderr: string;
  status: number;
}

// The engine page is built once per language: each command line runs once per build, not three times.
const runs = new Map<string, CliRun>();

/** Runs the engine's command line exactly as a reader would (once per build for the same arguments). */
export function runCli(args: readonly string[]): CliRun {
  const key = JSON.stringify(args);
  let run = runs.get(key);
  if (!run) {
    run = execCli([...args]);
    runs.set(key, run);
  }
  return run;
}

function execCli(args: string[]): CliRun {
  try {
    const stdout = execFileSync('npm', ['run', '--silent', 'engine', '--', ...args], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
    return { args, stdout, stderr: '', status: 0 };
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string; status?: number };
    return { args, stdout: err.stdout ?? '', stderr: err.stderr ?? '', status: err.status ?? 1 };
  }
}

/** How a reader types the command in a shell (arguments with spaces or shell characters quoted). */
export function commandLine(args: readonly string[]): string {
  const quote = (a: string) => (/^[^\s"'\\$`!*?&|;<>()#~{}[\]]+$/u.test(a) ? a : `"${a.replace(/(["\\$`])/g, '\\$1')}"`);
  return `npm run --silent engine -- ${args.map(quote).join(' ')}`;
}

/**
 * A command line for a table cell written as HTML (RowTable): one code element per word, an option keeping its value,
 * so that in a narrow column it wraps between words and never at a hyphen inside one (the table's CSS keeps each code
 * element on one line).
 */
export function commandHtml(line: string): string {
  const units: string[] = [];
  for (const word of line.split(' ')) {
    const last = units.at(-1);
    if (last !== undefined && /^--[a-z]/.test(last) && !last.includes(' ') && !word.startsWith('--')) units[units.length - 1] = `${last} ${word}`;
    else units.push(word);
  }
  return units.map((u) => `<code>${escapeMarkup(u)}</code>`).join(' ');
}

/**
 * The CLI examples shown on the page; the positions are the ones the move-format examples use. Each language's page
 * (src/views/engine-doc/) captions them by id.
 */
export const CLI_EXAMPLES = [
  { id: 'reach', args: ['reach', 'dai', 'lion'] },
  { id: 'reach-source', args: ['reach', 'maka-dai-dai', '力士', '--source', 'rokushu'] },
  { id: 'moves', args: ['moves', '5/5/2,pawn,2/2,LION,2/5 b dai'] },
  { id: 'perft', args: ['perft', 'dai', '2'] },
  { id: 'setup', args: ['setup', 'dai'] },
  { id: 'bestmove', args: ['bestmove', '9/5,rook,3/5,gold-general,3/5,LION,3/9/9/9/9/king,7,KING b dai', '--depth', '3'] },
  { id: 'unknown', args: ['reach', 'dai', 'no-such-piece'] },
] as const satisfies readonly { id: string; args: readonly string[] }[];
export type CliExampleId = (typeof CLI_EXAMPLES)[number]['id'];

/** One example of each movement-atom kind, taken from a real piece; each language's page titles and explains them by id. */
export const ATOM_EXAMPLES = [
  { id: 'step', piece: 'gold-general', game: 'dai' },
  { id: 'range', piece: 'wrestler', game: 'maka-dai-dai' },
  { id: 'slide', piece: 'rook', game: 'dai' },
  { id: 'jump', piece: 'knight', game: 'dai' },
  { id: 'lion', piece: 'lion', game: 'dai' },
  { id: 'lion-line', piece: 'horned-falcon', game: 'dai' },
  { id: 'lionDog', piece: 'lion-dog', game: 'maka-dai-dai' },
  { id: 'hook', piece: 'hook-mover', game: 'maka-dai-dai' },
  { id: 'emperor', piece: 'emperor', game: 'tai' },
] as const satisfies readonly { id: string; piece: string; game: GameId }[];
export type AtomExampleId = (typeof ATOM_EXAMPLES)[number]['id'];

/** The `moves:` block of a piece's frontmatter exactly as written, comments included. */
export function movesBlock(pieceId: string): string {
  const raw = rawFrontmatter('pieces', pieceId);
  const m = /^moves:[^\n]*\n(?:[ \t]+[^\n]*\n?|-[^\n]*\n?)*/m.exec(raw);
  if (!m) throw new Error(`content/pieces/${pieceId}.mdx has no moves: block`);
  return m[0].trimEnd();
}

export interface AtomExample {
  id: AtomExampleId;
  piece: PieceData;
  game: GameId;
  yaml: string;
  betza: string | null;
  cell: ReachCell;
}

export function atomExamples(c: Catalog = catalog()): AtomExample[] {
  return ATOM_EXAMPLES.map((e) => ({
    ...e,
    piece: c.piece(e.piece),
    yaml: movesBlock(e.piece),
    betza: betza(c.piece(e.piece).moves),
    cell: rulesBook().cell(e.game, e.piece, null),
  }));
}

function parse(text: string, c: Catalog): Position {
  const parsed = parsePosition(text, { pieces: c.content.pieces, games: c.content.games });
  if (!parsed.ok) throw new Error(`engine doc example position "${text}": ${parsed.error}`);
  return parsed.value;
}

export interface MoveExample {
  id: MoveExampleId;
  position: string;
  move: string;
}

/**
 * Example positions, and one move of each kind the path form can write, found among the engine's legal moves; each
 * language's page says what each move is, by id.
 */
const MOVE_EXAMPLES = [
  {
    position: '5/5/2,pawn,2/2,LION,2/5 b dai',
    kinds: [
      // The Lion stands on 3d, square 17 of the 5×5 board (rank d = 3, file 3 = column 2); 22 is the square behind it, 3e.
      { id: 'step', pick: (m: Move) => m.from === 17 && m.to === 22 && m.captures.length === 0 },
      { id: 'capture', pick: (m: Move) => m.captures.length === 1 && m.to === m.captures[0] && m.via.length === 0 },
      { id: 'igui', pick: (m: Move) => m.from === m.to && m.captures.length === 1 },
      { id: 'double', pick: (m: Move) => m.captures.length === 1 && m.via.length === 1 && m.to !== m.from },
      { id: 'pass', pick: (m: Move) => m.from === m.to && m.captures.length === 0 },
    ],
  },
  {
    position: '5/5/2,HOOK-MOVER,2/5/5 b maka-dai-dai',
    kinds: [{ id: 'hook', pick: (m: Move) => m.via.length === 1 && m.captures.length === 0 }],
  },
  {
    position: '5/5/2,gold-general,2/2,PAWN,2/5 b maka-dai-dai',
    kinds: [
      { id: 'promote', pick: (m: Move) => m.promote === true },
      { id: 'decline', pick: (m: Move) => m.promote === false },
    ],
  },
] as const satisfies readonly { position: string; kinds: readonly { id: string; pick: (m: Move) => boolean }[] }[];
export type MoveExampleId = (typeof MOVE_EXAMPLES)[number]['kinds'][number]['id'];

export function moveExamples(c: Catalog = catalog()): { position: string; roundTrip: string; moves: MoveExample[] }[] {
  return MOVE_EXAMPLES.map(({ position, kinds }) => {
    const pos = parse(position, c);
    const legal = legalMoves(pos);
    return {
      position,
      roundTrip: makePosition(pos),
      moves: kinds.map(({ id, pick }) => {
        const move = legal.find(pick);
        if (!move) throw new Error(`engine doc: no move of the kind "${id}" in "${position}"`);
        return { id, position, move: makeMove(move, pos.size) };
      }),
    };
  });
}

/** Pieces whose Betza strings show the derivation rules, with the string the engine derives (null: not expressible). */
export const BETZA_PIECES = ['gold-general', 'silver-general', 'knight', 'kylin', 'wrestler', 'rook', 'lance', 'dragon-horse', 'lion', 'horned-falcon', 'lion-dog', 'hook-mover'];

export function betzaExamples(c: Catalog = catalog()): { piece: PieceData; betza: string | null }[] {
  return BETZA_PIECES.filter((id) => c.content.pieces.has(id)).map((id) => ({ piece: c.piece(id), betza: betza(c.piece(id).moves) }));
}

/** Each engine source file with the one-line comment at its top, to describe the engine from the code itself. */
export function engineFiles(): { file: string; summary: string }[] {
  const dir = join(ROOT, 'src', 'engine');
  const summary = (file: string) => (/^\/\/\s*(.*)$/m.exec(readFileSync(join(dir, file), 'utf8'))?.[1] ?? '').trim();
  const list = (sub: string): string[] =>
    readdirSync(join(dir, sub), { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? list(join(sub, e.name)) : e.name.endsWith('.ts') ? [join(sub, e.name)] : []))
      .sort();
  return list('').map((file) => ({ file, summary: summary(file) }));
}

/** The computer opponent's piece values (from src/engine/search/values.ts) for a few pieces, per game. */
export function valueExamples(): { piece: PieceData; values: Partial<Record<GameId, number>> }[] {
  const c = catalog();
  const ids = ['pawn', 'gold-general', 'knight', 'rook', 'free-king', 'hook-mover', 'lion', 'lion-dog', 'emperor'];
  const games = [...c.content.games.values()];
  const tables = games.map((g) => ({ id: g.id, values: pieceValues(makeRules({ pieces: c.content.pieces, game: g })), members: new Set(c.pieces.filter((p) => c.gamesOf(p.id).includes(g.id)).map((p) => p.id)) }));
  return ids.flatMap((id) => {
    const piece = c.content.pieces.get(id);
    if (!piece) return [];
    const values: Partial<Record<GameId, number>> = {};
    for (const t of tables) if (t.members.has(id)) values[t.id] = t.values.get(id);
    return [{ piece, values }];
  });
}

/** How many Gold Generals a Rook is worth in Dai by the opponent's values (the engine page's text quotes it). */
export function rookInGolds(): number {
  const dai = new Map(valueExamples().map((e) => [e.piece.id, e.values.dai ?? 0]));
  return (dai.get('rook') ?? 0) / (dai.get('gold-general') ?? 1);
}

/** The game-record example of the engine page: the central pawns of a Dai game meet, written as the boards export it. */
export const RECORD_EXAMPLE = `Game: dai
Source: main text
Date: 2026-12-01

1. 8k-8j
2. 8e-8f
3. 8j-8i
4. 8f-8g
5. 8i-8h
6. 8gx8h
`;

/** The record example, read and replayed by the engine: the final position's text, or the build fails. */
export function recordExample(c: Catalog = catalog()): { text: string; moves: number; final: string } {
  const parsed = parseRecord(RECORD_EXAMPLE, { pieces: c.content.pieces, games: c.content.games });
  if (!parsed.ok) throw new Error(`engine doc: the record example cannot be read: ${parsed.error}`);
  if (parsed.value.damage) throw new Error(`engine doc: the record example is damaged: ${parsed.value.damage.reason}`);
  return { text: RECORD_EXAMPLE, moves: parsed.value.moves.length, final: makePosition(parsed.value.positions.at(-1)!) };
}

/** The code example of the #core section: how a search drives the fast core. */
export const CORE_EXAMPLE = `import { Core, type MoveBuffer } from './src/engine/core';

const core = Core.from(position);
const buf: MoveBuffer = new Float64Array(1 << 16);
const end = core.generate(buf, 0);
for (let i = 0; i < end; i++) {
  core.make(buf[i]);
  search(core, buf, end);
  core.unmake();
}`;

/** The piece whose frontmatter the "adding a piece" and "adding a source variant" sections show. */
export const DEFINITION_PIECE = 'wrestler';

/** That piece's whole frontmatter, and its `variants:` block alone. */
export function definitionExample(): { frontmatter: string; variants: string } {
  const frontmatter = rawFrontmatter('pieces', DEFINITION_PIECE);
  const variants = frontmatter.slice(frontmatter.indexOf('variants:'), frontmatter.search(/^notes:/m)).trimEnd();
  return { frontmatter, variants };
}
