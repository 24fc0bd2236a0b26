// Multi-step move entry: which squares a reader clicks, in order, to enter each of a piece's legal moves.
import { passSquares, type Move, type Position, type Square } from '../../../../engine';

/**
 * The squares a reader clicks after selecting the piece: every square where the move captures on the way (a Lion's
 * first step onto an enemy, a Lion Dog's stops), then the destination. A hook's turning square is not clicked (the
 * destination alone names the move); it is only shown. An igui or a pass ends back on the origin.
 */
export function clickPath(move: Move): Square[] {
  if (move.from === move.to) return [...move.via, move.to];
  return [...move.via.filter((sq) => move.captures.includes(sq)), move.to];
}

/** What a highlighted square does when clicked next. */
export type TargetKind = 'move' | 'capture' | 'step' | 'stop' | 'return';

export interface Entry {
  /** Candidate moves: those whose click path starts with what was clicked so far. */
  moves: Move[];
  /** The next squares to click, and what clicking each does. */
  targets: Map<Square, TargetKind>;
  /** Moves whose clicks are exactly those so far: clicking the last square again (a `stop` target) plays them. */
  stop: Move[];
}

const startsWith = (path: Square[], prefix: Square[]) => prefix.every((sq, i) => path[i] === sq);

/**
 * Pass routes: a piece that can pass may step out onto any empty neighbour its Lion-type power reaches and come back.
 * The engine keeps one pass per piece (one outcome), with one of those neighbours as its `via`; the reader may choose
 * any of them (passSquares), so each gets its own click path to the same engine move.
 */
function aliases(pos: Position, moves: Move[]): { path: Square[]; move: Move }[] {
  const out = moves.map((move) => ({ path: clickPath(move), move }));
  const pass = moves.find((m) => m.from === m.to && m.captures.length === 0);
  if (!pass) return out;
  for (const sq of passSquares(pos, pass.from)) {
    if (sq !== pass.via[0]) out.push({ path: [sq, pass.from], move: pass });
  }
  return out;
}

/** The state of entry after `clicked` (the squares clicked since selecting the piece), over its legal `moves`. */
export function entryAfter(pos: Position, moves: Move[], clicked: Square[]): Entry {
  const paths = aliases(pos, moves).filter((p) => startsWith(p.path, clicked));
  const targets = new Map<Square, TargetKind>();
  const stop: Move[] = [];
  const from = moves[0]?.from;
  for (const { path, move } of paths) {
    if (path.length === clicked.length) {
      if (!stop.includes(move)) stop.push(move);
      continue;
    }
    const next = path[clicked.length]!;
    const last = clicked.length === path.length - 1;
    const kind: TargetKind = next === from ? 'return' : !last ? 'step' : pos.board[next] ? 'capture' : 'move';
    // A square that both ends some move and starts a longer one is a first step: the reader decides on it.
    const seen = targets.get(next);
    targets.set(next, seen && seen !== kind ? 'step' : kind);
  }
  if (stop.length > 0) targets.set(clicked[clicked.length - 1]!, 'stop');
  return { moves: paths.map((p) => p.move).filter((m, i, all) => all.indexOf(m) === i), targets, stop };
}

/** Moves of the candidates whose click path is exactly `clicked`, each once. */
export function movesAt(pos: Position, moves: Move[], clicked: Square[]): Move[] {
  const found: Move[] = [];
  for (const { path, move } of aliases(pos, moves)) {
    if (path.length === clicked.length && startsWith(path, clicked) && !found.includes(move)) found.push(move);
  }
  return found;
}
