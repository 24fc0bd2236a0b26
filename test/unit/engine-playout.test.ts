// Invariants over seeded random playouts of every game under every source: from the real starting setups, and on
// crowded random mini-boards where Lions, hooks, Emperors, promotions and royal captures happen within a few moves.
import { describe, expect, it } from 'vitest';
import { siteContent } from '../../src/lib/content';
import {
  applyMove,
  attacks,
  emptyPosition,
  legalMoves,
  makeMove,
  makePosition,
  makeRules,
  parseMove,
  parsePosition,
  putPiece,
  SIDES,
  startPosition,
  winner,
  type Move,
  type Position,
  type Rules,
  type Side,
} from '../../src/engine';
import { GAME_IDS, SOURCE_IDS, type GameId, type SourceId } from '../../src/schema';

const content = siteContent();

/** mulberry32: a small seeded generator, so every run plays the same games. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pieceCount = (pos: Position) => pos.board.filter(Boolean).length + pos.captured.length;
const royalsLeft = (pos: Position, side: Side) => pos.board.some((p) => p?.side === side && pos.rules.royals.has(p.id));

/** Checks every invariant for one ply and returns the position after `move`. */
function step(pos: Position, moves: Move[], move: Move, rnd: () => number): Position {
  const text = makePosition(pos);
  const reparsed = parsePosition(text, content);
  expect(reparsed.ok && reparsed.value.board).toEqual(pos.board);
  expect(reparsed.ok && makePosition(reparsed.value)).toBe(text);
  for (const m of [move, ...moves.filter(() => rnd() < 0.05)]) {
    const parsed = parseMove(makeMove(m, pos.size), pos);
    expect(parsed.ok && parsed.value).toEqual(m);
  }
  const board = JSON.stringify(pos.board);
  const next = applyMove(pos, move);
  expect(JSON.stringify(pos.board)).toBe(board);
  expect(makePosition(pos)).toBe(text);
  expect(pieceCount(next)).toBe(pieceCount(pos));
  expect(next.captured.length).toBe(pos.captured.length + move.captures.length);
  const black = royalsLeft(next, 'black');
  const white = royalsLeft(next, 'white');
  expect(winner(next)).toBe(black === white ? null : black ? 'black' : 'white');
  return next;
}

/** Captures are preferred, so that games reach their royals. */
function choose(moves: Move[], rnd: () => number): Move {
  const captures = moves.filter((m) => m.captures.length);
  const pool = captures.length && rnd() < 0.6 ? captures : moves;
  return pool[Math.floor(rnd() * pool.length)]!;
}

/** attacks() must agree with the move generator: a square is attacked by S iff some non-Emperor move of S captures
 *  an enemy placed there. */
function checkAttacks(pos: Position): void {
  for (const side of SIDES) {
    for (let sq = 0; sq < pos.board.length; sq++) {
      const probe = { ...putPiece(pos, sq, { id: 'pawn', side: side === 'black' ? 'white' : 'black', promoted: false }), turn: side };
      const capturable = legalMoves(probe).some((m) => m.captures.includes(sq) && !pos.rules.pieces.get(probe.board[m.from]!.id)!.emperor);
      expect(attacks(pos, side, sq), `${side} attacks square ${sq} of ${makePosition(pos)}`).toBe(capturable);
    }
  }
}

const rulesFor = (game: GameId, source: SourceId | null): Rules =>
  makeRules({ pieces: content.pieces, game: content.games.get(game)! }, { source });

/** A crowded mini-board: both sides get one of the game's royals and random pieces of the game. */
function miniBoard(rules: Rules, rnd: () => number): Position {
  const ids = [...new Set(rules.game.setup.flatMap((r) => r.trim().split(/\s+/)).filter((t) => t !== '.'))];
  const royals = ids.filter((id) => rules.royals.has(id));
  let pos = emptyPosition(rules, 9);
  const free = [...pos.board.keys()];
  const place = (id: string, side: Side) => {
    const sq = free.splice(Math.floor(rnd() * free.length), 1)[0]!;
    pos = putPiece(pos, sq, { id, side, promoted: false });
  };
  for (const side of SIDES) {
    place(royals[Math.floor(rnd() * royals.length)]!, side);
    for (let i = 0; i < 11; i++) place(ids[Math.floor(rnd() * ids.length)]!, side);
  }
  return pos;
}

describe('random playouts', { timeout: 60_000 }, () => {
  for (const game of GAME_IDS) {
    for (const source of [null, ...SOURCE_IDS]) {
      it(`${game}${source ? ` under ${source}` : ''}`, () => {
        const rnd = random(GAME_IDS.indexOf(game) * 10 + (source ? SOURCE_IDS.indexOf(source) + 1 : 0));
        const rules = rulesFor(game, source);
        let pos = startPosition(rules);
        for (let ply = 0; ply < 24; ply++) {
          const moves = legalMoves(pos);
          pos = step(pos, moves, choose(moves, rnd), rnd);
        }
        for (let board = 0; board < 3; board++) {
          pos = miniBoard(rules, rnd);
          for (let ply = 0; ply < 80 && winner(pos) === null; ply++) {
            if (ply % 20 === 0) checkAttacks(pos);
            const moves = legalMoves(pos);
            if (moves.length === 0) break;
            pos = step(pos, moves, choose(moves, rnd), rnd);
          }
        }
      });
    }
  }
});
