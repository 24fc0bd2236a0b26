// Build-time props of the board islands: the games they offer and the pieces those games use, trimmed to what the
// engine and the widget read (no prose), so the page carries as little as possible. Runs in Node only.
import { catalog } from '../../../lib/catalog';
import type { GameData, GameId, PieceData, SourceId } from '../../../schema';
import { labelIn, pick, type Lang } from '../../../i18n';
import { sourceLabel } from '../../../lib/source-names';
import type { BoardData, BoardSource } from './board-data';

function trimPiece(p: PieceData, games: ReadonlySet<GameId>, lang: Lang): PieceData {
  return {
    ...p,
    label: labelIn(lang, p),
    notes: [],
    variants: p.variants.filter((v) => v.moves && (!v.game || games.has(v.game))).map((v) => ({ source: v.source, ...(v.game ? { game: v.game } : {}), note: '', moves: v.moves })),
  };
}

const trimGame = (g: GameData): GameData => ({ ...g, notes: [], ruleVariants: g.ruleVariants.map((v) => ({ ...v, note: '' })) });

/** Sources that change something in `game`: a variant of one of its pieces (not one that agrees with the main text), or one of its rule variants. */
function sourcesOf(game: GameData, pieces: PieceData[], lang: Lang): BoardSource[] {
  const c = catalog();
  const ids = new Set<SourceId>();
  for (const p of pieces) for (const v of p.variants) if (v.moves && (!v.game || v.game === game.id)) ids.add(v.source);
  for (const v of game.ruleVariants) ids.add(v.source);
  return [...ids].sort().map((id) => {
    const s = c.content.sources.get(id);
    return { id, label: s ? sourceLabel(s, lang) : id };
  });
}

/** Everything the boards of `gameIds` need, with the words of the page's language. */
export function boardData(gameIds: readonly GameId[], lang: Lang = 'en'): BoardData {
  const c = catalog();
  const games = gameIds.map((id) => c.content.games.get(id)).filter((g): g is GameData => !!g);
  const wanted = new Set(gameIds);
  const pieces = c.pieces.filter((p) => c.gamesOf(p.id).some((g) => wanted.has(g)));
  const sources: BoardData['sources'] = {};
  for (const g of games) {
    const inGame = pieces.filter((p) => c.gamesOf(p.id).includes(g.id));
    sources[g.id] = sourcesOf(g, inGame, lang);
  }
  return {
    pieces: pieces.map((p) => trimPiece(p, wanted, lang)), games: games.map(trimGame), sources,
    lang, words: pick(lang, 'board.'), emperor: pick(lang, 'emperor.'),
  };
}
