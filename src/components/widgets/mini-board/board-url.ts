// Reading the mini-board's URL (written by board-link): a damaged link is read as far as it goes, each problem
// becoming a sentence for the page while the rest still loads.
import { emptyPosition, parsePosition, type Position } from '../../../engine';
import { GAME_IDS, SOURCE_IDS, type GameId, type SourceId } from '../../../schema/vocab';
import { explainEngineError, type EngineErrorWords } from '../../../i18n/engine-error';
import type { BoardEnv } from '../board/board-data';
import { replay, tryState, TRY_SIZE } from './board-edit';
import { fromPosition, type BoardState } from '../board/board-state';

export const DEFAULT_GAME: GameId = 'dai';
export const DEFAULT_PIECE = 'lion';

const isGame = (x: string | null): x is GameId => x !== null && (GAME_IDS as readonly string[]).includes(x);
const isSource = (x: string | null): x is SourceId => x !== null && (SOURCE_IDS as readonly string[]).includes(x);

/**
 * Reads a board state from a query string (`?p=…` or `p=…`, parameters as board-link describes). Problems are listed on
 * the state, never thrown; the engine's reasons in the words of `errors`.
 */
export function decodeBoard(env: BoardEnv, search: string, errors: EngineErrorWords): BoardState {
  const params = new URLSearchParams(search);
  const problems: string[] = [];
  const text = params.get('p');
  let state: BoardState;
  if (text !== null) {
    const start = readPosition(env, text, errors, problems);
    state = fromPosition(env, start.rules.gameId, start.rules.source, start);
  } else {
    state = tryFromParams(env, params, problems);
  }

  const moves = params.get('m');
  if (moves) {
    const played = replay(state.positions[0]!, moves.split(',').filter((m) => m.trim() !== ''), errors);
    if (played.error) problems.push(played.error);
    state = { ...state, positions: played.positions, moves: played.moves, ply: played.moves.length };
  }
  const at = params.get('at');
  if (at !== null) {
    const ply = Number(at);
    if (!Number.isInteger(ply) || ply < 0 || ply > state.moves.length) {
      problems.push(`at=${at} should be a move number from 0 to ${state.moves.length}; showing the position after every move.`);
    } else {
      state = { ...state, ply };
    }
  }
  const flip = params.get('flip');
  if (flip !== null && flip !== '1' && flip !== '0') problems.push(`flip=${flip} should be 1 or 0; the board is shown with Black at the bottom.`);
  const pos = state.positions[state.ply]!;
  const focus = state.moves[state.ply - 1]?.to ?? state.focus;
  return { ...state, flipped: flip === '1', focus: Math.min(focus, pos.size * pos.size - 1), problems };
}

function tryFromParams(env: BoardEnv, params: URLSearchParams, problems: string[]): BoardState {
  const gameParam = params.get('game');
  let game = DEFAULT_GAME;
  if (gameParam !== null && !isGame(gameParam)) problems.push(`Unknown game "${gameParam}" (known: ${GAME_IDS.join(', ')}); using ${gameName(env, game)}.`);
  else if (gameParam !== null) game = gameParam;
  if (!env.games.has(game)) game = env.data.games[0]!.id;

  const source = readSource(env, game, params.get('source'), problems);
  let piece = params.get('try') ?? DEFAULT_PIECE;
  if (!env.pieces.has(piece)) {
    problems.push(`Unknown piece "${piece}"; showing the ${env.pieces.get(DEFAULT_PIECE)?.names.en ?? DEFAULT_PIECE} instead.`);
    piece = DEFAULT_PIECE;
  } else if (!env.piecesOf(game).includes(piece)) {
    problems.push(`The ${env.pieces.get(piece)!.names.en} is not a piece of ${gameName(env, game)}; it is shown with its own moves under that game's rules.`);
  }
  const max = env.games.get(game)!.size;
  let size = Math.min(TRY_SIZE, max);
  const sizeParam = params.get('size');
  if (sizeParam !== null) {
    const n = Number(sizeParam);
    if (Number.isInteger(n) && n >= 5 && n <= max) size = n;
    else problems.push(`size=${sizeParam} should be a whole number from 5 to ${max} for ${gameName(env, game)}; using ${size}.`);
  }
  return tryState(env, game, source, piece, size);
}

function readSource(env: BoardEnv, game: GameId, value: string | null, problems: string[]): SourceId | null {
  if (value === null || value === '' || value === 'main') return null;
  if (!isSource(value)) {
    problems.push(`Unknown source "${value}" (known: ${SOURCE_IDS.join(', ')}); using the main text.`);
    return null;
  }
  if (!(env.data.sources[game] ?? []).some((s) => s.id === value)) {
    problems.push(`No source variant of ${gameName(env, game)} cites "${value}": the main text applies.`);
  }
  return value;
}

const gameName = (env: BoardEnv, game: GameId) => env.games.get(game)?.names.en ?? game;

/**
 * The engine's parse of `text`; when it fails, the engine's message is kept and the text is repaired cell by cell
 * (unknown pieces left out, short or long ranks padded or cut, a bad side or rule set replaced by the default), so a
 * damaged link still shows every piece that can be read.
 */
function readPosition(env: BoardEnv, text: string, errors: EngineErrorWords, problems: string[]): Position {
  const catalog = { pieces: env.data.pieces, games: env.data.games };
  const parsed = parsePosition(text, catalog);
  if (parsed.ok) return withEnvRules(env, parsed.value);
  problems.push(`The position in the link could not be read: ${explainEngineError(parsed.reason, errors)}.`);

  const fields = text.trim().split(/\s+/);
  const [gameText = '', sourceText] = (fields[2] ?? '').split('/');
  const game: GameId = isGame(gameText) && env.games.has(gameText) ? gameText : DEFAULT_GAME;
  if (game !== gameText) problems.push(`Rules "${fields[2] ?? ''}" not understood; using ${gameName(env, game)}.`);
  const source = sourceText === undefined ? null : readSource(env, game, sourceText, problems);
  const turn = fields[1] === 'w' ? 'w' : 'b';
  if (fields[1] !== 'b' && fields[1] !== 'w') problems.push(`Side to move "${fields[1] ?? ''}" not understood; Black is to move.`);

  const max = env.games.get(game)!.size;
  const rows = (fields[0] ?? '').split('/');
  const size = Math.min(max, Math.max(5, rows.length));
  if (rows.length !== size) problems.push(`The board had ${rows.length} ranks; it is shown as ${size}×${size}.`);
  const ranks: string[] = [];
  for (let r = 0; r < size; r++) {
    const cells: string[] = [];
    let width = 0;
    for (const cell of (rows[r] ?? String(size)).split(',')) {
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
        problems.push(`Rank ${String.fromCharCode(97 + r)}: "${cell}" is not a piece; that square is left empty.`);
        cells.push('1');
        width += 1;
      }
    }
    if (width !== size) problems.push(`Rank ${String.fromCharCode(97 + r)} had ${width} squares instead of ${size}; it was ${width < size ? 'filled with empty squares' : 'cut'}.`);
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
