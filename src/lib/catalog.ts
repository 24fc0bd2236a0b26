// Cross-references the site derives from the content: which games a piece is in, promotions both ways,
// starting squares, and which variants cite a source. Computed once, never typed by hand.
import { GAME_IDS, type GameData, type GameId, type PieceData, type PieceNames, type SourceId } from '../schema';
import { siteContent, type Content } from './content';

/** Every spelling of a piece's or a game's names, once each: all scripts, other spellings, reading, English. */
export function spellings(n: PieceNames): string[] {
  return [...new Set([n.kanji, n.simplified, n.ja, ...n.alt, n.reading, n.en].filter((x): x is string => !!x))];
}

export interface PlacedPiece {
  id: string;
  side: 'black' | 'white';
  /** Square name per DESIGN §5: file number from Black's right, rank letter from the top. */
  square: string;
}

export function squareLabel(col: number, rank: number, size: number): string {
  return `${size - col}${String.fromCharCode(97 + rank)}`;
}

/** Every piece of the starting position, both sides (White is Black's setup turned 180°). */
export function setupPieces(game: GameData): PlacedPiece[] {
  const out: PlacedPiece[] = [];
  const first = game.size - game.setup.length;
  game.setup.forEach((row, r) => {
    row.trim().split(/\s+/).forEach((id, c) => {
      if (id === '.') return;
      const rank = first + r;
      out.push({ id, side: 'black', square: squareLabel(c, rank, game.size) });
      out.push({ id, side: 'white', square: squareLabel(game.size - 1 - c, game.size - 1 - rank, game.size) });
    });
  });
  return out;
}

export class Catalog {
  constructor(readonly content: Content = siteContent()) {}

  get games(): GameData[] {
    return GAME_IDS.map((id) => this.content.games.get(id)).filter((g): g is GameData => !!g);
  }

  /** Pieces sorted by English name, for indexes and previous/next links. */
  get pieces(): PieceData[] {
    return [...this.content.pieces.values()].sort((a, b) => a.names.en.localeCompare(b.names.en));
  }

  piece(id: string): PieceData {
    const p = this.content.pieces.get(id);
    if (!p) throw new Error(`unknown piece "${id}"`);
    return p;
  }

  /** Games in which the piece stands in the setup or appears by promotion. */
  gamesOf(pieceId: string): GameId[] {
    return this.games
      .filter((g) => this.inSetup(g, pieceId) || Object.entries(g.promotions).some(([a, b]) => a === pieceId || b === pieceId))
      .map((g) => g.id);
  }

  inSetup(game: GameData, pieceId: string): boolean {
    return game.setup.some((row) => row.trim().split(/\s+/).includes(pieceId));
  }

  promotionIn(gameId: GameId, pieceId: string): string | undefined {
    return this.content.games.get(gameId)?.promotions[pieceId];
  }

  promotedFrom(gameId: GameId, pieceId: string): string[] {
    const g = this.content.games.get(gameId);
    return g ? Object.entries(g.promotions).filter(([, to]) => to === pieceId).map(([from]) => from) : [];
  }

  startSquares(gameId: GameId, pieceId: string): PlacedPiece[] {
    const g = this.content.games.get(gameId);
    return g ? setupPieces(g).filter((p) => p.id === pieceId) : [];
  }

  /** Variants of a piece that apply in a game (those without a game apply everywhere). */
  variantsOf(pieceId: string, gameId?: GameId) {
    return this.piece(pieceId).variants.filter((v) => !gameId || !v.game || v.game === gameId);
  }

  /** Every piece variant and rule variant that cites a source. */
  citing(source: SourceId) {
    const pieces = this.pieces.flatMap((p) => p.variants.filter((v) => v.source === source).map((variant) => ({ piece: p, variant })));
    const rules = this.games.flatMap((g) => g.ruleVariants.filter((v) => v.source === source).map((variant) => ({ game: g, variant })));
    return { pieces, rules };
  }

  /** Every name of a piece a reader might search for: all scripts, reading, English. */
  namesOf(pieceId: string): string[] {
    return spellings(this.piece(pieceId).names);
  }
}

let shared: Catalog | undefined;
export const catalog = (): Catalog => (shared ??= new Catalog());
