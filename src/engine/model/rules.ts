// A rule set: every piece's movement atoms compiled once into direction tables, plus the game's rule options.
// Values come from the vocabulary module alone, so the engine never pulls zod into a browser bundle.
import type { EmperorRule, GameData, MoveAtom, PieceData, PromotionRule } from '../../schema';
import { DIRECTION_VECTORS, type Direction, type GameId, type SourceId } from '../../schema/vocab';

/** One piece form's movement, as flat tables of board deltas [dcol, drank] per side: index 0 = Black (forward = up the
 *  board), 1 = White (rotated 180°). */
export interface CompiledPiece {
  id: string;
  data: PieceData;
  /** The atoms in force under the chosen game and source. */
  atoms: readonly MoveAtom[];
  /** [dcol, drank, range, …] per side; range 0 = any distance. One entry per direction (the longest range wins). */
  rays: readonly [number[], number[]];
  /** [dcol, drank, …] per side. */
  jumps: readonly [number[], number[]];
  /** `lion: all`: the full area power. */
  lionArea: boolean;
  /** [dcol, drank, …] per side: the lines of a directional `lion` (empty when lionArea). */
  lionLines: readonly [number[], number[]];
  lionDogLines: readonly [number[], number[]];
  hookLines: readonly [number[], number[]];
  emperor: boolean;
}

export interface Conversion {
  captured: readonly string[];
  becomes: string;
}

export interface Rules {
  game: GameData;
  gameId: GameId;
  /** The source whose readings are applied, or null for the main text. */
  source: SourceId | null;
  size: number;
  pieces: ReadonlyMap<string, CompiledPiece>;
  /** unpromoted id → promoted id; a piece without an entry never promotes. */
  promotions: ReadonlyMap<string, string>;
  /** The promotion rule in force: the game's, patched by its rule variants for `source` (read this, not game.promotion). */
  promotion: PromotionRule;
  royals: ReadonlySet<string>;
  conversions: readonly Conversion[];
  /** Capturers that may refuse a conversion (keep their identity or promote as usual), after rule variants. */
  conversionExempt: ReadonlySet<string>;
  /** The Emperor's restrictions, or null when the game has none (the Emperor then flies freely). */
  emperor: EmperorRule | null;
  /** Ids of the game's rule variants applied for this source. */
  appliedRuleVariants: readonly string[];
}

export interface Catalog {
  pieces: Iterable<PieceData> | ReadonlyMap<string, PieceData>;
  game: GameData;
}

/** The atoms a piece moves by in `game` under `source`: a matching source variant, else the game's own text, else the main text. */
export function atomsFor(piece: PieceData, game: GameId, source: SourceId | null): readonly MoveAtom[] {
  const variants = source ? piece.variants.filter((v) => v.source === source && (!v.game || v.game === game)) : [];
  const variant = variants.find((v) => v.game === game) ?? variants[0];
  return variant?.moves ?? piece.gameMoves[game] ?? piece.moves;
}

function vectors(dirs: readonly Direction[]): [number[], number[]] {
  const black: number[] = [];
  const white: number[] = [];
  for (const d of dirs) {
    const [dx, dy] = DIRECTION_VECTORS[d];
    black.push(dx, -dy);
    white.push(-dx, dy);
  }
  return [black, white];
}

export function compilePiece(data: PieceData, atoms: readonly MoveAtom[]): CompiledPiece {
  const range = new Map<Direction, number>();
  const jumps: [number[], number[]] = [[], []];
  const lion = new Set<Direction>();
  const lionDog = new Set<Direction>();
  const hook = new Set<Direction>();
  let lionArea = false;
  let emperor = false;
  for (const atom of atoms) {
    if ('step' in atom) {
      const r = atom.range === 'any' ? Infinity : atom.range;
      for (const d of atom.step) range.set(d, Math.max(range.get(d) ?? 0, r));
    } else if ('jump' in atom) {
      for (const [dx, dy] of atom.jump) {
        jumps[0].push(dx, -dy);
        jumps[1].push(-dx, dy);
      }
    } else if ('lion' in atom) {
      atom.lion.forEach((d) => lion.add(d));
      if (atom.lion.length === 8) lionArea = true;
    } else if ('lionDog' in atom) {
      atom.lionDog.forEach((d) => lionDog.add(d));
    } else if ('hook' in atom) {
      atom.hook.forEach((d) => hook.add(d));
    } else {
      emperor = true;
    }
  }
  const rays: [number[], number[]] = [[], []];
  for (const [d, r] of range) {
    const [dx, dy] = DIRECTION_VECTORS[d];
    const n = r === Infinity ? 0 : r;
    rays[0].push(dx, -dy, n);
    rays[1].push(-dx, dy, n);
  }
  return {
    id: data.id,
    data,
    atoms,
    rays,
    jumps,
    lionArea,
    lionLines: lionArea ? [[], []] : vectors([...lion]),
    lionDogLines: vectors([...lionDog]),
    hookLines: vectors([...hook]),
    emperor,
  };
}

/**
 * Compiles a rule set for one game under one source (null = the main text): piece variants whose `source` matches
 * (and whose `game` is absent or this game) replace the main text; the game's rule variants for that source patch its rules.
 */
export function makeRules(catalog: Catalog, options: { source?: SourceId | null } = {}): Rules {
  const { game } = catalog;
  const source = options.source ?? null;
  const list = catalog.pieces instanceof Map ? catalog.pieces.values() : (catalog.pieces as Iterable<PieceData>);
  const pieces = new Map<string, CompiledPiece>();
  for (const data of list) pieces.set(data.id, compilePiece(data, atomsFor(data, game.id, source)));

  let promotion = game.promotion;
  let conversionExempt = game.conversionExempt;
  const applied: string[] = [];
  for (const variant of game.ruleVariants) {
    if (variant.source !== source) continue;
    applied.push(variant.id);
    promotion = variant.rules.promotion ?? promotion;
    conversionExempt = variant.rules.conversionExempt ?? conversionExempt;
  }
  return {
    game,
    gameId: game.id,
    source,
    size: game.size,
    pieces,
    promotions: new Map(Object.entries(game.promotions)),
    promotion,
    royals: new Set(game.royals),
    conversions: game.conversions,
    conversionExempt: new Set(conversionExempt),
    emperor: game.emperor ?? null,
    appliedRuleVariants: applied,
  };
}
