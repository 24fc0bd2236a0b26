// The small serialisable props a piece's diagram island needs: the piece, the games it is in, its variants.
import type { GameData, PieceData } from '../schema';
import { catalog } from './catalog';

export interface DiagramProps {
  piece: PieceData;
  /** Games the piece belongs to, trimmed to what the engine needs for a lone piece. */
  games: GameData[];
}

export function diagramProps(pieceId: string): DiagramProps {
  const c = catalog();
  const piece = c.piece(pieceId);
  const ids = c.gamesOf(pieceId);
  const games = (ids.length ? ids : (['dai'] as const)).map((id) => {
    const g = c.content.games.get(id)!;
    return { ...g, setup: [g.setup[g.setup.length - 1]!.replace(/\S+/g, '.')], promotions: {}, notes: [] };
  });
  return { piece, games };
}
