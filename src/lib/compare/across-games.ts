// The "piece across games" view: a piece that appears in several games, with its movement and promotion in each.
import type { GameData, GameId, PieceData } from '../../schema';
import { catalog, type Catalog } from '../catalog';
import { rulesBook, type ReachCell, type RulesBook } from './compare';

export interface PieceInGame {
  game: GameData;
  /** Whether the piece stands in the setup (false: it only appears by promotion). */
  inSetup: boolean;
  /** Squares it starts on, Black's side. */
  startSquares: string[];
  /** What it promotes to here, if anything. */
  promotesTo?: PieceData;
  /** What promotes into it here. */
  promotedFrom: PieceData[];
  /** The article of this game gives it its own main-text movement. */
  ownMovement: boolean;
  /** Its reach under this game's main text. */
  cell: ReachCell;
  /** The promoted form's reach under this game's main text. */
  promotedCell?: ReachCell;
}

export interface PieceAcrossGames {
  piece: PieceData;
  games: PieceInGame[];
  /** The promotion differs between the games (or it promotes in one and not another). */
  promotionDiffers: boolean;
}

export function pieceAcrossGames(pieceId: string, c: Catalog = catalog(), book: RulesBook = rulesBook()): PieceAcrossGames {
  const piece = c.piece(pieceId);
  const games = c.gamesOf(pieceId).map((id: GameId): PieceInGame => {
    const game = c.content.games.get(id)!;
    const to = c.promotionIn(id, pieceId);
    return {
      game,
      inSetup: c.inSetup(game, pieceId),
      startSquares: c.startSquares(id, pieceId).filter((p) => p.side === 'black').map((p) => p.square),
      promotesTo: to ? c.piece(to) : undefined,
      promotedFrom: c.promotedFrom(id, pieceId).map((f) => c.piece(f)),
      ownMovement: Boolean(piece.gameMoves[id]),
      cell: book.cell(id, pieceId, null),
      promotedCell: to ? book.cell(id, to, null) : undefined,
    };
  });
  const targets = new Set(games.map((g) => g.promotesTo?.id ?? ''));
  return { piece, games, promotionDiffers: targets.size > 1 };
}

/** Every piece in two or more games, by English name. */
export function multiGamePieces(c: Catalog = catalog()): PieceData[] {
  return c.pieces.filter((p) => c.gamesOf(p.id).length > 1);
}
