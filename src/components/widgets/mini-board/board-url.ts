// Reading the mini-board's URL (written by board-link): a damaged link is read as far as it goes, each problem
// becoming a sentence for the page while the rest still loads.
import { fill, nameIn } from '../../../i18n';
import { clip, emptyPosition, parsePosition, type Position } from '../../../engine';
import { GAME_IDS, SOURCE_IDS, type GameId, type SourceId } from '../../../schema/vocab';
import { pieceName, type BoardEnv } from '../board/board-data';
import { replay, tryState, TRY_SIZE } from './board-edit';
import { explainIn, miniWords } from './mini-words';
import { factsAt, fromPosition, type BoardState } from '../board/state/board-state';

export const DEFAULT_GAME: GameId = 'dai';
export const DEFAULT_PIECE = 'lion';

const isGame = (x: string | null): x is GameId => x !== null && (GAME_IDS as readonly string[]).includes(x);
const isSource = (x: string | null): x is SourceId => x !== null && (SOURCE_IDS as readonly string[]).includes(x);

/**
 * Reads a board state from a query string (`?p=…` or `p=…`, parameters as board-link describes). Problems are listed on
 * the state, never thrown; the engine's reasons in the page's language. A bad value is quoted at most `clip` long.
 */
export function decodeBoard(env: BoardEnv, search: string): BoardState {
  const params = new URLSearchParams(search);
  const w = miniWords(env);
  const problems: string[] = [];
  const text = params.get('p');
  let state: BoardState;
  if (text !== null) {
    const start = readPosition(env, text, problems);
    state = fromPosition(env, start.rules.gameId, start.rules.source, start);
  } else {
    state = tryFromParams(env, params, problems);
  }

  const moves = params.get('m');
  if (moves) {
    const played = replay(env, state.positions[0]!, moves.split(',').filter((m) => m.trim() !== ''));
    if (played.error) problems.push(played.error);
    state = { ...state, positions: played.positions, moves: played.moves, ply: played.moves.length };
  }
  const at = params.get('at');
  if (at !== null) {
    const ply = Number(at);
    if (!Number.isInteger(ply) || ply < 0 || ply > state.moves.length) {
      problems.push(fill(w.badAt, { at: clip(at), max: state.moves.length }));
    } else {
      state = { ...state, ply };
    }
  }
  const flip = params.get('flip');
  if (flip !== null && flip !== '1' && flip !== '0') problems.push(fill(w.badFlip, { flip: clip(flip) }));
  const pos = state.positions[state.ply]!;
  const focus = state.moves[state.ply - 1]?.to ?? state.focus;
  return { ...state, flipped: flip === '1', focus: Math.min(focus, pos.size * pos.size - 1), notes: factsAt(state.positions, state.moves, state.ply), problems };
}

function tryFromParams(env: BoardEnv, params: URLSearchParams, problems: string[]): BoardState {
  const gameParam = params.get('game');
  const w = miniWords(env);
  let game = DEFAULT_GAME;
  if (gameParam !== null && !isGame(gameParam)) problems.push(fill(w.badGame, { game: clip(gameParam), known: GAME_IDS.join(', '), name: gameName(env, game) }));
  else if (gameParam !== null) game = gameParam;
  if (!env.games.has(game)) game = env.data.games[0]!.id;

  const source = readSource(env, game, params.get('source'), problems);
  let piece = params.get('try') ?? DEFAULT_PIECE;
  if (!env.pieces.has(piece)) {
    problems.push(fill(w.badPiece, { piece: clip(piece), name: pieceName(env, DEFAULT_PIECE) }));
    piece = DEFAULT_PIECE;
  } else if (!env.piecesOf(game).includes(piece)) {
    problems.push(fill(w.notInGame, { piece: pieceName(env, piece), game: gameName(env, game) }));
  }
  const max = env.games.get(game)!.size;
  let size = Math.min(TRY_SIZE, max);
  const sizeParam = params.get('size');
  if (sizeParam !== null) {
    const n = Number(sizeParam);
    if (Number.isInteger(n) && n >= 5 && n <= max) size = n;
    else problems.push(fill(w.badSize, { size: clip(sizeParam), max, game: gameName(env, game), used: size }));
  }
  return tryState(env, game, source, piece, size);
}

function readSource(env: BoardEnv, game: GameId, value: string | null, problems: string[]): SourceId | null {
  if (value === null || value === '' || value === 'main') return null;
  const w = miniWords(env);
  if (!isSource(value)) {
    problems.push(fill(w.badSource, { source: clip(value), known: SOURCE_IDS.join(', ') }));
    return null;
  }
  if (!(env.data.sources[game] ?? []).some((s) => s.id === value)) {
    problems.push(fill(w.sourceNotCited, { game: gameName(env, game), source: value }));
  }
  return value;
}

function gameName(env: BoardEnv, game: GameId): string {
  const g = env.games.get(game);
  return g ? nameIn(env.data.lang, g.names) : game;
}

/**
 * The engine's parse of `text`; when it fails, the engine's message is kept and the text is repaired cell by cell
 * (unknown pieces left out, short or long ranks padded or cut, a bad side or rule set replaced by the default), so a
 * damaged link still shows every piece that can be read.
 */
function readPosition(env: BoardEnv, text: string, problems: string[]): Position {
  const catalog = { pieces: env.data.pieces, games: env.data.games };
  const parsed = parsePosition(text, catalog);
  if (parsed.ok) return withEnvRules(env, parsed.value);
  const w = miniWords(env);
  problems.push(fill(w.badPosition, { reason: explainIn(env, parsed.reason) }));

  const fields = text.trim().split(/\s+/);
  const [gameText = '', sourceText] = (fields[2] ?? '').split('/');
  const game: GameId = isGame(gameText) && env.games.has(gameText) ? gameText : DEFAULT_GAME;
  if (game !== gameText) problems.push(fill(w.badRules, { rules: clip(fields[2] ?? ''), game: gameName(env, game) }));
  const source = sourceText === undefined ? null : readSource(env, game, sourceText, problems);
  const turn = fields[1] === 'w' ? 'w' : 'b';
  if (fields[1] !== 'b' && fields[1] !== 'w') problems.push(fill(w.badSide, { side: clip(fields[1] ?? '') }));

  const max = env.games.get(game)!.size;
  const rows = (fields[0] ?? '').split('/');
  const size = Math.min(max, Math.max(5, rows.length));
  if (rows.length !== size) problems.push(fill(w.badRanks, { ranks: rows.length, size }));
  const ranks: string[] = [];
  for (let r = 0; r < size; r++) {
    const cells: string[] = [];
    let width = 0;
    for (const cell of (rows[r] ?? String(size)).split(',')) {
      // Cells past the edge are cut (rankCut says so), so they are counted, not read: a long rank gives one message.
      if (width >= size) {
        width += /^[0-9]+$/.test(cell) ? Number(cell) : 1;
        continue;
      }
      if (/^[1-9][0-9]*$/.test(cell)) {
        cells.push(cell);
        width += Number(cell);
        continue;
      }
      const m = /^(\+?)([A-Za-z0-9-]+)$/.exec(cell);
      const id = m?.[2]!.toLowerCase();
      if (m && id && env.pieces.has(id) && (m[2] === id || m[2] === id.toUpperCase())) {
        cells.push(cell);
        width += 1;
      } else {
        problems.push(fill(w.badCell, { rank: String.fromCharCode(97 + r), cell: clip(cell) }));
        cells.push('1');
        width += 1;
      }
    }
    if (width !== size) problems.push(fill(width < size ? w.rankPadded : w.rankCut, { rank: String.fromCharCode(97 + r), width, size }));
    ranks.push(fitRank(cells, size));
  }
  const repaired = parsePosition(`${ranks.join('/')} ${turn} ${game}${source ? `/${source}` : ''}`, catalog);
  return repaired.ok ? withEnvRules(env, repaired.value) : emptyPosition(env.rules(game, source), size);
}

/** Cells of a rank made exactly `size` squares wide: extra squares cut from the right, missing ones added empty. */
function fitRank(cells: string[], size: number): string {
  const out: string[] = [];
  let width = 0;
  for (const cell of cells) {
    const n = /^[0-9]+$/.test(cell) ? Number(cell) : 1;
    const take = Math.min(n, size - width);
    if (take <= 0) break;
    out.push(/^[0-9]+$/.test(cell) ? String(take) : cell);
    width += take;
  }
  if (width < size) out.push(String(size - width));
  return out.join(',');
}

/** The same position on the widget's own compiled rule set (one rule set per game and source on the page). */
const withEnvRules = (env: BoardEnv, pos: Position): Position => ({ ...pos, rules: env.rules(pos.rules.gameId, pos.rules.source) });
