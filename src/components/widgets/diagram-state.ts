// The movement diagram's state and its one reducer (reading, blockers, animation cursor, focus, URL); no DOM, no timers.
// What the piece can do always comes from the engine: `derive` runs reach() for the chosen game, source and blockers.
import { emperorBar, makeRules, reach, type Move, type Position } from '../../engine';
import type { DiagramProps, DiagramReading } from '../../lib/diagram/props';
import type { GameId, MoveAtom, SourceId } from '../../schema';
import {
  classify, diagramRadius, dirOf, dist, key, marksOf, movesTo, offsetOf, sampleObstacle, squareOf,
  type DiagramMark, type MarkKind, type Offset,
} from '../../lib/diagram/marks';
import { describe, nameOf, type PathStory } from './diagram-words';
import { emperorBarWords } from './emperor-words';

export interface Blocker {
  at: Offset;
  side: 'friend' | 'enemy';
}

/** One animation clip: a move (or a whole slide line) with its sentence. */
export interface Clip extends PathStory {
  text: string;
}

/** What the engine says for the current reading and blockers. */
export interface View {
  size: number;
  /** The piece's movement atoms in force, as the engine compiled them for this reading. */
  atoms: readonly MoveAtom[];
  marks: DiagramMark[];
  moves: Move[];
  /** Squares this source's reading reaches and the main text does not, and the reverse (both empty for the main text). */
  gained: Offset[];
  lost: Offset[];
  clips: Clip[];
  /** Squares reached other than the piece's own. */
  count: number;
  /** The position the engine judged: the piece on the centre square, the blockers, Black to move. */
  position: Position;
}

export interface DiagramState {
  props: DiagramProps;
  game: GameId;
  source: SourceId | null;
  blockers: Blocker[];
  view: View;
  playing: boolean;
  /** Index into SPEEDS. */
  speed: number;
  /** The clip on show, -1 before the first. */
  clip: number;
  /** Index into the clip's frames (see framesOf). */
  phase: number;
  /** prefers-reduced-motion: no animation, the move list instead. */
  reduced: boolean;
  /** Script is running (false in the server-rendered HTML): the controls that need it are shown. */
  live: boolean;
  /** The square whose path is explained (hover or keyboard focus). */
  focus: Offset | null;
  /** The square holding the roving keyboard focus. */
  cursor: Offset;
  /** A problem with the URL's parameters, in words. */
  notice: string | null;
  /** The latest live-region announcement. */
  said: string;
}

export type Action =
  | { type: 'choose'; game: GameId; source: SourceId | null }
  | { type: 'place'; at: Offset }
  | { type: 'clear' }
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'tick' }
  | { type: 'step' }
  | { type: 'speed'; speed: number }
  /** The island has hydrated: show the live controls and start playing unless motion is reduced. */
  /** The island is live; `autoplay: false` when the reader woke it with a click, which is then replayed on its own. */
  | { type: 'start'; reduced: boolean; autoplay?: boolean }
  | { type: 'reduced'; on: boolean }
  /** Explain a square (hover, keyboard focus); `keyboard` also moves the roving focus there. */
  | { type: 'focus'; at: Offset | null; keyboard?: boolean }
  | { type: 'cursor'; dx: number; dy: number }
  | { type: 'url'; search: string };

/** Milliseconds per frame. */
export const SPEEDS = [
  { label: 'Slow', ms: 1100 },
  { label: 'Normal', ms: 650 },
  { label: 'Fast', ms: 330 },
] as const;

/** Animation order: the simple moves first, then the Lion-type, hook and Emperor moves, the pass and igui last. */
const ORDER: MarkKind[] = ['step', 'range', 'slide', 'jump', 'area', 'hook', 'turn', 'emperor', 'pass'];

const gameOf = (props: DiagramProps, id: GameId) => props.games.find((g) => g.id === id)!;

/** The reading offered for a game and source (null for a source that does not describe the piece there). */
export function readingOf(props: DiagramProps, game: GameId, source: SourceId | null): DiagramReading | null {
  return props.readings.find((r) => r.game === game && r.source === source) ?? null;
}

/** Half the board side, shared by every reading so that gained and lost squares line up. */
function radiusOf(props: DiagramProps): number {
  const p = props.piece;
  return diagramRadius([p.moves, ...Object.values(p.gameMoves), ...p.variants.flatMap((v) => (v.moves ? [v.moves] : []))]);
}

function run(props: DiagramProps, game: GameId, source: SourceId | null, blockers: readonly Blocker[], size: number) {
  const rules = makeRules({ pieces: [props.blocker, props.piece], game: gameOf(props, game) }, { source });
  const placed = blockers.map((b) => ({
    sq: squareOf(b.at, size),
    piece: { id: props.blocker.id, side: b.side === 'friend' ? ('black' as const) : ('white' as const), promoted: false },
  }));
  const r = reach(rules, props.piece.id, { size, blockers: placed });
  const atoms = rules.pieces.get(props.piece.id)!.atoms;
  return { atoms, moves: r.moves, marks: marksOf(atoms, r), position: r.position };
}

const angle = ([dx, dy]: Offset) => (Math.atan2(dx, dy) + 2 * Math.PI) % (2 * Math.PI);

/** Picks the moves worth animating: every step, jump and Lion-type move; one sweep per slide line; one hook turn per pair of
 *  lines; the Emperor's flights to the board's far corners and edges and its captures; one pass and every igui. */
export function clipsOf(atoms: readonly MoveAtom[], moves: readonly Move[], size: number): Clip[] {
  const r = (size - 1) / 2;
  const out: PathStory[] = [];
  const lines = new Map<string, PathStory & { path: Offset[]; captures: Offset[] }>();
  const turns = new Map<string, [number, PathStory]>();
  let passed = false;
  for (const m of moves) {
    const to = offsetOf(m.to, size);
    const via = m.via.map((sq) => offsetOf(sq, size));
    const captures = m.captures.map((sq) => offsetOf(sq, size));
    const { kind } = classify(atoms, to, via);
    const story: PathStory = { kind, path: [[0, 0], ...via, to], captures };
    if ((kind === 'slide' || kind === 'range' || kind === 'hook') && !via.length) {
      const k = `${kind}/${dirOf(to)}`;
      const line = lines.get(k) ?? { kind, path: [[0, 0]], captures: [] };
      line.path.push(to);
      line.captures.push(...captures);
      lines.set(k, line);
    } else if (kind === 'turn') {
      const leg: Offset = [to[0] - via[0]![0], to[1] - via[0]![1]];
      const k = `${dirOf(via[0]!)}/${dirOf(leg)}`;
      // Prefer turning two squares out and running far after the turn: the corner reads clearly.
      const score = dist(leg) - 100 * Math.abs(dist(via[0]!) - 2);
      if (!turns.has(k) || turns.get(k)![0] < score) turns.set(k, [score, story]);
    } else if (kind === 'emperor') {
      if (captures.length || (dist(to) === r && dirOf(to))) out.push(story);
    } else if (kind === 'pass') {
      if (captures.length || !passed) out.push(story);
      passed ||= !captures.length;
    } else {
      out.push(story);
    }
  }
  for (const line of lines.values()) line.path.sort((a, b) => dist(a) - dist(b));
  const all = [...out, ...lines.values(), ...[...turns.values()].map(([, s]) => s)];
  const end = (s: PathStory) => s.path[s.path.length - 1]!;
  const at = (s: PathStory) => (dist(end(s)) ? end(s) : s.path[1]!);
  all.sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind) || a.path.length - b.path.length || angle(at(a)) - angle(at(b)) || dist(end(a)) - dist(end(b)));
  return all.map((s) => ({ ...s, text: describe(s, size) }));
}

/** The engine's answer for a reading and a set of blockers. */
export function derive(props: DiagramProps, game: GameId, source: SourceId | null, blockers: readonly Blocker[]): View {
  const size = 2 * radiusOf(props) + 1;
  const now = run(props, game, source, blockers, size);
  const main = source ? run(props, game, null, blockers, size).marks : now.marks;
  const has = (list: DiagramMark[]) => new Set(list.map((m) => key(m.at)));
  const inNow = has(now.marks);
  const inMain = has(main);
  return {
    size,
    atoms: now.atoms,
    marks: now.marks,
    moves: now.moves,
    gained: now.marks.filter((m) => !inMain.has(key(m.at))).map((m) => m.at),
    lost: main.filter((m) => !inNow.has(key(m.at))).map((m) => m.at),
    clips: clipsOf(now.atoms, now.moves, size),
    count: now.marks.filter((m) => dist(m.at) > 0).length,
    position: now.position,
  };
}

/** Where the piece stands in each frame of a clip: out along its path and back home. */
export function framesOf(clip: PathStory): Offset[] {
  const last = clip.path[clip.path.length - 1]!;
  return dist(last) ? [...clip.path, [0, 0]] : [...clip.path];
}

export function initState(props: DiagramProps): DiagramState {
  const game = props.games[0]!.id;
  const radius = radiusOf(props);
  const sample = sampleObstacle(props.piece.gameMoves[game] ?? props.piece.moves);
  const blockers: Blocker[] = sample && dist(sample) <= radius ? [{ at: sample, side: 'enemy' }] : [];
  return {
    props, game, source: null, blockers, view: derive(props, game, null, blockers),
    playing: false, speed: 1, clip: -1, phase: 0, reduced: false, live: false, focus: null, cursor: [0, 0], notice: null, said: '',
  };
}

const counted = (s: DiagramState, v: View) => `The ${s.props.piece.names.en} now reaches ${v.count} squares.`;

/** The game and source a URL asks for, falling back to the main text of the first game with a message when it cannot. */
export function readUrl(props: DiagramProps, search: string): { game: GameId; source: SourceId | null; notice: string | null } {
  const q = new URLSearchParams(search);
  const wantGame = q.get('game');
  const wantSource = q.get('source');
  const en = props.piece.names.en;
  const notices: string[] = [];
  let game = props.games[0]!.id;
  if (wantGame) {
    const found = props.games.find((g) => g.id === wantGame);
    if (found) game = found.id;
    else notices.push(`The address asks for the game “${wantGame}”, but the ${en} is only in ${props.games.map((g) => `${g.names.en} (${g.id})`).join(', ')}.`);
  }
  let source: SourceId | null = null;
  if (wantSource) {
    const inGame = (g: GameId) => !!readingOf(props, g, wantSource as SourceId);
    const other = !wantGame && props.games.find((g) => inGame(g.id));
    if (inGame(game)) source = wantSource as SourceId;
    else if (other) [game, source] = [other.id, wantSource as SourceId];
    else {
      const known = props.readings.filter((x) => x.source).map((x) => `${x.source} (${gameOf(props, x.game).names.en})`);
      notices.push(`The address asks for the source “${wantSource}”, which does not describe the ${en} differently in ${gameOf(props, game).names.en}. ${known.length ? `Sources that do: ${known.join(', ')}.` : 'No source describes it differently.'}`);
    }
  }
  if (notices.length) notices.push(`Showing the main text of ${gameOf(props, game).names.en}.`);
  return { game, source, notice: notices.length ? notices.join(' ') : null };
}

/** The query string that reproduces a reading: empty for the main text of the first game. */
export function queryOf(s: Pick<DiagramState, 'props' | 'game' | 'source'>): string {
  const q = new URLSearchParams();
  if (s.source) q.set('source', s.source);
  if (s.source || s.game !== s.props.games[0]!.id) q.set('game', s.game);
  const text = q.toString();
  return text ? `?${text}` : '';
}

export function reduce(s: DiagramState, a: Action): DiagramState {
  const r = (s.view.size - 1) / 2;
  switch (a.type) {
    case 'choose': {
      const reading = readingOf(s.props, a.game, a.source);
      if (!reading) return s;
      const view = derive(s.props, a.game, a.source, s.blockers);
      const diff = !a.source
        ? ''
        : reading.agrees
          ? ' This source agrees with the main text.'
          : ` ${view.gained.length} gained, ${view.lost.length} lost compared with the main text.`;
      const said = `Showing the ${reading.source ? `reading of ${reading.label}` : 'main text'} in ${gameOf(s.props, a.game).names.en}: ${view.count} squares.${diff}`;
      return { ...s, game: a.game, source: a.source, view, clip: -1, phase: 0, notice: null, said };
    }
    case 'url': {
      const { game, source, notice } = readUrl(s.props, a.search);
      if (game === s.game && source === s.source && !notice) return s;
      return { ...s, game, source, notice, view: derive(s.props, game, source, s.blockers), clip: -1, phase: 0 };
    }
    case 'place': {
      if (!dist(a.at) || dist(a.at) > r) return s;
      const old = s.blockers.find((b) => key(b.at) === key(a.at));
      const rest = s.blockers.filter((b) => b !== old);
      const side: Blocker['side'] | null = !old ? 'enemy' : old.side === 'enemy' ? 'friend' : null;
      const blockers = side ? [...rest, { at: a.at, side }] : rest;
      const view = derive(s.props, s.game, s.source, blockers);
      const what = side ? `${side === 'enemy' ? 'An enemy' : 'A friendly'} Pawn now stands on ${nameOf(a.at, view.size)}.` : `${nameOf(a.at, view.size)} is empty again.`;
      return { ...s, blockers, view, clip: -1, phase: 0, said: `${what} ${counted(s, view)}` };
    }
    case 'clear': {
      if (!s.blockers.length) return s;
      const view = derive(s.props, s.game, s.source, []);
      return { ...s, blockers: [], view, clip: -1, phase: 0, said: `Every Pawn removed. ${counted(s, view)}` };
    }
    case 'play':
      return s.reduced || !s.view.clips.length ? s : { ...s, playing: true };
    case 'pause':
      return { ...s, playing: false };
    case 'tick': {
      const n = s.view.clips.length;
      if (!n) return s;
      const clip = s.view.clips[s.clip];
      if (clip && s.phase < framesOf(clip).length - 1) return { ...s, phase: s.phase + 1 };
      return { ...s, clip: (s.clip + 1) % n, phase: 0 };
    }
    case 'step': {
      const n = s.view.clips.length;
      if (!n) return s;
      const i = (s.clip + 1) % n;
      const clip = s.view.clips[i]!;
      return { ...s, playing: false, clip: i, phase: clip.path.length - 1, said: `Move ${i + 1} of ${n}: ${clip.text}` };
    }
    case 'speed':
      return SPEEDS[a.speed] ? { ...s, speed: a.speed } : s;
    case 'start':
      return { ...s, live: true, reduced: a.reduced, playing: a.autoplay !== false && !a.reduced && s.view.clips.length > 0 };
    case 'reduced':
      return { ...s, reduced: a.on, playing: a.on ? false : s.playing, clip: a.on ? -1 : s.clip, phase: a.on ? 0 : s.phase };
    case 'focus':
      return { ...s, focus: a.at, cursor: a.keyboard && a.at ? a.at : s.cursor };
    case 'cursor': {
      const clamp = (v: number) => Math.max(-r, Math.min(r, v));
      const at: Offset = [clamp(s.cursor[0] + a.dx), clamp(s.cursor[1] + a.dy)];
      return { ...s, cursor: at, focus: at };
    }
  }
}

/**
 * A sentence on how the piece reaches `at` (the simplest of the engine's moves that end there), and that move's path;
 * for a square it cannot reach, why, when the engine gives a reason (the Emperor's rules, with blockers placed).
 */
export function explain(s: DiagramState, at: Offset): { text: string; path: Offset[] } {
  const { size, moves } = s.view;
  const name = nameOf(at, size);
  const en = s.props.piece.names.en;
  const blocker = s.blockers.find((b) => key(b.at) === key(at));
  const ways = movesTo(moves, at, size);
  const first = ways[0];
  if (!first) {
    if (!dist(at)) return { text: `The ${en} stands on ${name}.`, path: [] };
    const who = blocker ? `${blocker.side === 'friend' ? 'A friendly' : 'An enemy'} Pawn stands on ${name}. ` : '';
    const bar = emperorBar(s.view.position, squareOf([0, 0], size), squareOf(at, size));
    const why = bar && bar !== 'friend' ? `: ${emperorBarWords(bar, 'the enemy', 'its own side')}` : '';
    return { text: `${who}The ${en} cannot move to ${name}${why}.`, path: [] };
  }
  const to = offsetOf(first.to, size);
  const via = first.via.map((sq) => offsetOf(sq, size));
  const story: PathStory = { kind: classify(s.view.atoms, to, via).kind, path: [[0, 0], ...via, to], captures: first.captures.map((sq) => offsetOf(sq, size)) };
  const more = ways.length > 1 ? ` (${ways.length - 1} other way${ways.length > 2 ? 's' : ''} to end there.)` : '';
  return { text: `${name}: ${describe(story, size)}${more}`, path: [...story.path] };
}
