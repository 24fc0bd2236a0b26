// The compare model of a game: every piece a source reads differently, each reading's reach drawn by the engine
// and set against the main text, and the game rules the sources (or the three games) disagree on.
import { atomsFor, makeRules, reach, type Rules } from '../../engine';
import { GAME_IDS, SOURCE_IDS, type GameData, type GameId, type MoveAtom, type PieceData, type PieceVariant, type SourceId } from '../../schema';
import { catalog, type Catalog } from '../catalog';
import { acrossGames, disputedRules, type RuleRow } from './rule-compare';
import type { Lang } from '../../i18n';

/** An owner-relative offset: dx > 0 right, dy > 0 forward (the engine's `reach` convention). */
export type Offset = [number, number];

/** One reading of a piece drawn as its reach on an empty board, with what it adds to or takes from the main text. */
export interface ReachCell {
  source: SourceId | null;
  destinations: Offset[];
  gained: Offset[];
  lost: Offset[];
}

export interface SourceReading {
  variant: PieceVariant;
  cell: ReachCell;
  /** The source agrees with the main text: its footnote cites where the main text's reading comes from. */
  agrees: boolean;
}

export interface PieceRow {
  piece: PieceData;
  main: ReachCell;
  /** The readings of the column sources that the article's footnotes give for this piece (most differ from the main text). */
  readings: Partial<Record<SourceId, SourceReading>>;
  /** Footnote numbers of the game's article behind these readings, ascending. */
  footnotes: number[];
  /** The atoms of every reading, main text first (the diagrams of a row share one size, chosen from all of them). */
  atoms: (readonly MoveAtom[])[];
}

export interface GameComparison {
  game: GameData;
  /** The column sources: every source that reads some piece of this game differently, in the vocabulary's order. */
  sources: SourceId[];
  rows: PieceRow[];
  /** Rules the sources disagree on in this game. */
  disputedRules: RuleRow[];
  /** Rules this game handles differently from the other two (context for the disputes). */
  acrossGames: RuleRow[];
}

const key = ([dx, dy]: Offset) => `${dx},${dy}`;

/** Offsets in `a` that are not in `b`, in `a`'s order. */
export function offsetsMinus(a: readonly Offset[], b: readonly Offset[]): Offset[] {
  const seen = new Set(b.map(key));
  return a.filter((o) => !seen.has(key(o)));
}

/** Compiles (and caches) one rule set per game and source over the whole piece catalog. */
export class RulesBook {
  private cache = new Map<string, Rules>();
  constructor(private readonly c: Catalog = catalog()) {}

  rules(game: GameId, source: SourceId | null): Rules {
    const id = `${game}/${source ?? ''}`;
    let rules = this.cache.get(id);
    if (!rules) {
      const data = this.c.content.games.get(game);
      if (!data) throw new Error(`unknown game "${game}"`);
      rules = makeRules({ pieces: this.c.content.pieces, game: data }, { source });
      this.cache.set(id, rules);
    }
    return rules;
  }

  /** The piece's reach under a source (null = main text), marked against the main text. */
  cell(game: GameId, pieceId: string, source: SourceId | null): ReachCell {
    const main = reach(this.rules(game, null), pieceId).destinations;
    if (source === null) return { source, destinations: main, gained: [], lost: [] };
    const destinations = reach(this.rules(game, source), pieceId).destinations;
    return { source, destinations, gained: offsetsMinus(destinations, main), lost: offsetsMinus(main, destinations) };
  }
}

let sharedBook: RulesBook | undefined;
export const rulesBook = (): RulesBook => (sharedBook ??= new RulesBook());

/** Readings of a piece that apply in a game, one per source (a game-specific variant wins over a general one). */
export function readingsIn(c: Catalog, pieceId: string, game: GameId): Map<SourceId, PieceVariant> {
  const out = new Map<SourceId, PieceVariant>();
  for (const v of c.variantsOf(pieceId, game)) {
    const current = out.get(v.source);
    if (!current || (!current.game && v.game === game)) out.set(v.source, v);
  }
  return out;
}

/** `lang` words the rule rows; `ruleNotes` are the game's rule-variant notes in that language (translations, in order). */
export function compareGame(gameId: GameId, c: Catalog = catalog(), book: RulesBook = rulesBook(), lang: Lang = 'en', ruleNotes: readonly string[] = []): GameComparison {
  const game = c.content.games.get(gameId);
  if (!game) throw new Error(`unknown game "${gameId}"`);
  const rows: PieceRow[] = [];
  const used = new Set<SourceId>();
  for (const piece of c.pieces) {
    if (!c.gamesOf(piece.id).includes(gameId)) continue;
    const found = readingsIn(c, piece.id, gameId);
    if (found.size === 0) continue;
    const readings: Partial<Record<SourceId, SourceReading>> = {};
    for (const [source, variant] of found) {
      used.add(source);
      readings[source] = { variant, cell: book.cell(gameId, piece.id, source), agrees: !variant.moves };
    }
    const footnotes = [...new Set([...found.values()].flatMap((v) => (v.footnote ? [v.footnote] : [])))].sort((a, b) => a - b);
    const atoms = [atomsFor(piece, gameId, null), ...[...found.keys()].map((src) => atomsFor(piece, gameId, src))];
    rows.push({ piece, main: book.cell(gameId, piece.id, null), readings, footnotes, atoms });
  }
  // Footnoted rows in the article's order, then the rest by English name (c.pieces is already sorted that way).
  rows.sort((a, b) => (a.footnotes[0] ?? Infinity) - (b.footnotes[0] ?? Infinity));
  for (const v of game.ruleVariants) used.add(v.source);
  return {
    game,
    sources: SOURCE_IDS.filter((s) => used.has(s)),
    rows,
    disputedRules: disputedRules(c, game, lang, ruleNotes),
    acrossGames: acrossGames(c, game, lang),
  };
}

/** Every game's comparison, in the vocabulary's order. */
export const compareAll = (c: Catalog = catalog()): GameComparison[] =>
  GAME_IDS.filter((id) => c.content.games.has(id)).map((id) => compareGame(id, c));
