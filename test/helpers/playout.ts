// Invariant checks for random playouts, one ply at a time: shared by the fuzz test and anyone else playing random games.
// Every check reads the engine's own output (move lists, positions, texts); none re-derives a rule.
import {
  applyMove,
  emptyPosition,
  legalMoves,
  makeMove,
  makePosition,
  parseMove,
  parsePosition,
  putPiece,
  SIDES,
  winner,
  type Move,
  type Position,
  type PositionCatalog,
  type Rules,
  type Side,
} from '../../src/engine';
import type { Prng } from './prng';

/** The engine functions a playout calls, so that a test can swap in a faulty one and see the checks catch it. */
export interface Engine {
  legalMoves: (pos: Position) => Move[];
  applyMove: (pos: Position, move: Move) => Position;
  winner: (pos: Position) => Side | null;
}
export const ENGINE: Engine = { legalMoves, applyMove, winner };

/**
 * A crowded 9×9 board of the game's pieces: one of its royals a side, then `count` more pieces of its setup, each on a
 * random empty square and of the side `sideOf(i)` names (by default a random one); Black to move.
 */
export function crowdedBoard(rules: Rules, rng: Prng, count: number, sideOf: (i: number) => Side = () => rng.pick(SIDES)): Position {
  const ids = [...new Set(rules.game.setup.flatMap((r) => r.trim().split(/\s+/)).filter((t) => t !== '.'))];
  const royals = ids.filter((id) => rules.royals.has(id));
  let pos = emptyPosition(rules, 9);
  const free = [...pos.board.keys()];
  const place = (id: string, side: Side) => {
    const sq = free.splice(rng.below(free.length), 1)[0]!;
    pos = putPiece(pos, sq, { id, side, promoted: false });
  };
  for (const side of SIDES) place(rng.pick(royals), side);
  for (let i = 0; i < count; i++) place(rng.pick(ids), sideOf(i));
  return pos;
}

/** Makes a position immutable in depth: any write by the engine into a position it was given throws. */
export function freeze(pos: Position): Position {
  for (const p of pos.board) if (p) Object.freeze(p);
  Object.freeze(pos.board);
  Object.freeze(pos.captured);
  return Object.freeze(pos);
}

const other = (side: Side): Side => (side === 'black' ? 'white' : 'black');
const piecesOf = (pos: Position, side: Side) => pos.board.filter((p) => p?.side === side).length + pos.captured.filter((p) => p.side === side).length;
const royalsOf = (pos: Position, side: Side) => pos.board.filter((p) => p?.side === side && pos.rules.royals.has(p.id)).length;

/** What a playout carries from ply to ply: each side's piece total (fixed: no drops) and royals, tracked from the moves. */
export interface Tally {
  pieces: Record<Side, number>;
  royals: Record<Side, number>;
}

export function tallyOf(start: Position): Tally {
  return {
    pieces: { black: piecesOf(start, 'black'), white: piecesOf(start, 'white') },
    royals: { black: royalsOf(start, 'black'), white: royalsOf(start, 'white') },
  };
}

function fail(message: string): never {
  throw new Error(message);
}

const sameOutcome = (a: Move, b: Move) =>
  a.from === b.from && a.to === b.to && a.promote === b.promote && a.convert === b.convert &&
  a.captures.length === b.captures.length && a.captures.every((sq) => b.captures.includes(sq));

/** Structure every legal move must have, whatever the piece, and a distinct text for each distinct outcome. */
export function checkMoves(pos: Position, list: readonly Move[]): void {
  const texts = new Set<string>();
  for (const m of list) {
    const text = makeMove(m, pos.size);
    texts.add(text);
    const mover = pos.board[m.from];
    if (!mover || mover.side !== pos.turn) fail(`${text} starts on a square without a piece of the side to move`);
    if (m.to < 0 || m.to >= pos.board.length) fail(`${text} ends off the board`);
    const landing = pos.board[m.to];
    if (m.to !== m.from && landing?.side === pos.turn) fail(`${text} lands on a friendly piece`);
    if (landing && m.to !== m.from && !m.captures.includes(m.to)) fail(`${text} lands on an enemy without capturing it`);
    if (new Set(m.captures).size !== m.captures.length) fail(`${text} captures a square twice`);
    for (const sq of m.captures) if (pos.board[sq]?.side !== other(pos.turn)) fail(`${text} captures a square without an enemy`);
    if (m.promote === true && (mover.promoted || !pos.rules.promotions.has(mover.id))) fail(`${text} promotes a ${mover.promoted ? 'promoted ' : ''}${mover.id}`);
    if (m.convert && !pos.rules.conversions.some((c) => c.becomes === m.convert)) fail(`${text} converts into ${m.convert}, not a conversion of the game`);
  }
  if (texts.size !== list.length) fail(`${list.length} legal moves have only ${texts.size} distinct texts`);
}

/** The move's text parses back to the same outcome. */
export function checkMoveText(pos: Position, m: Move): void {
  const text = makeMove(m, pos.size);
  const parsed = parseMove(text, pos);
  if (!parsed.ok) fail(`move text ${text} does not parse back: ${parsed.error}`);
  if (!sameOutcome(parsed.value, m)) fail(`move text ${text} parses back to ${makeMove(parsed.value, pos.size)}`);
}

/** The position's text parses back to the same board, side to move, game and source. */
export function checkPositionText(pos: Position, catalog: PositionCatalog): void {
  const text = makePosition(pos);
  const parsed = parsePosition(text, catalog);
  if (!parsed.ok) fail(`position text does not parse back: ${parsed.error}`);
  const back = parsed.value;
  if (makePosition(back) !== text) fail('position text changes after a round trip');
  if (back.size !== pos.size || back.turn !== pos.turn || back.rules.gameId !== pos.rules.gameId || back.rules.source !== pos.rules.source) {
    fail('position text loses the size, side to move, game or source');
  }
  pos.board.forEach((p, sq) => {
    const q = back.board[sq];
    if (p?.id !== q?.id || p?.side !== q?.side || p?.promoted !== q?.promoted) fail(`position text changes square ${sq}`);
  });
}

/** A capture with probability `bias` when there is one, else any move: random play that captures reaches the royals. */
export function chooseMove(list: readonly Move[], rng: Prng, bias: number): Move {
  const captures = list.filter((m) => m.captures.length > 0);
  return rng.pick(captures.length > 0 && rng.next() < bias ? captures : list);
}

/**
 * Plays `move` (one of `list`, the legal moves of the frozen `pos`) and checks the ply: the position moved from is
 * untouched, every piece is on the board or captured, the game is over exactly when a side's last royal has gone, and
 * the new position's text round-trips. Updates `tally.royals`; returns the new position, frozen.
 */
export function checkedPly(pos: Position, move: Move, tally: Tally, catalog: PositionCatalog, engine: Engine = ENGINE): Position {
  const text = makePosition(pos);
  const mover = pos.turn;
  const before = pos.board[move.from]!;
  const next = freeze(engine.applyMove(pos, move));

  if (makePosition(pos) !== text) fail('applyMove changed the position it was given');
  if (next.turn !== other(mover)) fail('the side to move did not change');
  for (const side of ['black', 'white'] as const) {
    const n = piecesOf(next, side);
    if (n !== tally.pieces[side]) fail(`${side} has ${n} pieces on the board or captured, started with ${tally.pieces[side]}`);
  }
  if (next.captured.length !== pos.captured.length + move.captures.length) fail('the captured list did not grow by the captures');
  const after = next.board[move.to];
  if (!after || after.side !== mover) fail('the moving piece is not on its destination');
  for (const sq of move.captures) if (sq !== move.to && next.board[sq]) fail(`captured square ${sq} is not empty`);
  if (move.from !== move.to && next.board[move.from]) fail('the origin square is not empty');

  // Royals change only by capture, promotion or conversion of the moving piece: count them from the move itself.
  const { royals } = pos.rules;
  tally.royals[other(mover)] -= move.captures.filter((sq) => royals.has(pos.board[sq]!.id)).length;
  tally.royals[mover] += Number(royals.has(after.id)) - Number(royals.has(before.id));
  const expected = tally.royals[other(mover)] === 0 ? mover : tally.royals[mover] === 0 ? other(mover) : null;
  const actual = engine.winner(next);
  if (actual !== expected) fail(`winner() says ${actual}, but royals left are black ${tally.royals.black}, white ${tally.royals.white}`);

  checkPositionText(next, catalog);
  return next;
}
