// The mini-board's set-up editing: placing and removing pieces, the side to move, the board size, the rules and
// source, "try this piece" boards, and re-playing moves from their text. Everything else goes to the play reducer.
import { applyMove, clip, emptyPosition, makeMove, parseMove, putPiece, squareName, type Move, type Position, type Side, type Square } from '../../../engine';
import { fill, nameIn } from '../../../i18n';
import type { GameId, SourceId } from '../../../schema';
import { explainIn, miniWords } from './mini-words';
import { pieceName, type BoardEnv } from '../board/board-data';
import { sideName, squareLabel } from '../board/words/board-notation';
import { centre, current, fromPosition, reduce, type Action, type BoardState } from '../board/state/board-state';

/** The mini-board's reducer: edit actions here, and clicks in set-up mode; the rest is play. */
export function reduceEdit(s: BoardState, action: Action): BoardState {
  switch (action.type) {
    case 'activate':
      return s.mode === 'edit' ? edit(s, action.sq) : reduce(s, action);
    case 'mode':
      return { ...s, mode: action.mode, selected: null, clicked: [], choice: null };
    case 'tool':
      return { ...s, mode: 'edit', tool: action.piece, selected: null, clicked: [], choice: null };
    case 'remove':
      return edited(s, putPiece(current(s), action.sq, null), fill(miniWords(s.env).removedOn, { sq: squareName(action.sq, current(s).size) }));
    case 'clear': {
      const pos = current(s);
      return edited(s, { ...emptyPosition(pos.rules, pos.size), turn: pos.turn }, miniWords(s.env).cleared);
    }
    case 'turn':
      return edited(s, { ...current(s), turn: action.side }, fill(miniWords(s.env).toMove, { side: sideName(s.env, action.side) }));
    case 'rules':
      return changeRules(s, action.game, action.source);
    case 'size':
      return resize(s, action.size);
    default:
      return reduce(s, action);
  }
}

/** Should a placed `id` count as promoted? Pieces that only appear by promotion in the game are promoted forms. */
export function placedPromoted(env: BoardEnv, game: GameId, id: string): boolean {
  const g = env.games.get(game);
  if (!g) return false;
  const inSetup = g.setup.some((rank) => rank.trim().split(/\s+/).includes(id));
  return !inSetup && Object.values(g.promotions).includes(id);
}

/** Default size of a "try this piece" board: 9×9, enough for every short-range power and a few squares of a slide. */
export const TRY_SIZE = 9;

/**
 * A piece at the centre of a small board with a few blockers (owner-relative [dx, dy], dy > 0 forward): two enemy pawns
 * (one adjacent on the forward-right diagonal, for captures and Lion double moves, one three squares ahead, where a
 * slide stops by capturing) and a friendly pawn two squares to the left, which a slide cannot pass.
 */
export function tryState(env: BoardEnv, game: GameId, source: SourceId | null, pieceId: string, size = TRY_SIZE): BoardState {
  const rules = env.rules(game, source);
  let pos = emptyPosition(rules, size);
  const c = Math.floor(size / 2);
  const at = (dx: number, dy: number) => (c - dy) * size + (c + dx);
  if (rules.pieces.has('pawn')) {
    const blockers: [number, number, Side][] = [[1, 1, 'white'], [0, 3, 'white'], [-2, 0, 'black']];
    for (const [dx, dy, side] of blockers) pos = putPiece(pos, at(dx, dy), { id: 'pawn', side, promoted: false });
  }
  pos = putPiece(pos, at(0, 0), { id: pieceId, side: 'black', promoted: placedPromoted(env, game, pieceId) });
  return fromPosition(env, game, source, pos);
}

/** Edits restart play from the edited position: the moves played so far no longer follow from it. */
function edited(s: BoardState, pos: Position, announcement: string): BoardState {
  const said = s.moves.length ? fill(miniWords(s.env).movesDropped, { change: announcement }) : announcement;
  return { ...s, positions: [pos], moves: [], ply: 0, selected: null, clicked: [], choice: null, notes: [], problems: [], announcement: said };
}

function edit(s: BoardState, sq: Square): BoardState {
  const pos = current(s);
  const there = pos.board[sq];
  const tool = s.tool;
  const name = squareName(sq, pos.size);
  const focused = { ...s, focus: sq };
  const w = miniWords(s.env);
  if (!tool || (there && there.id === tool.id && there.side === tool.side && there.promoted === tool.promoted)) {
    return there ? edited(focused, putPiece(pos, sq, null), fill(w.removed, { label: squareLabel(s.env, pos, sq) })) : { ...focused, announcement: fill(w.alreadyEmpty, { sq: name }) };
  }
  const placed = putPiece(pos, sq, tool);
  return edited(focused, placed, fill(w.placed, { label: squareLabel(s.env, placed, sq) }));
}

/**
 * Re-plays `texts` (engine move text) from `start`, stopping at the first that is not legal there, with the engine's
 * reason in the page's language; `failed` is the template that says so (`moveFailedRules` after a change of rules).
 */
export function replay(
  env: BoardEnv, start: Position, texts: string[], failed: 'moveFailed' | 'moveFailedRules' = 'moveFailed',
): { positions: Position[]; moves: Move[]; error: string | null } {
  const w = miniWords(env);
  const positions = [start];
  const moves: Move[] = [];
  for (const [i, text] of texts.entries()) {
    const pos = positions[positions.length - 1]!;
    const parsed = parseMove(text, pos);
    if (!parsed.ok) {
      const rest = texts.length - i - 1;
      const reason = explainIn(env, parsed.reason);
      const error = fill(w[failed], { n: i + 1, text: clip(text), reason });
      return { positions, moves, error: rest ? fill(rest === 1 ? w.restOne : w.restMany, { failed: error, n: rest }) : error };
    }
    moves.push(parsed.value);
    positions.push(applyMove(pos, parsed.value));
  }
  return { positions, moves, error: null };
}

/** The same board under other rules; pieces that are not part of the game are taken off and listed. */
function rebuild(s: BoardState, pos: Position, game: GameId, source: SourceId | null, size: number): { pos: Position; removed: string[] } {
  const rules = s.env.rules(game, source);
  const members = new Set(s.env.piecesOf(game));
  const removed: string[] = [];
  let out: Position = { ...emptyPosition(rules, size), turn: pos.turn };
  const shift = Math.floor(size / 2) - Math.floor(pos.size / 2);
  pos.board.forEach((piece, sq) => {
    if (!piece) return;
    const col = (sq % pos.size) + shift;
    const row = Math.floor(sq / pos.size) + shift;
    const where = squareName(sq, pos.size);
    const w = miniWords(s.env);
    if (!members.has(piece.id)) removed.push(fill(w.notInThisGame, { piece: pieceName(s.env, piece.id), sq: where }));
    else if (col < 0 || row < 0 || col >= size || row >= size) removed.push(fill(w.offBoard, { piece: pieceName(s.env, piece.id), sq: where }));
    else out = putPiece(out, row * size + col, piece);
  });
  return { pos: out, removed };
}

function changeRules(s: BoardState, game: GameId, source: SourceId | null): BoardState {
  if (game === s.game && source === s.source) return s;
  const max = s.env.games.get(game)?.size ?? s.positions[0]!.size;
  const size = Math.min(max, s.positions[0]!.size);
  const { pos, removed } = rebuild(s, s.positions[0]!, game, source, size);
  const w = miniWords(s.env);
  const texts = s.moves.map((m, i) => makeMove(m, s.positions[i]!.size));
  const kept = removed.length === 0 && size === s.positions[0]!.size ? replay(s.env, pos, texts, 'moveFailedRules') : null;
  const problems = [...removed];
  if (kept?.error) problems.push(kept.error);
  else if (!kept && s.moves.length) problems.push(w.movesCleared);
  const g = s.env.games.get(game);
  const values = { game: g ? nameIn(s.env.data.lang, g.names) : game, source: s.env.data.sources[game]?.find((x) => x.id === source)?.label ?? source ?? '' };
  return {
    ...s,
    game,
    source,
    positions: kept ? kept.positions : [pos],
    moves: kept ? kept.moves : [],
    ply: kept ? Math.min(s.ply, kept.moves.length) : 0,
    focus: Math.min(s.focus, size * size - 1),
    selected: null,
    clicked: [],
    choice: null,
    tool: s.tool && s.env.piecesOf(game).includes(s.tool.id) ? s.tool : null,
    notes: [],
    problems,
    announcement: fill(source ? w.rulesSource : w.rulesMain, values),
  };
}

function resize(s: BoardState, size: number): BoardState {
  const max = s.env.games.get(s.game)?.size ?? size;
  if (!Number.isInteger(size) || size < 5 || size > max || size === current(s).size) return s;
  const { pos, removed } = rebuild(s, current(s), s.game, s.source, size);
  const next = edited(s, pos, fill(miniWords(s.env).size, { size }));
  return { ...next, focus: centre(size), problems: removed };
}
