// The examples of the engine documentation page, produced at build time by the real engine and the real CLI,
// so the page cannot drift from what the code does (test/e2e/engine-doc.test.ts runs the CLI again and compares).
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { betza, legalMoves, makeMove, makePosition, makeRules, parsePosition, parseRecord, type Move, type Position } from '../engine';
import { pieceValues } from '../engine/search';
import { catalog, type Catalog } from './catalog';
import { rulesBook, type ReachCell } from './compare';
import { rawFrontmatter } from './content';
import type { GameId, PieceData } from '../schema';

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
export function runCli(args: string[]): CliRun {
  const key = JSON.stringify(args);
  let run = runs.get(key);
  if (!run) {
    run = execCli(args);
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

/** The CLI examples shown on the page; the positions are the ones the move-format examples use. */
export const CLI_EXAMPLES: { args: string[]; caption: string }[] = [
  { args: ['reach', 'dai', 'lion'], caption: 'The Lion alone at the centre of an empty Dai board: the 24 squares within two steps, and [0, 0] because it may pass.' },
  { args: ['reach', 'maka-dai-dai', '力士', '--source', 'rokushu'], caption: 'A piece named in kanji, under the reading of 《象棋六種之図式》 (footnote 1 of the Maka Dai Dai article).' },
  { args: ['moves', '5/5/2,pawn,2/2,LION,2/5 b dai'], caption: "Every legal move of a lone Lion facing a pawn on a 5×5 board under Dai Shogi's rules, with the double capture, the igui and the pass." },
  { args: ['perft', 'dai', '2'], caption: 'Counting the move tree from the Dai starting position, two plies deep.' },
  { args: ['setup', 'dai'], caption: 'The Dai starting position: its text form and every piece with its square.' },
  { args: ['bestmove', '9/5,rook,3/5,gold-general,3/5,LION,3/9/9/9/9/king,7,KING b dai', '--depth', '3'], caption: "The computer opponent's choice, searched three plies deep (plus captures): the Lion takes the Gold and then the Rook behind it in one move, as either piece alone would be taken back. The score is for the side to move, a Pawn being 100." },
  { args: ['reach', 'dai', 'no-such-piece'], caption: 'A name the engine does not know: one line on stderr and exit status 2.' },
];

/** One example of each movement-atom kind, taken from a real piece. */
export const ATOM_EXAMPLES: { kind: string; piece: string; game: GameId; text: string }[] = [
  { kind: 'step', piece: 'gold-general', game: 'dai', text: 'One square in each listed direction (range 1 is the default), blocked by any piece and capturing an enemy piece on that square.' },
  { kind: 'step with a range', piece: 'wrestler', game: 'maka-dai-dai', text: 'Up to `range` squares along each listed line; it stops at the first piece, capturing it if it is an enemy.' },
  { kind: 'slide', piece: 'rook', game: 'dai', text: '`range: any` slides to the edge of the board, stopping at the first piece.' },
  { kind: 'jump', piece: 'knight', game: 'dai', text: 'Leaps to exact offsets [dx, dy] (dx > 0 to the right, dy > 0 forward, as the owner sees the board), over anything in between.' },
  { kind: 'lion', piece: 'lion', game: 'dai', text: 'The Lion power: two king steps in one move with any change of direction, over pieces, capturing on either square; capturing an adjacent piece without moving (igui); stepping out and back (a pass).' },
  { kind: 'lion on one line', piece: 'horned-falcon', game: 'dai', text: 'The same power confined to the listed lines, two squares deep: here only straight forward, added to the slides.' },
  { kind: 'lionDog', piece: 'lion-dog', game: 'maka-dai-dai', text: 'Up to three steps along one line, jumping or capturing what it meets on the way, and allowed to turn back along that line.' },
  { kind: 'hook', piece: 'hook-mover', game: 'maka-dai-dai', text: 'A slide that may turn 90° once, on an empty square, onto another listed line; a capture ends the move.' },
  { kind: 'emperor', piece: 'emperor', game: 'tai', text: "Flies to any square of the board; the game's Emperor rules decide which squares and captures are allowed." },
];

/** The `moves:` block of a piece's frontmatter exactly as written, comments included. */
export function movesBlock(pieceId: string): string {
  const raw = rawFrontmatter('pieces', pieceId);
  const m = /^moves:[^\n]*\n(?:[ \t]+[^\n]*\n?|-[^\n]*\n?)*/m.exec(raw);
  if (!m) throw new Error(`content/pieces/${pieceId}.mdx has no moves: block`);
  return m[0].trimEnd();
}

export interface AtomExample {
  kind: string;
  piece: PieceData;
  game: GameId;
  text: string;
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
  position: string;
  move: string;
  text: string;
}

/** Example positions, and one move of each kind the path form can write, found among the engine's legal moves. */
const MOVE_EXAMPLES: { position: string; kinds: { text: string; pick: (m: Move) => boolean }[] }[] = [
  {
    position: '5/5/2,pawn,2/2,LION,2/5 b dai',
    kinds: [
      // The Lion stands on 3d, square 17 of the 5×5 board (rank d = 3, file 3 = column 2); 22 is the square behind it, 3e.
      { text: 'a plain step back, from 3d to 3e', pick: (m) => m.from === 17 && m.to === 22 && m.captures.length === 0 },
      { text: 'a capture that stops on the captured square', pick: (m) => m.captures.length === 1 && m.to === m.captures[0] && m.via.length === 0 },
      { text: 'igui: capture the adjacent pawn and stay', pick: (m) => m.from === m.to && m.captures.length === 1 },
      { text: 'capture the pawn, then step on to a second square', pick: (m) => m.captures.length === 1 && m.via.length === 1 && m.to !== m.from },
      { text: 'a pass: out to an empty square and back', pick: (m) => m.from === m.to && m.captures.length === 0 },
    ],
  },
  {
    position: '5/5/2,HOOK-MOVER,2/5/5 b maka-dai-dai',
    kinds: [{ text: 'a hook move turning the corner on the square written in the middle', pick: (m) => m.via.length === 1 && m.captures.length === 0 }],
  },
  {
    position: '5/5/2,gold-general,2/2,PAWN,2/5 b maka-dai-dai',
    kinds: [
      { text: 'a capture that promotes (Maka: optional when the captured piece is unpromoted)', pick: (m) => m.promote === true },
      { text: 'the same capture declining the promotion', pick: (m) => m.promote === false },
    ],
  },
];

export function moveExamples(c: Catalog = catalog()): { position: string; roundTrip: string; moves: MoveExample[] }[] {
  return MOVE_EXAMPLES.map(({ position, kinds }) => {
    const pos = parse(position, c);
    const legal = legalMoves(pos);
    return {
      position,
      roundTrip: makePosition(pos),
      moves: kinds.map(({ text, pick }) => {
        const move = legal.find(pick);
        if (!move) throw new Error(`engine doc: no move in "${position}" is ${text}`);
        return { position, move: makeMove(move, pos.size), text };
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
