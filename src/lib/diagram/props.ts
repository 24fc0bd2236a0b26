// The small serialisable props of a piece's diagram island, and build-time diagrams (thumbnails, promoted forms).
import { makeRules, reach } from '../../engine';
import type { GameData, GameId, PieceData, SourceId } from '../../schema';
import { catalog } from '../catalog';
import { dict, href, labelIn, nameIn, pick, type Lang } from '../../i18n';
import { diagramRadius, type DiagramMark, type MarkKind } from './marks';
import { marksOf } from './reach-marks';
import { sourceLabel } from '../source-names';
import { derive, firstBlockers, type Blocker, type DiagramView } from './view';

/** One way to read the piece's movement that the diagram offers: a game's main text, or a source's reading in a game. */
export interface DiagramReading {
  game: GameId;
  source: SourceId | null;
  /** "Main text", or the source's title, e.g. 《象棋六種之図式》 Shōgi Rokushu no Zushiki. */
  label: string;
  /** The seed footnote that gives this reading, and our summary of it. */
  footnote?: number;
  note?: string;
  /** The source agrees with the main text (its footnote cites where the main text's reading comes from). */
  agrees?: true;
}

export interface DiagramProps {
  /** The piece, without its prose notes. */
  piece: PieceData;
  /** The piece a reader places as a blocker (the Pawn): its moves matter where the Emperor must avoid attacked squares. */
  blocker: PieceData;
  /** Games the piece belongs to (at least one), trimmed to what the engine needs for a lone piece: no setup, no promotions. */
  games: GameData[];
  /** The readings to choose from: every game's main text and each source's reading there; just one when nothing differs. */
  readings: DiagramReading[];
  /** What the diagram first shows (the main text of the first game, with its sample Pawn), computed at build time so the
   *  island needs the engine only once the reader changes the reading or the Pawns. */
  start: { blockers: Blocker[]; view: DiagramView };
  /** The page's language: the island's words (`diagram.` and `emperor.` strings), the piece's and games' names in its
   *  script, and the board page in the same language (only this language's strings travel to the browser). */
  words: ReturnType<typeof pick<'diagram.'>>;
  emperor: ReturnType<typeof pick<'emperor.'>>;
  name: string;
  gameNames: Partial<Record<GameId, string>>;
  boardPath: string;
}

/** The piece to use as the blocker: the Pawn, which every game has. */
const BLOCKER = 'pawn';

/** The piece as the island needs it: no prose, its label in the page's script. */
const trimPiece = (p: PieceData, lang: Lang): PieceData => ({ ...p, notes: [], label: labelIn(lang, p) });

/** A game as a lone-piece diagram needs it: promotions dropped (a capture's promote/decline choice is one square). */
function trimGame(g: GameData): GameData {
  const promotion = g.promotion.kind === 'zone' ? { ...g.promotion, dead: {} } : g.promotion;
  return { ...g, setup: ['.'], promotions: {}, promotion, notes: [] };
}

/** Games a piece's diagram offers: those it is in, else Dai (a piece only reached in no game still gets a diagram). */
export function diagramGames(pieceId: string): GameData[] {
  const c = catalog();
  const ids = c.gamesOf(pieceId);
  return (ids.length ? ids : (['dai'] as GameId[])).map((id) => c.content.games.get(id)!).filter(Boolean);
}

export function diagramProps(pieceId: string, lang: Lang = 'en'): DiagramProps {
  const c = catalog();
  const piece = c.piece(pieceId);
  const games = diagramGames(pieceId);
  const readings = games.flatMap((g): DiagramReading[] => {
    // The variant the engine applies for a source in this game: the game's own first (as atomsFor picks it).
    const vs = c.variantsOf(pieceId, g.id).sort((a, b) => Number(!!b.game) - Number(!!a.game));
    const sources = [...new Set(vs.map((v) => v.source))];
    return [
      { game: g.id, source: null, label: dict(lang)['piece.mainText'] },
      ...sources.map((id) => {
        const v = vs.find((x) => x.source === id)!;
        const s = c.content.sources.get(id);
        const label = s ? sourceLabel(s, lang) : id;
        return { game: g.id, source: id, label, note: v.note, ...(v.footnote ? { footnote: v.footnote } : {}), ...(v.moves ? {} : { agrees: true as const }) };
      }),
    ];
  });
  const differs = piece.variants.length > 0 || Object.keys(piece.gameMoves).length > 0;
  const engineProps = { piece: trimPiece(piece, lang), blocker: trimPiece(c.piece(BLOCKER), lang), games: games.map(trimGame) };
  const blockers = firstBlockers(engineProps);
  return {
    ...engineProps,
    readings: differs ? readings : readings.slice(0, 1),
    start: { blockers, view: derive(engineProps, engineProps.games[0]!.id, null, blockers) },
    words: pick(lang, 'diagram.'),
    emperor: pick(lang, 'emperor.'),
    name: nameIn(lang, piece.names),
    gameNames: Object.fromEntries(games.map((g) => [g.id, nameIn(lang, g.names)])),
    boardPath: href(lang, '/board/'),
  };
}

/** What a DiagramGrid needs to draw a piece's moves: the board side, the piece's label and its marks. */
export interface StaticDiagram {
  size: number;
  label: string;
  marks: DiagramMark[];
}

/**
 * A static diagram of a piece alone on an empty board, computed by the engine at build time: for thumbnails, promoted
 * forms and the compare page. `game` picks the game's own reading (default: the piece's first game), `source` a source's.
 */
export function staticDiagram(pieceId: string, game?: GameId, source: SourceId | null = null, lang: Lang = 'en'): StaticDiagram {
  const c = catalog();
  const piece = c.piece(pieceId);
  const g = game ? c.content.games.get(game)! : diagramGames(pieceId)[0]!;
  const rules = makeRules({ pieces: [piece], game: trimGame(g) }, { source });
  const atoms = rules.pieces.get(pieceId)!.atoms;
  const size = 2 * diagramRadius([atoms]) + 1;
  return { size, label: labelIn(lang, piece), marks: marksOf(atoms, reach(rules, pieceId, { size })) };
}

/** The mark kinds a piece's diagram can show under any of its games and readings, for its legend. */
export function legendKinds(pieceId: string): Set<MarkKind> {
  const piece = catalog().piece(pieceId);
  const kinds = new Set<MarkKind>();
  for (const g of diagramGames(pieceId)) {
    for (const source of [null, ...new Set(piece.variants.filter((v) => !v.game || v.game === g.id).map((v) => v.source))]) {
      staticDiagram(pieceId, g.id, source).marks.forEach((m) => kinds.add(m.kind));
    }
  }
  return kinds;
}
