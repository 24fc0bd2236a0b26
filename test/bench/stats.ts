// What the match and self-play scripts share: reading whole-number options, seeded random openings, and a score line
// with its error bar and Elo.
import { applyMove, legalMoves, type Position } from '../../src/engine';
import { search } from '../../src/engine/search';
import { FEATURES } from '../../src/engine/search/search';
import { prng } from '../helpers/prng';

/** `--<name> <whole number ≥ min>` from the command line, or `fallback`; exits with a one-line message when malformed. */
export function option(name: string, fallback: number, min = 1): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const n = Number(process.argv[i + 1]);
  if (!Number.isInteger(n) || n < min) {
    process.stderr.write(`--${name} needs a whole number ≥ ${min}, got "${process.argv[i + 1] ?? ''}"\n`);
    process.exit(2);
  }
  return n;
}

/** A random opening move is kept only if the opponent's one-ply search (captures resolved) then wins at most this: a Pawn. */
export const SOUND = 100;

/**
 * `start` after `plies` moves drawn at random (seeded) from the quiet moves (no capture, no promotion, no conversion)
 * that leave nothing hanging (SOUND): both engines are deterministic, so without it every game of a colour would repeat
 * the same moves, and a random flight of Tai's Emperor would lose it before the game begins. When a drawn move leaves
 * the other side no sound reply (Dai, seed 65: a Black move that threatens what no quiet White move saves), the next
 * draw is tried in its place, so the opening always has `plies` moves and an even `plies` leaves Black to move
 * (HaChu's setboard takes no other). Seed 0 or `plies` 0 gives `start` itself, as does a start with no such line.
 */
export function randomOpening(start: Position, plies: number, seed: number): Position {
  if (seed === 0) return start;
  const random = prng(seed);
  /** `pos` after `left` more sound quiet moves, each drawn in turn until one leads somewhere; null when none does. */
  const extend = (pos: Position, left: number): Position | null => {
    if (left === 0) return pos;
    const moves = legalMoves(pos).filter((m) => m.captures.length === 0 && m.promote !== true && !m.convert);
    while (moves.length > 0) {
      const [move] = moves.splice(random.below(moves.length), 1);
      const after = applyMove(pos, move!);
      // A fixed depth and no clock: the same opening on any machine.
      if (search(after, { depth: 1, ms: Number.POSITIVE_INFINITY }).score > SOUND) continue;
      const done = extend(after, left - 1);
      if (done) return done;
    }
    return null;
  };
  return extend(start, plies) ?? start;
}

/**
 * `pos` with `percent`% of White's pieces other than royals taken off, drawn at random (seeded): a won game for Black
 * from the first move, to measure how fast the search converts a lead into the capture of the last royal.
 */
export function handicap(pos: Position, percent: number, seed: number): Position {
  if (percent === 0) return pos;
  const random = prng(seed);
  const board = pos.board.map((p) => (p && p.side === 'white' && !pos.rules.royals.has(p.id) && random.below(100) < percent ? null : p));
  return { ...pos, board };
}

/** Elo difference of a score share (clamped away from 0 and 1, where it is infinite). */
const elo = (s: number) => -400 * Math.log10(1 / Math.min(Math.max(s, 0.001), 0.999) - 1);

/**
 * W/D/L of `scores` (1, 0.5, 0 for the first program), the score share with a 95% error bar (1.96 standard errors of
 * the per-game mean) and the Elo difference with the same interval; `noResult` games are listed apart, not scored.
 */
export function summary(scores: readonly number[], noResult = 0): string {
  const n = scores.length;
  const w = scores.filter((s) => s === 1).length;
  const d = scores.filter((s) => s === 0.5).length;
  const l = n - w - d;
  const head = `${w} W / ${d} D / ${l} L${noResult ? `, ${noResult} no result` : ''}`;
  if (n === 0) return `${head}: no scored game`;
  const mean = scores.reduce((a, b) => a + b, 0) / n;
  const sd = Math.sqrt(scores.reduce((a, s) => a + (s - mean) ** 2, 0) / n);
  const half = (1.96 * sd) / Math.sqrt(n);
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  return `${head}: score ${pct(mean)} ± ${pct(half)} (95%), Elo ${Math.round(elo(mean))} [${Math.round(elo(mean - half))}, ${Math.round(elo(mean + half))}]`;
}

export type Feature = keyof typeof FEATURES;

/** The word after `flag` on the command line: null when the flag is absent, '' when nothing follows it. */
export function flagValue(flag: string): string | null {
  const at = process.argv.indexOf(flag);
  return at < 0 ? null : (process.argv[at + 1] ?? '');
}

/** The search features named after `flag` on the command line (none when it is absent); exits on an unknown name. */
export function features(flag: string): Feature[] {
  const value = flagValue(flag);
  const names = value === null ? [] : value.split(',');
  for (const name of names) {
    if (name in FEATURES) continue;
    process.stderr.write(`${flag}: unknown feature "${name}"; known: ${Object.keys(FEATURES).join(', ')}\n`);
    process.exit(2);
  }
  return names as Feature[];
}

/** The search with the named parts switched off during each call (see FEATURES in src/engine/search/search.ts). */
export const without =
  (off: readonly Feature[]): typeof search =>
  (pos, opts) => {
    const saved = off.map((f) => FEATURES[f]);
    for (const f of off) FEATURES[f] = false;
    try {
      return search(pos, opts);
    } finally {
      off.forEach((f, i) => (FEATURES[f] = saved[i]!));
    }
  };
