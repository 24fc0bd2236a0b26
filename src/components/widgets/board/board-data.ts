// The serialisable data a board island receives (trimmed piece and game definitions), and its compiled rule sets.
import { makeRules, type Rules } from '../../../engine';
import type { GameData, GameId, PieceData, SourceId } from '../../../schema';
import { nameIn, type Lang, type pick } from '../../../i18n';
import type { EmperorWords } from '../emperor-words';

/** The `board.` strings of the page's language. */
export type BoardWords = ReturnType<typeof pick<'board.'>>;

/** A source the reader can pick for a game: its id and a short label. */
export interface BoardSource {
  id: SourceId;
  label: string;
}

/** Island props: every piece the offered games use, the games themselves, the sources offered per game. */
export interface BoardData {
  pieces: PieceData[];
  games: GameData[];
  /** Per game, the sources that change something in it (a piece variant or a rule variant). */
  sources: Partial<Record<GameId, BoardSource[]>>;
  /** The page's language, its board words and Emperor explanations (only this language's strings reach the browser). */
  lang: Lang;
  /** Names in the page's language of pieces left out of `pieces` that the widget still names (a puzzle's promoted piece's origins). */
  names?: Readonly<Record<string, string>>;
  words: BoardWords;
  emperor: EmperorWords;
}

/**
 * The data plus lookups derived from it once: pieces by id, the piece ids of each game, compiled rule sets.
 * Compiling is done lazily and kept, since every position of the same game and source shares one rule set.
 */
export interface BoardEnv {
  data: BoardData;
  pieces: ReadonlyMap<string, PieceData>;
  games: ReadonlyMap<GameId, GameData>;
  rules(game: GameId, source: SourceId | null): Rules;
  /** Ids of the pieces that belong to a game (in its setup or reached by promotion), in setup order. */
  piecesOf(game: GameId): string[];
}

export function makeEnv(data: BoardData): BoardEnv {
  const pieces = new Map(data.pieces.map((p) => [p.id, p]));
  const games = new Map(data.games.map((g) => [g.id, g]));
  const compiled = new Map<string, Rules>();
  const members = new Map<GameId, string[]>();
  return {
    data,
    pieces,
    games,
    rules(game, source) {
      const key = `${game}/${source ?? ''}`;
      let rules = compiled.get(key);
      if (!rules) {
        const g = games.get(game);
        if (!g) throw new Error(`no data for game "${game}"`);
        compiled.set(key, (rules = makeRules({ pieces, game: g }, { source })));
      }
      return rules;
    },
    piecesOf(game) {
      let ids = members.get(game);
      if (!ids) {
        const g = games.get(game);
        const set = new Set<string>();
        for (const rank of g?.setup ?? []) for (const id of rank.trim().split(/\s+/)) if (id !== '.') set.add(id);
        for (const [from, to] of Object.entries(g?.promotions ?? {})) set.add(from).add(to);
        for (const c of g?.conversions ?? []) set.add(c.becomes);
        members.set(game, (ids = [...set].filter((id) => pieces.has(id))));
      }
      return ids;
    },
  };
}

/** The name of a piece id in the page's language (from its definition, else from `names`), or the id when the data has neither. */
export function pieceName(env: BoardEnv, id: string): string {
  const p = env.pieces.get(id);
  return p ? nameIn(env.data.lang, p.names) : env.data.names?.[id] ?? id;
}
