// The movement diagram's state and its one reducer (reading, blockers, animation cursor, focus, URL); no DOM, no timers.
// What the piece can do always comes from the engine: the first view arrives in the props (computed at build time), and
// the actions that change it (reading, Pawns, URL) take `derive` (lib/diagram/view.ts), which the island loads on demand.
import type { DiagramProps, DiagramReading } from '../../../lib/diagram/props';
import type { Blocker, Derive, DiagramView, PathStory } from '../../../lib/diagram/view';
import type { GameId, SourceId } from '../../../schema';
import { classify, dist, key, movesTo, offsetOf, type Offset } from '../../../lib/diagram/marks';
import { clip } from '../../../engine/text/reason';
import { fill } from '../../../i18n';
import { describe, nameOf, sentences } from './diagram-words';
import { emperorBarWords } from '../emperor-words';

export type { Blocker };

export interface DiagramState {
  props: DiagramProps;
  game: GameId;
  source: SourceId | null;
  blockers: Blocker[];
  view: DiagramView;
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

/** Milliseconds per frame; `label` names the speed's word in the island's words. */
export const SPEEDS = [
  { label: 'slow', ms: 1100 },
  { label: 'normal', ms: 650 },
  { label: 'fast', ms: 330 },
] as const;

/** A game's name in the page's language. */
const gameName = (props: DiagramProps, id: GameId) => props.gameNames[id] ?? id;

/** The reading offered for a game and source (null for a source that does not describe the piece there). */
export function readingOf(props: DiagramProps, game: GameId, source: SourceId | null): DiagramReading | null {
  return props.readings.find((r) => r.game === game && r.source === source) ?? null;
}

/** Where the piece stands in each frame of a clip: out along its path and back home. */
export function framesOf(clip: PathStory): Offset[] {
  const last = clip.path[clip.path.length - 1]!;
  return dist(last) ? [...clip.path, [0, 0]] : [...clip.path];
}

export function initState(props: DiagramProps): DiagramState {
  return {
    props, game: props.games[0]!.id, source: null, blockers: props.start.blockers, view: props.start.view,
    playing: false, speed: 1, clip: -1, phase: 0, reduced: false, live: false, focus: null, cursor: [0, 0], notice: null, said: '',
  };
}

const counted = (s: DiagramState, v: DiagramView) => fill(s.props.words.counted, { name: s.props.name, count: v.count });

/** The game and source a URL asks for, falling back to the main text of the first game with a message when it cannot. */
export function readUrl(props: DiagramProps, search: string): { game: GameId; source: SourceId | null; notice: string | null } {
  const q = new URLSearchParams(search);
  const wantGame = q.get('game');
  const wantSource = q.get('source');
  const { words: w, name } = props;
  const notices: string[] = [];
  let game = props.games[0]!.id;
  if (wantGame) {
    const found = props.games.find((g) => g.id === wantGame);
    if (found) game = found.id;
    else {
      const games = props.games.map((g) => fill(w.gameId, { name: gameName(props, g.id), id: g.id })).join(w.listSep);
      notices.push(fill(w.badGame, { game: clip(wantGame), name, games }));
    }
  }
  let source: SourceId | null = null;
  if (wantSource) {
    const inGame = (g: GameId) => !!readingOf(props, g, wantSource as SourceId);
    const other = !wantGame && props.games.find((g) => inGame(g.id));
    if (inGame(game)) source = wantSource as SourceId;
    else if (other) [game, source] = [other.id, wantSource as SourceId];
    else {
      const known = props.readings.filter((x) => x.source).map((x) => fill(w.gameId, { name: x.source!, id: gameName(props, x.game) }));
      notices.push(fill(w.badSource, { source: clip(wantSource), name, game: gameName(props, game) }));
      notices.push(known.length ? fill(w.sourcesThatDo, { list: known.join(w.listSep) }) : w.noSourceDiffers);
    }
  }
  if (notices.length) notices.push(fill(w.showingMainOf, { game: gameName(props, game) }));
  return { game, source, notice: notices.length ? sentences(w, ...notices) : null };
}

/** The query string that reproduces a reading: empty for the main text of the first game. */
export function queryOf(s: Pick<DiagramState, 'props' | 'game' | 'source'>): string {
  const q = new URLSearchParams();
  if (s.source) q.set('source', s.source);
  if (s.source || s.game !== s.props.games[0]!.id) q.set('game', s.game);
  const text = q.toString();
  return text ? `?${text}` : '';
}

/** Does the action change what the engine computed (so that reduce needs `derive`)? */
export function needsEngine(s: DiagramState, a: Action): boolean {
  if (a.type === 'url') {
    const { game, source } = readUrl(s.props, a.search);
    return game !== s.game || source !== s.source;
  }
  return a.type === 'choose' || a.type === 'place' || a.type === 'clear';
}

/** The next state; `derive` is needed for the actions that change the view (see needsEngine). */
export function reduce(s: DiagramState, a: Action, derive?: Derive): DiagramState {
  const r = (s.view.size - 1) / 2;
  const w = s.props.words;
  const engine = (): Derive => {
    if (!derive) throw new Error(`the diagram's "${a.type}" needs the engine, which is not loaded`);
    return derive;
  };
  switch (a.type) {
    case 'choose': {
      const reading = readingOf(s.props, a.game, a.source);
      if (!reading) return s;
      const view = engine()(s.props, a.game, a.source, s.blockers);
      const diff = !a.source ? '' : reading.agrees ? w.saidAgrees : fill(w.saidDiff, { gained: view.gained.length, lost: view.lost.length });
      const showing = fill(reading.source ? w.saidReading : w.saidMain, { label: reading.label, game: gameName(s.props, a.game), count: view.count });
      const said = showing + diff;
      return { ...s, game: a.game, source: a.source, view, clip: -1, phase: 0, notice: null, said };
    }
    case 'url': {
      const { game, source, notice } = readUrl(s.props, a.search);
      if (game === s.game && source === s.source) return notice ? { ...s, notice } : s;
      return { ...s, game, source, notice, view: engine()(s.props, game, source, s.blockers), clip: -1, phase: 0 };
    }
    case 'place': {
      if (!dist(a.at) || dist(a.at) > r) return s;
      const old = s.blockers.find((b) => key(b.at) === key(a.at));
      const rest = s.blockers.filter((b) => b !== old);
      const side: Blocker['side'] | null = !old ? 'enemy' : old.side === 'enemy' ? 'friend' : null;
      const blockers = side ? [...rest, { at: a.at, side }] : rest;
      const view = engine()(s.props, s.game, s.source, blockers);
      const what = fill(side === 'enemy' ? w.placedEnemy : side ? w.placedFriend : w.emptied, { sq: nameOf(a.at, view.size) });
      return { ...s, blockers, view, clip: -1, phase: 0, said: sentences(w, what, counted(s, view)) };
    }
    case 'clear': {
      if (!s.blockers.length) return s;
      const view = engine()(s.props, s.game, s.source, []);
      return { ...s, blockers: [], view, clip: -1, phase: 0, said: sentences(w, w.cleared, counted(s, view)) };
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
      return { ...s, playing: false, clip: i, phase: clip.path.length - 1, said: fill(w.moveOf, { i: i + 1, n, text: describe(w, clip, s.view.size) }) };
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
  const sq = nameOf(at, size);
  const { words: w, name } = s.props;
  const blocker = s.blockers.find((b) => key(b.at) === key(at));
  const ways = movesTo(moves, at, size);
  const first = ways[0];
  if (!first) {
    if (!dist(at)) return { text: fill(w.standsOn, { name, sq }), path: [] };
    const bar = s.view.bars[key(at)];
    const why = bar && bar !== 'friend' ? emperorBarWords(s.props.emperor, bar, w.enemySide, w.ownSide) : '';
    const cannot = fill(why ? w.cannotWhy : w.cannot, { name, sq, why });
    return { text: blocker ? sentences(w, fill(blocker.side === 'friend' ? w.friendStands : w.enemyStands, { sq }), cannot) : cannot, path: [] };
  }
  const to = offsetOf(first.to, size);
  const via = first.via.map((sq) => offsetOf(sq, size));
  const story: PathStory = { kind: classify(s.view.atoms, to, via).kind, path: [[0, 0], ...via, to], captures: first.captures.map((sq) => offsetOf(sq, size)) };
  const more = ways.length > 1 ? fill(ways.length > 2 ? w.otherWays : w.otherWay, { n: ways.length - 1 }) : '';
  return { text: fill(w.explained, { sq, text: describe(w, story, size), more }), path: [...story.path] };
}
