// What the engine says a piece's diagram shows for one reading and set of blockers: marks, moves, animation clips and the
// Emperor's reasons. Computed at build time for the first view (sent in the island's props) and in the browser, loaded
// on demand, when the reader places a Pawn or changes the reading: the engine is only shipped when the view changes.
import { emperorBar, makeRules, reach, type EmperorBar, type Move } from '../../engine';
import type { GameId, MoveAtom, SourceId } from '../../schema';
import { classify, diagramRadius, dirOf, dist, key, offsetOf, squareOf, type DiagramMark, type MarkKind, type Offset } from './marks';
import { marksOf, sampleObstacle } from './reach-marks';
import type { DiagramProps } from './props';

export interface Blocker {
  at: Offset;
  side: 'friend' | 'enemy';
}

/** What the piece does along one animation clip or one explained path. */
export interface PathStory {
  kind: MarkKind;
  /** Squares the piece stands on in order, from its own square: [origin, …stops, destination]. */
  path: readonly Offset[];
  /** Squares where it captures. */
  captures: readonly Offset[];
}

/** The engine's answer for the current reading and blockers: plain data, so the first one travels in the props. */
export interface DiagramView {
  size: number;
  /** The piece's movement atoms in force, as the engine compiled them for this reading. */
  atoms: readonly MoveAtom[];
  marks: DiagramMark[];
  moves: Move[];
  /** Squares this source's reading reaches and the main text does not, and the reverse (both empty for the main text). */
  gained: Offset[];
  lost: Offset[];
  clips: PathStory[];
  /** Squares reached other than the piece's own. */
  count: number;
  /** Why an Emperor may not go to a square it does not reach, by square key (empty for every other piece). */
  bars: Record<string, EmperorBar>;
}

/** The part of the props the engine reads: the piece, the blocker piece and the games. */
type ViewProps = Pick<DiagramProps, 'piece' | 'blocker' | 'games'>;

/** Animation order: the simple moves first, then the Lion-type, hook and Emperor moves, the pass and igui last. */
const ORDER: MarkKind[] = ['step', 'range', 'slide', 'jump', 'area', 'hook', 'turn', 'emperor', 'pass'];

/** Half the board side, shared by every reading so that gained and lost squares line up. */
export function radiusOf(props: Pick<DiagramProps, 'piece'>): number {
  const p = props.piece;
  return diagramRadius([p.moves, ...Object.values(p.gameMoves), ...p.variants.flatMap((v) => (v.moves ? [v.moves] : []))]);
}

/** The Pawn the diagram first places, so that the opening animation shows a capture (none when it would be off the board). */
export function firstBlockers(props: Pick<DiagramProps, 'piece' | 'games'>): Blocker[] {
  const sample = sampleObstacle(props.piece.gameMoves[props.games[0]!.id] ?? props.piece.moves);
  return sample && dist(sample) <= radiusOf(props) ? [{ at: sample, side: 'enemy' }] : [];
}

function run(props: ViewProps, game: GameId, source: SourceId | null, blockers: readonly Blocker[], size: number) {
  const rules = makeRules({ pieces: [props.blocker, props.piece], game: props.games.find((g) => g.id === game)! }, { source });
  const placed = blockers.map((b) => ({
    sq: squareOf(b.at, size),
    piece: { id: props.blocker.id, side: b.side === 'friend' ? ('black' as const) : ('white' as const), promoted: false },
  }));
  const r = reach(rules, props.piece.id, { size, blockers: placed });
  const atoms = rules.pieces.get(props.piece.id)!.atoms;
  const marks = marksOf(atoms, r);
  const bars: Record<string, EmperorBar> = {};
  if (atoms.some((a) => 'emperor' in a)) {
    const reached = new Set(marks.map((m) => key(m.at)));
    const from = squareOf([0, 0], size);
    for (let sq = 0; sq < size * size; sq++) {
      const at = offsetOf(sq, size);
      const bar = reached.has(key(at)) || sq === from ? null : emperorBar(r.position, from, sq);
      if (bar) bars[key(at)] = bar;
    }
  }
  return { atoms, moves: r.moves, marks, bars };
}

const angle = ([dx, dy]: Offset) => (Math.atan2(dx, dy) + 2 * Math.PI) % (2 * Math.PI);

/** Picks the moves worth animating: every step, jump and Lion-type move; one sweep per slide line; one hook turn per pair of
 *  lines; the Emperor's flights to the board's far corners and edges and its captures; one pass and every igui. */
export function clipsOf(atoms: readonly MoveAtom[], moves: readonly Move[], size: number): PathStory[] {
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
  return all;
}

/** The engine's answer for a reading and a set of blockers. */
export function derive(props: ViewProps, game: GameId, source: SourceId | null, blockers: readonly Blocker[]): DiagramView {
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
    bars: now.bars,
  };
}

export type Derive = typeof derive;
