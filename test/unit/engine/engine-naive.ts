// A second, deliberately plain move generator written straight from DESIGN §3–5 (paths enumerated square by square,
// outcomes deduplicated as strings, no precomputed tables), used only to check the engine's perft counts.
import { DIRECTION_VECTORS, DIRECTIONS, type GameData, type MoveAtom, type PieceData, type SourceId } from '../../../src/schema';

type Side = 'black' | 'white';
interface P {
  id: string;
  side: Side;
  promoted: boolean;
}
type Cells = (P | null)[];
export interface NaivePosition {
  size: number;
  cells: Cells;
  turn: Side;
}
export interface NaiveGame {
  game: GameData;
  atoms: Map<string, readonly MoveAtom[]>;
  promotion: GameData['promotion'];
}
interface Outcome {
  from: number;
  to: number;
  caps: number[];
}
interface NaiveMove extends Outcome {
  promote: boolean | null;
  convert?: string;
}

export function naiveGame(pieces: Iterable<PieceData>, game: GameData, source: SourceId | null): NaiveGame {
  const atoms = new Map<string, readonly MoveAtom[]>();
  for (const p of pieces) {
    const own = p.variants.find((v) => v.source === source && v.game === game.id);
    const any = p.variants.find((v) => v.source === source && !v.game);
    atoms.set(p.id, (source ? (own ?? any)?.moves : undefined) ?? p.gameMoves[game.id] ?? p.moves);
  }
  const variant = game.ruleVariants.find((v) => v.source === source && v.rules.promotion);
  return { game, atoms, promotion: variant?.rules.promotion ?? game.promotion };
}

export function naiveStart(g: NaiveGame): NaivePosition {
  const { size, setup } = g.game;
  const cells: Cells = Array(size * size).fill(null);
  setup.forEach((line, i) =>
    line.trim().split(/\s+/).forEach((id, x) => {
      if (id === '.') return;
      const y = size - setup.length + i;
      cells[y * size + x] = { id, side: 'black', promoted: false };
      cells[(size - 1 - y) * size + (size - 1 - x)] = { id, side: 'white', promoted: false };
    }),
  );
  return { size, cells, turn: 'black' };
}

const other = (s: Side): Side => (s === 'black' ? 'white' : 'black');

/** Board step of a direction for `side`: Black's forward is up the board (rank − 1). */
function delta(side: Side, dx: number, dy: number): [number, number] {
  return side === 'black' ? [dx, -dy] : [-dx, dy];
}

function on(size: number, x: number, y: number): number | null {
  return x >= 0 && y >= 0 && x < size && y < size ? y * size + x : null;
}

function farRank(side: Side, sq: number, size: number, depth: number): boolean {
  const y = Math.floor(sq / size);
  return side === 'black' ? y < depth : y >= size - depth;
}

function dead(g: NaiveGame, p: P, sq: number, size: number): boolean {
  const rule = g.promotion;
  if (rule.kind !== 'zone' || p.promoted) return false;
  const n = rule.dead[p.id];
  return n !== undefined && farRank(p.side, sq, size, n);
}

const isEmperor = (g: NaiveGame, id: string) => (g.atoms.get(id) ?? []).some((a) => 'emperor' in a);

/** Every outcome of the piece on `from`, as a map from "to|sorted captures" to the outcome. */
function pieceOutcomes(g: NaiveGame, pos: NaivePosition, from: number): Map<string, Outcome> {
  const { size, cells } = pos;
  const me = cells[from]!;
  const out = new Map<string, Outcome>();
  const x0 = from % size;
  const y0 = Math.floor(from / size);
  const friend = (sq: number) => cells[sq]?.side === me.side;
  const enemy = (sq: number) => cells[sq] !== null && cells[sq]!.side !== me.side;
  const add = (to: number, caps: number[]) => {
    const key = `${to}|${[...new Set(caps)].sort((a, b) => a - b).join(',')}`;
    if (!out.has(key)) out.set(key, { from, to, caps: [...new Set(caps)] });
  };
  /** A path of squares after the origin: stops in between are jumped or (enemies) optionally captured. */
  const path = (squares: (number | null)[]) => {
    if (squares.some((s) => s === null)) return;
    const sq = squares as number[];
    const last = sq[sq.length - 1]!;
    const between = sq.slice(0, -1);
    if (last === from) {
      const a = between[0]!;
      if (cells[a] === null) add(from, []);
      else if (enemy(a)) add(from, [a]);
      return;
    }
    if (friend(last)) return;
    const enemies = [...new Set(between.filter(enemy))];
    for (let mask = 0; mask < 1 << enemies.length; mask++) {
      const caps = enemies.filter((_, i) => mask & (1 << i));
      add(last, enemy(last) ? [...caps, last] : caps);
    }
  };
  const ray = (dx: number, dy: number, range: number, sx = x0, sy = y0, visit?: (sq: number) => void) => {
    for (let k = 1; k <= range; k++) {
      const sq = on(size, sx + dx * k, sy + dy * k);
      if (sq === null) return;
      if (visit) visit(sq);
      else if (!friend(sq)) add(sq, enemy(sq) ? [sq] : []);
      if (cells[sq]) return;
    }
  };
  const at = (dx: number, dy: number, k: number) => on(size, x0 + dx * k, y0 + dy * k);
  for (const atom of g.atoms.get(me.id) ?? []) {
    if ('step' in atom) {
      for (const d of atom.step) ray(...delta(me.side, ...DIRECTION_VECTORS[d]), atom.range === 'any' ? size : atom.range);
    } else if ('jump' in atom) {
      for (const [dx, dy] of atom.jump) {
        const [bx, by] = delta(me.side, dx, dy);
        const sq = on(size, x0 + bx, y0 + by);
        if (sq !== null && !friend(sq)) add(sq, enemy(sq) ? [sq] : []);
      }
    } else if ('lion' in atom) {
      if (atom.lion.length === 8) {
        for (const d of DIRECTIONS) {
          const [dx, dy] = DIRECTION_VECTORS[d];
          const a = at(dx, dy, 1);
          path([a]);
          if (a === null) continue;
          for (const e of DIRECTIONS) {
            const [ex, ey] = DIRECTION_VECTORS[e];
            path([a, on(size, (a % size) + ex, Math.floor(a / size) + ey)]);
          }
        }
      } else {
        for (const d of atom.lion) {
          const [dx, dy] = delta(me.side, ...DIRECTION_VECTORS[d]);
          path([at(dx, dy, 1)]);
          path([at(dx, dy, 1), at(dx, dy, 2)]);
          path([at(dx, dy, 1), from]);
        }
      }
    } else if ('lionDog' in atom) {
      for (const d of atom.lionDog) {
        const [dx, dy] = delta(me.side, ...DIRECTION_VECTORS[d]);
        const [s1, s2, s3] = [at(dx, dy, 1), at(dx, dy, 2), at(dx, dy, 3)];
        for (const p of [[s1], [s1, from], [s1, s2], [s1, s2, s1], [s1, s2, s3]]) path(p);
      }
    } else if ('hook' in atom) {
      for (const d of atom.hook) {
        const [dx, dy] = delta(me.side, ...DIRECTION_VECTORS[d]);
        ray(dx, dy, size, x0, y0, (turn) => {
          if (!friend(turn)) add(turn, enemy(turn) ? [turn] : []);
          if (cells[turn]) return;
          for (const e of atom.hook) {
            const [ex, ey] = delta(me.side, ...DIRECTION_VECTORS[e]);
            if (dx * ex + dy * ey !== 0) continue;
            ray(ex, ey, size, turn % size, Math.floor(turn / size));
          }
        });
      }
    } else {
      emperorOutcomes(g, pos, from, add);
    }
  }
  return out;
}

/** Could a piece of `side` (Emperors and dead pieces aside) capture on `target` if an enemy stood there? */
function attacked(g: NaiveGame, pos: NaivePosition, target: number, side: Side): boolean {
  const cells = pos.cells.slice();
  cells[target] = { id: '(target)', side: other(side), promoted: false };
  const probe = { ...pos, cells, turn: side };
  for (let sq = 0; sq < cells.length; sq++) {
    const p = cells[sq];
    if (!p || p.side !== side || isEmperor(g, p.id) || dead(g, p, sq, pos.size)) continue;
    if (!reachesNear(g, p.id, sq, target, pos.size)) continue;
    for (const o of pieceOutcomes(g, probe, sq).values()) if (o.caps.includes(target)) return true;
  }
  return false;
}

/** A cheap filter: beyond 3 squares or its longest ranged step or jump, a piece reaches only along a slide's line or by a hook. */
function reachesNear(g: NaiveGame, id: string, from: number, to: number, size: number): boolean {
  const dx = Math.abs((from % size) - (to % size));
  const dy = Math.abs(Math.floor(from / size) - Math.floor(to / size));
  let near = 3;
  let slides = false;
  for (const a of g.atoms.get(id) ?? []) {
    if ('hook' in a) return true;
    if ('step' in a) {
      if (a.range === 'any') slides = true;
      else near = Math.max(near, a.range);
    }
    if ('jump' in a) for (const [x, y] of a.jump) near = Math.max(near, Math.abs(x), Math.abs(y));
  }
  return Math.max(dx, dy) <= near || (slides && (dx === 0 || dy === 0 || dx === dy));
}

function emperorOutcomes(g: NaiveGame, pos: NaivePosition, from: number, add: (to: number, caps: number[]) => void): void {
  const me = pos.cells[from]!;
  const rule = g.game.emperor;
  const lifted = { ...pos, cells: pos.cells.slice() };
  lifted.cells[from] = null;
  const both = pos.cells.some((p) => p && p.side !== me.side && isEmperor(g, p.id));
  for (let sq = 0; sq < pos.cells.length; sq++) {
    const t = pos.cells[sq];
    if (sq === from || t?.side === me.side) continue;
    if (rule) {
      const hit = (rule.safeSquaresOnly || t) && attacked(g, lifted, sq, other(me.side));
      if (rule.safeSquaresOnly && hit) continue;
      if (t && hit && (rule.mayCaptureProtected.length === 0 || rule.mayCaptureProtected.includes(t.id))) continue;
      if (rule.protectedSquaresWhenBoth && both && !attacked(g, lifted, sq, me.side)) continue;
    }
    add(sq, t ? [sq] : []);
  }
}

function choices(g: NaiveGame, pos: NaivePosition, o: Outcome): { promote: boolean | null; convert?: string }[] {
  const p = pos.cells[o.from]!;
  const game = g.game;
  const normal = (): { promote: boolean | null }[] => {
    if (p.promoted || !(p.id in game.promotions)) return [{ promote: null }];
    const rule = g.promotion;
    if (rule.kind === 'zone') {
      const a = farRank(p.side, o.from, pos.size, rule.depth);
      const b = farRank(p.side, o.to, pos.size, rule.depth);
      return b && (!a || o.caps.length) ? [{ promote: true }, { promote: false }] : [{ promote: null }];
    }
    if (!o.caps.length) return [{ promote: null }];
    if (rule.forced === 'always' || o.caps.some((c) => pos.cells[c]!.promoted)) return [{ promote: true }];
    return [{ promote: true }, { promote: false }];
  };
  // Conversion by the first listed conversion whose piece was captured (several in one move do not occur in these tests).
  const conv = game.conversions.find((c) => o.caps.some((sq) => c.captured.includes(pos.cells[sq]!.id)));
  if (!conv || conv.becomes === p.id) return normal();
  const convert = { promote: null, convert: conv.becomes };
  if (!game.conversionExempt.includes(p.id)) return [convert];
  // An exempt royal may also keep its identity, even where promotion would be forced.
  return normal()[0]!.promote ? [convert, { promote: true }, { promote: false }] : [convert, { promote: null }];
}

export function naiveMoves(g: NaiveGame, pos: NaivePosition): NaiveMove[] {
  const moves: NaiveMove[] = [];
  pos.cells.forEach((p, sq) => {
    if (!p || p.side !== pos.turn || dead(g, p, sq, pos.size)) return;
    for (const o of pieceOutcomes(g, pos, sq).values()) for (const c of choices(g, pos, o)) moves.push({ ...o, ...c });
  });
  return moves;
}

export function naiveApply(g: NaiveGame, pos: NaivePosition, m: NaiveMove): NaivePosition {
  const cells = pos.cells.slice();
  const p = cells[m.from]!;
  for (const c of m.caps) cells[c] = null;
  cells[m.from] = null;
  cells[m.to] = m.convert
    ? { id: m.convert, side: p.side, promoted: !(m.convert in g.game.promotions) }
    : m.promote
      ? { id: g.game.promotions[p.id]!, side: p.side, promoted: true }
      : p;
  return { size: pos.size, cells, turn: other(pos.turn) };
}

const royalsLeft = (g: NaiveGame, pos: NaivePosition, side: Side) => pos.cells.some((p) => p?.side === side && g.game.royals.includes(p.id));

export function naivePerft(g: NaiveGame, pos: NaivePosition, depth: number): number {
  if (depth === 0) return 1;
  if (!royalsLeft(g, pos, 'black') || !royalsLeft(g, pos, 'white')) return 0;
  const moves = naiveMoves(g, pos);
  if (depth === 1) return moves.length;
  return moves.reduce((n, m) => n + naivePerft(g, naiveApply(g, pos, m), depth - 1), 0);
}
