// Text forms of positions and moves: parse/make pairs that round-trip; parsers return readable errors, never throw.
import type { GameData, PieceData } from '../../schema';
import { SOURCE_IDS, type SourceId } from '../../schema/vocab';
import type { Move } from '../model/move';
import { legalMoves } from '../moves/movegen';
import type { Piece, Position } from '../model/position';
import { clip, fail, type Reason, type Result } from './reason';
import { makeRules, type Rules } from '../model/rules';
import { MAX_SIZE, MIN_SIZE, parseSquare, squareName, type Square } from '../model/square';

export type { Result } from './reason';

export interface PositionCatalog {
  pieces: Iterable<PieceData> | ReadonlyMap<string, PieceData>;
  games: Iterable<GameData> | ReadonlyMap<string, GameData>;
}

const values = <T>(c: Iterable<T> | ReadonlyMap<string, T>): Iterable<T> => (c instanceof Map ? c.values() : (c as Iterable<T>));

// Compiling a rule set is cheap but not free; positions parsed against the same catalog share them.
const rulesCache = new WeakMap<object, Map<string, Rules>>();

function cachedRules(catalog: PositionCatalog, game: GameData, source: SourceId | null): Rules {
  let byKey = rulesCache.get(catalog.pieces);
  if (!byKey) rulesCache.set(catalog.pieces, (byKey = new Map()));
  const key = `${game.id}/${source ?? ''}`;
  let rules = byKey.get(key);
  if (!rules || rules.game !== game) byKey.set(key, (rules = makeRules({ pieces: catalog.pieces, game }, { source })));
  return rules;
}

const rankLetter = (rank: number) => String.fromCharCode(97 + rank);
const rankLabel = (rank: number) => `rank ${rank + 1} (${rankLetter(rank)})`;

/**
 * `<ranks top→bottom, '/'-separated> <b|w> <game>[/<source>]`; a rank is comma-separated cells, each a count of empty
 * squares or a piece: optional `+` (promoted), then the piece id, UPPERCASE for Black, lowercase for White.
 * Example: `5/5/2,LION,2/1,gold-general,3/5 b dai`.
 */
export function parsePosition(text: string, catalog: PositionCatalog): Result<Position> {
  const fields = text.trim().split(/\s+/);
  if (fields.length !== 3) {
    return fail(`a position is "<ranks> <b|w> <game>[/<source>]": expected 3 parts separated by spaces, found ${fields.length}`, { code: 'positionParts', found: fields.length });
  }
  const [ranksText, turnText, rulesText] = fields as [string, string, string];
  const [gameId, sourceId, extra] = rulesText.split('/');
  const game = [...values(catalog.games)].find((g) => g.id === gameId);
  if (!game) {
    const known = [...values(catalog.games)].map((g) => g.id).join(', ');
    const game = clip(gameId!);
    return fail(`unknown game "${game}"; known games: ${known}`, { code: 'unknownGame', game, known });
  }
  if (extra !== undefined) return fail(`"${clip(rulesText)}" should be <game> or <game>/<source>`, { code: 'badRules', rules: clip(rulesText) });
  if (sourceId !== undefined && !(SOURCE_IDS as readonly string[]).includes(sourceId)) {
    const source = clip(sourceId);
    return fail(`unknown source "${source}"; known sources: ${SOURCE_IDS.join(', ')}`, { code: 'unknownSource', source, known: SOURCE_IDS.join(', ') });
  }
  if (turnText !== 'b' && turnText !== 'w') return fail(`the side to move must be b or w, found "${clip(turnText)}"`, { code: 'badTurn', turn: clip(turnText) });
  const rules = cachedRules(catalog, game, (sourceId as SourceId | undefined) ?? null);

  const ranks = ranksText.split('/');
  const size = ranks.length;
  if (size < MIN_SIZE || size > MAX_SIZE) return fail(`a board has ${MIN_SIZE} to ${MAX_SIZE} ranks, found ${size}`, { code: 'boardSize', min: MIN_SIZE, max: MAX_SIZE, found: size });
  const promotedForms = promotedFormsOf(rules);
  // The board is filled only up to its size: a rank's width is counted, not allocated, so a long rank costs no memory.
  const board: (Piece | null)[] = [];
  for (let r = 0; r < size; r++) {
    const rank = { rank: r + 1, letter: rankLetter(r) };
    let width = 0;
    for (const cell of ranks[r]!.split(',')) {
      if (/^[0-9]+$/.test(cell)) {
        const n = Number(cell);
        if (n < 1) return fail(`${rankLabel(r)}: an empty run must be at least 1, found "${clip(cell)}"`, { code: 'emptyRun', ...rank, cell: clip(cell) });
        // Longer than any board: refused before it is added up (a count of 10^11 must not be counted square by square).
        if (n > MAX_SIZE) return fail(`${rankLabel(r)}: an empty run of ${clip(cell)} squares does not fit a rank of ${size}`, { code: 'emptyRunTooLong', ...rank, cell: clip(cell), size });
        for (let i = 0; i < n && width + i < size; i++) board.push(null);
        width += n;
        continue;
      }
      const piece = parsePieceToken(cell, rules, promotedForms);
      if ('error' in piece) {
        if (width >= size) return fail(`${rankLabel(r)}, square past the edge: ${piece.error}`, { code: 'cellPastEdge', ...rank, cause: piece.reason });
        const square = squareName(r * size + width, size);
        return fail(`${rankLabel(r)}, square ${square}: ${piece.error}`, { code: 'cell', ...rank, square, cause: piece.reason });
      }
      if (width < size) board.push(piece);
      width += 1;
    }
    if (width !== size) return fail(`${rankLabel(r)} has ${width} squares, expected ${size} (as many as there are ranks)`, { code: 'rankWidth', ...rank, width, size });
  }
  return { ok: true, value: { rules, size, board, turn: turnText === 'b' ? 'black' : 'white', captured: [] } };
}

/**
 * The forms a piece can stand in as promoted (`+id`): what some piece promotes to, and what a capture converts a piece
 * into when that form cannot promote (the fast core marks such a converted piece promoted, so it never promotes).
 */
function promotedFormsOf(rules: Rules): Set<string> {
  const forms = new Set(rules.promotions.values());
  for (const c of rules.conversions) if (!rules.promotions.has(c.becomes)) forms.add(c.becomes);
  return forms;
}

function parsePieceToken(token: string, rules: Rules, promotedForms: ReadonlySet<string>): Piece | { error: string; reason: Reason } {
  const m = /^(\+?)([A-Za-z0-9-]+)$/.exec(token);
  const quoted = clip(token);
  if (!m) return { error: `"${quoted}" is neither a number of empty squares nor a piece token like GOLD-GENERAL, +pawn`, reason: { code: 'badToken', token: quoted } };
  const body = m[2]!;
  const lower = body.toLowerCase();
  const upper = body.toUpperCase();
  if (lower === upper) return { error: `"${quoted}" has no letters, so its side cannot be told`, reason: { code: 'noLetters', token: quoted } };
  if (body !== lower && body !== upper) return { error: `"${quoted}" mixes cases: UPPERCASE is a Black piece, lowercase a White one`, reason: { code: 'mixedCase', token: quoted } };
  if (!rules.pieces.has(lower)) return { error: `unknown piece "${clip(lower)}"`, reason: { code: 'unknownPiece', piece: clip(lower) } };
  const promoted = m[1] === '+';
  if (promoted && !promotedForms.has(lower)) {
    return { error: `"${quoted}" is marked promoted, but no piece of this game promotes to ${lower}`, reason: { code: 'notPromotedForm', token: quoted, piece: lower } };
  }
  return { id: lower, side: body === upper ? 'black' : 'white', promoted };
}

/** Each rank's cells, from rank a and file 1: `cell(piece)` for a piece, the count (as text) for a run of empty squares. */
export function rankCells(pos: Position, cell: (p: Piece) => string): string[][] {
  const ranks: string[][] = [];
  for (let r = 0; r < pos.size; r++) {
    const cells: string[] = [];
    let empty = 0;
    for (let c = 0; c < pos.size; c++) {
      const p = pos.board[r * pos.size + c];
      if (!p) {
        empty++;
        continue;
      }
      if (empty) cells.push(String(empty));
      empty = 0;
      cells.push(cell(p));
    }
    if (empty) cells.push(String(empty));
    ranks.push(cells);
  }
  return ranks;
}

export function makePosition(pos: Position): string {
  const ranks = rankCells(pos, (p) => `${p.promoted ? '+' : ''}${p.side === 'black' ? p.id.toUpperCase() : p.id}`);
  const source = pos.rules.source ? `/${pos.rules.source}` : '';
  return `${ranks.map((cells) => cells.join(',')).join('/')} ${pos.turn === 'black' ? 'b' : 'w'} ${pos.rules.gameId}${source}`;
}

/**
 * Path form: the origin, then `-<sq>` for each square stepped on or `x<sq>` where it captures, ending with the
 * destination; then `+` (promotes) or `=` (declines an optional promotion), then `~` when it converts (Maka).
 * Examples: `8h-8f`, `8hx8g-8h` (igui), `8hx8gx8f` (double capture), `5e-5a-9a` (hook turning on 5a).
 */
export function makeMove(move: Move, size: number): string {
  const step = (sq: Square) => `${move.captures.includes(sq) ? 'x' : '-'}${squareName(sq, size)}`;
  const promote = move.promote === true ? '+' : move.promote === false ? '=' : '';
  return `${squareName(move.from, size)}${move.via.map(step).join('')}${step(move.to)}${promote}${move.convert ? '~' : ''}`;
}

/** Resolves a path-form move to the one legal move with that origin, destination, captures and choice. */
export function parseMove(text: string, pos: Position): Result<Move> {
  const m = /^([0-9]{1,2}[a-z])((?:[-x][0-9]{1,2}[a-z])+)([+=]?)(~?)$/.exec(text.trim());
  if (!m) return fail(`"${clip(text)}" is not a move: write squares joined by - (step) or x (capture), e.g. 8h-8f or 8hx8gx8f`, { code: 'notAMove', text: clip(text) });
  const names = [m[1]!, ...[...m[2]!.matchAll(/([-x])([0-9]{1,2}[a-z])/g)].map((s) => s[2]!)];
  const squares: Square[] = [];
  for (const name of names) {
    const sq = parseSquare(name, pos.size);
    if (sq === null) return fail(`"${name}" is not a square of this ${pos.size}×${pos.size} board`, { code: 'notASquare', name, size: pos.size });
    squares.push(sq);
  }
  const marks = [...m[2]!.matchAll(/([-x])[0-9]{1,2}[a-z]/g)].map((s) => s[1]);
  const from = squares[0]!;
  const to = squares[squares.length - 1]!;
  const captures = new Set(squares.slice(1).filter((_, i) => marks[i] === 'x'));
  const piece = pos.board[from];
  const square = names[0]!;
  if (!piece) return fail(`there is no piece on ${square}`, { code: 'noPiece', square });
  if (piece.side !== pos.turn) {
    const at = { piece: piece.id, square };
    return piece.side === 'black'
      ? fail(`the ${piece.id} on ${square} is Black's, but White is to move`, { code: 'blackPieceWhiteToMove', ...at })
      : fail(`the ${piece.id} on ${square} is White's, but Black is to move`, { code: 'whitePieceBlackToMove', ...at });
  }
  const paths = legalMoves(pos, from).filter(
    (mv) => mv.to === to && mv.captures.length === captures.size && mv.captures.every((sq) => captures.has(sq)),
  );
  if (paths.length === 0) return fail(`${clip(text)} is not a legal move of the ${piece.id} on ${square}`, { code: 'illegalMove', text: clip(text), piece: piece.id, square });
  const promote = m[3] === '+' ? true : m[3] === '=' ? false : null;
  const convert = m[4] === '~';
  const exact = paths.filter((mv) => mv.promote === promote && (mv.convert !== undefined) === convert);
  if (exact.length === 1) return { ok: true, value: exact[0]! };
  // A forced promotion or conversion may be written without its mark.
  if (promote === null && !convert && paths.length === 1) return { ok: true, value: paths[0]! };
  const offered = paths.map((mv) => makeMove(mv, pos.size)).join(', ');
  return fail(`${clip(text)} does not choose one of the outcomes this move offers: ${offered}`, { code: 'ambiguousMove', text: clip(text), offered });
}
