// The engine's command line (DESIGN §5): reach, moves, perft, setup, bestmove; JSON on stdout, one-line errors and exit 2.
import { siteContent, ContentValidationError, type Content } from '../lib/content';
import {
  clip,
  legalMoves,
  makeMove,
  makePosition,
  makeRules,
  parsePosition,
  perft,
  perftDivide,
  reach,
  squareName,
  startPosition,
  type Move,
  type Position,
  type Rules,
} from '../engine';
import { DEFAULT_MS, MAX_DEPTH, search } from '../engine/search';
import { SOURCE_IDS, type GameData, type SourceId } from '../schema';
import { findPieces } from './piece-names';

const USAGE = `usage: engine reach <game> <piece> [--source <id>] | moves <position> | perft <game> <depth> [--source <id>] [--divide] [--force] | setup <game> | bestmove <position> [--ms <n>] [--depth <d ≤ ${MAX_DEPTH}>] (default 2000 ms; with --depth alone at most ${DEFAULT_MS} ms)`;

class UsageError extends Error {}

function content(): Content {
  try {
    return siteContent();
  } catch (e) {
    if (e instanceof ContentValidationError) {
      const first = e.errors[0]!;
      throw new UsageError(`invalid content (${e.errors.length} problems), first: ${first.file}: ${first.field}: ${first.message}`);
    }
    throw e;
  }
}

function game(c: Content, id: string | undefined): GameData {
  const known = `known games: ${[...c.games.keys()].join(', ')}`;
  if (id === undefined) throw new UsageError(`missing <game>; ${known}; ${USAGE}`);
  const g = c.games.get(id);
  if (!g) throw new UsageError(`unknown game "${clip(id)}"; ${known}`);
  return g;
}

/** Fails on arguments a command does not take, rather than ignoring them. */
function noMore(args: string[], count: number): void {
  if (args.length > count) throw new UsageError(`unexpected argument "${clip(args[count]!)}"; ${USAGE}`);
}

/** Takes `--source <id>` out of `args`. */
function source(args: string[]): SourceId | null {
  const i = args.indexOf('--source');
  if (i < 0) return null;
  const id = args[i + 1];
  args.splice(i, 2);
  if (!id) throw new UsageError(`--source needs a value; known sources: ${SOURCE_IDS.join(', ')}`);
  if (!(SOURCE_IDS as readonly string[]).includes(id)) {
    throw new UsageError(`unknown source "${clip(id)}"; known sources: ${SOURCE_IDS.join(', ')}`);
  }
  return id as SourceId;
}

/** Takes the switch `--<name>` out of `args`; whether it was there. */
function flag(args: string[], name: string): boolean {
  const i = args.indexOf(`--${name}`);
  if (i >= 0) args.splice(i, 1);
  return i >= 0;
}

/** perft refuses, without --force, a run estimated to take longer than this many seconds on the machine it runs on. */
const PERFT_SECONDS = 60;

/**
 * How long perft(depth) would take here: the shallowest depth that takes a measurable time (≥ 50 ms) is timed, then
 * grown by the root's branching factor for each further ply. A tree small enough to finish in well under a second is
 * not timed at all (0). A node-count limit alone let `perft dai 5` (1.8·10⁹ leaves) run for nine minutes.
 */
function perftSeconds(pos: Position, depth: number, branching: number): number {
  if (branching ** depth < 1e6) return 0;
  for (let d = 1; d < depth; d++) {
    const t = performance.now();
    perft(pos, d);
    const seconds = (performance.now() - t) / 1000;
    if (seconds >= 0.05 || d === depth - 1) return seconds * branching ** (depth - d);
  }
  return 0;
}

/** A duration as a reader says it: seconds, minutes, hours or days. */
function duration(seconds: number): string {
  if (seconds < 120) return `${Math.round(seconds)} s`;
  if (seconds < 7200) return `${Math.round(seconds / 60)} minutes`;
  if (seconds < 172800) return `${Math.round(seconds / 3600)} hours`;
  return `${(seconds / 86400).toPrecision(2)} days`;
}

/** bestmove's time limit when given neither --ms nor --depth, in ms. */
const BESTMOVE_MS = 2000;

/** Takes `--<name> <whole number ≥ min>` out of `args`, or undefined when absent. */
function count(args: string[], name: string, min: number): number | undefined {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return undefined;
  const text = args[i + 1];
  args.splice(i, 2);
  const n = Number(text);
  if (text === undefined || !/^[0-9]+$/.test(text) || n < min) throw new UsageError(`--${name} needs a whole number ≥ ${min}, got ${text === undefined ? 'nothing' : `"${clip(text)}"`}`);
  return n;
}

function gamePieces(g: GameData): Set<string> {
  const ids = new Set<string>();
  for (const rank of g.setup) for (const t of rank.trim().split(/\s+/)) if (t !== '.') ids.add(t);
  for (const [from, to] of Object.entries(g.promotions)) ids.add(from).add(to);
  return ids;
}

function run(argv: string[]): unknown {
  const args = argv.slice();
  const command = args.shift();
  const c = content();
  const rulesFor = (g: GameData, s: SourceId | null): Rules => makeRules({ pieces: c.pieces, game: g }, { source: s });
  switch (command) {
    case 'reach': {
      const s = source(args);
      const g = game(c, args[0]);
      const name = args.slice(1).join(' ');
      if (!name) throw new UsageError(`missing <piece>: an id or any of its names; ${USAGE}`);
      const found = findPieces(c.pieces.values(), name, gamePieces(g));
      if (found.length === 0) throw new UsageError(`unknown piece "${clip(name)}"`);
      if (found.length > 1) throw new UsageError(`"${clip(name)}" names several pieces: ${found.map((p) => p.id).join(', ')}; use an id`);
      const piece = found[0]!.id;
      return { game: g.id, piece, source: s, destinations: reach(rulesFor(g, s), piece).destinations };
    }
    case 'moves': {
      const text = args.join(' ');
      if (text.trim() === '') throw new UsageError(`missing <position>: "<ranks> <b|w> <game>[/<source>]"; ${USAGE}`);
      const parsed = parsePosition(text, c);
      if (!parsed.ok) throw new UsageError(`bad position: ${parsed.error}`);
      const pos = parsed.value;
      const name = (sq: number) => squareName(sq, pos.size);
      const moves = legalMoves(pos).map((m) => ({
        move: makeMove(m, pos.size),
        from: name(m.from),
        to: name(m.to),
        via: m.via.map(name),
        captures: m.captures.map(name),
        promote: m.promote,
        ...(m.convert ? { convert: m.convert } : {}),
      }));
      return { position: makePosition(pos), count: moves.length, moves };
    }
    case 'perft': {
      const s = source(args);
      const divide = flag(args, 'divide');
      const force = flag(args, 'force');
      const g = game(c, args[0]);
      noMore(args, 2);
      const depth = Number(args[1]);
      if (args[1] === undefined) throw new UsageError(`missing <depth>; ${USAGE}`);
      if (!/^[0-9]+$/.test(args[1]) || depth < 0) throw new UsageError(`the depth must be a whole number ≥ 0, got "${clip(args[1])}"`);
      const pos = startPosition(rulesFor(g, s));
      const branching = legalMoves(pos).length;
      const seconds = force ? 0 : perftSeconds(pos, depth, branching);
      if (seconds > PERFT_SECONDS) {
        const leaves = (branching ** depth).toExponential(1);
        throw new UsageError(`perft ${g.id} ${depth} would take about ${duration(seconds)} on this machine (about ${leaves} positions); it runs without --force only when the estimate is under ${PERFT_SECONDS} s: add --force to run it anyway`);
      }
      const t = performance.now();
      const split = divide && depth > 0 ? perftDivide(pos, depth).map((d) => ({ move: makeMove(d.move, pos.size), nodes: d.nodes })) : null;
      const nodes = split ? split.reduce((sum, d) => sum + d.nodes, 0) : perft(pos, depth);
      const took = (performance.now() - t) / 1000;
      // The timing goes to stderr, so stdout stays the same for the same question.
      process.stderr.write(`perft ${g.id} ${depth}: ${nodes} nodes in ${took.toFixed(3)} s, ${Math.round(nodes / Math.max(took, 1e-6))} nodes/s\n`);
      return { game: g.id, source: s, depth, nodes, ...(split ? { divide: split } : {}) };
    }
    case 'setup': {
      const g = game(c, args[0]);
      noMore(args, 1);
      const pos = startPosition(rulesFor(g, null));
      const pieces = pos.board.flatMap((p, sq) => (p ? [{ square: squareName(sq, pos.size), piece: p.id, side: p.side, promoted: p.promoted }] : []));
      return { game: g.id, position: makePosition(pos), pieces };
    }
    case 'bestmove': {
      const ms = count(args, 'ms', 1);
      const depth = count(args, 'depth', 1);
      if (depth !== undefined && depth > MAX_DEPTH) throw new UsageError(`--depth can be at most ${MAX_DEPTH} (the search's deepest iteration), got ${depth}`);
      const text = args.join(' ');
      if (!text) throw new UsageError(`missing <position>; ${USAGE}`);
      const parsed = parsePosition(text, c);
      if (!parsed.ok) throw new UsageError(`bad position: ${parsed.error}`);
      const pos = parsed.value;
      // Every search ends: with neither limit 2 s, the site's "normal" strength; with --depth alone the search's own
      // DEFAULT_MS (10 s), the depth reached then is reported.
      const r = search(pos, { ms: ms ?? (depth === undefined ? BESTMOVE_MS : DEFAULT_MS), depth });
      const moveText = (m: Move) => makeMove(m, pos.size);
      return { move: r.move && moveText(r.move), score: r.score, depth: r.depth, nodes: r.nodes, pv: r.pv.map(moveText) };
    }
    default:
      throw new UsageError(USAGE);
  }
}

try {
  process.stdout.write(`${JSON.stringify(run(process.argv.slice(2)))}\n`);
} catch (e) {
  process.stderr.write(`${e instanceof UsageError ? e.message : `internal error: ${(e as Error).message}`}\n`.replace(/\n(?!$)/g, ' '));
  process.exit(2);
}
