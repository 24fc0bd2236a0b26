// What cites a source: every piece reading (one per game it applies in, drawn by the engine) and every rule reading.
import type { GameData, GameId, PieceData, PieceVariant, RuleVariant, SourceId } from '../../schema';
import { catalog, type Catalog } from '../catalog';
import { readingsIn, rulesBook, type ReachCell, type RulesBook } from './compare';

export interface PieceCitation {
  piece: PieceData;
  game: GameData;
  variant: PieceVariant;
  cell: ReachCell;
}

export interface SourceCitations {
  /** Per game, in the vocabulary's order; a game with no citation is left out. */
  byGame: { game: GameData; pieces: PieceCitation[] }[];
  rules: { game: GameData; variant: RuleVariant }[];
  count: number;
}

export function citationsOf(source: SourceId, c: Catalog = catalog(), book: RulesBook = rulesBook()): SourceCitations {
  const byGame = c.games.map((game) => {
    const pieces: PieceCitation[] = [];
    for (const piece of c.pieces) {
      if (!c.gamesOf(piece.id).includes(game.id as GameId)) continue;
      const variant = readingsIn(c, piece.id, game.id).get(source);
      if (variant) pieces.push({ piece, game, variant, cell: book.cell(game.id, piece.id, source) });
    }
    pieces.sort((a, b) => (a.variant.footnote ?? Infinity) - (b.variant.footnote ?? Infinity));
    return { game, pieces };
  }).filter((g) => g.pieces.length > 0);
  const rules = c.citing(source).rules;
  return { byGame, rules, count: byGame.reduce((n, g) => n + g.pieces.length, 0) + rules.length };
}
