// Betza notation of a piece's atoms, for display (XBetza conventions, see the doc comment of betza()).
// Values come from the vocabulary module alone, so the engine never pulls zod into a browser bundle.
import type { MoveAtom } from '../../schema';
import { DIRECTIONS, DIRECTION_VECTORS, type Direction } from '../../schema/vocab';

const ORTH = ['f', 'b', 'l', 'r'] as const satisfies readonly Direction[];
const DIAG = ['fl', 'fr', 'bl', 'br'] as const satisfies readonly Direction[];

/** Direction sets Betza names with one modifier, largest first; a set is written as a sum of these. */
const ORTH_MODIFIERS: [readonly Direction[], string][] = [
  [ORTH, ''], [['f', 'l', 'r'], 'fs'], [['b', 'l', 'r'], 'bs'], [['f', 'b', 'l'], 'vl'], [['f', 'b', 'r'], 'vr'],
  [['f', 'b'], 'v'], [['l', 'r'], 's'], [['f'], 'f'], [['b'], 'b'], [['l'], 'l'], [['r'], 'r'],
];
const DIAG_MODIFIERS: [readonly Direction[], string][] = [
  [DIAG, ''], [['fl', 'fr'], 'f'], [['bl', 'br'], 'b'], [['fl', 'bl'], 'l'], [['fr', 'br'], 'r'],
  [['fl'], 'fl'], [['fr'], 'fr'], [['bl'], 'bl'], [['br'], 'br'],
];

/** Leapers by [short, long] offset: W F D N A H C Z G. */
const LEAPERS: Record<string, string> = { '0,1': 'W', '1,1': 'F', '0,2': 'D', '1,2': 'N', '2,2': 'A', '0,3': 'H', '1,3': 'C', '2,3': 'Z', '3,3': 'G' };

function modifiers(dirs: Set<Direction>, table: [readonly Direction[], string][]): string[] {
  const left = new Set(dirs);
  const out: string[] = [];
  for (const [set, mod] of table) {
    if (set.every((d) => left.has(d))) {
      out.push(mod);
      set.forEach((d) => left.delete(d));
    }
  }
  return out;
}

/** One range class (1, n or any) of steps: K/Q when all eight directions share it, else W/R and F/B with modifiers. */
function stepGroup(dirs: Set<Direction>, range: number | 'any'): string {
  const suffix = range === 1 || range === 'any' ? '' : String(range);
  const orth = new Set(ORTH.filter((d) => dirs.has(d)));
  const diag = new Set(DIAG.filter((d) => dirs.has(d)));
  if (orth.size === 4 && diag.size === 4) return `${range === 1 ? 'K' : 'Q'}${suffix}`;
  const w = range === 1 ? 'W' : 'R';
  const f = range === 1 ? 'F' : 'B';
  return [...modifiers(orth, ORTH_MODIFIERS).map((m) => `${m}${w}${suffix}`), ...modifiers(diag, DIAG_MODIFIERS).map((m) => `${m}${f}${suffix}`)].join('');
}

/** Jumps grouped by leaper; null when an offset has no leaper letter or its subset has no Betza modifier. */
function jumpGroups(offsets: [number, number][]): string | null {
  const byLeaper = new Map<string, [number, number][]>();
  for (const [dx, dy] of offsets) {
    const key = [Math.abs(dx), Math.abs(dy)].sort((a, b) => a - b).join(',');
    if (!LEAPERS[key]) return null;
    byLeaper.set(key, [...(byLeaper.get(key) ?? []), [dx, dy]]);
  }
  let text = '';
  for (const [key, list] of byLeaper) {
    const letter = LEAPERS[key]!;
    const [a, b] = key.split(',').map(Number) as [number, number];
    if (a === 0 || a === b) {
      // Orthogonal or diagonal leapers take the step modifiers of the directions they leap in.
      const dirs = new Set(list.map(([dx, dy]) => DIRECTIONS.find((d) => sameLine(d, dx, dy))!));
      text += modifiers(dirs, a === 0 ? ORTH_MODIFIERS : DIAG_MODIFIERS).map((m) => `${m}${letter}`).join('');
      continue;
    }
    // Oblique leapers: only the left–right symmetric subsets ff, fs, bs, bb and their unions are written.
    const has = (dx: number, dy: number) => list.some(([x, y]) => x === dx && y === dy);
    const pairs: [string, number, number][] = [['ff', a, b], ['fs', b, a], ['bs', b, -a], ['bb', a, -b]];
    let mods = '';
    let count = 0;
    for (const [mod, x, y] of pairs) {
      const l = has(-x, y);
      const r = has(x, y);
      if (l !== r) return null;
      if (l) {
        mods += mod;
        count += 2;
      }
    }
    text += `${count === 8 ? '' : mods}${letter}`;
  }
  return text;
}

function sameLine(d: Direction, dx: number, dy: number): boolean {
  const [x, y] = DIRECTION_VECTORS[d];
  return Math.sign(dx) === x && Math.sign(dy) === y;
}

/**
 * The Betza string of a move list, or null when Betza cannot express it.
 * Conventions: steps of range 1 are W/F/K, a limited range n is a rider with a count (R3, B2, Q5), a slide R/B/Q;
 * direction subsets use the modifiers f b l r v s (and fl fr bl br on diagonals), split into several terms where one
 * modifier does not name the subset (fWlW); leapers W F D N A H C Z G; the full Lion is HG Muller's XBetza
 * `KNADcaKmabK` (every square within two, capture-and-continue, pass). Directional Lion power, Lion Dog power, hooks
 * and the Emperor have no agreed Betza form: null.
 */
export function betza(atoms: readonly MoveAtom[]): string | null {
  const ranges = new Map<string, Set<Direction>>();
  const jumps: [number, number][] = [];
  let lion = false;
  for (const atom of atoms) {
    if ('step' in atom) {
      const key = String(atom.range);
      const set = ranges.get(key) ?? new Set<Direction>();
      atom.step.forEach((d) => set.add(d));
      ranges.set(key, set);
    } else if ('jump' in atom) {
      jumps.push(...atom.jump.map(([dx, dy]) => [dx, dy] as [number, number]));
    } else if ('lion' in atom && atom.lion.length === 8) {
      lion = true;
    } else {
      return null;
    }
  }
  // A direction listed at several ranges moves as far as the longest.
  const order = [...ranges.keys()].sort((a, b) => rangeValue(b) - rangeValue(a));
  const taken = new Set<Direction>();
  const parts: string[] = [];
  for (const key of order) {
    const dirs = new Set([...ranges.get(key)!].filter((d) => !taken.has(d)));
    dirs.forEach((d) => taken.add(d));
    if (dirs.size) parts.push(stepGroup(dirs, key === 'any' ? 'any' : Number(key)));
  }
  if (jumps.length) {
    const text = jumpGroups(jumps);
    if (text === null) return null;
    parts.push(text);
  }
  if (lion) parts.push('KNADcaKmabK');
  return parts.join('') || null;
}

const rangeValue = (key: string) => (key === 'any' ? Infinity : Number(key));
